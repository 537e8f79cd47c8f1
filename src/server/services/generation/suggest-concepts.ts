import { AppError } from "@shared/errors";
import type { Concept } from "@shared/schemas/standard";
import type { Engine } from "@shared/schemas/generation";
import { generateConcepts, type ConceptDeps } from "../../ai/concepts/index";
import type { GenerationInput } from "../../ai/generation-input";

/**
 * POST /api/subtopics (docs/product/screens.md#step-4-concepts): three concept suggestions for the wizard's inputs, from the model (the
 * active `concept-generation` prompt, structured output) or the offline engine. `variant` > 0 asks for a
 * different set. The provider's own error goes to `onError` (the log), never to the user.
 * @throws AppError UPSTREAM_AI_ERROR "Failed to generate concept suggestions. Please try again." (docs/product/rules.md#errors).
 */
export async function suggestConcepts(
  deps: ConceptDeps,
  input: Omit<GenerationInput, "concept">,
  variant: number,
  onError: (error: unknown) => void,
): Promise<{ concepts: Concept[]; engine: Engine }> {
  try {
    return await generateConcepts(deps, input, variant);
  } catch (error) {
    onError(error);
    throw new AppError("UPSTREAM_AI_ERROR", "Failed to generate concept suggestions. Please try again.");
  }
}
