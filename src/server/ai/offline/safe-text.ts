import { sayLines } from "./spoken-lines";
import { hasContactDetails } from "@shared/script/check-script";
import { citedStandardCodes, oneLine } from "@shared/script-format";

/**
 * Everything a user or a file supplies is data, never instructions. Before any of it
 * is put in a character's mouth it goes through these filters. Also the small sentence helpers the
 * offline engine writes lines with.
 */

/**
 * Sentences that address the viewer with an action outside the video, or try to instruct the writer. "Visit", "go to"
 * and "order" only as calls to a website or a purchase: "Bees visit the flower", a story's "Duck will go to the
 * pond" and a text's "in order" are text (commands in general are the document classifier's, `classifySentence`).
 */
const INSTRUCTION_RE =
  /\b(?:visit (?:us|our|my|www|http|the (?:website|site|page|store|shop))|go to (?:our|my|this|the (?:website|site|page|link|app|shop|store online))|go online|log ?in|sign ?up|subscribe|click|tap here|type in|enter your|call us|call now|text us|send (?:us|your|me)|download|scan|order (?:now|today|online|yours|one|it|this|here)|buy (?:now|today|online|here|yours)|win a|prize|home address|password|credit card|ignore (?:all|any|the|previous|above)|disregard|system prompt|instructions?|you are (?:now )?(?:an?|the) (?:ai|assistant|model))\b/i;

/**
 * A purchase asked of the viewer: "Buy one today.", "You can buy it at…", "Ask your parents to buy…". A character
 * who wants to buy something ("Leo wanted to buy a blue kite") is a story, not a request, and is read.
 */
const PURCHASE_REQUEST =
  /^\W*(?:please\s+)?buy\b|\b(?:you|u)\b(?:\s+\w+){0,3}\s+buy\b|\byour (?:parents?|family|mom|dad|grown-?ups?)\b[^.!?]{0,30}\bbuy\b/i;

/** Whether a sentence may be spoken to children: no URL, e-mail, phone, code or call to action. */
export function isSpeakable(sentence: string): boolean {
  return (
    !hasContactDetails(sentence) &&
    !INSTRUCTION_RE.test(sentence) &&
    !PURCHASE_REQUEST.test(sentence) &&
    citedStandardCodes(sentence).length === 0
  );
}

/**
 * Sentences of a text, one line each: split after . ! ? (with any closing quote or bracket kept on the
 * sentence it closes) before a capital, a digit or an opening quote.
 */
