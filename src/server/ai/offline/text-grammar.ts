import type { CheckQuestion, TeachingCard, WorkedExample } from "@shared/curriculum/teaching-card";
import type { TextItems } from "./text-questions";

/**
 * Grammar and conventions (CCSS L.x.1, L.x.2) taught from the sentences of one of our own topic texts (ADR 0090):
 * the lesson finds the feature its standard names in the text's own sentences, models one and asks one, and keeps
 * the card's explanation. Each feature is found by a plain pattern or a closed word list over our controlled texts
 * (a comma series "forests, rivers, and wildlife", an introductory "In 1872,", a joining word, an irregular past or
 * plural from a list, a describing word from a list before the word it describes), never by a guess at a word's part
 * of speech. A standard whose feature the text shows in fewer than three sentences (one to model, one to ask, one to
 * check) stays on the card, and its NOTE says the examples come from the card.
 */
interface Found {
  /** The words of the sentence that show the feature, as written ("forests, rivers, and wildlife"). */
  part: string;
  /** What the child says about them ("The commas go between forests, rivers and wildlife."). */
  answer: string;
}

interface Feature {
  /** The standards it teaches (CCSS codes). */
  codes: RegExp;
  /** The question asked of a sentence ("Which words make a list?"). */
  ask: string;
  /** The think-aloud of the model: what the child looks for, in the project's words. */
  think: string;
  move: string;
  find: (sentence: string) => Found | null;
}

