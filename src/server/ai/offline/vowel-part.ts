import type { TeachingCard } from "@shared/curriculum/teaching-card";
import type { NamedPart } from "./typed-part";

/**
 * One vowel sound a typed topic names ("short a words like cat and map", "long e", "the short i sound") as the part
 * of a vowel-sounds card that leads the lesson (docs/decisions/0088). The cards on short and long vowels (RF.K.3.b,
 * RF.1.2.a, RF.1.3.c, RF.2.3.a) work on all five vowels, both ways; a lesson on "short a" models, practises and
 * first checks words with that sound: the typed words ("cat", "map") when they have it, else common words with it.
 * The words below were written by hand: one-syllable words a K–2 child decodes, each with the sound surely.
 */

type Length = "short" | "long";
type Vowel = "a" | "e" | "i" | "o" | "u";

/** Common words with each sound, the first three used when the topic gives none. */
const WORDS: Record<Length, Record<Vowel, string[]>> = {
  short: {
    a: ["cat", "map", "bag"],
    e: ["bed", "net", "hen"],
    i: ["pig", "sit", "fin"],
    o: ["hot", "mop", "dog"],
    u: ["cut", "sun", "bug"],
  },
  long: {
    a: ["cake", "rain", "play"],
    e: ["me", "feet", "bead"],
    i: ["bike", "kite", "pie"],
    o: ["go", "rope", "boat"],
    u: ["cute", "mule", "cube"],
  },
};

/** How each sound is written between slashes, as the cards write it (/a/, /ā/). */
const MARK: Record<Vowel, string> = { a: "ā", e: "ē", i: "ī", o: "ō", u: "ū" };
const sound = (len: Length, v: Vowel) => `/${len === "short" ? v : MARK[v]}/`;

/** Whether `word` surely has the sound: one vowel letter closed in for a short one; a silent e or team for a long. */
function hasSound(word: string, len: Length, v: Vowel): boolean {
  const w = word.toLowerCase();
  if (len === "short") return new RegExp(`^[^aeiouy]*${v}[^aeiouy]+$`).test(w);
  const long: Record<Vowel, RegExp> = {
    a: /^[^aeiou]*(?:a[^aeiou]e|ai[^aeiou]*|ay)$/,
    e: /^[^aeiou]*(?:e|ee[^aeiou]*|ea[^aeiou]*|e[^aeiou]e)$/,
    i: /^[^aeiou]*(?:i[^aeiou]e|igh[^aeiou]*|ie|y)$/,
    o: /^[^aeiou]*(?:o|o[^aeiou]e|oa[^aeiou]*|ow)$/,
    u: /^[^aeiou]*(?:u[^aeiou]e|ue|ew)$/,
  };
  return long[v].test(w);
}

/** The sound a topic names: "short a", "long-e", "the short i sound"; null for none, or for more than one. */
export function vowelSound(topic: string): { len: Length; vowel: Vowel } | null {
  const all = [...topic.matchAll(/\b(short|long)[- ]([aeiou])\b(?![-'’])/gi)];
  const kinds = new Set(all.map((m) => `${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()}`));
  if (kinds.size !== 1) return null;
  const m = all[0]!;
  return { len: m[1]!.toLowerCase() as Length, vowel: m[2]!.toLowerCase() as Vowel };
}

/** The words a topic gives after "like" or "such as" ("like cat and map" → cat, map). */
function typedWords(topic: string): string[] {
  const m = /\b(?:like|such as|as in)\s+(.+)$/i.exec(topic);
  if (!m) return [];
  return m[1]!
    .split(/,\s*|\s+(?:and|or)\s+|\s+/)
    .map((w) => w.replace(/[^a-z]/gi, ""))
    .filter((w) => /^[a-z]{2,6}$/i.test(w) && !/^(?:and|or|the|a|an)$/i.test(w));
}

/** A card on short and long vowel sounds: its key terms name them. */
const onVowelSounds = (card: TeachingCard) =>
  card.keyTerms.some((k) => /\b(?:short|long) vowel\b/i.test(k.term)) && /^RF\./.test(card.code);

const OTHER: Record<Vowel, Vowel> = { a: "i", e: "o", i: "u", o: "a", u: "e" };

/**
 * The vowel sound a typed topic names, as the part that leads a lesson on a vowel-sounds card, or null. Its items
 * (`rule`) model two words with the sound (the typed ones first), practise a third and check it against the other
 * length of the same vowel and another vowel; `partCard` adds them and `partLeads` puts them first.
 */
export function vowelPart(topic: string, card: TeachingCard): NamedPart | null {
  const named = vowelSound(topic);
  if (!named || !onVowelSounds(card)) return null;
  const { len, vowel } = named;
  const other: Length = len === "short" ? "long" : "short";
  const given = typedWords(topic)
    .map((w) => w.toLowerCase())
    .filter((w) => hasSound(w, len, vowel));
  const words = [...new Set([...given, ...WORDS[len][vowel]])];
  const [first, second, third] = words as [string, string, string];
  const name = `${len} ${vowel}`;
  const s = sound(len, vowel);
  const cap = (w: string) => `${w.charAt(0).toUpperCase()}${w.slice(1)}`;
  const esc = (w: string) => w.replace(/[^a-z]/gi, "");
  const said = new RegExp(`\\b${len}[- ]${vowel}\\b|\\b(?:${words.slice(0, 3).map(esc).join("|")})\\b`, "i");
  const wrongLength = WORDS[other][vowel][0]!;
  const wrongVowel = WORDS[len][OTHER[vowel]][0]!;
  return {
    term: name,
    definition:
      len === "short"
        ? `The quick sound of the letter ${vowel}, ${s}, like in ${first}.`
        : `The sound of the letter ${vowel} when it says its name, ${s}, like in ${first}.`,
    topic: new RegExp(`\\b${len}[- ]${vowel}\\b`, "i"),
    item: said,
    sample: `${cap(len)} ${vowel} words`,
    rule: {
      shows: new RegExp(`\\b(?:${[first, second, third].map(esc).join("|")})\\b`, "i"),
      example: {
        show: `${first}   ${second}`,
        thinkAloud: `${cap(first)} has a ${name}: ${s}. ${cap(second)} has a ${name}, too: ${s}.`,
        answer: `${cap(first)} and ${second} both have the ${name} sound, ${s}.`,
      },
      practice: { prompt: `Short or long? The ${vowel} in ${third}.`, answer: `It is ${len}: ${s}.` },
      check: {
        question: `Which word has the ${name} sound?`,
        choices: [wrongLength, third, wrongVowel],
        answer: third,
      },
    },
  };
}
