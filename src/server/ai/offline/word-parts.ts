import type { WorkedExample } from "@shared/curriculum/teaching-card";

/**
 * Word families and word parts a teacher names in a topic ("Rhyming words with -ug", "Unlock words with re- and
 * -ful"), and the worked examples the offline engine makes from them (docs/product/topics.md, "When the topic is
 * the material"). Every word and meaning here was chosen by hand, so an example made from them is sure:
 *  - rimes: the common phonograms of early reading (Wylie & Durrell, 1970, "Teaching vowels through phonograms",
 *    and the short-vowel families of CCSS RF.K.2 and RF.K.3), each with words a kindergartner can picture;
 *  - affixes: the prefixes and suffixes CCSS names for K–3 (L.K.4.b: re-, un-, pre-, -ful, -less; L.1.4.b; L.2.4.b;
 *    RF.2.3.d; L.3.4.b; RF.3.3.a) and the most frequent ones in school texts (White, Sowell & Yanagihara, 1989:
 *    un-, re-, dis-, mis-, non-, over-; -ly, -ness, -able), each with base words a K–3 child already knows.
 */

/**
 * A rime ("ug") and three words that end with it, each a thing a kindergartner can picture, with the sound its
 * onset makes ("k" for cat). The first two words start with one sound, so one can be changed into the other
 * (RF.K.2.e); the third may start with a blend.
 */
interface Rime {
  rime: string;
  words: readonly { word: string; onset: string }[];
}

const w = (word: string, onset: string) => ({ word, onset });
const RIMES: readonly Rime[] = [
  { rime: "at", words: [w("cat", "k"), w("hat", "h"), w("bat", "b")] },
  { rime: "an", words: [w("fan", "f"), w("man", "m"), w("pan", "p")] },
  { rime: "ap", words: [w("cap", "k"), w("map", "m"), w("nap", "n")] },
  { rime: "ag", words: [w("bag", "b"), w("tag", "t"), w("flag", "fl")] },
  { rime: "ig", words: [w("pig", "p"), w("wig", "w"), w("fig", "f")] },
  { rime: "ip", words: [w("lip", "l"), w("hip", "h"), w("ship", "sh")] },
  { rime: "in", words: [w("pin", "p"), w("fin", "f"), w("chin", "ch")] },
  { rime: "og", words: [w("dog", "d"), w("log", "l"), w("frog", "fr")] },
  { rime: "op", words: [w("mop", "m"), w("top", "t"), w("shop", "sh")] },
  { rime: "ot", words: [w("pot", "p"), w("dot", "d"), w("cot", "k")] },
  { rime: "ug", words: [w("bug", "b"), w("rug", "r"), w("mug", "m")] },
  { rime: "ut", words: [w("nut", "n"), w("hut", "h"), w("cut", "k")] },
  { rime: "ub", words: [w("tub", "t"), w("cub", "k"), w("club", "kl")] },
  { rime: "ed", words: [w("bed", "b"), w("shed", "sh"), w("sled", "sl")] },
  { rime: "en", words: [w("hen", "h"), w("pen", "p"), w("ten", "t")] },
  { rime: "et", words: [w("net", "n"), w("jet", "j"), w("pet", "p")] },
  { rime: "ell", words: [w("bell", "b"), w("well", "w"), w("shell", "sh")] },
  { rime: "ill", words: [w("hill", "h"), w("mill", "m"), w("drill", "dr")] },
  { rime: "ing", words: [w("king", "k"), w("ring", "r"), w("wing", "w")] },
  { rime: "ink", words: [w("sink", "s"), w("rink", "r"), w("drink", "dr")] },
  { rime: "ack", words: [w("sack", "s"), w("pack", "p"), w("snack", "sn")] },
  { rime: "ick", words: [w("kick", "k"), w("lick", "l"), w("chick", "ch")] },
  { rime: "ock", words: [w("rock", "r"), w("sock", "s"), w("lock", "l")] },
  { rime: "uck", words: [w("duck", "d"), w("puck", "p"), w("truck", "tr")] },
  { rime: "ake", words: [w("cake", "k"), w("lake", "l"), w("rake", "r")] },
  { rime: "ate", words: [w("gate", "g"), w("date", "d"), w("plate", "pl")] },
  { rime: "ay", words: [w("jay", "j"), w("ray", "r"), w("tray", "tr")] },
  { rime: "ight", words: [w("light", "l"), w("night", "n"), w("knight", "n")] },
  { rime: "ine", words: [w("line", "l"), w("nine", "n"), w("pine", "p")] },
  { rime: "ain", words: [w("rain", "r"), w("chain", "ch"), w("train", "tr")] },
  { rime: "ore", words: [w("core", "k"), w("shore", "sh"), w("store", "st")] },
  { rime: "ail", words: [w("mail", "m"), w("nail", "n"), w("tail", "t")] },
  { rime: "ame", words: [w("game", "g"), w("name", "n"), w("frame", "fr")] },
  { rime: "ide", words: [w("ride", "r"), w("tide", "t"), w("slide", "sl")] },
  { rime: "ump", words: [w("bump", "b"), w("pump", "p"), w("stump", "st")] },
  { rime: "ank", words: [w("bank", "b"), w("tank", "t"), w("plank", "pl")] },
  { rime: "est", words: [w("nest", "n"), w("vest", "v"), w("chest", "ch")] },
  { rime: "aw", words: [w("paw", "p"), w("saw", "s"), w("jaw", "j")] },
];

