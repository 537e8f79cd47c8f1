import { and, eq, sql } from "drizzle-orm";
import { AppError } from "@shared/errors";
import type { DecisionRequest, ReviewRequest, ReviewStatus } from "@shared/schemas/collaboration";
import type { SharedScriptDto } from "@shared/schemas/dto";
import type { AppUser } from "@shared/schemas/user";
import { scriptEditors, scriptReviewers } from "../../db/schema/collaboration";
import { scripts } from "../../db/schema/content";
import { getScript } from "../scripts/get-script";
import { logActivity } from "./activity";
import { resolveColleagues, scriptAudience } from "./colleagues";
import { notifyScriptEvent, type Notifier } from "./notify";
import { authorizeScriptAction } from "./script-facts";

const titleOf = (row: { concept: string; topic: string }) => row.concept || row.topic || "Untitled Script";

/**
 * POST /api/scripts/:id/reviews (owner or co-editor): asks colleagues to review the script. Each gets the script
 * in their Reviews queue and a mail; asking again clears their earlier decision. The status becomes `in_review`
 * (docs/product/team-workflow.md "Review"). Reviewers can open the script even when it is private.
 * @throws NOT_FOUND, FORBIDDEN, VALIDATION_ERROR (an unknown address; the author or a co-editor as reviewer:
 *   nobody reviews their own script).
 */
export async function requestReview(
  notifier: Notifier,
  user: AppUser,
  id: number,
  input: ReviewRequest,
): Promise<SharedScriptDto> {
  const { db } = notifier;
  const { facts, version } = await authorizeScriptAction(db, user, id, "requestReview");
  const reviewers = await resolveColleagues(db, input.reviewers);
  const editors = await db
    .select({ userId: scriptEditors.userId })
    .from(scriptEditors)
    .where(eq(scriptEditors.scriptId, id));
  const writers = new Set([facts.ownerId, user.id, ...editors.map((e) => e.userId)]);
  const own = reviewers.filter((r) => writers.has(r.id));
  if (own.length) {
    throw new AppError(
      "VALIDATION_ERROR",
      `Nobody reviews their own script: ${own.map((r) => r.email).join(", ")} ${own.length === 1 ? "is an author" : "are authors"} of this script.`,
    );
  }
  const message = input.message?.trim() || null;
  const now = new Date();
  await db
    .insert(scriptReviewers)
    .values(reviewers.map((r) => ({ scriptId: id, userId: r.id, requestedBy: user.id, message, requestedAt: now })))
    .onConflictDoUpdate({
      target: [scriptReviewers.scriptId, scriptReviewers.userId],
      set: {
        requestedBy: user.id,
        message,
        requestedAt: now,
        decision: null,
        decisionVersion: null,
        note: null,
        decidedAt: null,
      },
    });
  await db.update(scripts).set({ status: "in_review" }).where(eq(scripts.id, id));
  const emails = reviewers.map((r) => r.email).join(", ");
  await logActivity(db, { scriptId: id, userId: user.id, kind: "review_requested", version, detail: emails });
  const [script] = await db
    .select({ concept: scripts.concept, topic: scripts.topic })
    .from(scripts)
    .where(eq(scripts.id, id));
  const event = `${user.email} asked you to review "${titleOf(script!)}" (version ${version}).${message ? `\n"${message}"` : ""}`;
  await notifyScriptEvent(
    notifier,
    id,
    reviewers.map((r) => r.id),
    event,
  );
  return getScript(db, user, id);
}

/**
 * The status a script's reviewers' decisions give (docs/product/team-workflow.md "Review"): approved when every
 * requested reviewer approved the current version, changes requested when one asks for changes, else in review.
 */
export function statusFromDecisions(
  decisions: { decision: string | null; version: number | null }[],
  current: number,
): ReviewStatus {
  if (decisions.length === 0) return "draft";
  if (decisions.every((d) => d.decision === "approve" && d.version === current)) return "approved";
  if (decisions.some((d) => d.decision === "request_changes")) return "changes_requested";
  return "in_review";
}

/**
 * POST /api/scripts/:id/decisions (a requested reviewer only): approve or request changes on `version`, which
 * must be the current one. The script's status follows (`statusFromDecisions`); an approval of every reviewer
 * records the approved version, who completed it and when. The owner and co-editors get a mail.
 * @throws NOT_FOUND, FORBIDDEN (not a requested reviewer), CONFLICT (a version that is no longer current).
 */
export async function decideReview(
  notifier: Notifier,
  user: AppUser,
  id: number,
  input: DecisionRequest,
): Promise<SharedScriptDto> {
  const { db } = notifier;
  await authorizeScriptAction(db, user, id, "decide");
  const note = input.note?.trim() || null;
  const title = await db.transaction(async (tx) => {
    // One decision at a time per script, so two last approvals cannot both miss each other.
    const [script] = await tx
      .select({ version: scripts.version, concept: scripts.concept, topic: scripts.topic })
      .from(scripts)
      .where(eq(scripts.id, id))
      .for("update");
    if (!script)
      throw new AppError("NOT_FOUND", "The script you're looking for doesn't exist or you don't have access to it.");
    if (script.version !== input.version) {
      throw new AppError(
        "CONFLICT",
        `This decision is on version ${input.version}, but the script is now at version ${script.version}. Read the current version, then decide on it.`,
      );
    }
    await tx
      .update(scriptReviewers)
      .set({ decision: input.decision, decisionVersion: input.version, note, decidedAt: sql`now()` })
      .where(and(eq(scriptReviewers.scriptId, id), eq(scriptReviewers.userId, user.id)));
    const decisions = await tx
      .select({ decision: scriptReviewers.decision, version: scriptReviewers.decisionVersion })
      .from(scriptReviewers)
      .where(eq(scriptReviewers.scriptId, id));
    const status = statusFromDecisions(decisions, script.version);
    await tx
      .update(scripts)
      .set(
        status === "approved"
          ? { status, approvedVersion: script.version, approvedBy: user.id, approvedAt: sql`now()` }
          : { status },
      )
      .where(eq(scripts.id, id));
    return titleOf(script);
  });
  const said = input.decision === "approve" ? "approved" : "requested changes";
  await logActivity(db, {
    scriptId: id,
    userId: user.id,
    kind: "decided",
    version: input.version,
    detail: note ? `${said}: ${note}` : said,
  });
  const audience = await scriptAudience(db, id);
  await notifyScriptEvent(
    notifier,
    id,
    [audience.ownerId, ...audience.editorIds].filter((u) => u !== user.id),
    `${user.email} ${said} on "${title}" (version ${input.version}).${note ? `\n"${note}"` : ""}`,
  );
  return getScript(db, user, id);
}
