import { desc, eq } from "drizzle-orm";
import type { ActivityEntry, ActivityKind } from "@shared/schemas/collaboration";
import type { AppUser } from "@shared/schemas/user";
import type { Db } from "../../db/client";
import { appUsers } from "../../db/schema/auth";
import { scriptActivity } from "../../db/schema/collaboration";
import { authorizeScriptAction } from "./script-facts";

/** Adds an entry to a script's activity log (docs/product/team-workflow.md "Activity"). */
export async function logActivity(
  db: Db,
  entry: {
    scriptId: number;
    userId: number | null;
    kind: ActivityKind;
    version?: number | null;
    detail?: string | null;
  },
): Promise<void> {
  await db.insert(scriptActivity).values({ ...entry, version: entry.version ?? null, detail: entry.detail ?? null });
}

/** A script's activity log, newest first (at most 200 entries), for whoever may open it. @throws NOT_FOUND */
export async function listActivity(db: Db, user: AppUser, scriptId: number): Promise<ActivityEntry[]> {
  await authorizeScriptAction(db, user, scriptId, "view");
  const rows = await db
    .select({
      id: scriptActivity.id,
      kind: scriptActivity.kind,
      actor: appUsers.email,
      version: scriptActivity.version,
      detail: scriptActivity.detail,
      at: scriptActivity.createdAt,
    })
    .from(scriptActivity)
    .leftJoin(appUsers, eq(appUsers.id, scriptActivity.userId))
    .where(eq(scriptActivity.scriptId, scriptId))
    .orderBy(desc(scriptActivity.id))
    .limit(200);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