/** An affix, what it means, and known base words it makes new words with ("tell" + re- → "retell": "tell again"). */
interface Affix {
  part: string;
  kind: "prefix" | "suffix";
  /** What the part means, said after "means": "again", "full of". */
  meaning: string;
  words: readonly { word: string; base: string; means: string }[];
}

const a = (word: string, base: string, means: string) => ({ word, base, means });
const AFFIXES: readonly Affix[] = [
  {
    part: "re",
    kind: "prefix",
    meaning: "again",
    words: [a("retell", "tell", "tell again"), a("refill", "fill", "fill again"), a("reread", "read", "read again")],
  },
  {
    part: "un",
    kind: "prefix",
    meaning: "not",
    words: [a("unhappy", "happy", "not happy"), a("unkind", "kind", "not kind"), a("unsafe", "safe", "not safe")],
  },
  {
    part: "pre",
    kind: "prefix",
    meaning: "before",
    words: [
      a("preschool", "school", "school before kindergarten"),
      a("preheat", "heat", "heat before"),
      a("pretest", "test", "a test before"),
    ],
  },
  {
    part: "dis",
    kind: "prefix",
    meaning: "not",
    words: [a("dislike", "like", "not like"), a("disagree", "agree", "not agree"), a("disobey", "obey", "not obey")],
  },
  {
    part: "mis",
    kind: "prefix",
    meaning: "wrongly",
    words: [a("misspell", "spell", "spell wrongly"), a("misread", "read", "read wrongly")],
  },
  {
    part: "non",
    kind: "prefix",
    meaning: "not",
    words: [a("nonstop", "stop", "not stopping"), a("nonfiction", "fiction", "writing that is not made up")],
  },
  {
    part: "over",
    kind: "prefix",
    meaning: "too much",
    words: [a("overfill", "fill", "fill too much"), a("oversleep", "sleep", "sleep too long")],
  },
  {
    part: "sub",
    kind: "prefix",
    meaning: "under",
    words: [a("subway", "way", "a way under the ground"), a("subtitle", "title", "a title under the picture")],
  },
  {
    part: "ful",
    kind: "suffix",
    meaning: "full of",
    words: [
      a("helpful", "help", "full of help"),
      a("careful", "care", "full of care"),
      a("joyful", "joy", "full of joy"),
    ],
  },
  {
    part: "less",
    kind: "suffix",
    meaning: "without",
    words: [
      a("fearless", "fear", "without fear"),
      a("careless", "care", "without care"),
      a("endless", "end", "without end"),
    ],
  },
  {
    part: "ly",
    kind: "suffix",
    meaning: "in a way",
    words: [
      a("slowly", "slow", "in a slow way"),
      a("softly", "soft", "in a soft way"),
      a("quickly", "quick", "in a quick way"),
    ],
  },
  {
    part: "ness",
    kind: "suffix",
    meaning: "the state of being",
    words: [a("kindness", "kind", "being kind"), a("darkness", "dark", "being dark"), a("sadness", "sad", "being sad")],
  },
  {
    part: "able",
    kind: "suffix",
    meaning: "can be",
    words: [a("washable", "wash", "can be washed"), a("breakable", "break", "can be broken")],
  },
  {
    part: "est",
    kind: "suffix",
    meaning: "the most",
    words: [
      a("tallest", "tall", "the most tall"),
      a("smallest", "small", "the most small"),
      a("fastest", "fast", "the most fast"),
    ],
  },
  {
    part: "er",
    kind: "suffix",
    meaning: "a person who",
    words: [
      a("teacher", "teach", "a person who teaches"),
      a("painter", "paint", "a person who paints"),
      a("farmer", "farm", "a person who farms"),
    ],
  },
  {
    part: "ment",
    kind: "suffix",
    meaning: "the act of",
    words: [a("payment", "pay", "the act of paying"), a("movement", "move", "the act of moving")],
  },
  {
    // The t of the base word is the t of -tion (predict + ion), so the word is read by finding its base word,
    // not by covering the ending (see `wordPartExample`).
    part: "tion",
    kind: "suffix",
    meaning: "the act of",
    words: [a("prediction", "predict", "the act of predicting"), a("protection", "protect", "the act of protecting")],
  },
];

