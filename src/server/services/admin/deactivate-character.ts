import { eq } from "drizzle-orm";
import { AppError } from "@shared/errors";
import type { Db } from "../../db/client";
import { characters } from "../../db/schema/content";
import { recordAuditEvent } from "../audit/record-audit-event";

/**
 * DELETE /api/admin/characters/:id: sets isActive false instead of deleting, so the character leaves the
 * wizard while saved scripts keep their cast snapshot. Idempotent for an already inactive character.
 * `actor` (the admin's e-mail): the change is also written to the audit log (docs/product/accounts.md).
 * @throws AppError NOT_FOUND for an unknown id.
 */
export async function deactivateCharacter(db: Db, id: number, actor?: string): Promise<void> {
  const rows = await db
    .update(characters)
    .set({ isActive: false })
    .where(eq(characters.id, id))
    .returning({ id: characters.id, name: characters.name });
  if (rows.length === 0) throw new AppError("NOT_FOUND", `No character with id ${id}.`);
  if (actor)
    await recordAuditEvent(db, {
      kind: "character.changed",
      actor,
      target: `character ${id}`,
      detail: `Deactivated "${rows[0]!.name}".`,
    });
}
