import { z } from "zod";
import { gradeSchema } from "./grade";

/** A CCSS ELA standard: official short code (e.g. "RL.3.2", "L.4.4.b") and its text. */
export const standardSchema = z.object({
  code: z.string().trim().min(1).max(32),
  description: z.string().max(2000),
});
export type Standard = z.infer<typeof standardSchema>;

/** A concept suggestion (spec §3): title and description. */
export const conceptSchema = z.object({
  title: z.string().trim().min(1, "Title Required").max(200),
  description: z.string().trim().max(2000).default(""),
});
export type Concept = z.infer<typeof conceptSchema>;

/** A standard as step 2 offers it (issue 9): CCSS text, grade and the teaching card's "I can" goal. */
export const offeredStandardSchema = standardSchema.extend({
  grade: gradeSchema,
  kidGoal: z.string().nullable(),
});
export type OfferedStandard = z.infer<typeof offeredStandardSchema>;

/** POST /api/standards reply: the standards offered for a topic, the chosen grade's first. */
export const topicStandardsSchema = z.object({
  standards: z.array(offeredStandardSchema),
  /** Why these standards suit the topic; shown with the list. */
  rationale: z.string(),
  /** "catalogue": a built-in topic's codes; "search": teacher vocabulary or text search; "model": chosen by the model. */
  source: z.enum(["catalogue", "search", "model"]),
  grade: gradeSchema.nullable(),
});
export type TopicStandards = z.infer<typeof topicStandardsSchema>;

