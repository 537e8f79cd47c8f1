import { and, eq, inArray } from "drizzle-orm";
import type { PromptUsageDto } from "@shared/schemas/admin";
import type { Db } from "../../db/client";
import { prompts } from "../../db/schema/content";
import { generationPrompts, isPromptInUse } from "./prompt-dto";

/**
 * For each generation prompt name (PROMPT_NAMES), where generation takes its template from now:
 * "database" (promptId = the active row) or "default" (row missing, inactive or blank; promptId null).
 * Same rule as loadPrompt (GET /api/admin/prompts/usage).
 */
export async function listPromptUsage(db: Db): Promise<PromptUsageDto[]> {
  const wanted = generationPrompts();
  const rows = await db
    .select({ id: prompts.id, name: prompts.name, isActive: prompts.isActive, content: prompts.content })
    .from(prompts)
    .where(
      and(
        inArray(
          prompts.name,
          wanted.map((p) => p.name),
        ),
        eq(prompts.isActive, true),
      ),
    );
  return wanted.map(({ name, purpose }) => {
    const row = rows.find((r) => r.name === name && isPromptInUse(r));
    return { name, purpose, source: row ? "database" : "default", promptId: row?.id ?? null };
  });
}