export function sentences(text: string): string[] {
  const pieces = oneLine(text)
    .split(/(?<=[.!?…]["”’')]*)\s+(?=["“‘(]?[A-Z0-9])/)
    .map((s) => s.trim())
    .filter(Boolean);
  // “Sam, did you do this?” Mom asked. — a speaker tag after a quotation belongs to it; so does the rest of a
  // sentence after an abbreviation ("According to the U.S. Environmental Protection Agency, …").
  const out: string[] = [];
  for (const piece of pieces) {
    const prev = out.at(-1);
    if (prev && ((/["”]$/.test(prev) && SPEAKER_TAG.test(piece)) || ABBREVIATION_END.test(prev)))
      out[out.length - 1] = `${prev} ${piece}`;
    else out.push(piece);
  }
  return out;
}

/** A piece ending in an abbreviation that is followed by more of its sentence, not the sentence's end. */
const ABBREVIATION_END =
  /(?:^|[\s(“"])(?:U\.S|U\.K|Mr|Mrs|Ms|Dr|St|Mt|Jr|Sr|Prof|Gen|Capt|Lt|Sgt|Gov|Sen|Rep|vs|No)\.$/;

const SPEAKER_TAG =
  /^(?:[A-Z][\w'’]*\s){1,2}(?:said|says|asked|asks|shouted|whispered|cried|called|replied|yelled|answered|added|laughed|sighed|explained)\b/;

/**
 * A sentence of a story cut from a quotation that runs on past it (`Hana said, "What if our flag has three parts,
 * like a real flag?` … `A book for our reading." Omar leaned over`) with its quotation closed or opened again, so
 * it can be cited whole: every mark it opens is closed.
 */
export function closeQuote(text: string): string {
  const t = text.trim();
  if (!opensQuote(t) && (t.match(/”/g) ?? []).length <= (t.match(/“/g) ?? []).length) return t;
  const curly = /[“”]/.test(t);
  const last = Math.max(t.lastIndexOf('"'), t.lastIndexOf("“"), t.lastIndexOf("”"));
  // A mark before a word opens a quotation the sentence does not close; any other closes one opened before it.
  const opens = /[“"]/.test(t[last] ?? "") && /\S/.test(t[last + 1] ?? "") && t[last] !== "”";
  return opens ? `${t}${curly ? "”" : '"'}` : `${curly ? "“" : '"'}${t}`;
}

/** Whether `text` leaves a double quotation open (“ without ”, or an odd number of straight quotes). */
function opensQuote(text: string): boolean {
  const curlyOpen = (text.match(/“/g) ?? []).length;
  const curlyClose = (text.match(/”/g) ?? []).length;
  const straight = (text.match(/"/g) ?? []).length;
  return curlyOpen > curlyClose || straight % 2 === 1;
}

/**
 * A passage cut into read-aloud lines: paragraphs (separated by line breaks) never share a line; a poem's
 * lines (" / ") are read a few at a time with their breaks kept; prose is cut into whole sentences of
 * about `maxWords` words, never inside a quotation, so dialogue in a story stays with its speaker tag.
 */
export function readAloudChunks(text: string, maxWords = 28): string[] {
  const chunks: string[] = [];
  for (const paragraph of text
    .split(/\s*\n\s*/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    // A poem: short lines joined by " / " (a long "line" means prose follows; it is read as sentences).
    if (paragraph.includes(" / ") && paragraph.split(/\s+\/\s+/).every((l) => l.split(/\s+/).length <= 16)) {
      const lines = paragraph.split(/\s+\/\s+/);
      for (let i = 0; i < lines.length; i += 4) chunks.push(spokenVerse(lines.slice(i, i + 4).join(" / ")));
      continue;
    }
    let current = "";
    for (const s of sentences(paragraph)) {
      const next = current ? `${current} ${s}` : s;
      if (current && next.split(/\s+/).length > maxWords && !opensQuote(current)) {
        chunks.push(current);
        current = s;
      } else current = next;
    }
    if (current) chunks.push(current);
  }
  return chunks;
}

/**
 * Verse as a presenter says it: the " / " that marks a line break on the page is not read; a line that ends
 * without punctuation gets a comma, so the reader still pauses there ("Warm bread smells sweet, / oranges shine"
 * → "Warm bread smells sweet, oranges shine").
 */
export function spokenVerse(text: string): string {
  // A letter's lines are its greeting, body and closing, said as sentences ("Dear Pat. Your friend.").
  if (/^Dear\b/.test(text.trim())) return sayLines(text);
  return text.replace(/([^\s/])\s+\/\s+/g, (_m, last: string) =>
    /[,.;:!?…"”’)—-]/.test(last) ? `${last} ` : `${last}, `,
  );
}

const PICTURE_NOTE =
  /\s*\((?:picture|illustration|photo|diagram|image|drawing|map|caption)s?:\s*([^()]*)\)|\s*\((?:in bold|bold|in italics)\)/gi;

/**
 * Splits notes meant for the screen out of text that is read aloud: "(Picture: a red balloon)" becomes a
 * visual, "(in bold)" is dropped (the screen shows the bold); the rest is the speech.
 */
export function splitPictureNotes(text: string): { speech: string; visuals: string[] } {
  const visuals: string[] = [];
  const speech = text.replace(PICTURE_NOTE, (_m, picture: string | undefined) => {
    if (picture?.trim()) visuals.push(end(picture.trim().charAt(0).toUpperCase() + picture.trim().slice(1)));
    return "";
  });
  return { speech: speech.replace(/[ \t]{2,}/g, " ").trim(), visuals };
}

/** Paragraphs of a passage (separated by line breaks). */
export const paragraphsOf = (text: string): string[] => text.split(/\s*\n\s*/).filter((p) => p.trim());

/** `text` ending in sentence punctuation (a closing quote or bracket after it counts); a period added if not. */
export function end(text: string): string {
  // A text that stops on a comma (a letter's greeting "Dear Uncle Ray,", a line of a poem) is said to its end: the
  // comma gives way to the period, never ",." (a specialist's reading found "Your friend,.").
  const t = text.trim().replace(/,$/, "");
  return /[.!?…]["”’')]*$/.test(t) ? t : `${t}.`;
}

/** A user-supplied short field (name, label, catchphrase) made safe to say: one line, no contact details, capped. */
export function speakableField(text: string | null | undefined, maxChars: number): string {
  const line = oneLine(text ?? "");
  if (!line || !isSpeakable(line)) return "";
  return line.length <= maxChars ? line : `${line.slice(0, maxChars).replace(/\s+\S*$/, "")}`;
}

/**
 * `text` in whole sentences of at most `maxChars` (for a VISUAL or ON SCREEN cue, which must never stop
 * mid-phrase): the sentences that fit; when even the first is longer, its main clause (up to the first comma or
 * clause word past its opening words), ended with a period; "" when nothing whole fits or the text may not be shown.
 */
export function wholeSentences(text: string | null | undefined, maxChars: number): string {
  const line = oneLine(text ?? "");
  if (!line || !isSpeakable(line)) return "";
  // A sentence ends outside any quotation: "about “Cap or cup? One letter changes the word”" is one title.
  const all: string[] = [];
  for (const s of sentences(line)) {
    const prev = all.at(-1);
    if (prev !== undefined && !balanced(prev)) all[all.length - 1] = `${prev} ${s}`;
    else all.push(s);
  }
  let out = "";
  for (const s of all) {
    const next = out ? `${out} ${s}` : s;
    if (next.length > maxChars) break;
    out = next;
  }
  if (out) return end(out);
  const first = all[0] ?? "";
  const head = first.slice(0, maxChars);
  // The main clause: up to the first comma or clause word past its opening words (a later comma may sit in a list),
  // and never inside a title: not within quotation marks or brackets ("about “Feeling and Sense Words”"), and not
  // before a capitalized word ("about Theme and Summary", "Penny, Quill").
  const at = [...head.matchAll(/,(["”]?)\s+(?=[a-z])|\s(?=(?:where|which|who|while|and|as|so|because)\s+[a-z])/g)]
    .map((m) => m.index + (m[0].startsWith(",") ? 1 + (m[1]?.length ?? 0) : 0))
    .find((i) => i > 40 && balanced(first.slice(0, i)));
  if (at === undefined) return "";
  // No comma or colon left before the period; a closing quotation mark keeps the period inside it.
  const clause = first
    .slice(0, at)
    .replace(/[\s,;:]+$/, "")
    .replace(/[,;:](["”])$/, "$1");
  // A title that ends on its own mark ("…why am I reading this?”") gets no second one.
  if (/[.!?…]["”]$/.test(clause)) return clause;
  return /["”]$/.test(clause) ? `${clause.slice(0, -1)}.${clause.slice(-1)}` : end(clause);
}

/** Whether every quotation mark and bracket opened in `text` is closed. */
function balanced(text: string): boolean {
  const count = (re: RegExp) => (text.match(re) ?? []).length;
  return (
    count(/“/g) === count(/”/g) &&
    count(/"/g) % 2 === 0 &&
    count(/\(/g) === count(/\)/g) &&
    count(/\[/g) === count(/\]/g)
  );
}
