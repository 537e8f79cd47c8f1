import * as z from "zod/mini";
import { gradeSchema } from "./grade";

/**
 * GET /api/topic-text: with no attachment, Nova Writer's own text the lesson will read about the subject the topic
 * names (docs/product/topic-texts.md), as the script engines choose it for the wizard's topic, grade, primary
 * standard and considerations. The wizard shows it on step 2 and step 5 under "Text read aloud: Nova Writer's own
 * text about <subject>".
 */
export const topicTextPreviewQuerySchema = z.object({
  topic: z.string().check(z.maxLength(500, "Topics are at most 500 characters.")),
  grade: z.optional(gradeSchema),
  /** The primary standard's CCSS code, when one is chosen (it settles the grade when none is given). */
  standard: z.optional(z.string().check(z.maxLength(40, "Standard codes are at most 40 characters."))),
  /** The writer's content considerations: a text that mentions an avoided topic is not used. */
  considerations: z.optional(z.string().check(z.maxLength(4000, "Considerations are at most 4,000 characters."))),
});
export type TopicTextPreviewQuery = z.infer<typeof topicTextPreviewQuerySchema>;

export const topicTextPreviewSchema = z.object({
  /** The subject the topic names, or null when the lesson will read no text of ours. */
  subject: z.nullable(z.string()),
  title: z.nullable(z.string()),
  /** The sentences read aloud ("" when none); a middle left out for time shows as "…". */
  text: z.string(),
  /**
   * The shortest target length, in whole minutes, at which the offline engine teaches the primary standard alone
   * from this text (ADR 0090): the wizard's "needs about N minutes" for this lesson, in place of the card's figure.
   * Null when no text is read, or no length teaches it.
   */
  minutes: z.nullable(z.number()),
});
export type TopicTextPreview = z.infer<typeof topicTextPreviewSchema>;
