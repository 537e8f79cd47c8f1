import { eq, sql } from "drizzle-orm";
import { AppError } from "@shared/errors";
import type { Db } from "../../db/client";
import { scripts } from "../../db/schema/content";
import { recordAuditEvent } from "../audit/record-audit-event";

/**
 * Renames a topic: every script whose topic is exactly `oldName` gets `newName` (trimmed), in one
 * transaction (PUT /api/admin/topics/:topic and PUT /api/admin/topics). Each script's version is bumped so
 * an editor still holding the old topic gets a 409 instead of silently writing it back.
 * @returns `{ topic: newName, updated }` (number of scripts changed).
 * `actor` (the admin's e-mail): the change is also written to the audit log (docs/product/accounts.md).
 * @throws AppError VALIDATION_ERROR for a blank new name; NOT_FOUND when no script has `oldName`.
 */
export async function renameTopic(
  db: Db,
  oldName: string,
  newName: string,
  actor?: string,
): Promise<{ topic: string; updated: number }> {
  const topic = newName.trim();
  if (!topic) throw new AppError("VALIDATION_ERROR", "Topic name is required.");
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(scripts)
      .set({ topic, version: sql`${scripts.version} + 1` })
      .where(eq(scripts.topic, oldName))
      .returning({ id: scripts.id });
    // In the same transaction: the event is kept exactly when the rename is.
    if (actor && rows.length > 0)
      await recordAuditEvent(tx, {
        kind: "topic.changed",
        actor,
        target: topic.slice(0, 200),
        detail: `Renamed from "${oldName.slice(0, 200)}" (${rows.length} scripts).`,
      });
    return rows.length;
  });
  if (updated === 0) throw new AppError("NOT_FOUND", `No scripts use the topic "${oldName.slice(0, 200)}".`);
  return { topic, updated };
}
