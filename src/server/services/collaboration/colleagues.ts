import { and, eq, inArray } from "drizzle-orm";
import { AppError } from "@shared/errors";
import type { Db } from "../../db/client";
import { appUsers } from "../../db/schema/auth";
import { scriptEditors, scriptReviewers } from "../../db/schema/collaboration";
import { scripts } from "../../db/schema/content";

/**
 * The accounts behind `emails` (lower-case): verified accounts of the company (only company addresses can sign
 * up, docs/product/team-workflow.md "Sharing"). @throws AppError VALIDATION_ERROR naming every address that is
 * not one.
 */
export async function resolveColleagues(db: Db, emails: readonly string[]): Promise<{ id: number; email: string }[]> {
  const unique = [...new Set(emails)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: appUsers.id, email: appUsers.email })
    .from(appUsers)
    .where(and(inArray(appUsers.email, unique), eq(appUsers.isVerified, true)));
  const found = new Set(rows.map((r) => r.email));
  const unknown = unique.filter((e) => !found.has(e));
  if (unknown.length) {
    throw new AppError(
      "VALIDATION_ERROR",
      `No colleague has an account with ${unknown.length === 1 ? "the e-mail" : "these e-mails"} ${unknown.join(", ")}. Check the address, or ask them to sign up first.`,
    );
  }
  return rows;
}

/** The people a script's events are told to: its owner, co-editors and requested reviewers (user ids). */
export async function scriptAudience(
  db: Db,
  scriptId: number,
): Promise<{ ownerId: number; editorIds: number[]; reviewerIds: number[] }> {
  const [owner] = await db.select({ id: scripts.userId }).from(scripts).where(eq(scripts.id, scriptId));
  const editors = await db
    .select({ id: scriptEditors.userId })
    .from(scriptEditors)
    .where(eq(scriptEditors.scriptId, scriptId));
  const reviewers = await db
    .select({ id: scriptReviewers.userId })
    .from(scriptReviewers)
    .where(eq(scriptReviewers.scriptId, scriptId));
  return { ownerId: owner?.id ?? 0, editorIds: editors.map((e) => e.id), reviewerIds: reviewers.map((r) => r.id) };
}
