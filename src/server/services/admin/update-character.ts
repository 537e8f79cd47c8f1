import { eq } from "drizzle-orm";
import { AppError } from "@shared/errors";
import type { AdminCharacterDto, CharacterForm } from "@shared/schemas/admin";
import type { Db } from "../../db/client";
import { characters } from "../../db/schema/content";
import { toAdminCharacterDto } from "./character-dto";

/**
 * Replaces a character's fields (PUT /api/admin/characters/:id). Saved scripts keep their cast snapshot.
 * @throws AppError NOT_FOUND for an unknown id.
 */
export async function updateCharacter(db: Db, id: number, input: CharacterForm): Promise<AdminCharacterDto> {
  const [row] = await db.update(characters).set(input).where(eq(characters.id, id)).returning();
  if (!row) throw new AppError("NOT_FOUND", `No character with id ${id}.`);
  return toAdminCharacterDto(row);
}
