import { asc } from "drizzle-orm";
import type { AdminPromptDto } from "@shared/schemas/admin";
import type { Db } from "../../db/client";
import { prompts } from "../../db/schema/content";
import { toAdminPromptDto } from "./prompt-dto";

/** Every prompt (active and inactive), oldest first, each with `inUse` and `purpose` (GET /api/admin/prompts). */
export async function listPrompts(db: Db): Promise<AdminPromptDto[]> {
  const rows = await db.select().from(prompts).orderBy(asc(prompts.id));
  return rows.map(toAdminPromptDto);
}
