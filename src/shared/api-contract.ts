import * as z from "zod/mini";
import {
  adminCharacterDtoSchema,
  adminPromptDtoSchema,
  characterFormSchema,
  promptFormSchema,
  promptUsageDtoSchema,
  promptVersionDtoSchema,
  topicRenameBodySchema,
  topicRenameSchema,
  topicScriptDtoSchema,
  topicSummaryDtoSchema,
  weeklyCountDtoSchema,
} from "./schemas/admin";
import {
  emailOnlySchema,
  resetByCodeSchema,
  resetByLinkSchema,
  credentialsSchema,
  signUpSchema,
  verifyCodeSchema,
  verifyCodeResultSchema,
} from "./schemas/auth-requests";
import {
  characterDtoSchema,
  clientConfigSchema,
  conceptsResponseSchema,
  generatedScriptSchema,
  okSchema,
  scriptListPageSchema,
  scriptReplySchema,
  scriptVersionDtoSchema,
  scriptVersionSummarySchema,
  standardsSearchSchema,
  standardWithCardSchema,
  topicRenamedSchema,
  uploadedFileSchema,
  uploadedPdfSchema,
} from "./schemas/dto";
import {
  activityListSchema,
  commentListSchema,
  commentReplySchema,
  commentRequestSchema,
  commentUpdateSchema,
  decisionRequestSchema,
  reviewQueueSchema,
  reviewRequestSchema,
  sharingRequestSchema,
} from "./schemas/collaboration";
import {
  coverageResponseSchema,
  episodeScriptSchema,
  planCreateSchema,
  planListSchema,
  planProposalRequestSchema,
  planProposalSchema,
  planReplySchema,
  planUpdateSchema,
  standardScriptsPageSchema,
} from "./schemas/coverage";
import { scriptStreamEventSchema } from "./schemas/generation";
import { rewriteSceneRequestSchema, rewriteSceneResponseSchema } from "./schemas/rewrite-scene";
import {
  conceptsRequestSchema,
  generateScriptRequestSchema,
  relatedScriptDtoSchema,
  saveScriptRequestSchema,
  topicStandardsRequestSchema,
} from "./schemas/script";
import { gradeStandardsSchema, topicStandardsSchema } from "./schemas/standard";
import { pdfExcerptSchema } from "./schemas/pdf-excerpt";
import { topicTextPreviewSchema } from "./schemas/topic-text-preview";
import { appUserSchema } from "./schemas/user";
import { adminUserPatchSchema, adminUserSchema, adminUsersPageSchema, auditPageSchema } from "./schemas/accounts";

/**
 * One endpoint of the API: the JSON body it takes (the schema the server validates with; the client sends its
 * input type) and the reply of a successful call. `multipart`: the body is a form with the field `file`.
 * `stream`: with `Accept: application/x-ndjson` the reply is these events, one JSON object per line.
 */
export interface EndpointContract {
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
  multipart?: true;
  stream?: z.ZodMiniType;
}

/** better-auth's own reply to an account call: the client reads nothing from it but its status. */
const authReply = z.unknown();

/**
 * The API's contract (ADR 0019): "METHOD /path" (`:name` for a path parameter) → body and reply
 * schemas. The client's calls are typed from it (`api()` in src/client/lib/api-client.ts) and parse replies
 * with it; tests/api/contract.test.ts calls each endpoint on the real server and parses the answer with it.
 * Query strings are not part of it: the few reads that take one pass them as `query`.
 */
