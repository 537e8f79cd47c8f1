import * as z from "zod/mini";
import { gradeSchema } from "./grade";
import { targetMinutesSchema } from "./script-length";
import { characterSchema } from "./character";
import { engineSchema } from "./generation";
import { isoTimeSchema } from "./time";
import { PG_INT_MAX } from "../constants";

/**
 * Payload shapes of the script calls (docs/product/api.md). Standards travel as codes ("RL.3.2") or as
 * `{code, description}` objects (the wizard's form); the server keeps the code and looks the text up in
 * the CCSS data, so only codes that exist are accepted.
 */
const codeText = () => z.string().check(z.trim(), z.minLength(1), z.maxLength(32));
export const standardRefSchema = z.union([
  codeText(),
  z.object({ code: codeText(), description: z.optional(z.string().check(z.maxLength(2000))) }),
]);

/** A character on a script or in a generation request: wizard-local characters have no id. */
export const scriptCharacterSchema = z.extend(
  z.pick(characterSchema, {
    name: true,
    label: true,
    personality: true,
    catchphrase: true,
    educationalStrength: true,
    photoUrl: true,
  }),
  {
    id: z.optional(z.int()),
    personality: z._default(z.string().check(z.trim(), z.maxLength(5000)), ""),
  },
);
export type ScriptCharacter = z.infer<typeof scriptCharacterSchema>;

export const topicSchema = z
  .string()
  .check(z.trim(), z.minLength(1, "Topic is required."), z.maxLength(200, "Topic must be at most 200 characters."));

/** POST /api/standards body (ADR 0008): the topic and, optionally, the grade to list first. */
export const topicStandardsRequestSchema = z.object({ topic: topicSchema, grade: z.optional(gradeSchema) });

const optionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((v) => (v ? v : null)),
  );

/** The selected concept: a title string (the original form) or `{title, description}`. */
export const conceptInputSchema = z.pipe(
  z.transform((v: unknown) => (typeof v === "string" ? { title: v, description: "" } : v)),
  z.object(
    {
      title: z
        .string({ error: "Concept is required." })
        .check(z.trim(), z.minLength(1, "Concept is required."), z.maxLength(200)),
      description: z._default(z.string().check(z.trim(), z.maxLength(2000)), ""),
    },
    { error: "Concept is required." },
  ),
);

/** A script used as context for generation: by id (the server loads the caller's own copy). */
export const contextScriptRefSchema = z.union([
  z.int().check(z.positive()),
  z.pipe(
    z.looseObject({ id: z.int().check(z.positive()) }),
    z.transform((o) => o.id),
  ),
]);

/** What a PDF sent inside a JSON body answers: it must be uploaded (POST /api/uploads/pdf) first. */
export const ATTACH_BY_UPLOAD = "Attach a PDF by uploading it first; a PDF inside the request is not accepted.";

const generationBase = {
  topic: topicSchema,
  standards: z.array(standardRefSchema).check(z.minLength(1, "Select at least one standard."), z.maxLength(30)),
  characters: z.array(scriptCharacterSchema).check(z.minLength(1, "Select at least one character."), z.maxLength(12)),
  contentConsiderations: optionalText(5000),
  /** `/api/uploads/<id>` of the caller's uploaded PDF (PDFs travel only as multipart uploads). */
  attachmentUrl: z.nullish(z.string().check(z.maxLength(2000, ATTACH_BY_UPLOAD))),
  attachmentName: optionalText(255),
  contextScripts: z._default(z.array(contextScriptRefSchema).check(z.maxLength(10)), []),
  /** The grade the video is for (ADR 0007); absent → the grade all the standards share, else none. */
  grade: z.nullish(gradeSchema),
  /** Target length in minutes, 1–10 (ADR 0007); absent → the grade's default. */
  targetMinutes: z.nullish(targetMinutesSchema),
};

/** POST /api/subtopics: three concept suggestions. `variant` > 0 asks for a different set (Regenerate). */
export const conceptsRequestSchema = z.object({
  ...generationBase,
  variant: z._default(z.int().check(z.gte(0), z.lte(1000)), 0),
});
export type ConceptsRequest = z.infer<typeof conceptsRequestSchema>;

