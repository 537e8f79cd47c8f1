import type { Concept, Standard } from "@shared/schemas/standard";
import type { ScriptCharacter } from "@shared/schemas/script";

/** Everything a generator needs, already validated and resolved by the server. */
export interface GenerationInput {
  topic: string;
  standards: Standard[];
  characters: ScriptCharacter[];
  concept: Concept;
  contentConsiderations: string | null;
  /** Text extracted from the supporting PDF (at most 50,000 characters), or null. */
  pdfText: string | null;
  contextScripts: { topic: string; concept: string; scriptContent: string }[];
}

/** PDF text given to a model is capped (characters) to keep prompts within context windows. */
export const PROMPT_PDF_CHARS = 12_000;
/** Each context script contributes this many characters to a prompt. */
export const PROMPT_CONTEXT_CHARS = 600;

/** The Mustache view shared by the prompt templates (see prompts/defaults.ts). */
export function promptView(input: Omit<GenerationInput, "concept"> & { concept?: Concept }, extra: object = {}) {
  return {
    ...input,
    concept: input.concept ?? { title: "", description: "" },
    characters: input.characters.map((c) => ({ ...c, catchphrase: c.catchphrase && c.catchphrase !== "??" ? c.catchphrase : null })),
    pdfText: input.pdfText ? input.pdfText.slice(0, PROMPT_PDF_CHARS) : null,
    contextScripts: input.contextScripts.map((s) => ({
      topic: s.topic,
      concept: s.concept,
      excerpt: s.scriptContent.slice(0, PROMPT_CONTEXT_CHARS).replace(/\s+/g, " "),
    })),
    ...extra,
  };
}
