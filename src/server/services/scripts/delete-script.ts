import { and, eq } from "drizzle-orm";
import { AppError } from "@shared/errors";
import type { AppUser } from "@shared/schemas/user";
import type { Db } from "../../db/client";
import { scripts } from "../../db/schema/content";

/** Deletes the caller's script. @throws AppError NOT_FOUND when missing or another user's. */
export async function deleteScript(db: Db, user: AppUser, id: number): Promise<void> {
  const rows = await db
    .delete(scripts)
    .where(and(eq(scripts.id, id), eq(scripts.userId, user.id)))
    .returning({ id: scripts.id });
  if (rows.length === 0) throw new AppError("NOT_FOUND", "The script you're looking for doesn't exist or you don't have access to it.");
}
