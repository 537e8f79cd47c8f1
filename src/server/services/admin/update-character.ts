import { eq } from "drizzle-orm";
import { AppError } from "@shared/errors";
import type { AdminCharacterDto, CharacterForm } from "@shared/schemas/admin";
import type { Db } from "../../db/client";
import { characters } from "../../db/schema/content";
import { toAdminCharacterDto } from "./character-dto";
import { recordAuditEvent } from "../audit/record-audit-event";

/**
 * Replaces a character's fields (PUT /api/admin/characters/:id). Saved scripts keep their cast snapshot.
 * `actor` (the admin's e-mail): the change is also written to the audit log (docs/product/accounts.md).
 * @throws AppError NOT_FOUND for an unknown id.
 */
export async function updateCharacter(
  db: Db,
  id: number,
  input: CharacterForm,
  actor?: string,
): Promise<AdminCharacterDto> {
  const [row] = await db.update(characters).set(input).where(eq(characters.id, id)).returning();
  if (!row) throw new AppError("NOT_FOUND", `No character with id ${id}.`);
  if (actor)
    await recordAuditEvent(db, {
      kind: "character.changed",
      actor,
      target: `character ${id}`,
      detail: `Edited "${input.name}".`,
    });
  return toAdminCharacterDto(row);
}
