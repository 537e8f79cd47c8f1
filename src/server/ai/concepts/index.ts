import { generateText, Output, type LanguageModel } from "ai";
import { STRUCTURED_OUTPUT_TOKENS } from "../output-limits";
import { z } from "zod";
import { CONCEPT_SUGGESTIONS } from "@shared/constants";
import type { Engine } from "@shared/schemas/generation";
import type { Concept } from "@shared/schemas/standard";
import { PROMPT_NAMES } from "@shared/prompt-defaults";
import type { Db } from "../../db/client";
import { promptView, type GenerationInput } from "../generation-input";
import { draftConcepts } from "../offline/draft-concepts";
import { loadPrompt, renderPrompt } from "../prompts/load-prompt";

/** What the model must return (structured output). */
export const conceptsOutputSchema = z.object({
  concepts: z
    .array(
      z.object({
        title: z.string().min(1).max(120).describe("Short, catchy concept title (at most 60 characters)"),
        description: z
          .string()
          .min(1)
          .max(600)
          .describe("One or two sentences: what happens and how the standards are taught"),
      }),
    )
    .min(CONCEPT_SUGGESTIONS)
    .describe("Exactly three clearly different concepts"),
});

export interface ConceptDeps {
  db: Db;
  model: LanguageModel | null;
  timeoutMs: number;
}

/**
 * Exactly three concept suggestions (docs/product/screens.md#step-4-concepts): structured output from the model with
 * the active `concept-generation` prompt, or the offline engine's three. `variant` > 0 asks for a different set.
 * @throws provider errors (the route maps them to UPSTREAM_AI_ERROR).
 */
export async function generateConcepts(
  deps: ConceptDeps,
  input: Omit<GenerationInput, "concept">,
  variant: number,
): Promise<{ concepts: Concept[]; engine: Engine }> {
  if (!deps.model) return { concepts: draftConcepts(input, variant).slice(0, CONCEPT_SUGGESTIONS), engine: "offline" };
  const prompt = await loadPrompt(deps.db, PROMPT_NAMES.concepts);
  const { output: object } = await generateText({
    model: deps.model,
    output: Output.object({ schema: conceptsOutputSchema, name: "concepts" }),
    prompt: renderPrompt(prompt.content, promptView(input, { variant })),
    maxRetries: 1,
    maxOutputTokens: STRUCTURED_OUTPUT_TOKENS,
    timeout: deps.timeoutMs,
  });
  const concepts = object.concepts
    .slice(0, CONCEPT_SUGGESTIONS)
    .map((c) => ({ title: c.title.trim().slice(0, 120), description: c.description.trim() }));
  return { concepts, engine: "model" };
}
