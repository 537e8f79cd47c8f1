import * as z from "zod/mini";
import { CHARACTER_FIELD_MAX } from "../constants";
import { isoTimeSchema } from "./time";

/** Limits of the admin forms (characters; docs/product/rules.md#data Character: name, label, catchphrase up to 255). */
export const PROMPT_NAME_MAX = 100;
export const PROMPT_DESCRIPTION_MAX = 500;
export const PROMPT_CONTENT_MAX = 20_000;
export const PERSONALITY_MAX = 5000;
export const EDUCATIONAL_STRENGTH_MAX = 2000;
export const BACKSTORY_MAX = 5000;
export const PHOTO_URL_MAX = 2000;
export const TOPIC_NAME_MAX = 200;

/** A required, trimmed text field: blank (or missing) → `required`; longer than `max` → "<label> must be at most N characters". */
function requiredText(required: string, label: string, max: number) {
  return z
    .string(required)
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, `${label} must be at most ${max} characters.`));
}

/**
 * An optional, trimmed text field: missing, null or blank → null (docs/product/rules.md#validation: "sent as null when
 * empty").
 */
function optionalText(label: string, max: number) {
  return z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters.`))),
    z.transform((v) => (v ? v : null)),
  );
}

/**
 * docs/product/rules.md#validation admin prompt form (create and edit): name, description and content required; active
 * by default.
 */
export const promptFormSchema = z.object({
  name: requiredText("Name is required", "Name", PROMPT_NAME_MAX),
  description: requiredText("Description is required", "Description", PROMPT_DESCRIPTION_MAX),
  content: requiredText("Content is required", "Content", PROMPT_CONTENT_MAX),
  isActive: z._default(z.boolean(), true),
});
export type PromptForm = z.infer<typeof promptFormSchema>;
export type PromptFormInput = z.input<typeof promptFormSchema>;

/**
 * docs/product/rules.md#validation admin character form (create and edit): name, label, personality required;
 * catchphrase, educationalStrength, photoUrl and backstory optional and stored as null when empty.
 */
export const characterFormSchema = z.object({
  name: requiredText("Name is required", "Name", CHARACTER_FIELD_MAX),
  label: requiredText("Label is required", "Label", CHARACTER_FIELD_MAX),
  personality: requiredText("Personality is required", "Personality", PERSONALITY_MAX),
  catchphrase: optionalText("Catchphrase", CHARACTER_FIELD_MAX),
  educationalStrength: optionalText("Educational Focus", EDUCATIONAL_STRENGTH_MAX),
  photoUrl: optionalText("Photo URL", PHOTO_URL_MAX),
  backstory: optionalText("Backstory", BACKSTORY_MAX),
  isActive: z._default(z.boolean(), true),
});
export type CharacterForm = z.infer<typeof characterFormSchema>;
export type CharacterFormInput = z.input<typeof characterFormSchema>;

/** docs/product/rules.md#validation: "defaults are empty strings for all six fields" of the character form. */
export const characterFormDefaults = {
  name: "",
  label: "",
  personality: "",
  catchphrase: "",
  educationalStrength: "",
  photoUrl: "",
} as const satisfies Partial<CharacterFormInput>;

/** A new topic name: trimmed, non-empty (docs/product/rules.md#validation, topic rename). */
export const topicNameSchema = requiredText("Topic name is required.", "Topic name", TOPIC_NAME_MAX);

/**
 * PUT /api/admin/topics/:topic body. docs/product/api.md gives `{ newTopicName }`; `{ newName }` is accepted too.
 * Parses to `{ newName }` (trimmed).
 */
export const topicRenameSchema = z.pipe(
  z.transform((body: unknown) => {
    if (!body || typeof body !== "object") return body;
    const { newTopicName, newName } = body as { newTopicName?: unknown; newName?: unknown };
    return { newName: newTopicName ?? newName };
  }),
  z.object({ newName: topicNameSchema }),
);

/**
 * PUT /api/admin/topics body, the other reading of docs/product/api.md: `{ oldName, newName }`. oldName is matched
 * exactly.
 */
export const topicRenameBodySchema = z.object({
  oldName: z
    .string("Old topic name is required.")
    .check(z.minLength(1, "Old topic name is required."), z.maxLength(1000, "Old topic name is too long.")),
  newName: topicNameSchema,
});

/** The generation task a prompt drives. */
export const promptPurposeSchema = z.enum(["script", "concepts", "standards"]);
export type PromptPurpose = z.infer<typeof promptPurposeSchema>;

/** A prompt as the admin API returns it. `inUse`: the active row generation reads for one of its prompt names. */
export const adminPromptDtoSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  content: z.string(),
  isActive: z.boolean(),
  inUse: z.boolean(),
  purpose: z.nullable(promptPurposeSchema),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
});
export type AdminPromptDto = z.infer<typeof adminPromptDtoSchema>;

/** GET /api/admin/prompts/usage: where each generation prompt comes from now. */
export const promptUsageDtoSchema = z.object({
  name: z.string(),
  purpose: promptPurposeSchema,
  source: z.enum(["database", "default"]),
  promptId: z.nullable(z.int()),
});
export type PromptUsageDto = z.infer<typeof promptUsageDtoSchema>;

/** A character as the admin API returns it (active and inactive). */
export const adminCharacterDtoSchema = z.object({
  id: z.int(),
  name: z.string(),
  label: z.string(),
  personality: z.string(),
  catchphrase: z.nullable(z.string()),
  backstory: z.nullable(z.string()),
  educationalStrength: z.nullable(z.string()),
  photoUrl: z.nullable(z.string()),
  isActive: z.boolean(),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
});
export type AdminCharacterDto = z.infer<typeof adminCharacterDtoSchema>;

/** docs/product/rules.md#data Topic summary (admin). lastUsed: ISO 8601 of the newest script, or null. */
export const topicSummaryDtoSchema = z.object({
  topic: z.string(),
  scriptCount: z.int(),
  lastUsed: z.nullable(isoTimeSchema),
});
export type TopicSummaryDto = z.infer<typeof topicSummaryDtoSchema>;

/** One script under a topic in the admin Topics tab. */
export const topicScriptDtoSchema = z.object({
  id: z.int(),
  concept: z.string(),
  userEmail: z.string(),
  createdAt: isoTimeSchema,
  standardsCount: z.int(),
});
export type TopicScriptDto = z.infer<typeof topicScriptDtoSchema>;

/** Scripts saved per week (weekStart: the Monday, UTC, as YYYY-MM-DD). */
export const weeklyCountDtoSchema = z.object({ weekStart: z.iso.date(), count: z.int() });
export type WeeklyCountDto = z.infer<typeof weeklyCountDtoSchema>;

/** One earlier text of a prompt (GET /api/admin/prompts/:id/versions; docs/product/admin-prompts.md). */
export const promptVersionDtoSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  content: z.string(),
  isActive: z.boolean(),
  /** When this text stopped being current. */
  replacedAt: isoTimeSchema,
});
export type PromptVersionDto = z.infer<typeof promptVersionDtoSchema>;
