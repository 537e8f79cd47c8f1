import { classifySentence, SENTENCE_CLASS_REASONS, type SentenceClass } from "./document-sentences";

/**
 * The excerpt of a supporting document that may be read aloud (docs/product/security.md, "Supporting
 * documents"): the document's first sentences, in order, that classifySentence calls statements, up to
 * EXCERPT_MAX_WORDS words. It is what the writer sees on step 2 and step 5 as "Text read aloud from your PDF",
 * and the only part of the document any engine may put in a presenter's mouth.
 */

/** Longest excerpt (words). */
export const EXCERPT_MAX_WORDS = 250;
/** How much of a document is read for its excerpt (characters). */
const EXCERPT_SOURCE_CHARS = 20_000;

export interface LeftOutSentence {
  text: string;
  /** Why it is not read aloud, in the writer's words (SENTENCE_CLASS_REASONS). */
  reason: string;
  kind: Exclude<SentenceClass, "statement">;
}

export interface DocumentExcerpt {
  /** The sentences read aloud, joined by spaces ("" when none). */
  text: string;
  sentences: string[];
  /** Sentences (within the part read) left out because they address someone. */
  leftOut: LeftOutSentence[];
}

const ABBREVIATION_END = /(?:^|[\s(“"])(?:U\.S|U\.K|Mr|Mrs|Ms|Dr|St|Mt|Jr|Sr|Prof|vs|No|e\.g|i\.e)\.$/;

/** A document's text cut into sentences: after . ! ? … (closing quotes kept) before a capital, digit or quote. */
export function documentSentences(text: string): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\n\s*\n|\n(?=[A-Z•\-*\d])/)) {
    const pieces = paragraph
      .replace(/\s+/g, " ")
      .split(/(?<=[.!?…]["”’')\]]*)\s+(?=["“‘(]?[A-Z0-9])/)
      .map((p) => p.trim())
      .filter(Boolean);
    for (const piece of pieces) {
      const prev = out.at(-1);
      if (prev && ABBREVIATION_END.test(prev) && !/^\s*$/.test(piece)) out[out.length - 1] = `${prev} ${piece}`;
      else out.push(piece.replace(/^[•\-*]\s*/, ""));
    }
  }
  return out;
}

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

/**
 * The read-aloud excerpt of `documentText` (see the module comment). Fragments (fewer than 3 words, or no
 * lower-case letter, or no end mark: headings, page numbers) are skipped without being reported. Pure; never throws.
 */
export function documentExcerpt(
  documentText: string | null | undefined,
  maxWords = EXCERPT_MAX_WORDS,
): DocumentExcerpt {
  const kept: string[] = [];
  const leftOut: LeftOutSentence[] = [];
  let total = 0;
  for (const sentence of documentSentences((documentText ?? "").slice(0, EXCERPT_SOURCE_CHARS))) {
    const n = wordCount(sentence);
    // Headings, captions, page numbers: no end mark, too short, or no lower-case letter.
    if (n < 3 || !/[a-z]/.test(sentence) || !/[.!?…]["”’')\]]*$/.test(sentence)) continue;
    const kind = classifySentence(sentence);
    if (kind !== "statement") {
      leftOut.push({ text: sentence, kind, reason: SENTENCE_CLASS_REASONS[kind] });
      continue;
    }
    if (total + n > maxWords) break;
    kept.push(sentence);
    total += n;
  }
  return { text: kept.join(" "), sentences: kept, leftOut };
}
