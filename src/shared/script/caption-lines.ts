import { citedStandardCodes } from "../script-format";

/**
 * Caption text and where it breaks, after the DCMP Captioning Key ("Caption Key: Guidelines and Preferred
 * Techniques", Described and Captioned Media Program, https://dcmp.org/learn/captioningkey), as the project
 * applies it in docs/product/exports.md:
 *  - at most 2 lines per caption and CAPTION_LINE_CHARS characters per line;
 *  - lines and captions break at phrase boundaries: after a sentence, then after a comma, colon or dash, then
 *    before a conjunction or preposition; never after an article, a preposition or a possessive;
 *  - the caption shows only what is said: no speaker prefix, stage direction, VISUAL / ON SCREEN cue or
 *    standard code.
 */

/** Longest caption line, characters (DCMP Captioning Key: 32 characters a line). */
export const CAPTION_LINE_CHARS = 32;

/** Characters as a reader counts them (code points of the NFC text). */
export const captionLength = (s: string): number => [...s.normalize("NFC")].length;

/**
 * What a viewer hears in a spoken line, as caption text: the editor's formatting markers, parenthesised or
 * bracketed stage directions ("(laughs)", "[whispers]") and standard codes removed, whitespace collapsed.
 */
export function spokenCaptionText(line: string): string {
  const codes = citedStandardCodes(line);
  let s = line
    .normalize("NFC")
    .replace(/\*\*|(?<!_)__(?!_)/g, "")
    .replace(/(?<![\w*])\*(?=\S)([^*\n]*?\S)\*(?![\w*])/g, "$1")
    .replace(/\s*[([][^()[\]]*[)\]]/g, "");
  for (const code of codes) s = s.split(code).join("");
  return s
    .replace(/\s+([,.;:!?])/g, "$1")
    .replace(/([,;:])(?=[,.;:!?])/g, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:—–-]+/, "")
    .trim();
}

const SENTENCE_END = /[.!?…]["”’)]*$/;
const CLAUSE_END = /[,;:—–]["”’)]*$/;
const CONJUNCTIONS = new Set(
  "and but or so because when while if then that which who where until before after as than".split(" "),
);
const PREPOSITIONS = new Set("to in on at with for from of by about like into over under through".split(" "));
/** Words a caption line should not end with: they belong to what follows (DCMP line breaks). */
const CLINGING = new Set(
  "a an the to of in on at with for from by and or but my your his her its our their this these those is are was were very not no".split(
    " ",
  ),
);
const bare = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");

/**
 * Cost of breaking (a line or a caption) between `words[i]` and `words[i + 1]`: 0 after a sentence, 1 after a
 * comma, colon or dash or after a "[Name]" mark, 2 before a conjunction, 3 before a preposition, 8 after a
 * clinging word, else 5.
 */
export function breakCost(words: readonly string[], i: number): number {
  const before = words[i]!;
  const after = words[i + 1] ?? "";
  if (SENTENCE_END.test(before)) return 0;
  if (CLAUSE_END.test(before) || /^[—–]/.test(after)) return 1;
  if (/^\[.*\]$/.test(before)) return 1;
  if (CLINGING.has(bare(before))) return 8;
  if (CONJUNCTIONS.has(bare(after))) return 2;
  if (PREPOSITIONS.has(bare(after))) return 3;
  return 5;
}

/** Words of caption text, a word longer than a caption line cut into line-sized pieces. */
export function captionWords(text: string): string[] {
  return text
    .split(" ")
    .filter(Boolean)
    .flatMap((w) => {
      const chars = [...w];
      if (chars.length <= CAPTION_LINE_CHARS) return [w];
      const parts: string[] = [];
      for (let i = 0; i < chars.length; i += CAPTION_LINE_CHARS)
        parts.push(chars.slice(i, i + CAPTION_LINE_CHARS).join(""));
      return parts;
    });
}

/**
 * The best way to show `words[from..to)` (end exclusive) in at most two lines (DCMP Captioning Key: no more than
 * two lines a caption) of CAPTION_LINE_CHARS: the lines
 * and the cost of the break between them (a cheap phrase boundary, then balanced lengths); null when the words
 * do not fit.
 */
export function layoutCaption(
  words: readonly string[],
  from: number,
  to: number,
): { lines: string[]; cost: number } | null {
  const text = (a: number, b: number) => words.slice(a, b).join(" ");
  const whole = text(from, to);
  if (captionLength(whole) <= CAPTION_LINE_CHARS) return { lines: [whole], cost: 0 };
  let best: { lines: string[]; cost: number } | null = null;
  for (let k = from + 1; k < to; k++) {
    const first = text(from, k);
    const second = text(k, to);
    const a = captionLength(first);
    const b = captionLength(second);
    if (a > CAPTION_LINE_CHARS || b > CAPTION_LINE_CHARS) continue;
    const cost = breakCost(words, k - 1) + Math.abs(a - b) / 16;
    if (!best || cost < best.cost) best = { lines: [first, second], cost };
  }
  return best;
}
