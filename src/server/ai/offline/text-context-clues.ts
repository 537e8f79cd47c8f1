import type { CheckQuestion, TeachingCard, WorkedExample } from "@shared/curriculum/teaching-card";
import type { Grade } from "@shared/schemas/grade";
import type { TextGuide } from "./text-guide";
import type { Random } from "./random";
import type { TextItems } from "./text-questions";

/**
 * Context clues taught from one of our own topic texts (docs/product/topic-texts.md, ADR 0076): L.K.4 and L.1.4
 * ("determine or clarify the meaning of unknown … words … based on kindergarten / grade 1 reading"), L.1.4.a–3.4.a
 * ("use sentence-level context as a clue to the meaning of a word or phrase"), L.2.4–5.4 and L.4.4.a–5.4.a ("use
 * context … as a clue"). The words are the guide's, each defined in the text by a specialist; a word is used only
 * when the sentence that uses it, or the sentence next to it, says most of its meaning, so the clue a presenter
 * points to is really there. L.K.4.a (multiple-meaning words) and L.x.4.b–d (affixes, roots, reference materials)
 * are not asked of a text: no guide word is chosen for its affix or root, so those stay on the teaching card.
 */
export const isContextClueStandard = (code: string): boolean =>
  /^L\.(?:K|[1-5])\.4$/.test(code) || /^L\.[1-5]\.4\.a$/.test(code);

type Practice = TeachingCard["practice"][number];

/** A guide word with the sentence that uses it and the words of the text that say its meaning. */
export interface ClueWord {
  word: string;
  meaning: string;
  /** The sentence of the text that uses the word. */
  sentence: string;
  /** The sentence that says the meaning: `sentence` itself, or the one just before or after it. */
  clueSentence: string;
  /** The words of `clueSentence` that say the meaning ("a home for a big group of bees"). */
  clue: string;
  /** How the clue gives the meaning, when its words show it (CCSS L.4.4.a: definitions, examples, restatements). */
  kind: "definition" | "restatement" | "example" | null;
}

const STOP = new Set(
  "the and that this with from they them their there then than have were when what which will would could about into over after before because where while for are was its it".split(
    " ",
  ),
);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A word as compared with a meaning's words: lower case, a plural's "s" or "es" off. */
const stem = (w: string) =>
  w
    .toLowerCase()
    .replace(/[^a-z-]/g, "")
    .replace(/(?:(?<=[sxz]|ch|sh)es|s)$/, "");
const contentWords = (s: string) => (s.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !STOP.has(w)).map(stem);

/**
 * The words of `sentence` from the first to the last that says part of `meaning`, with an article before them; when
 * the word itself falls inside ("A hard outside layer called the seed coat keeps them safe"), the side of it that
 * says more of the meaning.
 */
