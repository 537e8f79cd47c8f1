import type { AppUser } from "@shared/schemas/user";
import type { Db } from "../../db/client";
import { scripts } from "../../db/schema/content";
import { ownScript, scriptNotFound } from "./own-script";

/** Deletes the caller's script. @throws AppError NOT_FOUND when missing or another user's. */
export async function deleteScript(db: Db, user: AppUser, id: number): Promise<void> {
  const rows = await db.delete(scripts).where(ownScript(user, id)).returning({ id: scripts.id });
  if (rows.length === 0) throw scriptNotFound();
}
