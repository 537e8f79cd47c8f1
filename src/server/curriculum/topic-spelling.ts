import lexicon from "@data/standards-lexicon.json";
import { allStandardDetails, stemWord } from "./standards-catalogue";

/*
 * A typed topic as the finder reads it (ADR 0074): teachers type fast, so a skill's name may be misspelt
 * ("contractoins", "multisylable"), two words of a phrase may run together ("fingerspaces") and a number may be a
 * digit ("2-syllable words"). Each is read as the word the teacher meant before the topic is matched, so the
 * lexicon and the standards' text meet it as if typed well.
 */

/** Number words for the digits a topic joins to a word with a hyphen ("2-syllable" → "two-syllable"). */
const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** The shortest word taken for a misspelling: shorter words are too often another real word one letter apart. */
const MIN_MISSPELT = 7;

/** The shortest run-together word split into two: each half needs at least {@link MIN_PART} letters. */
const MIN_JOINED = 8;
const MIN_PART = 3;

interface Vocabulary {
  /** Every word of the standards' text and of the teachers' phrases in the lexicon, as typed (lower case). */
  words: Set<string>;
  /** The same words' stems: a typed word whose stem is here is known ("syllables", "rhyming"). */
  stems: Set<string>;
  /** Two stems that stand side by side in a teachers' phrase ("finger space", "sight word"). */
  pairs: Set<string>;
  /** The stems of the standards' text and of the lexicon's ELA phrases, without its science and social-studies subjects. */
  ela: Set<string>;
}

let vocabulary: Vocabulary | undefined;

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^a-z]+/)
    .filter(Boolean);

function load(): Vocabulary {
  if (vocabulary) return vocabulary;
  const elaPhrases = [
    ...Object.values(lexicon.standards as Record<string, string[]>).flat(),
    ...Object.values(lexicon.writing.standards as Record<string, string[]>).flat(),
  ].map((p) => p.replace(/^~/, ""));
  const phrases = [...elaPhrases, ...lexicon.content.phrases];
  const descriptions = allStandardDetails().map((s) => s.description);
  const words = new Set([...phrases, ...descriptions].flatMap(wordsOf));
  const ela = new Set([...elaPhrases, ...descriptions].flatMap(wordsOf).map(stemWord));
  const pairs = new Set<string>();
  for (const phrase of phrases) {
    const stems = wordsOf(phrase).map(stemWord);
    for (let i = 0; i + 1 < stems.length; i++) pairs.add(`${stems[i]} ${stems[i + 1]}`);
  }
  vocabulary = { words, stems: new Set([...words].map(stemWord)), pairs, ela };
  return vocabulary;
}

/**
 * Whether a typed word is one slip from a known word: a letter added, dropped or changed, or two neighbours swapped,
 * inside the word ("agreemnet" → "agreement", "multisylable" → "multisyllable", "opposits" → "opposites"). A changed
 * first letter or a letter added or dropped at the end makes another real word more often than a slip ("sinking" and
 * "linking", "summarizer" and "summarize"), so neither counts.
 */
export function oneSlipApart(typed: string, known: string): boolean {
  const [a, b] = [typed, known];
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === 0) return false;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  if (i >= Math.min(a.length, b.length)) return false;
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * Whether a stem ({@link stemWord}) is a word of the standards' text or of the lexicon's ELA phrases ("life", "text",
 * "unit"), as against a subject's word only ("rock", "cycle", "penguin").
 */
export function elaStem(stem: string): boolean {
  return load().ela.has(stem);
}

/**
 * British spellings and their American forms, which the standards and the lexicon use: "colour" → "color",
 * "summarise" → "summarize", "analysing" → "analyzing", "theatre" → "theater", "labelled" → "labeled",
 * "practise" → "practice", "-mme" → "-m". Each pattern is tried on a word neither holds, and kept only when the
 * American form is one they hold.
 */
const BRITISH: [RegExp, string][] = [
  [/our(?=(s|ed|ing|ful|ite|ites|able)?$)/, "or"],
  [/is(e|es|ed|ing|er|ers|ation|ations)$/, "iz$1"],
  [/ys(e|es|ed|ing)$/, "yz$1"],
  [/tre(s)?$/, "ter$1"],
  [/ll(ed|ing|er|ers)$/, "l$1"],
  [/^practis/, "practic"],
  [/mme(s)?$/, "m$1"],
];

