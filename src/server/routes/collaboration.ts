import { Hono } from "hono";
import {
  commentRequestSchema,
  commentUpdateSchema,
  decisionRequestSchema,
  reviewRequestSchema,
  sharingRequestSchema,
} from "@shared/schemas/collaboration";
import { requireUser, type SessionDeps } from "../auth/session";
import type { AppEnv } from "../http/context";
import { idParams } from "../http/params";
import { jsonBody } from "../http/validate";
import type { Mailer } from "../mail/mailer";
import type { Logger } from "pino";
import { checkSavedScriptWithDocument } from "../services/scripts/check-saved-script";
import type { ScriptListCache } from "../services/scripts/list-cache";
import { listActivity } from "../services/collaboration/activity";
import { createComment, deleteComment, listComments, updateComment } from "../services/collaboration/comments";
import type { Notifier } from "../services/collaboration/notify";
import { listReviewQueue } from "../services/collaboration/review-queue";
import { decideReview, requestReview } from "../services/collaboration/reviews";
import { shareScript } from "../services/collaboration/share-script";

const scriptId = idParams({ id: "script" });
const commentIds = idParams({ id: "script", commentId: "comment" });

/**
 * The team workflow's API (docs/product/team-workflow.md, ADR 0036; signed-in users; every permission is the
 * script policy's, src/server/policies/scripts.ts):
 * PUT /scripts/:id/sharing {visibility, coEditors?} → {script, checks} (owner);
 * POST /scripts/:id/reviews {reviewers, message?} → {script, checks} (owner, co-editor);
 * POST /scripts/:id/decisions {decision, version, note?} → {script, checks} (requested reviewer; 409 on a stale version);
 * GET /reviews → {reviews, total}; GET /scripts/:id/comments → {comments};
 * POST /scripts/:id/comments {body, version, anchor, parentId?} → 201 {comment};
 * PATCH /scripts/:id/comments/:commentId {resolved?, body?} → {comment}; DELETE same → {ok: true};
 * GET /scripts/:id/activity → {activity}. A script the caller may not open answers 404.
 */
export function collaborationRoutes(
  deps: SessionDeps & { lists: ScriptListCache; mailer: Mailer; logger: Logger; notifyNow?: () => Date },
) {
  const { db, lists } = deps;
  const notifier: Notifier = {
    db,
    mailer: deps.mailer,
    appUrl: deps.config.appUrl,
    logger: deps.logger,
    now: deps.notifyNow,
  };
  // Per route, not "*": mounted on /api, a catch-all would sign-in-guard every later /api path.
  const signedIn = requireUser(deps);
  return new Hono<AppEnv>()
    .put("/scripts/:id/sharing", signedIn, scriptId, jsonBody(sharingRequestSchema), async (c) => {
      const script = await shareScript(db, c.var.user, c.req.valid("param").id, c.req.valid("json"));
      lists.dropUser(script.userId);
      return c.json({ script, checks: await checkSavedScriptWithDocument(db, script) });
    })
    .post("/scripts/:id/reviews", signedIn, scriptId, jsonBody(reviewRequestSchema), async (c) => {
      const script = await requestReview(notifier, c.var.user, c.req.valid("param").id, c.req.valid("json"));
      lists.dropUser(script.userId);
      return c.json({ script, checks: await checkSavedScriptWithDocument(db, script) });
    })
    .post("/scripts/:id/decisions", signedIn, scriptId, jsonBody(decisionRequestSchema), async (c) => {
      const script = await decideReview(notifier, c.var.user, c.req.valid("param").id, c.req.valid("json"));
      lists.dropUser(script.userId);
      return c.json({ script, checks: await checkSavedScriptWithDocument(db, script) });
    })
    .get("/reviews", signedIn, async (c) => c.json(await listReviewQueue(db, c.var.user)))
    .get("/scripts/:id/comments", signedIn, scriptId, async (c) =>
      c.json({ comments: await listComments(db, c.var.user, c.req.valid("param").id) }),
    )
    .post("/scripts/:id/comments", signedIn, scriptId, jsonBody(commentRequestSchema), async (c) => {
      const comment = await createComment(notifier, c.var.user, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ comment }, 201);
    })
    .patch("/scripts/:id/comments/:commentId", signedIn, commentIds, jsonBody(commentUpdateSchema), async (c) => {
      const { id, commentId } = c.req.valid("param");
      return c.json({ comment: await updateComment(db, c.var.user, id, commentId, c.req.valid("json")) });
    })
    .delete("/scripts/:id/comments/:commentId", signedIn, commentIds, async (c) => {
      const { id, commentId } = c.req.valid("param");
      await deleteComment(db, c.var.user, id, commentId);
      return c.json({ ok: true });
    })
    .get("/scripts/:id/activity", signedIn, scriptId, async (c) =>
      c.json({ activity: await listActivity(db, c.var.user, c.req.valid("param").id) }),
    );
}
