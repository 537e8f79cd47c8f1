import * as z from "zod/mini";
import { gradeSchema } from "./grade";
import { isoTimeSchema } from "./time";

/**
 * The team workflow's shapes (docs/product/team-workflow.md): sharing, co-editors, review, decisions, comments
 * anchored to the text and the activity log. The server validates requests with them, the client parses replies
 * with them (src/shared/api-contract.ts).
 */

/** Who may open a script besides its owner, co-editors and reviewers: nobody (`private`) or the company (`team`). */
export const visibilitySchema = z.enum(["private", "team"]);
export type Visibility = z.infer<typeof visibilitySchema>;

/** Where a script is on its way from draft to approved (docs/product/team-workflow.md "Review"). */
export const reviewStatusSchema = z.enum(["draft", "in_review", "changes_requested", "approved"]);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const decisionSchema = z.enum(["approve", "request_changes"]);
export type Decision = z.infer<typeof decisionSchema>;

/** The caller's relation to a script: it decides what the editor offers (src/server/policies/scripts.ts). */
export const scriptAccessSchema = z.enum(["owner", "editor", "reviewer", "viewer"]);
export type ScriptAccess = z.infer<typeof scriptAccessSchema>;

/** A colleague's e-mail as a request names it (trimmed, lower-cased). */
const colleagueEmailSchema = z.email("Invalid email address format.").check(z.trim(), z.toLowerCase());

/** A requested reviewer and their latest decision; `version` is the version it was made on (null: none yet). */
export const scriptReviewerSchema = z.object({
  email: z.string(),
  decision: z.nullable(decisionSchema),
  version: z.nullable(z.int()),
});

/** The approval of a script: the version approved, by whom (the reviewer whose approval completed it) and when. */
export const scriptApprovalSchema = z.object({ version: z.int(), by: z.string(), at: isoTimeSchema });

/**
 * The collaboration fields GET/POST/PUT /api/scripts/:id add to the script. Defaults let a reply without them
 * (an older server, a test double) still parse: a private draft the caller owns.
 */
export const scriptCollaborationFields = {
  visibility: z._default(visibilitySchema, "private"),
  status: z._default(reviewStatusSchema, "draft"),
  approvedVersion: z._default(z.nullable(z.int()), null),
  approval: z._default(z.nullable(scriptApprovalSchema), null),
  reviewers: z._default(z.array(scriptReviewerSchema), []),
  /** Co-editors' e-mails. */
  coEditors: z._default(z.array(z.string()), []),
  access: z._default(scriptAccessSchema, "owner"),
  /** The owner's e-mail. */
  author: z._default(z.string(), ""),
};

/** PUT /api/scripts/:id/sharing (owner only): visibility and, when sent, the whole list of co-editors. */
export const sharingRequestSchema = z.object({
  visibility: visibilitySchema,
  coEditors: z.optional(z.array(colleagueEmailSchema).check(z.maxLength(50))),
});
export type SharingRequest = z.infer<typeof sharingRequestSchema>;

