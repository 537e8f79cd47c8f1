import type { AdminCharacterDto, CharacterForm } from "@shared/schemas/admin";
import type { Db } from "../../db/client";
import { characters } from "../../db/schema/content";
import { toAdminCharacterDto } from "./character-dto";
import { recordAuditEvent } from "../audit/record-audit-event";

/**
 * Creates a presenter character (POST /api/admin/characters); optional fields are stored as null when empty.
 * `actor` (the admin's e-mail): the change is also written to the audit log (docs/product/accounts.md).
 */
export async function createCharacter(db: Db, input: CharacterForm, actor?: string): Promise<AdminCharacterDto> {
  const [row] = await db.insert(characters).values(input).returning();
  if (actor)
    await recordAuditEvent(db, {
      kind: "character.changed",
      actor,
      target: `character ${row!.id}`,
      detail: `Created "${input.name}".`,
    });
  return toAdminCharacterDto(row!);
}
