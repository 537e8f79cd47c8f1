import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { characters } from "../../db/schema/content";

export type CharacterRow = typeof characters.$inferSelect;

/** Active presenter characters, oldest first (the starter cast leads), for step 3 (GET /api/characters, docs/product/api.md#endpoints). */
export async function listActiveCharacters(db: Db): Promise<CharacterRow[]> {
  return db.select().from(characters).where(eq(characters.isActive, true)).orderBy(asc(characters.id));
}
