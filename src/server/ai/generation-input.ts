import { documentExcerpt } from "@shared/text/document-excerpt";
import { neutraliseDelimiters } from "./untrusted-data";
import type { Grade } from "@shared/schemas/grade";
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
  /** The grade the video is for, or null (→ the primary standard's grade). */
  grade: Grade | null;
  /** Target length in minutes, or null (→ the grade's default). */
  targetMinutes: number | null;
  /** Offline engine seed (Regenerate sends a new one); undefined → derived from the inputs. */
  seed?: number;
}

/**
 * A user- or file-supplied value made safe to place inside an `<untrusted-data>` block: it cannot close
 * the block or open another one (ADR 0007), whatever look-alike it uses — case, spaces, entities, Unicode
 * look-alikes, invisible characters (ADR 0056, ./untrusted-data.ts). The text is otherwise kept as written.
 */
export function asData(text: string | null | undefined): string {
  return neutraliseDelimiters(text ?? "");
}

/** PDF text given to a model is capped (characters) to keep prompts within context windows. */
export const PROMPT_PDF_CHARS = 12_000;
/** Each context script contributes this many characters to a prompt. */
export const PROMPT_CONTEXT_CHARS = 600;

/**
 * The Mustache view shared by the prompt templates (see @shared/prompt-defaults.ts). Every user- or file-supplied
 * string goes through {@link asData}, so a template's `<untrusted-data>` delimiters always hold.
 */
export function promptView(input: Omit<GenerationInput, "concept"> & { concept?: Concept }, extra: object = {}) {
  const concept = input.concept ?? { title: "", description: "" };
  return {
    ...input,
    topic: asData(input.topic),
    contentConsiderations: input.contentConsiderations ? asData(input.contentConsiderations) : null,
    concept: { title: asData(concept.title), description: asData(concept.description) },
    characters: input.characters.map((c) => ({
      name: asData(c.name),
      label: asData(c.label),
      personality: asData(c.personality),
      catchphrase: c.catchphrase && c.catchphrase !== "??" ? asData(c.catchphrase) : null,
      educationalStrength: c.educationalStrength ? asData(c.educationalStrength) : null,
    })),
    // Only the read-aloud excerpt of the PDF reaches a model (docs/product/security.md, "Supporting documents").
    pdfText: input.pdfText ? asData(documentExcerpt(input.pdfText).text.slice(0, PROMPT_PDF_CHARS)) || null : null,
    contextScripts: input.contextScripts.map((s) => ({
      topic: asData(s.topic),
      concept: asData(s.concept),
      excerpt: asData(s.scriptContent.slice(0, PROMPT_CONTEXT_CHARS).replace(/\s+/g, " ")),
    })),
    ...extra,
  };
}