export const apiContract = {
  "GET /api/config": { response: clientConfigSchema },

  "GET /api/auth/me": { response: z.object({ user: appUserSchema }) },
  "POST /api/auth/sign-in/email": { body: credentialsSchema, response: authReply },
  "POST /api/auth/sign-up/email": { body: signUpSchema, response: authReply },
  "POST /api/auth/email-otp/verify-email": { body: verifyCodeSchema, response: verifyCodeResultSchema },
  "POST /api/auth/send-verification-email": { body: emailOnlySchema, response: authReply },
  "POST /api/auth/request-password-reset": { body: emailOnlySchema, response: authReply },
  "POST /api/auth/email-otp/reset-password": { body: resetByCodeSchema, response: authReply },
  "POST /api/auth/reset-password": { body: resetByLinkSchema, response: authReply },
  "POST /api/auth/sign-out": { body: z.object({}), response: authReply },

  "GET /api/scripts": { response: scriptListPageSchema },
  "GET /api/scripts/related/:topic": { response: z.array(relatedScriptDtoSchema) },
  "GET /api/scripts/:id": { response: scriptReplySchema },
  "GET /api/scripts/:id/versions": { response: z.object({ versions: z.array(scriptVersionSummarySchema) }) },
  "GET /api/scripts/:id/versions/:version": { response: z.object({ version: scriptVersionDtoSchema }) },
  "POST /api/scripts": { body: saveScriptRequestSchema, response: scriptReplySchema },
  "PUT /api/scripts/:id": { body: saveScriptRequestSchema, response: scriptReplySchema },
  "DELETE /api/scripts/:id": { response: okSchema },

  // The team workflow (docs/product/team-workflow.md, ADR 0036).
  "PUT /api/scripts/:id/sharing": { body: sharingRequestSchema, response: scriptReplySchema },
  "POST /api/scripts/:id/reviews": { body: reviewRequestSchema, response: scriptReplySchema },
  "POST /api/scripts/:id/decisions": { body: decisionRequestSchema, response: scriptReplySchema },
  "GET /api/reviews": { response: reviewQueueSchema },
  "GET /api/scripts/:id/comments": { response: commentListSchema },
  "POST /api/scripts/:id/comments": { body: commentRequestSchema, response: commentReplySchema },
  "PATCH /api/scripts/:id/comments/:commentId": { body: commentUpdateSchema, response: commentReplySchema },
  "DELETE /api/scripts/:id/comments/:commentId": { response: okSchema },
  "GET /api/scripts/:id/activity": { response: activityListSchema },

  // The coverage map and series plans (docs/product/coverage.md, ADR 0060); coverage query: grade, strand;
  // one standard's scripts query: cursor, limit.
  "GET /api/coverage": { response: coverageResponseSchema },
  "GET /api/coverage/standards/:code/scripts": { response: standardScriptsPageSchema },
  "GET /api/plans": { response: planListSchema },
  "POST /api/plans": { body: planCreateSchema, response: planReplySchema },
  "POST /api/plans/proposal": { body: planProposalRequestSchema, response: planProposalSchema },
  "GET /api/plans/:id": { response: planReplySchema },
  "PUT /api/plans/:id": { body: planUpdateSchema, response: planReplySchema },
  "DELETE /api/plans/:id": { response: okSchema },
  "POST /api/plans/:id/episodes/:episodeId/script": { body: episodeScriptSchema, response: planReplySchema },

  "GET /api/characters": { response: z.array(characterDtoSchema) },

  "POST /api/standards": { body: topicStandardsRequestSchema, response: topicStandardsSchema },
  "GET /api/standards/search": { response: standardsSearchSchema },
  "GET /api/standards/grade/:grade": { response: gradeStandardsSchema },
  "GET /api/standards/:code": { response: standardWithCardSchema },
  "POST /api/subtopics": { body: conceptsRequestSchema, response: conceptsResponseSchema },
  "POST /api/generate-script": {
    body: generateScriptRequestSchema,
    response: generatedScriptSchema,
    stream: scriptStreamEventSchema,
  },
  "POST /api/rewrite-scene": { body: rewriteSceneRequestSchema, response: rewriteSceneResponseSchema },

  "POST /api/uploads/pdf": { multipart: true, response: uploadedPdfSchema },
  "POST /api/uploads/photo": { multipart: true, response: uploadedFileSchema },
  // Query: grade, standard (docs/product/security.md, "Supporting documents").
  "GET /api/uploads/:upload/excerpt": { response: pdfExcerptSchema },
  // Query: topic, grade, standard, considerations (docs/product/topic-texts.md).
  "GET /api/topic-text": { response: topicTextPreviewSchema },

  "GET /api/admin/prompts": { response: z.array(adminPromptDtoSchema) },
  "GET /api/admin/prompts/usage": { response: z.array(promptUsageDtoSchema) },
  "POST /api/admin/prompts": { body: promptFormSchema, response: adminPromptDtoSchema },
  "PUT /api/admin/prompts/:id": { body: promptFormSchema, response: adminPromptDtoSchema },
  "DELETE /api/admin/prompts/:id": { response: okSchema },
  "GET /api/admin/prompts/:id/versions": { response: z.object({ versions: z.array(promptVersionDtoSchema) }) },
  "POST /api/admin/prompts/:id/versions/:versionId/restore": { response: adminPromptDtoSchema },
  "GET /api/admin/characters": { response: z.array(adminCharacterDtoSchema) },
  "POST /api/admin/characters": { body: characterFormSchema, response: adminCharacterDtoSchema },
  "PUT /api/admin/characters/:id": { body: characterFormSchema, response: adminCharacterDtoSchema },
  "DELETE /api/admin/characters/:id": { response: okSchema },
  "GET /api/admin/topics": { response: z.array(topicSummaryDtoSchema) },
  "GET /api/admin/topics/stats/weekly": { response: z.array(weeklyCountDtoSchema) },
  "GET /api/admin/topics/:topic/scripts": { response: z.array(topicScriptDtoSchema) },
  "PUT /api/admin/topics/:topic": { body: topicRenameSchema, response: topicRenamedSchema },
  "PUT /api/admin/topics": { body: topicRenameBodySchema, response: topicRenamedSchema },
  // Account governance and the audit log (docs/product/accounts.md); query: search, kind, actor, cursor.
  "GET /api/admin/users": { response: adminUsersPageSchema },
  "PATCH /api/admin/users/:id": { body: adminUserPatchSchema, response: adminUserSchema },
  "GET /api/admin/audit": { response: auditPageSchema },
} as const satisfies Record<`${"GET" | "POST" | "PUT" | "PATCH" | "DELETE"} /api/${string}`, EndpointContract>;

export type ApiContract = typeof apiContract;
export type Endpoint = keyof ApiContract;

/** The names of the `:name` parts of a path ("/api/scripts/:id/versions/:version" → "id" | "version"). */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of an endpoint, or never when its path has none. */
export type EndpointParams<E extends Endpoint> = E extends `${string} ${infer Path}` ? ParamNames<Path> : never;

/** What the client sends as the body (the schema's input type), or undefined for an endpoint without one. */
export type EndpointBody<E extends Endpoint> = ApiContract[E] extends { body: infer S extends z.ZodMiniType }
  ? z.input<S>
  : undefined;

/** The reply of a successful call, as parsed by the endpoint's schema. */
export type EndpointResponse<E extends Endpoint> = z.infer<ApiContract[E]["response"]>;

/** Query-string values; undefined ones are left out. */
export type EndpointQuery = Record<string, string | number | undefined>;

/** The URL of `endpoint` with its `:name` parts filled in (URI-encoded) and the defined `query` values appended. */
export function endpointUrl(
  endpoint: Endpoint,
  params: Record<string, string | number> = {},
  query: EndpointQuery = {},
): string {
  const path = endpoint
    .slice(endpoint.indexOf(" ") + 1)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  return search.size ? `${path}?${search.toString()}` : path;
}
