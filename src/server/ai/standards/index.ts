import { generateText, Output, type LanguageModel } from "ai";
import { STRUCTURED_OUTPUT_TOKENS } from "../output-limits";
import { z } from "zod";
import type { Grade } from "@shared/schemas/grade";
import { PROMPT_NAMES } from "@shared/prompt-defaults";
import type { Db } from "../../db/client";
import { asData } from "../generation-input";
import { allStandardDetails, getStandardDetails, type CcssStandard } from "../../curriculum/standards-catalogue";
import { loadPrompt, renderPrompt } from "../prompts/load-prompt";

const choiceSchema = z.object({
  codes: z
    .array(z.string())
    .min(1)
    .max(8)
    .describe("Codes of the standards a teacher would keep for this topic, best first, copied exactly from the list"),
  rationale: z.string().min(1).max(800).describe("One or two sentences on why this topic suits a short video"),
});

/**
 * Lets the model choose the standards for a typed topic from the full official list (ADR 0008):
 * all 486 standards, or the chosen grade's when `grade` is set (they fit in one prompt), so it can
 * find what full-text search would miss. The answer is structured output; every code is checked
 * against the official CCSS data (and the grade), so the model cannot introduce a code.
 * Returns null when no model is configured, the call fails or no valid code comes back: the caller
 * keeps the offline result.
 */
export async function chooseStandards(
  deps: { db: Db; model: LanguageModel | null; timeoutMs: number },
  topic: string,
  grade: Grade | null,
): Promise<{ standards: CcssStandard[]; rationale: string } | null> {
  if (!deps.model) return null;
  const candidates = allStandardDetails().filter((s) => !grade || s.grade === grade);
  try {
    const prompt = await loadPrompt(deps.db, PROMPT_NAMES.standards);
    const { output } = await generateText({
      model: deps.model,
      output: Output.object({ schema: choiceSchema, name: "standards_choice" }),
      prompt: renderPrompt(prompt.content, { topic: asData(topic), grade: grade ?? "", standards: candidates }),
      maxRetries: 1,
      maxOutputTokens: STRUCTURED_OUTPUT_TOKENS,
      timeout: deps.timeoutMs,
    });
    const picked: CcssStandard[] = [];
    for (const raw of output.codes) {
      const s = getStandardDetails(raw);
      if (s && (!grade || s.grade === grade) && !picked.includes(s)) picked.push(s);
    }
    return picked.length ? { standards: picked, rationale: output.rationale.trim() } : null;
  } catch {
    return null;
  }
}
