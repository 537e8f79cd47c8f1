import type { AdminPromptDto, PromptPurpose } from "@shared/schemas/admin";
import { PROMPT_NAMES, type PromptName } from "@shared/prompt-defaults";
import type { prompts } from "../../db/schema/content";

export type PromptRow = typeof prompts.$inferSelect;

/** The generation task a prompt name drives ("script-generation" → "script", …), or null for other names. */
export function purposeOf(name: string): PromptPurpose | null {
  const entry = Object.entries(PROMPT_NAMES).find(([, n]) => n === name);
  return entry ? (entry[0] as PromptPurpose) : null;
}

/** The prompt names generation reads, with their purpose, in PROMPT_NAMES order. */
export function generationPrompts(): { name: PromptName; purpose: PromptPurpose }[] {
  return Object.entries(PROMPT_NAMES).map(([purpose, name]) => ({ name, purpose: purpose as PromptPurpose }));
}

/**
 * Whether generation uses this row now: mirrors loadPrompt (an active row of a PROMPT_NAMES name with
 * non-blank content; otherwise the built-in default is used).
 */
export function isPromptInUse(row: Pick<PromptRow, "name" | "isActive" | "content">): boolean {
  return row.isActive && purposeOf(row.name) !== null && row.content.trim().length > 0;
}

/** The admin API shape of a prompt row (timestamps as ISO 8601). */
export function toAdminPromptDto(row: PromptRow): AdminPromptDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    content: row.content,
    isActive: row.isActive,
    inUse: isPromptInUse(row),
    purpose: purposeOf(row.name),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** True for a PostgreSQL unique-constraint violation (23505), whichever driver raised it (drizzle wraps it in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === "object" && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
