import * as z from "zod/mini";
import { teachingCardSchema } from "../curriculum/teaching-card";
import { scriptChecksSchema } from "../script/check-script";
import { adminCharacterDtoSchema } from "./admin";
import { engineSchema } from "./generation";
import { gradeSchema } from "./grade";
import { scriptCharacterDtoSchema, scriptDtoSchema, scriptStandardSchema } from "./script";
import { conceptFormatSchema, standardSchema } from "./standard";
import { isoTimeSchema } from "./time";
import { reviewStatusSchema, scriptCollaborationFields, visibilitySchema } from "./collaboration";

/**
 * Shapes of API replies that have no request-side schema elsewhere (ADR 0019). Each is what the server
 * sends and the client reads; `src/shared/api-contract.ts` maps endpoints to them, the client parses replies with
 * them and tests/api/contract.test.ts checks the real server against them. Plain `z.object`s: at run time an
 * unknown field is dropped, so a newer server never breaks an older page.
 */

/** GET /api/config (public): what the client needs before sign-in. */
export const clientConfigSchema = z.object({
  allowedDomains: z.array(z.string()),
  productName: z.string(),
  aiEngine: engineSchema,
  /** "Sign in with {name}" (ADR 0042); null or absent: built-in accounts only. */
  oidcProviderName: z.optional(z.nullable(z.string())),
  /** false: SSO only — the password forms are hidden (PASSWORD_SIGN_IN); absent means true. */
  passwordSignIn: z.optional(z.boolean()),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** `{ ok: true }`: a delete (or deactivation) went through. */
export const okSchema = z.object({ ok: z.literal(true) });

/** A list row of GET /api/scripts: everything a card draws, with a 300-character preview instead of the text. */
export const scriptSummarySchema = z.object({
  id: z.int(),
  topic: z.string(),
  concept: z.string(),
  characters: z.array(z.object({ name: z.string(), label: z.string(), photoUrl: z.nullish(z.string()) })),
  standards: z.array(scriptStandardSchema),
  preview: z.string(),
  /** Length of the script text, in characters. */
  textLength: z.int(),
  engine: engineSchema,
  version: z.int(),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
  /** Team workflow (docs/product/team-workflow.md): the author's e-mail (team scope), grade, status, sharing. */
  author: z.optional(z.string()),
  grade: z.optional(z.nullable(gradeSchema)),
  status: z.optional(reviewStatusSchema),
  visibility: z.optional(visibilitySchema),
  approvedVersion: z.optional(z.nullable(z.int())),
});
export type ScriptSummary = z.infer<typeof scriptSummarySchema>;

/**
 * GET /api/scripts: one page, newest first; `nextCursor` null on the last page; `total` counts every match. The
 * team scope counts at most TEAM_TOTAL_CAP matches: past that `total` is the cap and `isTotalCapped` is true (the
 * page says "More than 1,000 …"; ADR 0058).
 */
export const scriptListPageSchema = z.object({
  scripts: z.array(scriptSummarySchema),
  nextCursor: z.nullable(z.string()),
  total: z.int(),
  isTotalCapped: z.optional(z.boolean()),
});

/** The team list counts its matches up to this many (ADR 0058: an exact count of every shared script was most of its time). */
export const TEAM_TOTAL_CAP = 1000;

/**
 * GET/POST/PUT of one script: the script and its Script check (ADR 0007). This server always sends `checks`;
 * the editor shows a script without one (no Script check panel), so the contract does not require it.
 */
export const scriptReplySchema = z.object({
  script: z.extend(scriptDtoSchema, scriptCollaborationFields),
  checks: z.optional(scriptChecksSchema),
});
export type ScriptReply = z.infer<typeof scriptReplySchema>;
/** A script with the caller's view of its team workflow (visibility, status, reviewers, co-editors, access). */
export type SharedScriptDto = ScriptReply["script"];

/**
 * One earlier version of a script, as listed (docs/product/screens.md#script-editor). `chars` is the text's length in
 * characters.
 */
export const scriptVersionSummarySchema = z.object({ version: z.int(), savedAt: isoTimeSchema, chars: z.int() });
export const scriptVersionDtoSchema = z.extend(scriptVersionSummarySchema, {
  topic: z.string(),
  concept: z.string(),
  scriptContent: z.string(),
});

/**
 * A presenter character from GET /api/characters (active ones only). The server also sends the row's
 * timestamps; no screen reads them, so they are dropped when a reply is parsed.
 */
export const characterDtoSchema = z.omit(adminCharacterDtoSchema, { createdAt: true, updatedAt: true });
export type CharacterDto = z.infer<typeof characterDtoSchema>;

/** PUT /api/admin/topics(/:topic) reply: the new name and how many scripts carry it now. */
export const topicRenamedSchema = z.object({ topic: z.string(), updated: z.int() });

/** GET /api/standards/search reply. */
export const standardsSearchSchema = z.object({ standards: z.array(standardSchema) });

/** GET /api/standards/{code}: one standard's place in CCSS and its teaching card ("How it's taught"). */
export const standardWithCardSchema = z.object({
  standard: z.object({
    code: z.string(),
    grade: z.string(),
    strand: z.string(),
    domain: z.string(),
    description: z.string(),
  }),
  teaching: z.nullable(teachingCardSchema),
});

/** POST /api/subtopics reply: three concept suggestions and the engine that wrote them. */
export const conceptsResponseSchema = z.object({
  concepts: z.array(z.object({ title: z.string(), description: z.string(), format: z.optional(conceptFormatSchema) })),
  engine: engineSchema,
});
export type ConceptsResponse = z.infer<typeof conceptsResponseSchema>;

/** POST /api/generate-script reply without `Accept: application/x-ndjson` (the client streams instead). */
export const generatedScriptSchema = z.object({
  script: z.object({
    topic: z.string(),
    concept: z.string(),
    standards: z.array(scriptStandardSchema),
    characters: z.array(scriptCharacterDtoSchema),
    scriptContent: z.string(),
    engine: engineSchema,
    grade: z.nullable(gradeSchema),
    targetMinutes: z.nullable(z.int()),
  }),
  scriptContent: z.string(),
  engine: engineSchema,
  checks: scriptChecksSchema,
  seed: z.int(),
});

/** POST /api/uploads/photo: the stored file; `url` (`/api/uploads/<id>`) serves as attachmentUrl or photoUrl. */
export const uploadedFileSchema = z.object({ id: z.string(), url: z.string(), name: z.string(), sizeBytes: z.int() });
/** POST /api/uploads/pdf: the stored PDF and the length of its extracted text, in characters. */
export const uploadedPdfSchema = z.extend(uploadedFileSchema, { textChars: z.int() });
