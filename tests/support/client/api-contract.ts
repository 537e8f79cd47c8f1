/**
 * What each endpoint the client calls answers with, keyed "METHOD /path" as the client sends it, so a test's
 * fake reply is checked against the same types the screens read (the client's api modules and the shared
 * schemas). A `${…}` part stands for a path parameter: tests write concrete paths ("GET /api/scripts/7").
 * A key ending in "*" answers every path that starts with the rest ("GET /api/scripts/*": any id).
 * `never` means the endpoint's answer is not JSON: the handler returns a `Response` (e.g. the NDJSON stream).
 */
import type { AdminPrompt, PromptUsage, TopicScript, TopicSummary, WeeklyCount } from "@client/api/admin";
import type { ClientConfig, VerifyCodeResult } from "@client/api/auth";
import type { AdminCharacter, CharacterDto } from "@client/api/characters";
import type { ConceptsResponse } from "@client/api/generation";
import type { ScriptListPage, ScriptVersionDto, ScriptVersionSummary } from "@client/api/scripts";
import type { StandardWithCard, TopicStandards } from "@client/api/standards";
import type { UploadedFile } from "@client/api/uploads";
import type { RelatedScriptDto, ScriptDto } from "@shared/schemas/script";
import type { ScriptReply } from "@shared/schemas/dto";
import type { Standard } from "@shared/schemas/standard";
import type { AppUser } from "@shared/schemas/user";
import type { ActivityEntry, CommentDto, ReviewQueue } from "@shared/schemas/collaboration";
import type { ScriptChecks } from "@shared/script/check-script";

type SharedScriptDto = ScriptReply["script"];
type SharedFields = Omit<SharedScriptDto, keyof ScriptDto>;

/** A script as GET/POST/PUT /api/scripts… send it. */
export interface ScriptEnvelope {
  /** The team fields (visibility, status, access, …) are optional: the client reads defaults without them. */
  script: ScriptDto & Partial<SharedFields>;
  checks?: ScriptChecks;
}

export interface ApiContract {
  // Accounts (better-auth answers are not read by the client beyond success, hence `unknown`).
  "GET /api/auth/me": { user: AppUser };
  "GET /api/config": ClientConfig;
  "POST /api/auth/sign-in/email": unknown;
  "POST /api/auth/sign-up/email": unknown;
  "POST /api/auth/sign-out": unknown;
  "POST /api/auth/email-otp/verify-email": VerifyCodeResult;
  "POST /api/auth/send-verification-email": unknown;
  "POST /api/auth/request-password-reset": unknown;
  "POST /api/auth/email-otp/reset-password": unknown;
  "POST /api/auth/reset-password": unknown;

  // Scripts
  "GET /api/scripts": ScriptListPage;
  "POST /api/scripts": ScriptEnvelope;
  [getScript: `GET /api/scripts/${number}`]: ScriptEnvelope;
  [putScript: `PUT /api/scripts/${number}`]: ScriptEnvelope;
  [deleteScript: `DELETE /api/scripts/${number}`]: { ok: true };
  [versions: `GET /api/scripts/${number}/versions`]: { versions: ScriptVersionSummary[] };
  [version: `GET /api/scripts/${number}/versions/${number}`]: { version: ScriptVersionDto };
  [related: `GET /api/scripts/related/${string}`]: RelatedScriptDto[];
  "GET /api/scripts/*": ScriptEnvelope | { comments: CommentDto[] } | { activity: ActivityEntry[] };
  "PUT /api/scripts/*": ScriptEnvelope;
  "DELETE /api/scripts/*": { ok: true };
  "POST /api/scripts/*": ScriptEnvelope | { comment: CommentDto };
  "PATCH /api/scripts/*": { comment: CommentDto };

  // The team workflow (sharing, review, comments, activity)
  "GET /api/reviews": ReviewQueue;
  [sharing: `PUT /api/scripts/${number}/sharing`]: ScriptEnvelope;
  [reviews: `POST /api/scripts/${number}/reviews`]: ScriptEnvelope;
  [decisions: `POST /api/scripts/${number}/decisions`]: ScriptEnvelope;
  [comments: `GET /api/scripts/${number}/comments`]: { comments: CommentDto[] };
  [addComment: `POST /api/scripts/${number}/comments`]: { comment: CommentDto };
  [patchComment: `PATCH /api/scripts/${number}/comments/${number}`]: { comment: CommentDto };
  [deleteComment: `DELETE /api/scripts/${number}/comments/${number}`]: { ok: true };
  [activity: `GET /api/scripts/${number}/activity`]: { activity: ActivityEntry[] };

  // Standards, characters, generation, uploads
  "POST /api/standards": TopicStandards;
  "GET /api/standards/search": { standards: Standard[] };
  // Every CCSS code has a dot ("RI.2.2"), so this never matches "search".
  [standard: `GET /api/standards/${string}.${string}`]: StandardWithCard;
  "GET /api/characters": CharacterDto[];
  "POST /api/subtopics": ConceptsResponse;
  "POST /api/generate-script": never;
  "POST /api/uploads/pdf": UploadedFile & { textChars: number };
  "POST /api/uploads/photo": UploadedFile;

  // Admin
  "GET /api/admin/prompts": AdminPrompt[];
  "GET /api/admin/prompts/usage": PromptUsage[];
  "POST /api/admin/prompts": AdminPrompt;
  [putPrompt: `PUT /api/admin/prompts/${number}`]: AdminPrompt;
  [deletePrompt: `DELETE /api/admin/prompts/${number}`]: { ok: true };
  "GET /api/admin/characters": AdminCharacter[];
  "POST /api/admin/characters": AdminCharacter;
  [putCharacter: `PUT /api/admin/characters/${number}`]: AdminCharacter;
  "GET /api/admin/topics": TopicSummary[];
  "GET /api/admin/topics/stats/weekly": WeeklyCount[];
  [topicScripts: `GET /api/admin/topics/${string}/scripts`]: TopicScript[];
  [renameTopic: `PUT /api/admin/topics/${string}`]: { topic: string; updated: number };
}

export type ApiKey = keyof ApiContract & string;
