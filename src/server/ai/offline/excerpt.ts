import type { Grade } from "@shared/schemas/grade";
import { classifySentence } from "@shared/text/document-sentences";
import { isSpeakable, sentences } from "./safe-text";

/**
 * The excerpt of an attached text that a lesson teaches from (docs/product/attachments.md). Interface for both
 * engines: `(text, grade, standard) → excerpt`. A sentence is left out when the shared classifier of document
 * sentences (docs/product/security.md, "Supporting documents") does not call it a statement, or when this
 * module's stricter list of reader-addressed phrasings matches it.
 */
export interface Excerpt {
  /** The text's title (its first short line), said as a title, never glued to the first sentence. */
  title: string | null;
  /** Whole sentences, about MIN–MAX words. */
  text: string;
  /** Sentences left out: web addresses, contact details, instructions or requests to the reader. */
  dropped: number;
}

/** Excerpt length in words by grade band [K–1, 2–3, 4–5]: short enough to read aloud, long enough to teach from. */
const WORDS: Record<"young" | "middle" | "old", { min: number; max: number }> = {
  young: { min: 60, max: 110 },
  middle: { min: 80, max: 150 },
  old: { min: 100, max: 180 },
};

/** Sentences that speak to the reader rather than tell the text: imperatives, requests, secrecy, commerce. */
const ADDRESSED =
  /^(?:please\s+)?(?:visit|go|call|click|tap|enter|send|share|buy|order|subscribe|sign|log|download|scan|write to|email|e-mail|text|tell (?:us|me|anyone|no one|nobody)|do not tell|don't tell|keep this|ask your|find us|follow us|like us|join us|remember to|don't forget|type)\b|\b(?:your (?:name|address|phone|school|password|age|birthday)|where you live|a secret|keep it secret|for free|discount|coupon|\$\d)/i;

export const isAddressedToViewer = (sentence: string): boolean =>
  !isSpeakable(sentence) || classifySentence(sentence) !== "statement" || ADDRESSED.test(sentence);

const wordsIn = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** A first "sentence" that is a title: at most eight words, no end mark of its own in the source, or title case. */
function splitTitle(text: string): { title: string | null; body: string } {
  const firstLine = text.trim().split(/\n/)[0]!.trim();
  if (firstLine && wordsIn(firstLine) <= 8 && !/[.!?]["”]?$/.test(firstLine) && text.trim().includes("\n"))
    return { title: firstLine, body: text.trim().slice(firstLine.length).trim() };
  const [first, ...rest] = sentences(text);
  if (
    first &&
    wordsIn(first) <= 6 &&
    /^(?:[A-Z0-9][\w'’-]*[\s.]*|(?:a|an|the|of|and|in|on|to|for|with)\s+)+$/.test(first)
  )
    return { title: first.replace(/\.$/, ""), body: rest.join(" ") };
  return { title: null, body: text };
}

/**
 * The excerpt of `text` for a lesson at `grade` on `standard` (a CCSS code): the title and headings separated from
 * the text; sentences addressed to the reader left out; then the run of whole sentences from the start of the
 * body (a story's order and a text's main idea are there) that reaches the grade's length. Null when nothing
 * speakable is left.
 */
export function chooseExcerpt(text: string | null | undefined, grade: Grade | null, standard: string): Excerpt | null {
  if (!text?.trim()) return null;
  void standard;
  const band = grade === "K" || grade === "1" ? "young" : grade === "2" || grade === "3" ? "middle" : "old";
  const { min, max } = WORDS[band];
  const { title, body } = splitTitle(text.slice(0, 8000));
  const kept: string[] = [];
  let dropped = 0;
  let words = 0;
  for (const s of sentences(body)) {
    // A heading inside the text (a short line in title case, no verb-like end mark) is not read as a sentence.
    if (!/[a-z]/.test(s) || (wordsIn(s) <= 5 && !/[.!?]["”]?$/.test(s))) continue;
    if (isAddressedToViewer(s)) {
      dropped += 1;
      continue;
    }
    const n = wordsIn(s);
    if (words + n > max && words >= min) break;
    if (words + n > max) continue;
    kept.push(s);
    words += n;
  }
  return kept.length > 0 ? { title, text: kept.join(" "), dropped } : null;
}
