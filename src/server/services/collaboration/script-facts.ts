import { eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Decision, ReviewStatus, ScriptAccess, Visibility } from "@shared/schemas/collaboration";
import type { SharedScriptDto } from "@shared/schemas/dto";
import type { AppUser } from "@shared/schemas/user";
import type { Db } from "../../db/client";
import { scripts } from "../../db/schema/content";
import { authorizeScript, scriptNotFound, type ScriptAction, type ScriptFacts } from "../../policies/scripts";
import { toScriptDto, type ScriptRow } from "../scripts/script-dto";

/** The row in scope, qualified: drizzle writes a lone table's columns unqualified, which a subquery would rebind. */
const SCRIPT_ID = sql.raw(`"scripts"."id"`);
const SCRIPT_OWNER = sql.raw(`"scripts"."user_id"`);
const SCRIPT_APPROVER = sql.raw(`"scripts"."approved_by"`);

/**
 * The caller is a co-editor / a requested reviewer of the script row in scope (`userId` a value or a
 * placeholder), as SQL booleans: the facts the policy (src/server/policies/scripts.ts) needs beside the row.
 */
export const isEditorSql = (userId: number | Placeholder | SQL) =>
  sql<boolean>`exists (select 1 from script_editors e where e.script_id = ${SCRIPT_ID} and e.user_id = ${userId})`;
export const isReviewerSql = (userId: number | Placeholder | SQL) =>
  sql<boolean>`exists (select 1 from script_reviewers r where r.script_id = ${SCRIPT_ID} and r.user_id = ${userId})`;

/**
 * The columns a script reply adds to the script's own (docs/product/team-workflow.md): read in the same statement
 * as the row (get and save), so a reply costs one round trip whatever the script's team.
 */
export function collaborationColumns(userId: number | Placeholder) {
  return {
    visibility: scripts.visibility,
    status: scripts.status,
    approvedVersion: scripts.approvedVersion,
    approvedAt: scripts.approvedAt,
    approvedByEmail: sql<string | null>`(select u.email from app_users u where u.id = ${SCRIPT_APPROVER})`,
    authorEmail: sql<string>`(select u.email from app_users u where u.id = ${SCRIPT_OWNER})`,
    coEditors: sql<
      string[]
    >`coalesce((select json_agg(u.email order by u.email) from script_editors e join app_users u on u.id = e.user_id where e.script_id = ${SCRIPT_ID}), '[]'::json)`,
    reviewers: sql<
      { email: string; decision: Decision | null; version: number | null }[]
    >`coalesce((select json_agg(json_build_object('email', u.email, 'decision', r.decision, 'version', r.decision_version) order by u.email) from script_reviewers r join app_users u on u.id = r.user_id where r.script_id = ${SCRIPT_ID}), '[]'::json)`,
    isEditor: isEditorSql(userId),
    isReviewer: isReviewerSql(userId),
  };
}

export interface CollaborationRow {
  visibility: Visibility;
  status: ReviewStatus;
  approvedVersion: number | null;
  approvedAt: Date | string | null;
  approvedByEmail: string | null;
  authorEmail: string;
  coEditors: string[];
  reviewers: { email: string; decision: Decision | null; version: number | null }[];
  isEditor: boolean;
  isReviewer: boolean;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** The policy's facts from a row read with `collaborationColumns`. */
export const factsOf = (row: { userId: number } & CollaborationRow): ScriptFacts => ({
  ownerId: row.userId,
  visibility: row.visibility,
  isEditor: row.isEditor,
  isReviewer: row.isReviewer,
});

/** The API shape of a script with the caller's `access` (which the caller of this has already checked). */
export function toSharedScriptDto(row: ScriptRow & CollaborationRow, access: ScriptAccess): SharedScriptDto {
  return {
    ...toScriptDto(row),
    visibility: row.visibility,
    status: row.status,
    approvedVersion: row.approvedVersion,
    approval:
      row.approvedVersion !== null && row.approvedAt
        ? { version: row.approvedVersion, by: row.approvedByEmail ?? "", at: iso(row.approvedAt) }
        : null,
    reviewers: row.reviewers,
    coEditors: row.coEditors,
    access,
    author: row.authorEmail,
  };
}

/**
 * Loads the facts about script `id` for `user` and checks `action` (src/server/policies/scripts.ts).
 * @throws AppError NOT_FOUND (missing, or not visible to the caller), FORBIDDEN (visible, but not this action).
 */
export async function authorizeScriptAction(
  db: Db,
  user: Pick<AppUser, "id" | "isAdmin">,
  id: number,
  action: ScriptAction,
): Promise<{ facts: ScriptFacts; access: ScriptAccess; version: number; status: ReviewStatus }> {
  const [row] = await db
    .select({
      ownerId: scripts.userId,
      visibility: scripts.visibility,
      version: scripts.version,
      status: scripts.status,
      isEditor: isEditorSql(user.id),
      isReviewer: isReviewerSql(user.id),
    })
    .from(scripts)
    .where(eq(scripts.id, id));
  if (!row) throw scriptNotFound();
  const facts: ScriptFacts = {
    ownerId: row.ownerId,
    visibility: row.visibility,
    isEditor: row.isEditor,
    isReviewer: row.isReviewer,
  };
  return { facts, access: authorizeScript(user, action, facts), version: row.version, status: row.status };
}
