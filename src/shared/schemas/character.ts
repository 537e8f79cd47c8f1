import { z } from "zod";
import { CATCHPHRASE_PLACEHOLDER, CHARACTER_FIELD_MAX } from "../constants";

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

/**
 * Spec §5 "New character dialog" (step 3): name, role and personality required, catchphrase and educational
 * focus optional; every field trimmed. Parses to a wizard-local character: an empty catchphrase becomes the
 * spec §9 placeholder '??', an empty focus null, and it has no photo.
 */
export const localCharacterFormSchema = z
  .object({
    name: characterSchema.shape.name,
    label: z.string().trim().min(1, "Role is required").max(CHARACTER_FIELD_MAX),
    personality: characterSchema.shape.personality,
    catchphrase: z.string().trim().max(CHARACTER_FIELD_MAX),
    educationalStrength: z.string().trim().max(CHARACTER_FIELD_MAX),
  })
  .transform((c) => ({
    ...c,
    catchphrase: c.catchphrase || CATCHPHRASE_PLACEHOLDER,
    educationalStrength: c.educationalStrength || null,
    photoUrl: null,
  }));
export type LocalCharacterFormInput = z.input<typeof localCharacterFormSchema>;
export type LocalCharacter = z.output<typeof localCharacterFormSchema>;

export const localCharacterFormDefaults: LocalCharacterFormInput = {
  name: "",
  label: "",
  personality: "",
  catchphrase: "",
  educationalStrength: "",
};
