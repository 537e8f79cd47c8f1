/**
 * Blanks said aloud. A card writes a fill-in item for the screen: "Last night we ___ tacos for dinner. (eat)",
 * "Six ___ swam in the tank. (fish / fishes)", "Yesterday Jamal (run) to the bus." A presenter cannot say "___" or
 * "(eat)": the screen shows the item as written, and the presenter says the blank as the word "blank", the base word
 * as "Use the word eat.", and the choices as a question ("Fish or fishes?").
 */

/** A blank as cards write it: two or more underscores (one blank may be "___ ___" for two words). */
export const BLANK = /_{2,}/;
const BLANKS = /_{2,}/g;

/** "(eat)", "(fish / fishes)", "(whimpered, giggled, announced)": a base word or the words to choose from. */
const WORD_CHOICE = /\s*\(([a-z][a-z'’-]*(?:\s*(?:\/|,|\bor\b)\s*[a-z][a-z'’-]*)*)\)/g;
/** A base word in the sentence's own place, with no blank ("Yesterday Jamal (run) to the bus."). */
const WORD_IN_PLACE = /(?<=[A-Za-z,] )\(([a-z][a-z'’-]*)\)(?= [a-z])/g;

const capitalize = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** "fish / fishes" → "Fish or fishes?"; "eat" → "Use the word eat." */
function sayWordChoice(inside: string): string {
  const words = inside
    .split(/\s*(?:\/|,|\bor\b)\s*/)
    .map((w) => w.trim())
    .filter(Boolean);
  if (words.length === 1) return `Use the word ${words[0]}.`;
  const list = words.length === 2 ? words.join(" or ") : `${words.slice(0, -1).join(", ")}, or ${words.at(-1)}`;
  return `${capitalize(list)}?`;
}

/** Whether an item's text holds a blank to show on screen (a blank, or a base word in the sentence's place). */
export const hasBlank = (text: string): boolean =>
  BLANK.test(text) || ((text.match(/\(/g) ?? []).length === 1 && new RegExp(WORD_IN_PLACE.source).test(text));

/** Where the sentence holding index `at` ends in `text` (after its end mark and closing quote), or the text's end. */
function sentenceEnd(text: string, at: number): number {
  const m = /[.!?…]+["”’')]*(?=\s|$)/.exec(text.slice(at));
  return m ? at + m.index + m[0].length : text.length;
}

/**
 * `text` as a presenter says it: each blank said "blank" (at a sentence's start, "Blank"), a base word or choice in
 * parentheses taken out of the sentence and said after it. Parentheses are read this way only in a line with a blank,
 * or, with `inPlace`, where a base word stands in the sentence's own place (an item's material, not a key term's
 * gloss such as "cred (believe)").
 */
export function speakBlanks(text: string, options: { inPlace?: boolean } = {}): string {
  let out = text;
  // One base word in place is an item's material; two or more are glosses ("cred (believe) or therm (heat)").
  if (options.inPlace && !BLANK.test(out) && (out.match(/\(/g) ?? []).length === 1)
    out = out.replace(WORD_IN_PLACE, "___ ($1)");
  if (!BLANK.test(out)) return out;
  // Each parenthesized base word or choice goes after the sentence it belongs to.
  for (;;) {
    WORD_CHOICE.lastIndex = 0;
    const m = WORD_CHOICE.exec(out);
    if (!m) break;
    const before = out.slice(0, m.index);
    let after = out.slice(m.index + m[0].length);
    // "… the tank. (fish / fishes)." keeps one end mark.
    if (/^[.!?]/.test(after) && /[.!?…]["”’')]*$/.test(before)) after = after.slice(1);
    const rest = before + after;
    const at = sentenceEnd(rest, Math.min(m.index, rest.length));
    // A choice that closes its line ("… the tank. (fish / fishes)") follows the sentence before it.
    out = `${rest.slice(0, at)} ${sayWordChoice(m[1]!)}${rest.slice(at)}`.replace(/\s{2,}/g, " ").trim();
  }
  return out
    .replace(/_{2,}(?:[ ,]+_{2,})*/g, (m) => (m.match(BLANKS)!.length > 1 ? "blank, blank" : "blank"))
    .replace(/(^|[.!?…]["”’')]*\s+|:\s+|["“]\s*)blank\b/g, (m) => m.replace(/blank$/, "Blank"));
}

/**
 * An item with a note for the screen ("Picture: a cat sitting on a chair. Tell where the cat is."; "Words: Malik
 * ducked. Picture: the two children crouch low. How do they feel?"): the picture as a VISUAL line, and what the
 * presenter says ("Look at the picture. Tell where the cat is."; "Words: …" as "The words say: …"). Null when the
 * item has no picture note.
 */
export function pictureFirst(text: string): { visual: string; said: string } | null {
  const note = /(^|[.!?…]["”’]?\s+)Picture:\s+([^.!?]*[.!?]?)\s*/.exec(text.trim());
  if (!note?.[2]) return null;
  const picture = note[2].trim().replace(/[.!?]$/, "");
  const said = text
    .trim()
    .replace(note[0], `${note[1]}Look at the picture. `)
    .replace(/(^|[.!?…]["”’]?\s+)Words:\s+/g, "$1The words say: ")
    .trim();
  return { visual: `A picture on screen: ${picture}.`, said };
}
