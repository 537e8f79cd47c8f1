import type { AppUser } from "@shared/schemas/user";
import type { Db } from "../../db/client";
import { scripts } from "../../db/schema/content";
import { authorizeScriptAction } from "../collaboration/script-facts";
import { ownScript } from "./own-script";

/**
 * Deletes the caller's script (only the owner deletes: src/server/policies/scripts.ts).
 * @throws AppError NOT_FOUND when missing or not visible to the caller, FORBIDDEN when visible but not theirs.
 */
export async function deleteScript(db: Db, user: AppUser, id: number): Promise<void> {
  const rows = await db.delete(scripts).where(ownScript(user, id)).returning({ id: scripts.id });
  // Nothing deleted: 404 when the caller may not open it, 403 when they may but are not its owner.
  if (rows.length === 0) await authorizeScriptAction(db, user, id, "delete");
}
