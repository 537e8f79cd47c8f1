import * as z from "zod/mini";
import { gradeSchema } from "./grade";

/**
 * GET /api/uploads/:upload/excerpt: the part of a supporting PDF that presenters may read aloud (docs/product/
 * security.md, "Supporting documents"), as the script engines choose it for the wizard's grade and primary
 * standard. The wizard shows it on step 2 and step 5 under "Text read aloud from your PDF".
 */
export const pdfExcerptQuerySchema = z.object({
  grade: z.optional(gradeSchema),
  /** The primary standard's CCSS code, when one is chosen (it settles the grade when none is given). */
  standard: z.optional(z.string().check(z.maxLength(40, "Standard codes are at most 40 characters."))),
});
export type PdfExcerptQuery = z.infer<typeof pdfExcerptQuerySchema>;

export const pdfExcerptSchema = z.object({
  /** The document's title, said as a title, or null. */
  title: z.nullable(z.string()),
  /** The sentences read aloud, in order ("" when none can be). */
  text: z.string(),
  /** How many sentences were left out because they address the viewer (instructions, requests, links…). */
  leftOut: z.int(),
});
export type PdfExcerpt = z.infer<typeof pdfExcerptSchema>;
