import type { Random } from "./random";
import { documentExcerpt } from "@shared/text/document-excerpt";
import { isSpeakable, sentences } from "./safe-text";

/**
 * The supporting PDF offline (ADR 0007): its first paragraphs, filtered sentence by sentence,
 * become the read-aloud mentor text of the primary teaching scene, and a check asks about it.
 */
export interface Passage {
  text: string;
  /** Sentences of the document left out because they address the audience or a presenter. */
  dropped: number;
}

/** Longest read-aloud passage taken from a PDF (words). */
export const MAX_PASSAGE_WORDS = 120;

/**
 * The passage read aloud from a supporting PDF: the document's read-aloud excerpt (docs/product/security.md,
 * "Supporting documents": only sentences the classifier calls statements, as the writer sees them on step 2
 * and step 5), cut to MAX_PASSAGE_WORDS. Null when no sentence may be read.
 */
export function passageFromPdf(pdfText: string | null | undefined): Passage | null {
  if (!pdfText) return null;
  const excerpt = documentExcerpt(pdfText);
  const kept: string[] = [];
  let words = 0;
  for (const s of excerpt.sentences) {
    // The engine's own rules too (e.g. no standard codes spoken).
    if (!isSpeakable(s)) continue;
    const n = s.split(/\s+/).length;
    if (words + n > MAX_PASSAGE_WORDS) break;
    kept.push(s);
    words += n;
  }
  return kept.length >= 1 ? { text: kept.join(" "), dropped: excerpt.leftOut.length } : null;
}

const STOP = new Set(
  "the a an and or but of to in on at for with from by as is was were are be been it its this that these those he she they we you i his her their our your my me him them there then than so very just".split(
    " ",
  ),
);

/**
 * A fill-in-the-blank question about the passage: one sentence with a content word blanked, and the word
 * as the answer. Null when no sentence has a suitable word.
 */
export function clozeQuestion(passage: Passage, rnd: Random): { question: string; answer: string } | null {
  const candidates = sentences(passage.text).filter((s) => s.split(/\s+/).length >= 5 && s.split(/\s+/).length <= 22);
  for (const s of rnd.shuffle(candidates)) {
    const words = [...s.matchAll(/[A-Za-z][a-z]{3,}/g)].map((m) => m[0]).filter((w) => !STOP.has(w.toLowerCase()));
    if (words.length === 0) continue;
    const word = words[Math.floor(words.length / 2)]!;
    const blanked = s.replace(new RegExp(`\\b${word}\\b`), "blank");
    return { question: `Fill in the blank from our reading: "${blanked}" Which word goes in the blank?`, answer: word };
  }
  return null;
}
