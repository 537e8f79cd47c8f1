import { and, asc, eq, getTableColumns, or } from "drizzle-orm";
import { AppError } from "@shared/errors";
import type { CommentDto, CommentRequest, CommentUpdate } from "@shared/schemas/collaboration";
import type { AppUser } from "@shared/schemas/user";
import { appUsers } from "../../db/schema/auth";
import { scriptComments } from "../../db/schema/collaboration";
import { scripts } from "../../db/schema/content";
import type { Db } from "../../db/client";
import { logActivity } from "./activity";
import { scriptAudience } from "./colleagues";
import { mapCommentAnchors, textAtVersion } from "./comment-anchors";
import { notifyScriptEvent, type Notifier } from "./notify";
import { authorizeScriptAction } from "./script-facts";

/**
 * Comments on a script's text (docs/product/team-workflow.md "Comments"): whoever may open a script may comment,
 * reply, resolve and reopen (src/server/policies/scripts.ts "comment"); only a comment's author edits or deletes it.
 */

type CommentRow = typeof scriptComments.$inferSelect & { author: string };

async function readComments(db: Db, scriptId: number, only?: number): Promise<CommentRow[]> {
  return db
    .select({ ...getTableColumns(scriptComments), author: appUsers.email })
    .from(scriptComments)
    .innerJoin(appUsers, eq(appUsers.id, scriptComments.userId))
    .where(
      only === undefined
        ? eq(scriptComments.scriptId, scriptId)
        : and(
            eq(scriptComments.scriptId, scriptId),
            or(eq(scriptComments.id, only), eq(scriptComments.parentId, only)),
          ),
    )
    .orderBy(asc(scriptComments.id));
}

