import type { TeachingCard } from "@shared/curriculum/teaching-card";
import type { Block } from "./teach-blocks";
import { vowelPart } from "./vowel-part";

/**
 * The part of a standard a typed topic names (docs/product/topics.md). A parent standard's card covers several
 * parts: L.2.2 capitals, commas, apostrophes and spelling; L.1.1 nouns, verbs, pronouns and joining words; L.4.4
 * context clues, roots and a dictionary; RF.1.3 letter teams and syllables. A teacher who types "Commas in dates and
 * letters" with L.2.2 asks for a lesson on commas: its teaching scene is named for commas, the hook's word is
 * "comma", and the first worked example, the practice and the first check are on commas. The card's other parts
 * follow only while time allows, and the explanation names them as "also".
 *
 * Every part below was written by hand from the cards in data/teaching: what a topic says to name it, and what a
 * card's item says when it works on it (a think-aloud names the part it models: "The greeting gets a comma").
 */
export interface NamedPart {
  /** The part's key term when the card has none of its own ("comma" on L.2.2): said and shown as the scene's name. */
  term: string;
  /** The term's kid-friendly definition, in the project's words. */
  definition: string;
  /** What a typed topic says to name the part ("commas", "capital letters", "describing words"). */
  topic: RegExp;
  /** What a card's item or key term says when it works on the part. */
  item: RegExp;
  /** A topic a teacher might type for the part (the eval's typed topic). */
  sample: string;
  /**
   * What a card's goal or explanation says when it covers the part without naming it ("one mouse, two mice" covers
   * plurals), beside `topic`.
   */
  covers?: RegExp;
  /**
   * The part's regular case, which a lesson on the part models, practises and checks first (plural nouns: -s and
   * -es, as in cats and boxes). A card whose items show only the exceptions (L.2.1's "leaves", "children") gets
   * these items beside its own; `shows` says what an item shows when it is on the regular case.
   */
  rule?: {
    shows: RegExp;
    example: TeachingCard["examples"][number];
    practice: TeachingCard["practice"][number];
    check: TeachingCard["checks"][number];
  };
}

const part = (
  term: string,
  definition: string,
  topic: RegExp,
  item: RegExp,
  sample: string,
  more: Pick<NamedPart, "covers" | "rule"> = {},
): NamedPart => ({ term, definition, topic, item, sample, ...more });

/** Irregular plurals a card's items use ("one mouse, two mice"), and the wrong forms a fix-it item shows. */
const IRREGULAR_PLURAL =
  /\b(?:mice|geese|children|teeth|feet|leaves|wolves|knives|women|oxen|halves|shelves|childs|mouses|gooses|foots|tooths)\b/i;

