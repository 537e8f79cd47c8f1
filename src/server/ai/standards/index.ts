import { generateText, Output, type LanguageModel } from "ai";
import { z } from "zod";
import type { Standard } from "@shared/schemas/standard";
import type { Db } from "../../db/client";
import { PROMPT_NAMES } from "../prompts/defaults";
import { loadPrompt, renderPrompt } from "../prompts/load-prompt";

const rankingSchema = z.object({
  codes: z.array(z.string()).min(1).max(8).describe("Chosen standard codes from the candidates, best first"),
  rationale: z.string().min(1).max(800).describe("One or two sentences on why this topic suits a short video"),
});

/**
 * Re-ranks full-text candidates for a free-text topic with the model (active `standards-ranking` prompt).
 * Returns null when no model is configured or the call fails: the caller keeps the search order.
 * Only candidate codes are kept, so the model cannot introduce a code.
 */
export async function rankStandards(
  deps: { db: Db; model: LanguageModel | null; timeoutMs: number },
  topic: string,
  candidates: Standard[],
): Promise<{ standards: Standard[]; rationale: string } | null> {
  if (!deps.model || candidates.length === 0) return null;
  try {
    const prompt = await loadPrompt(deps.db, PROMPT_NAMES.standards);
    const { output: object } = await generateText({
      model: deps.model,
      output: Output.object({ schema: rankingSchema, name: "standards_ranking" }),
      prompt: renderPrompt(prompt.content, { topic, standards: candidates }),
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(deps.timeoutMs),
    });
    const byCode = new Map(candidates.map((s) => [s.code.toLowerCase(), s]));
    const picked = [...new Set(object.codes.map((c) => c.trim().toLowerCase()))].map((c) => byCode.get(c)).filter((s): s is Standard => !!s);
    return picked.length ? { standards: picked, rationale: object.rationale.trim() } : null;
  } catch {
    return null;
  }
}
