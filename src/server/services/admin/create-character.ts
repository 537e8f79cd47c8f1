import type { AdminCharacterDto, CharacterForm } from "@shared/schemas/admin";
import type { Db } from "../../db/client";
import { characters } from "../../db/schema/content";
import { toAdminCharacterDto } from "./character-dto";

/** Creates a presenter character (POST /api/admin/characters); optional fields are stored as null when empty. */
export async function createCharacter(db: Db, input: CharacterForm): Promise<AdminCharacterDto> {
  const [row] = await db.insert(characters).values(input).returning();
  return toAdminCharacterDto(row!);
}
