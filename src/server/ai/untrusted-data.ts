/**
 * Neutralising `<untrusted-data>` delimiter look-alikes (docs/decisions/0056-model-path-and-script-check.md,
 * docs/product/security.md). A value typed by a user or extracted from a file goes inside a block; if it held
 * anything a model could read as the block's closing (or an opening) tag, the rest of the value would stand
 * outside the block as instructions. Models read loosely, so "looks like" is broad: any case, spaces or
 * punctuation inside the tag, HTML entities for the angle brackets, Unicode look-alikes (fullwidth `＜`, `‹`,
 * `〈`, Cyrillic or Greek letters that look Latin, mathematical letters) and invisible characters inside.
 *
 * Each character is mapped to a plain "skeleton" character (NFKC, lower case, confusables folded, invisible
 * characters dropped) with its position kept, the tag is looked for in the skeleton, and the matching span of
 * the ORIGINAL text is replaced. Everything else stays exactly as written.
 */

/** What a neutralised tag becomes. */
export const TAG_REMOVED = "[tag removed]";

/** Invisible characters: zero-width spaces and joiners, word joiner, BOM, soft hyphen, bidi marks, variation selectors. */
const INVISIBLE_RANGES: readonly [number, number][] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180e],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xe0000, 0xe007f],
];
const isInvisible = (ch: string): boolean => {
  const cp = ch.codePointAt(0)!;
  return INVISIBLE_RANGES.some(([lo, hi]) => cp >= lo && cp <= hi);
};

/** Look-alikes NFKC leaves alone, folded to the character they imitate. */
const CONFUSABLES: Record<string, string> = {
  // Angle brackets and slashes.
  "‹": "<",
  "〈": "<",
  "⟨": "<",
  "《": "<",
  "«": "<",
  ᐸ: "<",
  "˂": "<",
  "❮": "<",
  "❬": "<",
  "⧼": "<",
  "›": ">",
  "〉": ">",
  "⟩": ">",
  "》": ">",
  "»": ">",
  ᐳ: ">",
  "˃": ">",
  "❯": ">",
  "❭": ">",
  "⧽": ">",
  "∕": "/",
  "⁄": "/",
  "⧸": "/",
  "╱": "/",
  "\\": "/",
  // Dashes.
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "–": "-",
  "—": "-",
  "―": "-",
  "−": "-",
  "⁃": "-",
  _: "-",
  // Cyrillic letters that look Latin.
  а: "a",
  е: "e",
  о: "o",
  р: "p",
  с: "c",
  у: "y",
  х: "x",
  і: "i",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  һ: "h",
  т: "t",
  к: "k",
  м: "m",
  н: "h",
  в: "b",
  г: "r",
  п: "n",
  и: "u",
  ц: "u",
  џ: "u",
  // Greek letters that look Latin.
  α: "a",
  ε: "e",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  ν: "v",
  ι: "i",
  κ: "k",
  η: "n",
  μ: "u",
  δ: "d",
  ϲ: "c",
  // Latin letters from other blocks.
  ı: "i",
  ɑ: "a",
  ʊ: "u",
  ս: "u",
  ո: "n",
  ɗ: "d",
  ȶ: "t",
  ʀ: "r",
  ꭱ: "r",
  ᴜ: "u",
  ɴ: "n",
  ᴛ: "t",
  ꜱ: "s",
  ᴅ: "d",
  ᴀ: "a",
};

interface Skeleton {
  text: string;
  /** For each skeleton character, the index in the original text of the character it came from. */
  from: number[];
}

function skeletonOf(text: string): Skeleton {
  let out = "";
  const from: number[] = [];
  let i = 0;
  for (const ch of text) {
    const at = i;
    i += ch.length;
    if (isInvisible(ch)) continue;
    const folded = CONFUSABLES[ch] ?? CONFUSABLES[ch.toLowerCase()];
    const plain = folded ?? ch.normalize("NFKC").toLowerCase();
    for (const p of plain) {
      out += CONFUSABLES[p] ?? p;
      from.push(at);
    }
  }
  return { text: out, from };
}

/**
 * The tag in skeleton form: an opening bracket (or its HTML entity), an optional slash, "untrusted", any
 * separator, "data", and — when there is one within reach on the same stretch — everything up to the closing
 * bracket (attributes included). Spaces may sit between any two characters of the name.
 */
const gap = "[\\s\\-.·*'\"`|:]*";
const spaced = (word: string) => [...word].join("\\s*");
const OPEN = "(?:<|&lt;?|&#0*60;?|&#x0*3c;?|\\[|\\{)";
const CLOSE = "(?:>|&gt;?|&#0*62;?|&#x0*3e;?|\\]|\\})";
const TAG_RE = new RegExp(
  `${OPEN}\\s*/?\\s*/?\\s*${spaced("untrusted")}${gap}${spaced("data")}(?:[^<>\\n]{0,200}?${CLOSE})?`,
  "gi",
);
/** A bare name near a bracket-like end counts too ("untrusted-data>"), so half a tag cannot close the block. */
const TAIL_RE = new RegExp(`${spaced("untrusted")}${gap}${spaced("data")}\\s*${CLOSE}`, "gi");

/** Spans [start, end) of the original text that look like a delimiter, in order, not overlapping. */
function delimiterSpans(text: string): [number, number][] {
  const sk = skeletonOf(text);
  const spans: [number, number][] = [];
  for (const re of [TAG_RE, TAIL_RE]) {
    re.lastIndex = 0;
    for (let m = re.exec(sk.text); m; m = re.exec(sk.text)) {
      const start = sk.from[m.index]!;
      const lastSk = m.index + m[0].length - 1;
      const lastOrig = sk.from[lastSk]!;
      // The original character at lastOrig may be several code units long (a surrogate pair).
      const end = lastOrig + (text.codePointAt(lastOrig)! > 0xffff ? 2 : 1);
      spans.push([start, end]);
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const s of spans) {
    const last = merged.at(-1);
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([...s]);
  }
  return merged;
}

/** `text` with every delimiter look-alike replaced by {@link TAG_REMOVED}; the rest kept as written. */
export function neutraliseDelimiters(text: string): string {
  const spans = delimiterSpans(text);
  if (spans.length === 0) return text;
  let out = "";
  let at = 0;
  for (const [start, end] of spans) {
    out += text.slice(at, start) + TAG_REMOVED;
    at = end;
  }
  return out + text.slice(at);
}

/** Whether `text` still holds anything that looks like an `<untrusted-data>` tag (used by the tests). */
export const hasDelimiterLookAlike = (text: string): boolean => delimiterSpans(text).length > 0;