export const NAMED_PARTS: readonly NamedPart[] = [
  part(
    "comma",
    "A small mark that keeps words apart or shows a little pause, like the mark after Dear Sam.",
    /\bcommas?\b/i,
    /\bcommas?\b|\bDear [A-Z][a-z]+,/i,
    "Commas in dates and letters",
  ),
  part(
    "capital letter",
    "A big letter used to start a sentence or a special name.",
    /\bcapital(?:s|ization|ize|izing)?\b|\bcapitali[sz]|\bbig letters?\b|\buppercase\b/i,
    /\bcapital|\bbig (?:first )?letter|\bfirst letter big\b/i,
    "Capital letters for names and places",
  ),
  part(
    "apostrophe",
    "A little mark up high that shows letters left out, like in can't, or who owns something, like in Sam's.",
    /\bapostrophes?\b|\bcontractions?\b|\bpossessives?\b/i,
    /\bapostrophes?\b|\bcontractions?\b|\bbelongs? to\b|\bwho owns\b/i,
    "Apostrophes in contractions",
  ),
  part(
    "end mark",
    "The mark at the end of a sentence: a period, a question mark or an exclamation point.",
    /\bend (?:marks?|punctuation)\b|\bperiods?\b|\bquestion marks?\b|\bexclamation (?:points?|marks?)\b/i,
    /\bend marks?\b|\bperiod\b|\bquestion mark\b|\bexclamation\b|\bend it with a (?:mark|dot)\b/i,
    "End marks: periods and question marks",
  ),
  part(
    "quotation marks",
    "Marks that go around the exact words someone says.",
    /\bquotation marks?\b|\bquotes\b|\bdialogue\b/i,
    // A check on dialogue may never name the marks: its choices show them around a speaker's words ("It is my
    // turn," said Dev. / Tia asked, "May I help?").
    /\bquotation marks?\b|\bexact words\b|["“][^"”]+[,.?!]["”],? (?:said|asked)\b|\b(?:said|asked), ["“]/i,
    "Quotation marks in dialogue",
  ),
  part(
    "spelling",
    "Putting the right letters in the right order to write a word.",
    /\bspell(?:ing|s)?\b/i,
    /\bspell|\bdictionar/i,
    "Spelling tricky words",
  ),
  part(
    "noun",
    "A word that names a person, place, animal or thing.",
    /\bnouns?\b|\bnaming words?\b/i,
    /\bnouns?\b|\bnaming words?\b|\bname things\b/i,
    "Nouns all around us",
  ),
  part(
    "verb",
    "A word that tells what someone or something does, and when.",
    // "Subject-verb agreement" names the noun and the verb together, not one part.
    /(?<!subject-)\bverbs?\b|\baction words?\b|\bverb tenses?\b|\bpast tense\b/i,
    /\bverbs?\b|\baction words?\b|\btenses?\b/i,
    "Verbs that tell what happened",
  ),
  part(
    "pronoun",
    "A word like he, she, they or it that takes the place of a name.",
    /\bpronouns?\b/i,
    /\bpronouns?\b|\bself word\b/i,
    "Pronouns like he, she and they",
  ),
  part(
    "adjective",
    "A describing word: it tells what kind, what color or how many.",
    /\badjectives?\b|\bdescribing words?\b/i,
    /\badjectives?\b|\bdescribing words?\b|\btells? what kind\b/i,
    "Adjectives that describe",
  ),
  part(
    "adverb",
    "A word that tells how, when or where something happens, like quickly.",
    /\badverbs?\b/i,
    /\badverbs?\b|\btells? how\b/i,
    "Adverbs that tell how",
  ),
  part(
    "conjunction",
    "A joining word, like and, but, or, so and because, that joins words or ideas.",
    /\bconjunctions?\b|\bjoining words?\b|\bcompound sentences?\b/i,
    /\bconjunctions?\b|\bjoin(?:s|ing)?\b|\bjoining words?\b|\band or but\b/i,
    "Joining words: and, but, so",
  ),
  part(
    "preposition",
    "A word like in, on, under or after that shows where or when.",
    /\bprepositions?\b/i,
    /\bprepositions?\b/i,
    "Prepositions that tell where",
  ),
  part(
    "interjection",
    "A word that bursts out to show a feeling, like wow or oops.",
    /\binterjections?\b/i,
    /\binterjections?\b/i,
    "Interjections like wow and oops",
  ),
  part(
    "plural",
    "A word that means more than one, like cats or mice.",
    /\bplurals?\b|\bmore than one\b(?! meaning)/i,
    new RegExp(`\\bplurals?\\b|\\bmore than one\\b(?! meaning)|${IRREGULAR_PLURAL.source}`, "i"),
    "Plural nouns",
    {
      covers: /\bone [a-z]+, two [a-z]+\b/i,
      // Most nouns add s; a noun that ends in s, x, sh or ch adds es (L.1.1.c, L.2.1.b builds on it).
      rule: {
        // A regular -es plural said in full (boxes, buses, dishes, lunches).
        shows: /\b[a-z]+(?:s|x|sh|ch|z)es\b/i,
        example: {
          show: "One cat, two ___. One box, two ___.",
          thinkAloud:
            "More than one means a plural. Most nouns just add the letter s: one cat, two cats. Box ends in x, so it adds the letters e-s, and we hear a new part: boxes.",
          answer: "One cat, two cats. One box, two boxes.",
        },
        practice: { prompt: "Make it more than one: one dish, two ___.", answer: "dishes" },
        check: {
          question: "Which word means more than one bus?",
          choices: ["buses", "buss", "bus"],
          answer: "buses",
        },
      },
    },
  ),
  part(
    "context clue",
    "A hint in the words and sentences nearby that helps you figure out a new word.",
    /\bcontext clues?\b/i,
    /\bclues?\b|\bnearby words\b/i,
    "Context clues",
  ),
  part(
    "word part",
    "A part of a word, like un- or -ful or a root, that helps tell what the word means.",
    /\broot words?\b|\b(?:greek|latin) roots?\b|\bprefix(?:es)?\b|\bsuffix(?:es)?\b|\baffix(?:es)?\b|\bword parts?\b/i,
    /\broots?\b|\bprefix|\bsuffix|\baffix|\bbase word\b|\bword parts?\b/i,
    "Prefixes and suffixes",
  ),
  part(
    "multiple-meaning word",
    "A word that is spelled the same but has more than one meaning, like bat.",
    /\bmultiple[- ]meaning\b|\bmore than one meaning\b/i,
    /\bmultiple[- ]meaning\b|\bmore than one meaning\b|\banother meaning\b|\btwo meanings\b/i,
    "Multiple-meaning words",
  ),
  part(
    "dictionary",
    "A book or website that lists words in ABC order and tells how to spell them and what they mean.",
    /\bdictionar(?:y|ies)\b|\bglossar(?:y|ies)\b/i,
    /\bdictionar|\bglossar/i,
    "Using a glossary",
  ),
  part(
    "compound word",
    "A word made of two smaller words, like raincoat.",
    /\bcompound words?\b/i,
    /\bcompound\b|\btwo (?:small |smaller )?words\b/i,
    "Compound words",
  ),
  part(
    "letter team",
    "Two letters that work together to make one sound, like ai in rain.",
    /\b(?:vowel|letter) teams?\b/i,
    /\b(?:vowel|letter) teams?\b|\bwork together\b/i,
    "Vowel teams",
  ),
  part(
    "syllable",
    "A part of a word with one vowel sound; clap once for each part.",
    /\bsyllables?\b/i,
    /\bsyllables?\b/i,
    "Syllables in long words",
  ),
  part(
    "heart word",
    "A word with a tricky part we learn by heart.",
    /\bheart words?\b|\bsight words?\b/i,
    /\bheart words?\b|\bsight words?\b|\bby heart\b/i,
    "Heart words",
  ),
];