function clueSpan(sentence: string, meaning: readonly string[], word: string): string | null {
  const tokens = sentence.replace(/[.!?]+["”]?$/, "").split(/\s+/);
  const says = (t: string) => (t.toLowerCase().match(/[a-z]{3,}/g) ?? []).some((p) => meaning.includes(stem(p)));
  const own = new RegExp(`\\b${escape(word)}\\b`, "i");
  const span = (from: number, to: number): string | null => {
    const hits = tokens.slice(from, to).flatMap((t, i) => (says(t) ? [from + i] : []));
    if (hits.length === 0) return null;
    let start = hits[0]!;
    if (start > from && /^(?:a|an|the)$/i.test(tokens[start - 1]!)) start -= 1;
    // A particle that ends the phrase goes with it ("coloring that helps an animal blend in").
    let end = hits.at(-1)! + 1;
    while (end < to && /^(?:in|out|up|down|on|off|away|over|back)[,;]?$/i.test(tokens[end]!)) end += 1;
    const out = tokens
      .slice(start, end)
      .join(" ")
      .replace(/^[,;:]+|[,;:]+$/g, "");
    return own.test(out) ? null : out;
  };
  const whole = span(0, tokens.length);
  if (whole) return whole;
  // The word inside the span: the words before it or after it, whichever says more of the meaning.
  const size = word.split(/\s+/).length;
  const at = tokens.findIndex((_, i) => own.test(tokens.slice(i, i + size).join(" ")));
  if (at < 0) return null;
  const before = span(0, at);
  const after = span(at + size, tokens.length);
  const score = (x: string | null) => (x ? x.split(/\s+/).filter(says).length : 0);
  const best = score(after) > score(before) ? after : before;
  return best;
}

/**
 * The guide's words whose meaning the text itself gives, in the guide's order: the sentence that uses the word and,
 * of it and its two neighbours, the one holding most of the meaning's words (at least half of them, and two).
 */
export function clueWords(guide: TextGuide, list: readonly string[]): ClueWord[] {
  return (guide.words ?? []).flatMap((w) => {
    const re = new RegExp(`\\b${escape(w.word)}\\b`, "i");
    const meaning = contentWords(w.meaning);
    if (meaning.length === 0) return [];
    const at = list.findIndex((s) => re.test(s));
    if (at < 0) return [];
    const said = (s: string) => {
      const own = new Set(contentWords(s));
      return meaning.filter((m) => own.has(m)).length;
    };
    const near = [at, at + 1, at - 1].filter((k) => k >= 0 && k < list.length);
    const best = near.reduce((a, b) => (said(list[b]!) > said(list[a]!) ? b : a));
    // At least half the meaning's words, and two of them (unless the meaning is one word: "burning").
    const n = said(list[best]!);
    if (n * 2 < meaning.length || (n < 2 && meaning.length > 1)) return [];
    const clueSentence = list[best]!;
    const clue = clueSpan(clueSentence, meaning, w.word);
    if (!clue) return [];
    const before = clueSentence.slice(0, clueSentence.indexOf(clue)).trim();
    const kind = /\b(?:is|are|means|mean|was|were)$/i.test(before)
      ? "definition"
      : /\b(?:such as|like|for example|including)$/i.test(before)
        ? "example"
        : /(?:,|\bcalled|\bor)$/i.test(before)
          ? "restatement"
          : null;
    return [{ word: w.word, meaning: w.meaning.replace(/[.!?]+$/, ""), sentence: list[at]!, clueSentence, clue, kind }];
  });
}

/** "Hive" means a home for a big group of bees. */
const means = (w: ClueWord) => `"${w.word.charAt(0).toUpperCase()}${w.word.slice(1)}" means ${w.meaning}.`;

/** The sentence that uses the word, with the one next to it that gives the clue, in the text's order. */
function heardIn(w: ClueWord, list: readonly string[]): string {
  if (w.clueSentence === w.sentence) return w.sentence;
  return list.indexOf(w.clueSentence) < list.indexOf(w.sentence)
    ? `${w.clueSentence} ${w.sentence}`
    : `${w.sentence} ${w.clueSentence}`;
}

/** Where the clue is, said to the viewers: the same sentence or the one next to it. */
function whereClue(w: ClueWord, list: readonly string[]): string {
  const flat = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^a-z ]/g, "")
      .trim();
  if (w.clueSentence === w.sentence)
    return flat(w.clue) === flat(w.meaning)
      ? `The sentence itself tells me: "${w.clue}."`
      : `The clue is right in the same sentence: "${w.clue}."`;
  const next = list.indexOf(w.clueSentence) > list.indexOf(w.sentence);
  return `The ${next ? "next sentence" : "sentence before it"} gives the clue: "${w.clueSentence}"`;
}

/** The kind of clue, named at grades 4–5 (L.4.4.a "definitions, examples, or restatements in text"). */
const kindSaid = (w: ClueWord, grade: Grade | null): string =>
  (grade === "4" || grade === "5") && w.kind
    ? ` That clue is ${w.kind === "definition" ? "a definition" : w.kind === "example" ? "a list of examples" : "a restatement: the same idea in other words"}.`
    : "";

/**
 * Worked example, practice and checks on the words of our text: the example works a word out from its clue; the
 * child does the next one (the key move: the meaning from the words around it, CCSS L.x.4); each check asks a text
 * word's meaning from its sentence, the other words' meanings as the wrong choices. Null with fewer than two words
 * whose meaning the text gives: one word cannot carry a worked example, a try of the child's own and a check.
 */
export function contextClueItems(
  guide: TextGuide,
  list: readonly string[],
  grade: Grade | null,
  rnd: Random,
): TextItems | null {
  const found = clueWords(guide, list);
  if (found.length < 2) return null;
  const [w1, w2, w3] = found as [ClueWord, ClueWord, ClueWord | undefined];
  const young = grade === "K" || grade === "1";
  const examples: WorkedExample[] = [
    {
      show: `In our reading: "${heardIn(w1, list)}" What does "${w1.word}" mean?`,
      thinkAloud: `${young ? `I listen again to the words around "${w1.word}."` : `I don't skip "${w1.word}." I read the words around it.`} ${whereClue(w1, list)}${kindSaid(w1, grade)}`,
      answer: means(w1),
    },
  ];
  const practice: Practice[] = [
    {
      prompt: `Your turn. In our reading: "${heardIn(w2, list)}" What does "${w2.word}" mean? ${young ? "Listen for the words that tell you." : "Use the words around it."}`,
      answer: `${means(w2)} ${whereClue(w2, list).replace(/^The sentence itself tells me:.*$/, "The sentence itself says so.")}`,
    },
  ];
  // Each check: a text word's meaning from its sentence; the wrong choices are the other words' meanings, so a child
  // who only remembers that a word was in the text cannot guess.
  const ask = (w: ClueWord): CheckQuestion => {
    const others = found.filter((x) => x !== w && x.meaning !== w.meaning).map((x) => x.meaning);
    return {
      question: `In our reading: "${heardIn(w, list)}" What does "${w.word}" mean?`,
      choices: rnd.shuffle([w.meaning, ...others.slice(0, young ? 1 : 2)]),
      answer: w.meaning,
    };
  };
  const checks = (w3 ? [w3, w1] : [w1, w2]).map(ask);
  return {
    examples,
    practice,
    checks,
    keyMoves: [{ move: "Use the words around a new word to work out what it means", practice: [0] }],
  };
}
