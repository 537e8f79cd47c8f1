import * as z from "zod/mini";
import { CATCHPHRASE_PLACEHOLDER, CHARACTER_FIELD_MAX } from "../constants";

/** A presenter character as the wizard and the generators see it (docs/product/rules.md#data). */
export const characterSchema = z.object({
  id: z.optional(z.int()),
  name: z.string().check(z.trim(), z.minLength(1, "Name is required"), z.maxLength(CHARACTER_FIELD_MAX)),
  label: z.string().check(z.trim(), z.minLength(1, "Label is required"), z.maxLength(CHARACTER_FIELD_MAX)),
  personality: z.string().check(z.trim(), z.minLength(1, "Personality is required"), z.maxLength(5000)),
  catchphrase: z.nullish(z.string().check(z.trim(), z.maxLength(CHARACTER_FIELD_MAX))),
  backstory: z.nullish(z.string().check(z.trim(), z.maxLength(5000))),
  educationalStrength: z.nullish(z.string().check(z.trim(), z.maxLength(2000))),
  photoUrl: z.nullish(z.string().check(z.maxLength(2000))),
});
export type Character = z.infer<typeof characterSchema>;

/**
 * The new character dialog (step 3; docs/product/rules.md#validation): name, role and personality required, catchphrase and educational
 * focus optional; every field trimmed. Parses to a wizard-local character: an empty catchphrase becomes the
 * placeholder '??', an empty focus null, and it has no photo.
 */
export const localCharacterFormSchema = z.pipe(
  z.object({
    name: characterSchema.shape.name,
    label: z.string().check(z.trim(), z.minLength(1, "Role is required"), z.maxLength(CHARACTER_FIELD_MAX)),
    personality: characterSchema.shape.personality,
    catchphrase: z.string().check(z.trim(), z.maxLength(CHARACTER_FIELD_MAX)),
    educationalStrength: z.string().check(z.trim(), z.maxLength(CHARACTER_FIELD_MAX)),
  }),
  z.transform((c) => ({
    ...c,
    catchphrase: c.catchphrase || CATCHPHRASE_PLACEHOLDER,
    educationalStrength: c.educationalStrength || null,
    photoUrl: null,
  })),
);
export type LocalCharacterFormInput = z.input<typeof localCharacterFormSchema>;
export type LocalCharacter = z.output<typeof localCharacterFormSchema>;

export const localCharacterFormDefaults: LocalCharacterFormInput = {
  name: "",
  label: "",
  personality: "",
  catchphrase: "",
  educationalStrength: "",
};