const exampleText = (e: TeachingCard["examples"][number]) => `${e.show} ${e.thinkAloud} ${e.answer}`;

/** Whether `text` works on `p`. */
export const isOnPart = (p: NamedPart, text: string): boolean => p.item.test(text);

/**
 * The named parts of a card, in the order of the list above: those its goal, explanation or key terms name and a
 * worked example works on. A card has named parts when it has two or more (a card on one part, such as L.2.2.b on
 * letter commas, is already about it).
 */
export function partsOfCard(card: TeachingCard): NamedPart[] {
  const terms = card.keyTerms.map((k) => k.term).join(", ");
  const says = `${card.kidGoal} ${card.explanation} ${terms}`;
  return NAMED_PARTS.filter(
    (p) =>
      (p.topic.test(says) || p.item.test(terms) || (p.covers?.test(says) ?? false)) &&
      card.examples.some((e) => isOnPart(p, exampleText(e))),
  );
}

/** A check that needs no passage of its own sub-standard's card: it can be asked in the parent's lesson. */
const ON_ITS_OWN = (c: TeachingCard["checks"][number]) =>
  !/\b(?:text|story|passage|poem|article|reading|book we read)\b/i.test(`${c.question} ${c.answer}`);
const checkText = (c: TeachingCard["checks"][number]) => `${c.question} ${(c.choices ?? []).join(" ")} ${c.answer}`;