/** POST /api/scripts/:id/reviews: colleagues asked to review (verified accounts of the company) and a message. */
export const reviewRequestSchema = z.object({
  reviewers: z
    .array(colleagueEmailSchema)
    .check(z.minLength(1, "Name at least one reviewer."), z.maxLength(20, "At most 20 reviewers at a time.")),
  message: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/** POST /api/scripts/:id/decisions: a requested reviewer's decision on `version` (409 when it is not current). */
export const decisionRequestSchema = z.object({
  decision: decisionSchema,
  version: z.int().check(z.positive()),
  note: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
});
export type DecisionRequest = z.infer<typeof decisionRequestSchema>;

/**
 * A range of `scriptContent` in characters (UTF-16 code units, as JavaScript strings index): `from` inclusive,
 * `to` exclusive, `from` ≤ `to`.
 */
export const anchorSchema = z
  .object({ from: z.int().check(z.gte(0)), to: z.int().check(z.gte(0)) })
  .check(z.refine((a) => a.from <= a.to, "The anchor's 'from' must not be after its 'to'."));
export type Anchor = z.infer<typeof anchorSchema>;

/**
 * POST /api/scripts/:id/comments. `anchor` is a range of the text at `version` (null: the whole script); the
 * server maps it to the current text. A reply (`parentId`) shares its thread's anchor, so it sends null.
 */
export const commentRequestSchema = z.object({
  body: z.string().check(z.trim(), z.minLength(1, "Write a comment first."), z.maxLength(5000)),
  version: z.int().check(z.positive()),
  anchor: z.nullable(anchorSchema),
  parentId: z.optional(z.nullable(z.int().check(z.positive()))),
});
export type CommentRequest = z.infer<typeof commentRequestSchema>;

/** PATCH /api/scripts/:id/comments/:commentId: resolve/reopen (anyone who may comment) or edit (its author). */
export const commentUpdateSchema = z
  .object({
    resolved: z.optional(z.boolean()),
    body: z.optional(z.string().check(z.trim(), z.minLength(1, "Write a comment first."), z.maxLength(5000))),
  })
  .check(z.refine((u) => u.resolved !== undefined || u.body !== undefined, "Send 'resolved' or 'body'."));
export type CommentUpdate = z.infer<typeof commentUpdateSchema>;

/**
 * A comment as the API returns it. `anchor` is its range in the CURRENT text (a reply carries its thread's);
 * `outdated` when the text it was made on was deleted (then `anchor` is null and `quote` keeps that text).
 * `version` is the version it was made on.
 */
export const commentDtoSchema = z.object({
  id: z.int(),
  parentId: z.nullable(z.int()),
  author: z.string(),
  body: z.string(),
  version: z.int(),
  anchor: z.nullable(z.object({ from: z.int(), to: z.int() })),
  quote: z.nullable(z.string()),
  outdated: z.boolean(),
  resolved: z.boolean(),
  edited: z.boolean(),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
});
export type CommentDto = z.infer<typeof commentDtoSchema>;

export const commentListSchema = z.object({ comments: z.array(commentDtoSchema) });
export const commentReplySchema = z.object({ comment: commentDtoSchema });

export const activityKindSchema = z.enum([
  "created",
  "saved",
  "shared",
  "unshared",
  "co_editor_added",
  "co_editor_removed",
  "review_requested",
  "commented",
  "decided",
  "restored",
]);
export type ActivityKind = z.infer<typeof activityKindSchema>;

/**
 * One entry of a script's activity log, newest first. `actor` is the e-mail of who did it; `version` the version
 * it concerns (saved, decided, restored); `detail` a short text (e-mails named, the decision, a comment's first
 * words).
 */
export const activityEntrySchema = z.object({
  id: z.int(),
  kind: activityKindSchema,
  actor: z.nullable(z.string()),
  version: z.nullable(z.int()),
  detail: z.nullable(z.string()),
  at: isoTimeSchema,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const activityListSchema = z.object({ activity: z.array(activityEntrySchema) });

/** A script awaiting the caller's decision (GET /api/reviews), oldest request first. */
export const reviewQueueItemSchema = z.object({
  id: z.int(),
  topic: z.string(),
  concept: z.string(),
  author: z.string(),
  grade: z.nullable(gradeSchema),
  status: reviewStatusSchema,
  version: z.int(),
  requestedBy: z.nullable(z.string()),
  message: z.nullable(z.string()),
  requestedAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;
/** GET /api/reviews: the queue (at most 200 rows) and `total`, the header badge's count. */
export const reviewQueueSchema = z.object({ reviews: z.array(reviewQueueItemSchema), total: z.int() });
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

/**
 * GET /api/scripts query (all optional): `scope` `mine` (default: the caller's own scripts) or `team` (shared
 * scripts of every author; admins see every shared one too), `status`, `grade` and `standard` (a CCSS code) filters
 * and the existing `q`, `cursor`, `limit`.
 */
export const scriptListScopeSchema = z.enum(["mine", "team"]);
export type ScriptListScope = z.infer<typeof scriptListScopeSchema>;