/**
 * POST /api/generate-script. `seed` makes the offline engine reproducible: the same seed gives the same
 * script, Regenerate sends a new one (absent → derived from the inputs).
 */
export const generateScriptRequestSchema = z.object({
  ...generationBase,
  concept: conceptInputSchema,
  seed: z.optional(z.int().check(z.gte(0), z.lte(4_294_967_295))),
});
export type GenerateScriptRequest = z.infer<typeof generateScriptRequestSchema>;

/**
 * POST /api/scripts and PUT /api/scripts/{id}. `version` (PUT) is the version the edit started from.
 * Like generation (ADR 0006), a saved script needs ≥1 standard and ≥1 character; the concept may be blank
 * (docs/product/screens.md#topics-tab shows such scripts as 'Untitled Script').
 */
export const saveScriptRequestSchema = z.object({
  topic: topicSchema,
  standards: z
    .array(standardRefSchema, { error: "Select at least one standard." })
    .check(z.minLength(1, "Select at least one standard."), z.maxLength(30)),
  characters: z
    .array(scriptCharacterSchema, { error: "Select at least one character." })
    .check(z.minLength(1, "Select at least one character."), z.maxLength(12)),
  concept: z._default(z.string().check(z.trim(), z.maxLength(200)), ""),
  conceptDescription: optionalText(2000),
  scriptContent: z
    .string()
    .check(z.minLength(1, "No Script to Save: Please generate a script first before saving."), z.maxLength(500_000)),
  contentConsiderations: optionalText(5000),
  attachmentUrl: z.pipe(
    z.nullish(z.string().check(z.maxLength(2000))),
    z.transform((v) => (v && !v.startsWith("data:") ? v : null)),
  ),
  attachmentName: optionalText(255),
  isSaved: z._default(z.boolean(), true),
  engine: z._default(engineSchema, "model"),
  grade: z.nullish(gradeSchema),
  targetMinutes: z.nullish(targetMinutesSchema),
  version: z.optional(z.int().check(z.positive(), z.lte(PG_INT_MAX, "version: Not a version of this script."))),
  /** PUT: this save restores that earlier version (the activity log says "restored", docs/product/team-workflow.md). */
  restoredFrom: z.optional(
    z.int().check(z.positive(), z.lte(PG_INT_MAX, "restoredFrom: Not an earlier version of this script.")),
  ),
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
  id: z.optional(z.int()),
  name: z.string(),
  label: z.string(),
  personality: z.string(),
  catchphrase: z.nullish(z.string()),
  educationalStrength: z.nullish(z.string()),
  photoUrl: z.nullish(z.string()),
});

/** A script as the API returns it. */
export const scriptDtoSchema = z.object({
  id: z.int(),
  userId: z.int(),
  topic: z.string(),
  standards: z.array(scriptStandardSchema),
  characters: z.array(scriptCharacterDtoSchema),
  concept: z.string(),
  conceptDescription: z.nullable(z.string()),
  scriptContent: z.string(),
  contentConsiderations: z.nullable(z.string()),
  attachmentUrl: z.nullable(z.string()),
  attachmentName: z.nullable(z.string()),
  isSaved: z.boolean(),
  engine: engineSchema,
  grade: z.nullable(gradeSchema),
  targetMinutes: z.nullable(z.int()),
  version: z.int(),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
});
export type ScriptDto = z.infer<typeof scriptDtoSchema>;

/**
 * A related script by another author (docs/product/screens.md#step-5-script): what the card shows, author as e-mail
 * local part.
 */
export const relatedScriptDtoSchema = z.object({
  id: z.int(),
  topic: z.string(),
  concept: z.string(),
  scriptContent: z.string(),
  characters: z.array(z.object({ name: z.string(), label: z.string() })),
  standards: z.array(scriptStandardSchema),
  createdAt: isoTimeSchema,
  /** The author's e-mail before the at-sign; the full address is never sent. */
  author: z.string(),
});
export type RelatedScriptDto = z.infer<typeof relatedScriptDtoSchema>;