/**
 * The checks on `p` a lesson can ask: the card's own, else those of its sub-standards' cards (L.2.2.b's "Which
 * letter greeting has its comma in the right place?" for a lesson on commas with L.2.2), at most two.
 */
export function partChecks(
  card: TeachingCard,
  p: NamedPart,
  subCards: readonly TeachingCard[],
): TeachingCard["checks"] {
  const own = card.checks.filter((c) => isOnPart(p, checkText(c)));
  if (own.length > 0) return [];
  const seen = new Set(card.checks.map((c) => c.question));
  return subCards
    .flatMap((c) => c.checks)
    .filter((c) => ON_ITS_OWN(c) && isOnPart(p, checkText(c)) && !seen.has(c.question))
    .slice(0, 2);
}

/**
 * The part a typed topic names of a card with named parts, or null: the first the topic names ("Commas and
 * capitals" → comma), when the card has a worked example on it and another on a second part.
 */
export function typedPart(topic: string, card: TeachingCard): NamedPart | null {
  // One vowel sound of a card on short and long vowels ("short a words like cat and map"): vowel-part.ts.
  const vowel = vowelPart(topic, card);
  if (vowel) return vowel;
  const parts = partsOfCard(card);
  if (parts.length < 2) return null;
  const named = parts
    .map((p) => ({ p, at: p.topic.exec(topic)?.index ?? -1 }))
    .filter((x) => x.at >= 0)
    .sort((x, y) => x.at - y.at);
  return named[0]?.p ?? null;
}

/** `items` with those on `p` first, each group in its given order (a stable split); unchanged without a part. */
export function partLeads<T>(items: readonly T[], textOf: (item: T) => string, p: NamedPart | null): T[] {
  if (!p) return [...items];
  const on = items.filter((x) => isOnPart(p, textOf(x)));
  // The part's regular case first (`rule`): a lesson on plurals models cats and boxes before mice.
  const rule = p.rule ? on.filter((x) => p.rule!.shows.test(textOf(x))) : [];
  return [...rule, ...on.filter((x) => !rule.includes(x)), ...items.filter((x) => !on.includes(x))];
}