/**
 * "-er" beside "-est" ("-er and -est", "comparing with -er") is the ending that compares two things (L.K.5.b,
 * L.1.1.f): "taller" means "more tall". Alone it is the ending of a person who does something (RF.3.3.a).
 */
const ER_MORE: Affix = {
  part: "er",
  kind: "suffix",
  meaning: "more",
  words: [a("taller", "tall", "more tall"), a("faster", "fast", "more fast"), a("smaller", "small", "more small")],
};

/** Every prefix and suffix above, with its kind: what a card's item may ask about (taught-features.ts). */
export const AFFIX_PARTS: readonly { part: string; kind: "prefix" | "suffix" }[] = AFFIXES.map(({ part, kind }) => ({
  part,
  kind,
}));

/** Standards on hearing and making rhymes (RF.K.2.a) and on adding or changing a sound (RF.K.2.e). */
const RHYME_CODES = new Set(["RF.K.2.a"]);
const CHANGE_SOUND_CODES = new Set(["RF.K.2.e"]);
/** Standards on what an affix means (L.K.4.b, L.1.4.b, L.2.4.b prefixes only, L.3.4.b, RF.3.3.a). */
const MEANING_CODES = new Set(["L.K.4.b", "L.1.4.b", "L.2.4.b", "L.3.4.b", "RF.3.3.a"]);
/**
 * A parent standard whose card covers several sub-skills, one of them an affix's meaning or reading by parts: a topic
 * that names affixes ("prefixes un-, re- and dis-" with RF.3.3 or L.3.4) is about that sub-skill, so it is modelled
 * as the sub-standard's example would be.
 */
const AFFIX_SUB_STANDARD: Readonly<Record<string, string>> = {
  "L.K.4": "L.K.4.b",
  "L.1.4": "L.1.4.b",
  "L.2.4": "L.2.4.b",
  "L.3.4": "L.3.4.b",
  "RF.2.3": "RF.2.3.d",
  "RF.3.3": "RF.3.3.a",
};
/**
 * Whether a script that teaches `kept` also teaches `other`: two standards of one grade on what an affix means. At
 * grade 3, RF.3.3.a ("know the meaning of the most common prefixes and derivational suffixes") and L.3.4.b
 * ("determine the meaning of the new word formed when a known affix is added to a known word") are one skill: every
 * worked example of either says what a known word means with its prefix or suffix ("So unhappy means not happy"),
 * so a lesson on one teaches the other, and the other is never listed as not taught. L.2.4.b is about prefixes
 * alone, so a lesson on it does not teach a standard that also asks about suffixes.
 */
