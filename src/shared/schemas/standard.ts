import * as z from "zod/mini";
import { gradeSchema } from "./grade";

/** A CCSS ELA standard: official short code (e.g. "RL.3.2", "L.4.4.b") and its text. */
export const standardSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  description: z.string().check(z.maxLength(2000)),
});
export type Standard = z.infer<typeof standardSchema>;

/**
 * The setting a concept is staged in (docs/decisions/0054-declared-staging.md): declared by the offline engine's
 * concept templates; a concept without one (from the model, or typed by the writer) is classified from its title
 * and the head of its description.
 */
export const conceptFormatSchema = z.enum([
  "game show",
  "detective",
  "time travel",
  "museum",
  "space",
  "kitchen",
  "quest",
  "nature walk",
  "lab",
  "theater",
  "newsroom",
  "workshop",
  "builders",
  "sports",
  "garden",
  "music",
  "studio",
]);
export type ConceptFormat = z.infer<typeof conceptFormatSchema>;

/** A concept suggestion (docs/product/rules.md#data): title and description, and the setting when declared. */
export const conceptSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, "Title Required"), z.maxLength(200)),
  description: z._default(z.string().check(z.trim(), z.maxLength(2000)), ""),
  format: z.optional(conceptFormatSchema),
});
export type Concept = z.infer<typeof conceptSchema>;

/** A standard as step 2 offers it (ADR 0008): CCSS text, grade and the teaching card's "I can" goal. */
export const offeredStandardSchema = z.extend(standardSchema, {
  grade: gradeSchema,
  kidGoal: z.nullable(z.string()),
});
export type OfferedStandard = z.infer<typeof offeredStandardSchema>;

/**
 * The strands in the order step 2's browse list shows them (ADR 0057): reading literature and informational text
 * first, then foundational skills, writing, speaking and listening, language.
 */
export const STRAND_ORDER = ["RL", "RI", "RF", "W", "SL", "L"] as const;

/** GET /api/standards/grade/{grade}: the grade's standards grouped by strand, for browsing on step 2 (ADR 0057). */
export const gradeStandardsSchema = z.object({
  grade: gradeSchema,
  strands: z.array(
    z.object({
      /** "RL", "RI", "RF", "W", "SL" or "L", in {@link STRAND_ORDER}. */
      strand: z.string(),
      /** The strand's CCSS name, e.g. "Reading: Literature". */
      name: z.string(),
      /** The strand's standards and sub-standards of the grade, in CCSS order. */
      standards: z.array(offeredStandardSchema),
    }),
  ),
});
export type GradeStandards = z.infer<typeof gradeStandardsSchema>;

/** POST /api/standards reply: the standards offered for a topic, the chosen grade's first. */
export const topicStandardsSchema = z.object({
  standards: z.array(offeredStandardSchema),
  /** Why these standards suit the topic; shown with the list. */
  rationale: z.string(),
  /** "catalogue": a built-in topic's codes; "search": teacher vocabulary or text search; "model": chosen by the model. */
  source: z.enum(["catalogue", "search", "model"]),
  grade: z.nullable(gradeSchema),
});
export type TopicStandards = z.infer<typeof topicStandardsSchema>;
