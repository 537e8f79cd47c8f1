import type { Random } from "./random";
import { sentences } from "./safe-text";
import { readingCheck } from "./text-questions";

/**
 * The supporting PDF offline (ADR 0007): its first paragraphs, filtered sentence by sentence,
 * become the read-aloud mentor text of the primary teaching scene, and a check asks about it.
 */
export interface Passage {
  text: string;
  /** Sentences of the document left out because they address the audience or a presenter. */
  dropped: number;
}

const STOP = new Set(
  "the a an and or but of to in on at for with from by as is was were are be been it its this that these those he she they we you i his her their our your my me him them there then than so very just".split(
    " ",
  ),
);

/**
 * The check about the passage: a question the reading standard asks of it (its reasons, a key detail;
 * text-questions.ts), or, only when none can be made, a fill-in-the-blank. A blank only asks a child to recall a
 * word, so `recall` is set and the lesson asks it after the standard's own checks, never in their place.
 */
export function passageQuestion(
  passage: Passage,
  rnd: Random,
): { question: string; answer: string; recall?: boolean } | null {
  const asked = readingCheck(passage.text, rnd);
  if (asked) return asked;
  const cloze = clozeQuestion(passage, rnd);
  return cloze && { ...cloze, recall: true };
}

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
