import type { Beat, ContractScene } from "@shared/script/contract";

/**
 * A presenter's line is speech (docs/product/staging.md): what a card writes for the page, a presenter says as a
 * person would. No parenthesis, bracket, arrow, slash or "e.g." is read aloud:
 *  - an explanation in parentheses at the end of a sentence becomes its own sentence ("… Jo. Capitals on the
 *    holiday …"), one inside a sentence is said between commas ("a vowel, a, e, i, o, u, like b"), a stage direction
 *    on its own ("(Thunder booms.)") is said as narration;
 *  - a picture note ("[Picture: warm lamplight …]") is shown as a VISUAL, never read;
 *  - an arrow is said as words: "slid → slide" is "slid becomes slide";
 *  - a slash between two words is "or" ("leafs / leaves"); between the lines of a letter, an address or a verse it is
 *    a line break: a line that starts a new sentence is said as one ("Dear Ana. On Memorial Day …"), a last line of
 *    a name or two is said after its closing ("Your friend, Jo."), and verse runs on with a comma;
 *  - a letter or an address said aloud is also shown ON SCREEN line by line, with the " / " the ON SCREEN format
 *    uses for a line break, unless the line before already shows it.
 */

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A note that a picture goes with the words: shown, never said. */
const PICTURE_NOTE = /\s*\[(?:picture|illustration|image|art|photo)\s*:\s*([^\]]+)\]\s*/gi;

