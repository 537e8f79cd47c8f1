import { and, eq } from "drizzle-orm";
import Mustache from "mustache";
import { defaultPrompts, type PromptName } from "@shared/prompt-defaults";
import type { Db } from "../../db/client";
import { prompts } from "../../db/schema/content";

export interface LoadedPrompt {
  name: PromptName;
  content: string;
  /** "database": the active row of that name; "default": the built-in text (row missing or inactive). */
  source: "database" | "default";
}

/** The template generation uses now: the active prompt row with that name, else the built-in default. */
export async function loadPrompt(db: Db, name: PromptName): Promise<LoadedPrompt> {
  const [row] = await db
    .select({ content: prompts.content })
    .from(prompts)
    .where(and(eq(prompts.name, name), eq(prompts.isActive, true)));
  if (row && row.content.trim()) return { name, content: row.content, source: "database" };
  return { name, content: defaultPrompts[name].content, source: "default" };
}

/**
 * Renders a Mustache template as plain text (no HTML escaping). A template with a syntax error is
 * rendered as its raw text rather than failing the generation.
 */
export function renderPrompt(template: string, view: object): string {
  try {
    return Mustache.render(template, view, {}, { escape: (s: unknown) => String(s) })
      .replace(/\n{3,}/g, "\n\n")
      .trim();
  } catch {
    return template;
  }
}