/**
 * The word a typed word was meant to be, or the word itself when it is known or no single reading fits:
 *  - a British spelling of a word the standards or the lexicon hold is that word ({@link BRITISH}): "summarising"
 *    → "summarizing", "readers' theatre" → "readers' theater";
 *  - a word of {@link MIN_MISSPELT} or more letters that neither the standards nor the lexicon hold, one edit from
 *    exactly one word they hold (its plural or other form as typed), is that word: "contractoins" → "contractions";
 *  - a longer word that is two of their words run together, side by side in a teachers' phrase, is those two:
 *    "fingerspaces" → "finger spaces", "sightwords" → "sight words".
 * A word with two or more readings one edit away is left as typed, as is any word nothing is near ("penguins").
 */
export function meantWord(typed: string): string {
  const word = typed.toLowerCase();
  const { words, stems, pairs } = load();
  if (words.has(word) || stems.has(stemWord(word))) return typed;
  for (const [re, us] of BRITISH) {
    const american = word.replace(re, us);
    if (american !== word && (words.has(american) || stems.has(stemWord(american))))
      return typed[0] === word[0] ? american : american[0]!.toUpperCase() + american.slice(1);
  }
  if (word.length < MIN_MISSPELT || words.has(word) || stems.has(stemWord(word))) return typed;
  // One slip from a word as the data has it, or from its stem ("homophnoes" is one swap from "homophones", and the
  // data may hold only "homophone").
  const stem = stemWord(word);
  const near = [...words].filter(
    (w) => w.length >= MIN_MISSPELT - 1 && (oneSlipApart(word, w) || oneSlipApart(stem, stemWord(w))),
  );
  if (new Set(near.map(stemWord)).size === 1) return near.find((w) => oneSlipApart(word, w)) ?? near[0]!;
  if (word.length < MIN_JOINED) return typed;
  for (let at = MIN_PART; at + MIN_PART <= word.length; at++) {
    const [left, right] = [word.slice(0, at), word.slice(at)];
    if (pairs.has(`${stemWord(left)} ${stemWord(right)}`)) return `${left} ${right}`;
  }
  return typed;
}

/**
 * Teachers' short forms of a skill's words, read as the words: "lit circles" are literature circles, "vocab" is
 * vocabulary, "info writing" informational writing, "convos" conversations, "w/" with. ("Bio" is left alone: a bio
 * poem is a poem, not a biography.)
 */
const SHORT_FORMS: Record<string, string> = {
  lit: "literature",
  vocab: "vocabulary",
  info: "informational",
  nonfic: "nonfiction",
  convo: "conversation",
  convos: "conversations",
  pic: "picture",
  pics: "pictures",
  punc: "punctuation",
  punct: "punctuation",
};

/**
 * "Read aloud" as what the learner does ("as we read aloud", "reading aloud", "reads aloud") is reading orally, the
 * words of the fluency standards (RF.x.4.b, RF.x.4.c), not a read-aloud the class listens to (SL.x.2: "retelling a
 * read-aloud", "after the read-aloud").
 */
const READ_ALOUD_VERB = /\b(we|i|you|they|students|kids|children|partners|readers)\s+read\s+aloud\b/gi;

/**
 * The topic as the finder reads it: each misspelt or run-together word read as {@link meantWord}, a teachers' short
 * form as its words ({@link SHORT_FORMS}), reading aloud by the learner as reading orally ({@link READ_ALOUD_VERB}),
 * and a digit joined to a word by a hyphen read as its number word ("3-syllable words" → "three-syllable words"); a
 * digit standing alone is left as typed ("5 W's").
 */
export function readTopic(topic: string): string {
  return topic
    .replace(/\b(\d{1,2})(?=-[a-z])/gi, (d) => NUMBER_WORDS[Number(d)] ?? d)
    .replace(/\bw\/(?=\s)/gi, "with")
    .replace(READ_ALOUD_VERB, "$1 read orally")
    .replace(/\b(reading|reads)\s+aloud\b/gi, "$1 orally")
    .replace(/[a-z]+/gi, (w) => SHORT_FORMS[w.toLowerCase()] ?? meantWord(w));
}
