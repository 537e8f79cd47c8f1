import { z } from "zod";

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