const quoted = (s: string) => /["“”]/.test(s);

/** Irregular past-tense verbs a K–2 text uses, with their present form (L.2.1.d "sat, hid, told"). */
const PAST: Record<string, string> = {
  sat: "sit",
  hid: "hide",
  told: "tell",
  went: "go",
  came: "come",
  saw: "see",
  ran: "run",
  ate: "eat",
  took: "take",
  made: "make",
  found: "find",
  gave: "give",
  got: "get",
  held: "hold",
  knew: "know",
  began: "begin",
  grew: "grow",
  flew: "fly",
  drew: "draw",
  dug: "dig",
  swam: "swim",
  sang: "sing",
  thought: "think",
  brought: "bring",
  caught: "catch",
  felt: "feel",
  kept: "keep",
  lost: "lose",
  stood: "stand",
  wrote: "write",
  rode: "ride",
  woke: "wake",
  fell: "fall",
  built: "build",
  spoke: "speak",
  drove: "drive",
  threw: "throw",
  said: "say",
  had: "have",
  did: "do",
  heard: "hear",
  became: "become",
  met: "meet",
  fed: "feed",
  sent: "send",
  slept: "sleep",
  wore: "wear",
  won: "win",
  sold: "sell",
  taught: "teach",
  bought: "buy",
  froze: "freeze",
  chose: "choose",
  blew: "blow",
  broke: "break",
  forgot: "forget",
  shook: "shake",
};

/** Irregular plural nouns (L.2.1.b "feet, children, teeth, mice, fish"), with their singular. */
const PLURAL: Record<string, string> = {
  feet: "foot",
  children: "child",
  teeth: "tooth",
  mice: "mouse",
  geese: "goose",
  men: "man",
  women: "woman",
  people: "person",
  leaves: "leaf",
  wolves: "wolf",
  calves: "calf",
  halves: "half",
  knives: "knife",
  lives: "life",
  shelves: "shelf",
  oxen: "ox",
};

const wordIn = (s: string, list: Record<string, string>): string | null =>
  (s.match(/[A-Za-z]+/g) ?? []).find((w) => Object.hasOwn(list, w.toLowerCase()))?.toLowerCase() ?? null;

/** Words that open an introductory element before its comma ("In 1872,", "As a result,", "Long ago,"). */
const OPENER =
  /^((?:(?:In|On|At|After|Before|During) (?:the |a |an |each |every )?[A-Za-z0-9]+(?: [a-z]+)?)|Long ago|As a result|Later|First|Next|Finally|Soon|Today|One day|At last|For example|Over time|In the end), /;

/** Frequent adjectives of our K–2 texts (L.1.1.f "frequently occurring adjectives"), found before the noun they describe. */
const ADJECTIVES = new Set(
  (
    "big small little tall short long deep wide hot cold warm cool huge tiny soft hard bright dark loud quiet heavy " +
    "red blue green yellow white black brown orange pink gray shiny sharp strong slow thick thin round sweet wet dry " +
    "special sticky fluffy busy young old new happy sad brave kind gentle smooth rough salty fresh muddy sunny " +
    "large giant wild sandy rocky icy snowy furry spotted striped colorful empty clean dirty favorite beautiful " +
    "amazing hungry tired scared proud careful rainy windy cloudy shallow narrow steep flat sour juicy ripe hollow"
  ).split(" "),
);
/** Words ending in -ly that are not adverbs, or are names. */
const NOT_ADVERBS = new Set(
  (
    "only family early july fly belly jelly reply supply holy ugly lonely friendly lovely silly curly hilly daily " +
    "butterfly dragonfly firefly ally rely apply italy lily sally molly billy emily holly jolly chilly"
  ).split(" "),
);
/** Words after an adjective that are not the noun it describes. */
const NOT_NOUNS =
  /^(?:and|or|but|so|because|when|to|of|in|on|at|for|with|from|into|up|down|above|below|over|under|out|off|away|by|as|than|that|the|a|an|is|are|was|were|enough|there|here|too|now|then|again)$/;

const adjective = (s: string): Found | null => {
  if (quoted(s)) return null;
  // Two words side by side with nothing between them: "short, rocking steps" puts no "short" before a noun.
  const words = s.split(/\s+/);
  for (let i = 0; i + 1 < words.length; i++) {
    const [w, n] = [words[i]!, words[i + 1]!.replace(/[.,;:!?]+$/, "")];
    if (ADJECTIVES.has(w) && /^[a-z]+$/.test(n) && !NOT_NOUNS.test(n) && !ADJECTIVES.has(n))
      return { part: w, answer: `"${w}" describes the ${n}. It tells what kind, so it is an adjective.` };
  }
  return null;
};
const adverb = (s: string): Found | null => {
  if (quoted(s)) return null;
  const w = (s.match(/\b[a-z]{3,}ly\b/g) ?? []).find((x) => !NOT_ADVERBS.has(x));
  return w
    ? { part: w, answer: `"${w}" tells how something is done. It describes an action, so it is an adverb.` }
    : null;
};

const FEATURES: Feature[] = [
  {
    codes: /^L\.1\.1\.f$/,
    ask: "Which word describes something?",
    think: "An adjective is a describing word. It tells what kind: its size, its color, how it feels.",
    move: "Find an adjective and the noun it describes",
    find: adjective,
  },
  {
    codes: /^L\.2\.1\.e$/,
    ask: "Which word describes, and is it an adjective or an adverb?",
    think:
      "An adjective describes a noun: it tells what kind. An adverb describes an action: it tells how, and it often ends in -ly.",
    move: "Tell an adjective from an adverb by what it describes",
    find: (s) => adverb(s) ?? adjective(s),
  },
  {
    codes: /^L\.(?:1\.2\.c|5\.2\.a)$/,
    ask: "Which words make a list, and where do the commas go?",
    think: "When a sentence lists three or more things, a comma goes after each thing in the list before the last one.",
    move: "Use commas to separate words in a series",
    find: (s) => {
      const m = /\b([A-Za-z][a-z]*(?: [a-z]+)?), ([a-z]+(?: [a-z]+)?),? (and|or) ([a-z]+)\b/.exec(s);
      if (!m || quoted(s)) return null;
      // The first thing has as many words as the second ("boiling springs, steaming ground"; "with maps, notes" is "maps").
      const size = m[2]!.split(" ").length;
      const said = m[1]!.split(" ").slice(-size).join(" ");
      // A list that opens the sentence starts with a capital letter only because the sentence starts there.
      const first = s.startsWith(said) ? said.charAt(0).toLowerCase() + said.slice(1) : said;
      return {
        part: m[0],
        answer: `The list is ${first}, ${m[2]} and ${m[4]}. The commas separate the things in the list.`,
      };
    },
  },
  {
    codes: /^L\.5\.2\.b$/,
    ask: "Which words come before the comma, at the start of the sentence?",
    think:
      "Some sentences begin with words that tell when, where or why, before the main part. A comma separates that opening from the rest of the sentence.",
    move: "Use a comma after an introductory element",
    find: (s) => {
      const m = OPENER.exec(s);
      return m && !quoted(s)
        ? { part: `${m[1]},`, answer: `"${m[1]}" comes first, and the comma comes right after it.` }
        : null;
    },
  },
  {
    codes: /^L\.(?:1\.1\.g|3\.1\.h)$/,
    ask: "Which word joins the two parts of this sentence?",
    think:
      'A joining word, a conjunction, links two ideas in one sentence. "Because" and "so" tell why; "but" shows a difference; "if" tells when.',
    move: "Find the conjunction that joins two ideas",
    find: (s) => {
      // "so" only after a comma: "so hot" is no joining word.
      const m = /(?:, (but|so) | (but) |\s(because|if) )/.exec(s);
      if (!m || quoted(s)) return null;
      const w = (m[1] ?? m[2] ?? m[3])!;
      const does = w === "but" ? "shows a difference" : w === "if" ? "tells when something happens" : "tells why";
      return { part: w, answer: `The joining word is "${w}." It ${does}.` };
    },
  },
  {
    codes: /^L\.(?:2\.1\.d|3\.1\.d)$/,
    ask: "Which word tells about the past? What is the word for now?",
    think: "Many verbs add -ed to tell about the past. Some do not: they change into a new word, like sit and sat.",
    move: "Use the past tense of irregular verbs",
    find: (s) => {
      const w = wordIn(s, PAST);
      return w ? { part: w, answer: `"${w}" tells about the past. Today we would say "${PAST[w]}."` } : null;
    },
  },
  {
    codes: /^L\.(?:2\.1\.b|3\.1\.b)$/,
    ask: "Which word names more than one? What is the word for just one?",
    think: "Most nouns add -s to name more than one. Some change instead, like one foot and two feet.",
    move: "Use irregular plural nouns",
    find: (s) => {
      const w = wordIn(s, PLURAL);
      return w ? { part: w, answer: `"${w}" names more than one. Just one is "${PLURAL[w]}."` } : null;
    },
  },
];

/** The feature a grammar or conventions standard asks for, when one is found by the patterns above. */
export function grammarFeature(code: string): Feature | null {
  return FEATURES.find((f) => f.codes.test(code)) ?? null;
}

/**
 * The worked example, practice and check of `code` from `list` (the text's sentences): the first sentence that
 * shows the feature is modelled, the next is asked, and a third is the check. Null when the standard is not one
 * these patterns serve or fewer than three sentences show it: the card teaches.
 */
export function grammarItems(list: readonly string[], code: string, title: string | null): TextItems | null {
  const feature = grammarFeature(code);
  if (!feature || !title) return null;
  const shown = [...new Set(list)]
    .filter((s) => s.split(/\s+/).length <= 22)
    .map((s) => ({ s, f: feature.find(s) }))
    .filter((x): x is { s: string; f: Found } => x.f !== null);
  // One sentence to model, one to ask and one to check, each a different sentence: a check never repeats the practice.
  if (shown.length < 3) return null;
  const [a, b, c] = shown as [{ s: string; f: Found }, { s: string; f: Found }, { s: string; f: Found }];
  const examples: WorkedExample[] = [
    {
      show: `Here is a sentence from our reading, "${title}": "${a.s}" ${feature.ask}`,
      thinkAloud: feature.think,
      answer: a.f.answer,
    },
  ];
  const practice: TeachingCard["practice"] = [
    { prompt: `Your turn. Here is another sentence from our reading: "${b.s}" ${feature.ask}`, answer: b.f.answer },
  ];
  const checks: CheckQuestion[] = [{ question: `Listen: "${c.s}" ${feature.ask}`, answer: c.f.answer }];
  return { examples, practice, checks, keyMoves: [{ move: feature.move, examples: [0], practice: [0] }] };
}