/** The lines of a letter, an address or a verse, said as a person reads them (see above). */
export function sayLines(text: string): string {
  const lines = text.split(/\s+\/\s+/);
  let out = lines[0]!;
  for (let i = 1; i < lines.length; i++) {
    const next = lines[i]!;
    const last = i === lines.length - 1;
    if (last && /,$/.test(out) && /^[A-Z][\w'.-]*(?:\s[A-Z][\w'.-]*)?(?:[.!?](?=\s|$).*)?$/.test(next))
      out = `${out} ${next}`;
    else if (/[.!?;:]["”’]?$/.test(out)) out = `${out} ${next}`;
    else if (/^[A-Z]/.test(next)) out = `${out.replace(/,$/, "")}. ${next}`;
    else out = `${out.replace(/,$/, "")}, ${next}`;
  }
  return out;
}

/** Parentheses said as speech (see above). */
function sayParentheses(text: string): string {
  let t = text;
  // Stage directions and notes on their own, or right after a speaker's name or an opening quote: said as narration.
  t = t.replace(
    /(^|[.!?:]["”’]?\s+|[“"]|^[A-Z][A-Z .'-]*:\s*)\(([^()]+)\)\s*/g,
    (_, before: string, inner: string) => `${before}${cap(inner.trim().replace(/[.!?]*$/, ""))}. `,
  );
  // After a sentence's end ("bee! (capital L …)"), or at its end ("Jo (Capitals on …)."): its own sentence after it.
  t = t.replace(
    /([.!?]["”’]?)\s*\(([^()]+)\)\s*[.!?]?(?=\s|$)|\s*\(([^()]+)\)\s*([.!?])(?=\s|$)|\s*\(([^()]+)\)$/g,
    (_, mark?: string, a?: string, b?: string, after?: string, c?: string) => {
      const said = (a ?? b ?? c ?? "").trim().replace(/[.!?]+$/, "");
      // A word or three at a sentence's end ("or consonant-le (ble).") is said between commas, not as a sentence.
      if (!mark && said.split(/\s+/).length < 4) return `, ${said}${after ?? "."}`;
      return `${mark ?? "."} ${cap(said)}${after && after !== "." ? after : "."}`;
    },
  );
  // Inside a sentence: between commas.
  t = t.replace(/\s*\(([^()]+)\)/g, (_, inner: string) => `, ${inner.trim().replace(/[.!?]+$/, "")},`);
  return (
    t
      .replace(/,\s*([,.!?;:])/g, "$1")
      // A mark doubled by a note taken out ("bee!." / "dog. ."), never an ellipsis ("so ... that").
      .replace(/([.!?])\s+\.(?!\.)/g, "$1")
      .replace(/([!?])\.(?!\.)/g, "$1")
      .replace(/\s{2,}/g, " ")
      .trim()
  );
}

/** The part of `t` from the start of the sentence holding its first " / " to the end of the one holding its last. */
function linesSpan(t: string): [number, number] | null {
  const first = t.search(/\s\/\s/);
  if (first < 0) return null;
  const lastSlash = t.lastIndexOf(" / ");
  let start = 0;
  for (const m of t.slice(0, first).matchAll(/[.!?:]["”’]?\s+|[“"]/g)) start = m.index + m[0].length;
  const end = /[.!?]["”’]?(?=\s+[A-Z“"]|$)|[“”"]/.exec(t.slice(lastSlash + 3));
  return [start, end ? lastSlash + 3 + end.index + (/[.!?]/.test(end[0][0]!) ? 1 : 0) : t.length];
}

/** `text` as a presenter says it (see above). */
export function spokenLine(text: string): string {
  let t = text.replace(PICTURE_NOTE, " ").trim();
  t = t.replace(/\be\.g\.,?\s*/gi, "for example, ");
  t = t.replace(/\s*(?:→|->)\s*/g, " becomes ");
  // Two words offered in parentheses ("Two (leafs / leaves) fell"): a choice said with "or".
  t = t.replace(/\(([\w'-]+(?: [\w'-]+)?)\s+\/\s+([\w'-]+(?: [\w'-]+)?)\)/g, "$1 or $2");
  t = t.replace(/\[([^\]]+)\]/g, "$1");
  // A quoted term with its other name ("lesson (moral)") is said with "or": "lesson or moral".
  t = t.replace(/(["“][\w' -]{1,30}?) \(([\w' -]{1,20})\)(\.?["”])/g, "$1 or $2$3");
  if (/[()]/.test(t)) t = sayParentheses(t);
  // A parenthesis left unmatched is not said.
  t = t.replace(/[()]/g, "");
  for (let span = linesSpan(t); span; span = linesSpan(t))
    t = `${t.slice(0, span[0])}${sayLines(t.slice(span[0], span[1]))}${t.slice(span[1])}`;
  return t.replace(/\s{2,}/g, " ").trim();
}

/** The picture notes of `text` ("[Picture: …]"), for VISUAL cues. */
export const pictureNotes = (text: string): string[] =>
  [...text.matchAll(PICTURE_NOTE)].map((m) => `${cap(m[1]!.trim().replace(/[.;]+$/, ""))}.`);

/**
 * The lines of a letter or an address inside `text` (a line of its own ending in a comma, the next starting with a
 * capital: "Dear Ana, / On Memorial Day …"), as shown ON SCREEN; null when it has none.
 */
export function letterShown(text: string): string | null {
  if (!/\s\/\s/.test(text)) return null;
  const m = /(?:^|[.!?:]\s+)((?:Dear|To)\b[^/]*?,\s+\/\s+.*)$|(?:^|[.!?:]\s+)([^./!?:]+,\s+\/\s+[A-Z].*)$/.exec(text);
  const lines = (m?.[1] ?? m?.[2])?.trim().split(/\s+\/\s+/) ?? [];
  if (lines.length < 3) return null;
  // The last line ends the letter: what follows it ("Jo. I put capitals …") is said about it, not shown in it.
  const last = lines.pop()!.replace(/[.!?].*$/, "");
  return [...lines, last].join(" / ");
}

/**
 * Every presenter line of `scenes` said as speech (`spokenLine`), its picture notes moved to a VISUAL before it and
 * a letter it reads shown ON SCREEN line by line before it. Changes `scenes` in place.
 */
export function speakPresenterLines(scenes: ContractScene[]): void {
  for (const sc of scenes) {
    const beats: Beat[] = [];
    for (const b of sc.beats) {
      if (b.type !== "line") {
        beats.push(b);
        continue;
      }
      for (const v of pictureNotes(b.text)) beats.push({ type: "visual", text: v });
      const letter = letterShown(b.text.replace(PICTURE_NOTE, " "));
      const prev = beats[beats.length - 1];
      if (letter && !(prev?.type === "onScreen" && prev.text.replace(/[,.]/g, "") === letter.replace(/[,.]/g, "")))
        beats.push({ type: "onScreen", text: letter });
      beats.push({ ...b, text: spokenLine(b.text) });
    }
    sc.beats = beats;
  }
}
