import { asc } from "drizzle-orm";
import type { AdminCharacterDto } from "@shared/schemas/admin";
import type { Db } from "../../db/client";
import { characters } from "../../db/schema/content";
import { toAdminCharacterDto } from "./character-dto";

/** Every character, active and inactive, newest last (GET /api/admin/characters). */
export async function listAllCharacters(db: Db): Promise<AdminCharacterDto[]> {
  const rows = await db.select().from(characters).orderBy(asc(characters.id));
  return rows.map(toAdminCharacterDto);
}
