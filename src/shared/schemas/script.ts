import { z } from "zod";
import { gradeSchema } from "./grade";
import { targetMinutesSchema } from "./script-length";
import { characterSchema } from "./character";
import { engineSchema } from "./generation";
import { isoTimeSchema } from "./time";

/**
 * Payload shapes of the script calls (spec §7). Standards travel as codes ("RL.3.2") or as
 * `{code, description}` objects (the wizard's form); the server keeps the code and looks the text up in
 * the CCSS data, so only codes that exist are accepted.
 */
export const standardRefSchema = z.union([
  z.string().trim().min(1).max(32),
  z.object({ code: z.string().trim().min(1).max(32), description: z.string().max(2000).optional() }),
]);

/** A character on a script or in a generation request: wizard-local characters have no id. */
export const scriptCharacterSchema = characterSchema.pick({
  name: true,
  label: true,
  personality: true,
  catchphrase: true,
  educationalStrength: true,
  photoUrl: true,
}).extend({
  id: z.number().int().optional(),
  personality: z.string().trim().max(5000).default(""),
});
export type ScriptCharacter = z.infer<typeof scriptCharacterSchema>;

export const topicSchema = z.string().trim().min(1, "Topic is required.").max(200, "Topic must be at most 200 characters.");

/** POST /api/standards body (issue 9 item 6): the topic and, optionally, the grade to list first. */
export const topicStandardsRequestSchema = z.object({ topic: topicSchema, grade: gradeSchema.optional() });

const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));

/** The selected concept: a title string (spec form) or `{title, description}`. */
export const conceptInputSchema = z.preprocess(
  (v) => (typeof v === "string" ? { title: v, description: "" } : v),
  z.object(
    {
      title: z.string({ error: "Concept is required." }).trim().min(1, "Concept is required.").max(200),
      description: z.string().trim().max(2000).default(""),
    },
    { error: "Concept is required." },
  ),
);

/** A script used as context for generation: by id (the server loads the caller's own copy). */
export const contextScriptRefSchema = z.union([
  z.number().int().positive(),
  z.looseObject({ id: z.number().int().positive() }).transform((o) => o.id),
]);

const generationBase = {
  topic: topicSchema,
  standards: z.array(standardRefSchema).min(1, "Select at least one standard.").max(30),
  characters: z.array(scriptCharacterSchema).min(1, "Select at least one character.").max(12),
  contentConsiderations: optionalText(5000),
  attachmentUrl: z.string().max(40 * 1024 * 1024).nullish(),
  attachmentName: optionalText(255),
  contextScripts: z.array(contextScriptRefSchema).max(10).default([]),
  /** The grade the video is for (issue 10); absent → the primary standard's grade. */
  grade: gradeSchema.nullish(),
  /** Target length in minutes, 1–10 (issue 10); absent → the grade's default. */
  targetMinutes: targetMinutesSchema.nullish(),
};

/** POST /api/subtopics: three concept suggestions. `variant` > 0 asks for a different set (Regenerate). */
export const conceptsRequestSchema = z.object({ ...generationBase, variant: z.number().int().min(0).max(1000).default(0) });
export type ConceptsRequest = z.infer<typeof conceptsRequestSchema>;

/**
 * POST /api/generate-script. `seed` makes the offline engine reproducible: the same seed gives the same
 * script, Regenerate sends a new one (absent → derived from the inputs).
 */
export const generateScriptRequestSchema = z.object({
  ...generationBase,
  concept: conceptInputSchema,
  seed: z.number().int().min(0).max(4_294_967_295).optional(),
});
export type GenerateScriptRequest = z.infer<typeof generateScriptRequestSchema>;

/**
 * POST /api/scripts and PUT /api/scripts/{id}. `version` (PUT) is the version the edit started from.
 * Like generation (issue 3), a saved script needs ≥1 standard and ≥1 character; the concept may be blank
 * (spec §2 shows such scripts as 'Untitled Script').
 */
export const saveScriptRequestSchema = z.object({
  topic: topicSchema,
  standards: z.array(standardRefSchema, { error: "Select at least one standard." }).min(1, "Select at least one standard.").max(30),
  characters: z.array(scriptCharacterSchema, { error: "Select at least one character." }).min(1, "Select at least one character.").max(12),
  concept: z.string().trim().max(200).default(""),
  conceptDescription: optionalText(2000),
  scriptContent: z.string().min(1, "No Script to Save: Please generate a script first before saving.").max(500_000),
  contentConsiderations: optionalText(5000),
  attachmentUrl: z.string().max(2000).nullish().transform((v) => (v && !v.startsWith("data:") ? v : null)),
  attachmentName: optionalText(255),
  isSaved: z.boolean().default(true),
  engine: engineSchema.default("model"),
  grade: gradeSchema.nullish(),
  targetMinutes: targetMinutesSchema.nullish(),
  version: z.number().int().positive().optional(),
});
export type SaveScriptRequest = z.infer<typeof saveScriptRequestSchema>;

/**
 * A character as a script stores it: a snapshot of the cast when the script was written (deactivating a
 * character never changes old scripts), without the character's id. The personality is optional in storage
 * (as it always was); the API shape answers "" when a row has none.
 */
export type StoredCharacter = Omit<ScriptCharacter, "id" | "personality"> & { personality?: string | null };

/** A standard as a stored script carries it: the code and its CCSS text. */
export const scriptStandardSchema = z.object({ code: z.string(), description: z.string() });

/** A character as a stored script carries it (a parsed `scriptCharacterSchema`; wizard-local ones have no id). */
export const scriptCharacterDtoSchema = z.object({
  id: z.number().int().optional(),
  name: z.string(),
  label: z.string(),
  personality: z.string(),
  catchphrase: z.string().nullish(),
  educationalStrength: z.string().nullish(),
  photoUrl: z.string().nullish(),
});

/** A script as the API returns it. */
export const scriptDtoSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  topic: z.string(),
  standards: z.array(scriptStandardSchema),
  characters: z.array(scriptCharacterDtoSchema),
  concept: z.string(),
  conceptDescription: z.string().nullable(),
  scriptContent: z.string(),
  contentConsiderations: z.string().nullable(),
  attachmentUrl: z.string().nullable(),
  attachmentName: z.string().nullable(),
  isSaved: z.boolean(),
  engine: engineSchema,
  grade: gradeSchema.nullable(),
  targetMinutes: z.number().int().nullable(),
  version: z.number().int(),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
});
export type ScriptDto = z.infer<typeof scriptDtoSchema>;

/** A related script by another author (spec §2 Step 5): what the card shows, author as e-mail local part. */
export const relatedScriptDtoSchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  concept: z.string(),
  scriptContent: z.string(),
  characters: z.array(z.object({ name: z.string(), label: z.string() })),
  standards: z.array(scriptStandardSchema),
  createdAt: isoTimeSchema,
  /** The author's e-mail before the at-sign; the full address is never sent (spec §2). */
  author: z.string(),
});
export type RelatedScriptDto = z.infer<typeof relatedScriptDtoSchema>;