const sentences = (t: string) => t.match(/[^.!?]+[.!?]+(?:["”’)]+)?\s*/g)?.map((s) => s.trim()) ?? [t];

/**
 * The explanation with the sentences on `p` first, after any opening sentence on no part ("Good writers check their
 * work."), and the first sentence on another part named as "also": "Also, names of places … get a big first letter."
 */
export function partExplanation(explanation: string, p: NamedPart): string {
  const all = sentences(explanation);
  const onAny = (s: string) => NAMED_PARTS.some((q) => isOnPart(q, s));
  const lead: string[] = [];
  for (const s of all) {
    if (onAny(s)) break;
    lead.push(s);
  }
  const rest = all.slice(lead.length);
  const on = rest.filter((s) => isOnPart(p, s));
  if (on.length === 0) return explanation;
  const others = rest.filter((s) => !on.includes(s));
  const [next, ...after] = others;
  const also =
    next === undefined || /\balso\b/i.test(next) ? next : `Also, ${next.charAt(0).toLowerCase()}${next.slice(1)}`;
  return [...lead, ...on, ...(also ? [also] : []), ...after].join(" ");
}

/**
 * The card as a lesson on `p`: the card's key term on the part first (its first key term names the teaching scene
 * and is the hook's word), or the part's own term when the card has none, the explanation on the part first, and a
 * check on the part from its sub-standards' cards when it has none (`partChecks`), and the goal naming the part first
 * (`partGoal`). The items stay; `partLeads`
 * orders them where the lesson picks them.
 */
export function partCard(card: TeachingCard, p: NamedPart, subCards: readonly TeachingCard[] = []): TeachingCard {
  // The card's term the topic would name the part by ("apostrophe"), else one on the part that names no other part
  // ("dictionary" works on spelling, but a lesson on spelling is not named DICTIONARY).
  const own =
    card.keyTerms.find((k) => p.topic.test(k.term)) ??
    card.keyTerms.find((k) => isOnPart(p, k.term) && !NAMED_PARTS.some((q) => q !== p && q.topic.test(k.term)));
  const term = own ?? { term: p.term, definition: p.definition };
  // The part's regular case, when none of the card's worked examples shows it: added after the card's own items (so
  // its key moves keep theirs), and `partLeads` puts it first.
  const rule = p.rule && !card.examples.some((e) => p.rule!.shows.test(exampleText(e))) ? p.rule : null;
  return {
    ...card,
    keyTerms: [term, ...card.keyTerms.filter((k) => k !== own)],
    kidGoal: partGoal(card.kidGoal, p),
    explanation: partExplanation(card.explanation, p),
    examples: rule ? [...card.examples, rule.example] : card.examples,
    practice: rule ? [...card.practice, rule.practice] : card.practice,
    checks: [...(rule ? [rule.check] : []), ...partChecks(card, p, subCards), ...card.checks],
  };
}

/**
 * The "I can" goal with the part named first in the list of parts it names: "I can check capitals, commas,
 * apostrophes and spelling when I write." → "I can check commas, capitals, apostrophes and spelling when I write."
 * The list runs from the goal's verb ("use", "check") to "when", "to", "in", "correctly" or the end; its items are
 * joined by commas and a last "and". A goal that names the part in no list item, or whose list gives examples
 * ("like mice, myself, told and quickly"), is unchanged.
 */
export function partGoal(goal: string, p: NamedPart): string {
  const m = /^(I can (?:use|check) )(.+?)( (?:when|to|in|correctly)\b.*|[.!]?)$/.exec(goal);
  if (!m) return goal;
  const [, head, list, tail] = m as unknown as [string, string, string, string];
  const items = list.split(/,? and |, /);
  // "tricky grammar, like mice, myself, told and quickly" lists examples of one thing, not parts: it stays.
  if (items.length < 2 || items.some((x) => /^like\b/i.test(x))) return goal;
  const at = items.findIndex((x) => p.topic.test(x) || p.item.test(x));
  if (at <= 0) return goal;
  const ordered = [items[at]!, ...items.filter((_, i) => i !== at)];
  return `${head}${ordered.slice(0, -1).join(", ")} and ${ordered.at(-1)}${tail}`;
}

/**
 * The typed part's term in the hook and its one-line definition are key moves of a lesson on the part: never
 * dropped for time (the fitter drops optional items, the launch line and the cheer first). In `blocks` (the drafted
 * lesson, before fitting): the hook's teaser opens with the word to listen for ("Listen for a word today:
 * "comma."") — or the rhymer's couplet on the word, when it says it instead — and the first teach scene's key-term
 * line (which defines it) is required with no drop order. A two-minute hook has no teaser: its topic line names
 * the part. Changes the blocks in place.
 */
export function pinPartTerm(blocks: Block[]): void {
  const define = blocks.find((b) => b.definesTerm && b.scene === "teach" && b.sceneIndex === 0);
  if (define) pin(define);
  const teaser = blocks.find((b) => b.hook);
  const term = teaser?.hook?.variants.findIndex((v) => v.needs === "term") ?? -1;
  if (teaser?.hook && term >= 0) {
    const n = teaser.hook.variants.length;
    // The pick that lands on the term's variant (`Math.floor(pick * n)`).
    teaser.hook = { ...teaser.hook, pick: (term + 0.5) / n };
    const v = teaser.hook.variants[term]!;
    teaser.beats = teaser.beats.map((x) => (x.type === "line" ? { ...x, text: v.line } : x));
    pin(teaser);
    return;
  }
  for (const b of blocks.filter((x) => x.scene === "hook" && x.rhymesOn)) pin(b);
}

const pin = (b: Block) => {
  b.required = true;
  b.priority = 0;
  b.key = true;
  delete b.dropOrder;
};
