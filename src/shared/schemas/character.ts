import { z } from "zod";
import { CHARACTER_FIELD_MAX } from "../constants";

/** A presenter character as the wizard and the generators see it (spec §3 Character). */
export const characterSchema = z.object({
  id: z.number().int().optional(),
  name: z.string().trim().min(1, "Name is required").max(CHARACTER_FIELD_MAX),
  label: z.string().trim().min(1, "Label is required").max(CHARACTER_FIELD_MAX),
  personality: z.string().trim().min(1, "Personality is required").max(5000),
  catchphrase: z.string().trim().max(CHARACTER_FIELD_MAX).nullish(),
  backstory: z.string().trim().max(5000).nullish(),
  educationalStrength: z.string().trim().max(2000).nullish(),
  photoUrl: z.string().max(2000).nullish(),
});
export type Character = z.infer<typeof characterSchema>;
