import { sql } from "drizzle-orm";
import { defaultPrompts, type PromptName } from "@shared/prompt-defaults";
import type { Db } from "./client";
import { prompts } from "./schema/index";

/**
 * On first start (empty prompts table) inserts the built-in generation prompts. Later starts leave the
 * table alone, so an admin's edits and deletions stand (a deleted prompt falls back to the built-in text).
 */
export async function seedPrompts(db: Db): Promise<void> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(prompts);
  if (count > 0) return;
  const rows = Object.entries(defaultPrompts).map(([name, p]) => ({ name: name as PromptName, ...p, isActive: true }));
  await db.insert(prompts).values(rows).onConflictDoNothing({ target: prompts.name });
}
