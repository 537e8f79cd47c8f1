import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { characters } from "./schema/index";
import { starterCast } from "./seed-characters";
import { seedPrompts } from "./seed-prompts";

/** First-start data: the starter cast when the characters table is empty, and the default prompts by name. */
export async function seedDatabase(db: Db): Promise<void> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(characters);
  if (count === 0) await db.insert(characters).values(starterCast.map((c) => ({ ...c })));
  await seedPrompts(db);
}