export function teachesSameSkill(kept: string, other: string): boolean {
  if (kept === other || !MEANING_CODES.has(kept) || !MEANING_CODES.has(other)) return false;
  const gradeOf = (code: string) => /^[A-Z]+\.(K|\d)\./.exec(code)?.[1];
  return gradeOf(kept) === gradeOf(other) && kept !== "L.2.4.b";
}

/** Standards on reading a word with an affix by its parts (RF.2.3.d). */
const DECODE_CODES = new Set(["RF.2.3.d"]);

/**
 * The rime a topic names: "-ug", "the ug family", "-ug words", "ug word family". Only a rime of the list above, so a
 * topic such as "Rhyming with -xyz" names none.
 */
export function rimeOfTopic(topic: string): Rime | null {
  const t = topic.toLowerCase();
  const named =
    /(?:^|[\s("'“])-([a-z]{2,4})\b/.exec(t)?.[1] ?? /\b([a-z]{2,4})\s+(?:word\s+)?family\b/.exec(t)?.[1] ?? null;
  return RIMES.find((r) => r.rime === named) ?? null;
}

/**
 * The affixes a topic names, in its order: "re-", "-ful", "the prefix un", "suffix -less". Only parts of the list
 * above; a bare word ("Unlock words") names none, since "un" inside a word is not the teacher naming a prefix.
 */
export function affixesOfTopic(topic: string): Affix[] {
  const t = topic.toLowerCase();
  const found: { at: number; affix: Affix }[] = [];
  for (const affix of AFFIXES) {
    const p = affix.part;
    const hyphened =
      affix.kind === "prefix" ? new RegExp(`(?:^|[^a-z-])${p}-(?![a-z])`) : new RegExp(`(?:^|[^a-z])-${p}\\b`);
    const named = new RegExp(`\\b${affix.kind}(?:es)?\\s+["'“‘]?-?${p}\\b`);
    const m = hyphened.exec(t) ?? named.exec(t);
    if (m) found.push({ at: m.index, affix });
  }
  const named = found.sort((x, y) => x.at - y.at).map((f) => f.affix);
  const comparing = /\bcompar/.test(t) || named.some((f) => f.part === "est");
  return named.map((f) => (comparing && f.part === "er" ? ER_MORE : f));
}

/** The most word parts one worked example models (a topic naming more is rare: "un-, re-, pre- and dis-"). */
const MAX_PARTS = 4;

const cap = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]!}`;

/** Clauses joined as said: "a, and b"; "a, b, and c". */
const clauses = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")}, and ${items[items.length - 1]!}`;

/** A worked example the topic gives, with how the bridge names it and the picture drawn for it. */
export interface WordPartExample {
  example: WorkedExample;
  /** "the /ug/ family", "the prefix re and the suffix ful": said in "Let's start with … from our topic." */
  named: string;
  visual: string;
}

/**
 * The worked example a topic's word family or word parts give the standard `code`, or null when the topic names
 * none or the standard is not about them. Rhyme (RF.K.2.a): three words of the family, heard to rhyme. Changing a
 * sound (RF.K.2.e): one word's first sound changed to make another of the family. An affix's meaning (L.K–3.4.b,
 * RF.3.3.a): each named part's meaning, shown on a known base word. Reading by parts (RF.2.3.d): the part covered,
 * the base word read, then the whole word. L.2.4.b is about prefixes alone, so its example uses only prefixes.
 */
export function wordPartExample(topic: string, cardCode: string): WordPartExample | null {
  const code = AFFIX_SUB_STANDARD[cardCode] ?? cardCode;
  if (RHYME_CODES.has(code) || CHANGE_SOUND_CODES.has(code)) {
    const rime = rimeOfTopic(topic);
    if (!rime) return null;
    const [one, two, three] = rime.words as [Rime["words"][number], Rime["words"][number], Rime["words"][number]];
    const named = `the /${rime.rime}/ family`;
    if (CHANGE_SOUND_CODES.has(code))
      return {
        named,
        example: {
          show: `Say ${one.word}. Now change /${one.onset}/ to /${two.onset}/.`,
          thinkAloud: `${cap(one.word)}. I take away /${one.onset}/ and keep /${rime.rime}/. I put /${two.onset}/ in front: /${two.onset}/-${rime.rime}. ${cap(two.word)}!`,
          answer: two.word,
        },
        visual: `A picture of a ${one.word} slides away and a picture of a ${two.word} slides in; the /${rime.rime}/ part stays lit the whole time.`,
      };
    return {
      named,
      example: {
        show: `${one.word}, ${two.word}, ${three.word}`,
        thinkAloud: `${cap(one.word)}, ${two.word}, ${three.word}. I listen to the end of each word. They all end with the /${rime.rime}/ sound. Only the first sound changes. They rhyme!`,
        answer: `${cap(one.word)}, ${two.word} and ${three.word} rhyme. They are all in the /${rime.rime}/ family.`,
      },
      visual: `Pictures of a ${one.word}, a ${two.word} and a ${three.word} in a row; each picture glows in the same color as the presenter says /${rime.rime}/.`,
    };
  }
  const decode = DECODE_CODES.has(code);
  if (!decode && !MEANING_CODES.has(code)) return null;
  // Every part the topic names is modelled ("prefixes un-, re- and pre-" teaches pre- too): a part named and never
  // shown is a part the practice may ask about untaught. Four at most keep the example one a child can follow.
  const parts = affixesOfTopic(topic)
    .filter((f) => code !== "L.2.4.b" || f.kind === "prefix")
    .slice(0, MAX_PARTS);
  if (parts.length === 0) return null;
  const words = parts.map((f) => ({ f, x: f.words[0]! }));
  const named = list(parts.map((f) => `the ${f.kind} ${f.part}`));
  const kinds = [...new Set(parts.map((f) => f.kind))];
  const partsSaid = parts.length > 1 ? list(kinds.map((k) => (kinds.length > 1 ? k : `${k}es`))) : kinds[0]!;
  const visual = `${list(words.map(({ x }) => `"${x.word}"`))} on the board; the ${partsSaid} ${parts.length > 1 ? "light" : "lights"} up in one color and the base ${parts.length > 1 ? "words" : "word"} in another.`;
  if (decode) {
    const steps = words.map(({ f, x }) => {
      const built = f.kind === "prefix" ? `${f.part}${x.base}` : `${x.base}${f.part}`;
      if (built !== x.word)
        return `In ${x.word}, I find the base word ${x.base}, and ${f.part} at the end. Now I read it: ${x.word}. ${cap(f.part)} means ${f.meaning}, so ${x.word} means ${x.means}.`;
      const rest = f.kind === "prefix" ? `${f.part}-${x.base}` : `${x.base}-${f.part}`;
      return `In ${x.word}, I cover ${f.part} at the ${f.kind === "prefix" ? "start" : "end"}. The base word is ${x.base}. Now I read both parts: ${rest}, ${x.word}. ${cap(f.part)} means ${f.meaning}, so ${x.word} means ${x.means}.`;
    });
    return {
      named,
      visual,
      example: {
        show: list(words.map(({ x }) => x.word)),
        thinkAloud: steps.join(" "),
        answer: `${words
          .map(({ f, x }) =>
            f.kind === "prefix"
              ? `${f.part} and ${x.base} make ${x.word}`
              : // What is added to the base word as written: "predict and ion make prediction".
                `${x.base} and ${x.word.slice(x.base.length)} make ${x.word}`,
          )
          .join("; ")
          .replace(/^./, (c) => c.toUpperCase())}.`,
      },
    };
  }
  const steps = words.map(
    ({ f, x }) =>
      `${cap(f.part)} is a ${f.kind}. It means ${f.meaning}. ${cap(x.base)} is the base word. So ${x.word} means ${x.means}.`,
  );
  return {
    named,
    visual,
    example: {
      show: list(words.map(({ x }) => x.word)),
      thinkAloud: steps.join(" "),
      answer: `${clauses(words.map(({ x }) => `${x.word} means ${x.means}`))}.`.replace(/^./, (c) => c.toUpperCase()),
    },
  };
}
