import { and, eq, inArray, notInArray } from "drizzle-orm";
import { AppError } from "@shared/errors";
import type { SharedScriptDto } from "@shared/schemas/dto";
import type { SharingRequest } from "@shared/schemas/collaboration";
import type { AppUser } from "@shared/schemas/user";
import type { Db } from "../../db/client";
import { appUsers } from "../../db/schema/auth";
import { scriptEditors } from "../../db/schema/collaboration";
import { scripts } from "../../db/schema/content";
import { getScript } from "../scripts/get-script";
import { logActivity } from "./activity";
import { resolveColleagues } from "./colleagues";
import { authorizeScriptAction } from "./script-facts";

/**
 * PUT /api/scripts/:id/sharing (the owner only, src/server/policies/scripts.ts "share"): sets who may open the
 * script (`private` or the whole `team`) and, when `coEditors` is sent, replaces the co-editors with those
 * colleagues. Each change is logged. @throws NOT_FOUND, FORBIDDEN, VALIDATION_ERROR (an unknown address, or
 * the owner's own).
 */
export async function shareScript(db: Db, user: AppUser, id: number, input: SharingRequest): Promise<SharedScriptDto> {
  await authorizeScriptAction(db, user, id, "share");
  const [before] = await db.select({ visibility: scripts.visibility }).from(scripts).where(eq(scripts.id, id));
  if (input.coEditors?.includes(user.email)) {
    throw new AppError("VALIDATION_ERROR", "You are the author of this script; name colleagues as co-editors.");
  }
  const editors = input.coEditors ? await resolveColleagues(db, input.coEditors) : null;
  if (before && before.visibility !== input.visibility) {
    await db.update(scripts).set({ visibility: input.visibility }).where(eq(scripts.id, id));
    await logActivity(db, { scriptId: id, userId: user.id, kind: input.visibility === "team" ? "shared" : "unshared" });
  }
  if (editors) {
    const ids = editors.map((e) => e.id);
    const removed = await db
      .delete(scriptEditors)
      .where(and(eq(scriptEditors.scriptId, id), ids.length ? notInArray(scriptEditors.userId, ids) : undefined))
      .returning({ userId: scriptEditors.userId });
    const added = ids.length
      ? await db
          .insert(scriptEditors)
          .values(ids.map((userId) => ({ scriptId: id, userId })))
          .onConflictDoNothing()
          .returning({ userId: scriptEditors.userId })
      : [];
    const emailOf = async (userIds: number[]) =>
      userIds.length
        ? (await db.select({ email: appUsers.email }).from(appUsers).where(inArray(appUsers.id, userIds))).map(
            (r) => r.email,
          )
        : [];
    for (const email of await emailOf(added.map((a) => a.userId))) {
      await logActivity(db, { scriptId: id, userId: user.id, kind: "co_editor_added", detail: email });
    }
    for (const email of await emailOf(removed.map((a) => a.userId))) {
      await logActivity(db, { scriptId: id, userId: user.id, kind: "co_editor_removed", detail: email });
    }
  }
  return getScript(db, user, id);
}