/** API shapes; a reply carries its thread's current anchor, quote and outdated flag. */
function toDtos(rows: CommentRow[]): CommentDto[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return rows.map((r) => {
    const thread = r.parentId !== null ? (byId.get(r.parentId) ?? r) : r;
    return {
      id: r.id,
      parentId: r.parentId,
      author: r.author,
      body: r.body,
      version: r.madeVersion,
      anchor:
        thread.anchorFrom !== null && thread.anchorTo !== null
          ? { from: thread.anchorFrom, to: thread.anchorTo }
          : null,
      quote: thread.quote,
      outdated: thread.outdated,
      resolved: thread.resolved,
      edited: r.edited,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

/** GET /api/scripts/:id/comments: every comment and reply, oldest first, anchored in the current text. */
export async function listComments(db: Db, user: AppUser, scriptId: number): Promise<CommentDto[]> {
  await authorizeScriptAction(db, user, scriptId, "view");
  await mapCommentAnchors(db, scriptId);
  return toDtos(await readComments(db, scriptId));
}

/**
 * POST /api/scripts/:id/comments: a comment on `anchor` of the text at `version` (null: the whole script), or a
 * reply to `parentId` (a reply to a reply joins the same thread). Everyone else who owns, co-edits or reviews the
 * script is told by mail. @throws NOT_FOUND, VALIDATION_ERROR (a range outside that text, an unknown version or
 * thread).
 */
export async function createComment(
  notifier: Notifier,
  user: AppUser,
  scriptId: number,
  input: CommentRequest,
): Promise<CommentDto> {
  const { db } = notifier;
  await authorizeScriptAction(db, user, scriptId, "comment");
  const [script] = await db
    .select({ version: scripts.version, text: scripts.scriptContent, concept: scripts.concept, topic: scripts.topic })
    .from(scripts)
    .where(eq(scripts.id, scriptId));
  if (!script)
    throw new AppError("NOT_FOUND", "The script you're looking for doesn't exist or you don't have access to it.");
  let parentId: number | null = null;
  if (input.parentId) {
    const [parent] = await db
      .select({ id: scriptComments.id, parentId: scriptComments.parentId })
      .from(scriptComments)
      .where(and(eq(scriptComments.id, input.parentId), eq(scriptComments.scriptId, scriptId)));
    if (!parent) throw new AppError("VALIDATION_ERROR", `This script has no comment ${input.parentId} to reply to.`);
    parentId = parent.parentId ?? parent.id;
  }
  let quote: string | null = null;
  const anchor = parentId === null ? input.anchor : null;
  if (anchor) {
    if (input.version > script.version) {
      throw new AppError(
        "VALIDATION_ERROR",
        `This script has no version ${input.version} yet (it is at version ${script.version}).`,
      );
    }
    const text = await textAtVersion(db, scriptId, input.version, script);
    if (text === null) throw new AppError("VALIDATION_ERROR", `Version ${input.version} of this script was not found.`);
    if (anchor.to > text.length) {
      throw new AppError(
        "VALIDATION_ERROR",
        `The range ends at ${anchor.to}, after the end of version ${input.version}'s text (${text.length} characters).`,
      );
    }
    quote = text.slice(anchor.from, anchor.to);
  }
  const [row] = await db
    .insert(scriptComments)
    .values({
      scriptId,
      userId: user.id,
      parentId,
      body: input.body,
      madeVersion: Math.min(input.version, script.version),
      anchorFrom: anchor?.from ?? null,
      anchorTo: anchor?.to ?? null,
      anchorVersion: anchor ? input.version : script.version,
      quote,
    })
    .returning({ id: scriptComments.id });
  await mapCommentAnchors(db, scriptId);
  const title = script.concept || script.topic || "Untitled Script";
  await logActivity(db, {
    scriptId,
    userId: user.id,
    kind: "commented",
    version: script.version,
    detail: input.body.slice(0, 80),
  });
  const audience = await scriptAudience(db, scriptId);
  await notifyScriptEvent(
    notifier,
    scriptId,
    [audience.ownerId, ...audience.editorIds, ...audience.reviewerIds].filter((u) => u !== user.id),
    `${user.email} ${parentId ? "replied to a comment" : "commented"} on "${title}": "${input.body.slice(0, 200)}"`,
  );
  return commentById(db, scriptId, parentId ?? row!.id, row!.id);
}

async function commentById(db: Db, scriptId: number, threadId: number, id: number): Promise<CommentDto> {
  const dto = toDtos(await readComments(db, scriptId, threadId)).find((c) => c.id === id);
  if (!dto) throw new AppError("NOT_FOUND", `No comment with id ${id}.`);
  return dto;
}

async function findComment(db: Db, scriptId: number, commentId: number) {
  const [row] = await db
    .select({ id: scriptComments.id, userId: scriptComments.userId, parentId: scriptComments.parentId })
    .from(scriptComments)
    .where(and(eq(scriptComments.id, commentId), eq(scriptComments.scriptId, scriptId)));
  if (!row) throw new AppError("NOT_FOUND", `No comment with id ${commentId}.`);
  return row;
}

/**
 * PATCH /api/scripts/:id/comments/:commentId: `resolved` (resolve or reopen the thread; anyone who may comment)
 * and/or `body` (its author only). @throws NOT_FOUND, FORBIDDEN.
 */
export async function updateComment(
  db: Db,
  user: AppUser,
  scriptId: number,
  commentId: number,
  input: CommentUpdate,
): Promise<CommentDto> {
  await authorizeScriptAction(db, user, scriptId, "comment");
  const comment = await findComment(db, scriptId, commentId);
  if (input.body !== undefined && comment.userId !== user.id) {
    throw new AppError("FORBIDDEN", "Only the author of a comment can edit it.");
  }
  const threadId = comment.parentId ?? comment.id;
  if (input.body !== undefined) {
    await db.update(scriptComments).set({ body: input.body, edited: true }).where(eq(scriptComments.id, commentId));
  }
  if (input.resolved !== undefined) {
    await db.update(scriptComments).set({ resolved: input.resolved }).where(eq(scriptComments.id, threadId));
  }
  await mapCommentAnchors(db, scriptId);
  return commentById(db, scriptId, threadId, commentId);
}

/** DELETE /api/scripts/:id/comments/:commentId (its author only); a thread goes with its replies. */
export async function deleteComment(db: Db, user: AppUser, scriptId: number, commentId: number): Promise<void> {
  await authorizeScriptAction(db, user, scriptId, "comment");
  const comment = await findComment(db, scriptId, commentId);
  if (comment.userId !== user.id) throw new AppError("FORBIDDEN", "Only the author of a comment can delete it.");
  await db
    .delete(scriptComments)
    .where(
      and(
        eq(scriptComments.scriptId, scriptId),
        or(eq(scriptComments.id, commentId), eq(scriptComments.parentId, commentId)),
      ),
    );
}
