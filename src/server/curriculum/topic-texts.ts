import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { findCatalogueTopic, unnamedParts } from "@shared/curriculum/topics";
import { topicTextFileSchema, type TaleKind, type TopicSubject, type TopicText } from "@shared/curriculum/topic-text";
import type { Grade } from "@shared/schemas/grade";
import type { AvoidRule } from "@shared/script/considerations";
import { serverPaths } from "../paths";
import { stemWord } from "./standards-catalogue";

/**
 * Nova Writer's own topic texts (data/topic-texts/*.json, docs/product/topic-texts.md, ADR 0070), validated with the
 * shared zod schema when first read, as the teaching cards are: a file that does not parse stops the server with
 * its name (shipped data, so a build error). No folder, or an empty one, is an empty library: every lesson then
 * teaches from its teaching cards as before.
 */
export interface TopicTextLibrary {
  subjects: TopicSubject[];
}

export function loadTopicTexts(dir: string): TopicTextLibrary {
  if (!existsSync(dir)) return { subjects: [] };
  const subjects: TopicSubject[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const parsed = topicTextFileSchema.safeParse(JSON.parse(readFileSync(path.join(dir, file), "utf8")));
    if (!parsed.success)
      throw new Error(`${path.basename(dir)}/${file} is not a valid topic-text file: ${parsed.error.message}`);
    subjects.push(...parsed.data.subjects);
  }
  return { subjects };
}

let library: TopicTextLibrary | undefined;

/** The shipped library (data/topic-texts), read once. */
export function topicTextLibrary(): TopicTextLibrary {
  library ??= loadTopicTexts(serverPaths.topicTexts);
  return library;
}

/**
 * The kind of text a lesson on `standard` reads (docs/product/topic-texts.md): a story for reading literature (RL)
 * and for narrative writing (W.x.3, whose hook opens with a story's first line, a model of a narrative's
 * beginning); an informational text for everything else: reading informational text (RI) and a text read aloud
 * (SL.x.2) are taught from it, and any other standard hears its first sentence in the hook, as an attachment's.
 */
export function topicTextKind(standard: string): TopicText["kind"] {
  return /^RL\./.test(standard) || /^W\.(?:K|\d)\.3(?:\.|$)/.test(standard) ? "story" : "informational";
}

// ---------------------------------------------------------------------------------------------------------------
// Matching a typed topic to a subject.

/**
 * Words that may stand next to a subject's alias without making it part of another name: articles, prepositions,
 * question words, possessives and the everyday verbs of a topic ("How bees make honey", "Why the moon changes").
 * Any other word beside the alias may make it a modifier or part of a compound ("spelling bee", "moon boots",
 * "rain forest"): a wrong text is worse than none, so such a topic gets no text.
 */
const LINK = new Set(
  (
    "a an the of about and or on in into to for with from at by how why what when where who which whose vs versus " +
    "is are was were be being been do does did can could will would should our my your their its his her all some " +
    "many more most every each during through after before under over up down out around near " +
    "make makes made grow grows grew live lives lived work works help helps need needs eat eats change changes " +
    "move moves get gets go goes come comes find finds build builds fly flies sleep sleeps happen happens form " +
    "forms turn turns use uses keep keeps stay stays look looks learn learning facts fact"
  )
    .split(" ")
    .map((w) => stemWord(w)),
);
/**
 * Describing words that may come before an alias: "busy bees", "baby animals", "tiny seeds". Not "little", "big" or
 * "hungry": they open the names of tales ("The Three Little Pigs", "The Very Hungry Caterpillar").
 */
const BEFORE = new Set("busy baby tiny wild young amazing different real happy".split(" ").map((w) => stemWord(w)));
/** Words after an alias that keep the topic about the subject: "butterfly life cycle", "moon phases". */
const AFTER = new Set(
  "life lives cycle cycles habitat habitats home homes body bodies part parts family families phase phases"
    .split(" ")
    .map((w) => stemWord(w)),
);

interface Token {
  stem: string;
  /** The word ends in a possessive ("bee's", "bees'"): what follows belongs to it. */
  possessive: boolean;
  /** Written with a capital (not counting the topic's first word, capitalized as a sentence's). */
  capital: boolean;
  /** An article: "The" before a title's other words says nothing of a title. */
  article: boolean;
}

/**
 * Numbers a teacher types in digits where an alias spells them out ("The 100th Day of School", "the 4th of July",
 * "100 days of school"): the ordinals up to the tenth, the hundredth, and a hundred. Aliases are written in letters
 * only (the schema), and any other number is dropped between words, as before.
 */
const NUMBER_WORDS: Record<string, string> = {
  "1st": "first",
  "2nd": "second",
  "3rd": "third",
  "4th": "fourth",
  "5th": "fifth",
  "6th": "sixth",
  "7th": "seventh",
  "8th": "eighth",
  "9th": "ninth",
  "10th": "tenth",
  "100th": "hundredth",
  "100": "hundred",
};
const spellNumbers = (text: string) =>
  text.replace(/\b\d+(?:st|nd|rd|th)?\b/gi, (n) => NUMBER_WORDS[n.toLowerCase()] ?? n);

/** The topic as runs of words between punctuation ("Main idea: bees" → [["main", "idea"], ["bees"]]). */
function segmentsOf(text: string): Token[][] {
  let first = true;
  return spellNumbers(text)
    .replace(/’/g, "'")
    .replace(/&/g, " and ")
    .split(/[^A-Za-z' ]+/)
    .map((seg) =>
      (seg.match(/[A-Za-z]+(?:'[A-Za-z]*)?/g) ?? []).map((word) => {
        const w = word.toLowerCase();
        const token = {
          stem: stemWord(w.replace(/'s$|'$/, "").replace(/'/g, "")),
          possessive: /'s?$/.test(w),
          capital: !first && /^[A-Z]/.test(word),
          article: /^(?:a|an|the)$/.test(w),
        };
        first = false;
        return token;
      }),
    )
    .filter((seg) => seg.length > 0);
}

/**
 * Whether the alias at [start, end) is inside a capitalized name of something else, in a topic otherwise written
 * in lower case: "Comparing two versions of The Three Little Pigs", "Main idea in The Very Hungry Caterpillar" (a
 * tale's title, not the subject). An alias capitalized alone ("Reading about Honey Bees") is the subject.
 */
function inTitle(seg: Token[], start: number, end: number, mixedCase: boolean): boolean {
  if (!mixedCase || !seg.slice(start, end).some((t) => t.capital)) return false;
  const beside = (from: number, step: number): boolean => {
    for (let i = from; i >= 0 && i < seg.length && seg[i]!.capital; i += step) if (!seg[i]!.article) return true;
    return false;
  };
  return beside(start - 1, -1) || beside(end, 1);
}

/** An alias's stems, remembered: every draft matches its topic against every alias of the library. */
const aliasStemCache = new Map<string, string[]>();
const aliasStems = (alias: string): string[] => {
  let stems = aliasStemCache.get(alias);
  if (!stems) {
    stems = segmentsOf(alias)
      .flat()
      .map((t) => t.stem);
    aliasStemCache.set(alias, stems);
  }
  return stems;
};

/**
 * Fixed expressions whose words are not their subject: "Learning by heart", "Poems we know by heart" (saying from
 * memory, not the organ). An alias inside one of them names nothing, even in a question.
 */
const IDIOMS: readonly (readonly string[])[] = [["by", "heart"]].map((words) => words.map((w) => stemWord(w)));

/** Whether the alias at [start, end) lies inside one of the `IDIOMS` in the segment. */
function inIdiom(seg: Token[], start: number, end: number): boolean {
  return IDIOMS.some((idiom) => {
    for (let i = Math.max(0, end - idiom.length); i <= start && i + idiom.length <= seg.length; i++)
      if (i + idiom.length >= end && idiom.every((s, k) => seg[i + k]!.stem === s)) return true;
    return false;
  });
}

/**
 * Words that may stand beside a classic tale's title (ADR 0094): "The Three Little Pigs story", "retelling Stone
 * Soup", "the fable The Lion and the Mouse". Only beside a tale's alias: "bee story" is not a subject of bees.
 */
const TALE_WORD = new Set(
  "fable fables folktale folktales folk tale tales story stories retell retelling retold version versions lesson moral"
    .split(" ")
    .map((w) => stemWord(w)),
);

/** Words that open a question about the subject: "How volcanoes erupt", "Why we have seasons". */
const QUESTION = new Set("how why what where when do does can are is".split(" ").map((w) => stemWord(w)));

/**
 * How the alias stands in the topic: a clear noun of it (true), or a part of another name (false). In a question
 * ("How volcanoes erupt", "Why we have seasons") any word may stand beside it: the question is about the subject.
 */
function standsAlone(seg: Token[], start: number, end: number, tale = false): boolean {
  if (inIdiom(seg, start, end)) return false;
  if (QUESTION.has(seg[0]!.stem) && start > 0) return true;
  const before = seg[start - 1];
  const after = seg[end];
  const last = seg[end - 1]!;
  const beside = (t: Token) => LINK.has(t.stem) || (tale && TALE_WORD.has(t.stem));
  const beforeOk = !before || beside(before) || BEFORE.has(before.stem) || before.possessive;
  const afterOk = !after || beside(after) || AFTER.has(after.stem) || last.possessive;
  return beforeOk && afterOk;
}

/**
 * Whether the topic is a whole topic of the admin catalogue ("Main Idea & Key Details"), which names a skill. One
 * part of a two-part name typed alone ("Friendship" of "Friendship & Kindness") is still read for a subject: a
 * story about friendship is the material that theme is taught from.
 */
function isWholeCatalogueTopic(topic: string): boolean {
  const found = findCatalogueTopic(topic);
  return found !== undefined && unnamedParts(topic, found).length === 0;
}

/**
 * The subject a typed topic names (docs/product/topic-texts.md): an alias found as whole words, case and plurals
 * ignored (the finder's stemmer, ADR 0057: "bee", "Bees", "bee's"), and standing on its own in the topic, not as a
 * part of another name ("spelling bee"). An alias inside a longer one found in the same place gives way to it
 * ("bees" inside "bees under the moon"); a topic that still names two subjects ("bees and the moon") gets none, as
 * a text about one of them would teach half the topic. A topic of the admin catalogue ("Main Idea & Key Details",
 * data/topics.json) names a skill, never a subject (`isWholeCatalogueTopic`).
 */
export function matchSubject(topic: string, lib: TopicTextLibrary): TopicSubject | null {
  // The answer depends only on the topic and the library (both unchanging while the server runs): remembered per
  // library, since one draft asks several times and the sweeps over every card ask for the same few topics.
  let known = matchCache.get(lib);
  if (!known) matchCache.set(lib, (known = new Map()));
  if (known.has(topic)) return known.get(topic)!;
  const subject = matchSubjectUncached(topic, lib);
  if (known.size < MATCH_CACHE_MAX) known.set(topic, subject);
  return subject;
}
const matchCache = new WeakMap<TopicTextLibrary, Map<string, TopicSubject | null>>();
/** Topics remembered per library at most; beyond, a topic is matched again each time (typed topics are many). */
const MATCH_CACHE_MAX = 10_000;

function matchSubjectUncached(topic: string, lib: TopicTextLibrary): TopicSubject | null {
  if (!topic.trim() || isWholeCatalogueTopic(topic)) return null;
  const segments = segmentsOf(topic);
  // Written in lower case apart from capitalized names (not all in Title Case): a capitalized run is a name.
  const mixedCase = segments.flat().some((t, i) => i > 0 && !t.capital && !t.article);
  const found: { subject: TopicSubject; seg: number; start: number; end: number }[] = [];
  for (const subject of lib.subjects)
    for (const alias of subject.aliases) {
      const want = aliasStems(alias);
      if (want.length === 0) continue;
      segments.forEach((seg, n) => {
        for (let i = 0; i + want.length <= seg.length; i++)
          if (
            want.every((s, k) => seg[i + k]!.stem === s) &&
            standsAlone(seg, i, i + want.length, Boolean(subject.tale)) &&
            !inTitle(seg, i, i + want.length, mixedCase)
          )
            found.push({ subject, seg: n, start: i, end: i + want.length });
      });
    }
  const inside = (a: (typeof found)[number], b: (typeof found)[number]) =>
    a !== b && a.seg === b.seg && b.start <= a.start && a.end <= b.end && b.end - b.start > a.end - a.start;
  const outer = found.filter((a) => !found.some((b) => inside(a, b)));
  // "How do dolphins sleep?": an alias that is only an everyday verb of a topic (LINK: "sleep", "grow", "fly") is
  // what the topic says the other subject does; a question about an animal's sleep is about the animal. It gives way
  // to another subject's alias, and names a subject only when it is the topic's one ("Sleep", "Why we need sleep").
  const verbOnly = (m: (typeof found)[number]) => segments[m.seg]!.slice(m.start, m.end).every((t) => LINK.has(t.stem));
  const kept = outer.some((m) => !verbOnly(m)) ? outer.filter((m) => !verbOnly(m)) : outer;
  const subjects = new Set(kept.map((m) => m.subject));
  return subjects.size === 1 ? [...subjects][0]! : null;
}

/** Every sentence-bearing field of a text, for the writer's avoided topics. */
const allWords = (t: TopicText): string =>
  [
    t.title,
    t.text,
    ...t.words.flatMap((w) => [w.word, w.meaning]),
    ...(t.kind === "informational"
      ? [t.mainIdea, ...t.keyDetails]
      : [t.setting, t.problem, t.solution, t.lesson, ...t.events, ...t.characters.flatMap((c) => [c.name, c.trait])]),
  ].join(" ");

export interface FoundTopicText {
  subject: string;
  text: TopicText;
  /** The subject is a classic tale (ADR 0094): its kind, and where it is told from when that is well documented. */
  tale?: { kind: TaleKind; origin?: string };
}

/**
 * A kind of old tale a topic asks for ("a fable about a fox and a crow", "a legend about a giant turtle", not a map
 * legend). Our subjects' stories are about children today and their informational texts are facts
 * (docs/product/topic-texts.md), never a fable, folktale, fairy tale, tall tale, myth or legend: such a topic reads a
 * text of ours only when it names a classic tale the library retells (a subject with `tale`, ADR 0094: "the fable
 * of the tortoise and the hare"); any other asks for the tale to be attached, as for a subject the library lacks.
 */
const OLD_TALE = /\b(?:fables?|folk ?tales?|fairy ?tales?|tall tales?|myths?|(?<!\bmap )legends?)\b/i;

/**
 * The topic text a lesson reads (docs/product/topic-texts.md), or null: the subject the topic names
 * (`matchSubject`), the kind the primary standard needs (`topicTextKind`), the band of the grade (no grade → no
 * text: a text is written for its band), none that mentions a topic the writer asked to avoid, and none when the
 * topic asks for an old tale (`OLD_TALE`).
 */
export function findTopicText(
  opts: { topic: string; grade: Grade | null; standard: string; avoid?: readonly AvoidRule[] },
  lib: TopicTextLibrary = topicTextLibrary(),
): FoundTopicText | null {
  if (!opts.grade || !opts.standard) return null;
  const subject = matchSubject(opts.topic, lib);
  if (!subject || (OLD_TALE.test(opts.topic) && !subject.tale)) return null;
  const kind = topicTextKind(opts.standard);
  const text = subject.texts.find((t) => t.kind === kind && (t.grades as readonly string[]).includes(opts.grade!));
  if (!text) return null;
  const words = allWords(text);
  if ((opts.avoid ?? []).some((r) => new RegExp(r.re.source, r.re.flags.replace("g", "")).test(words))) return null;
  return {
    subject: subject.subject,
    text,
    ...(subject.tale ? { tale: { kind: subject.tale, ...(subject.origin ? { origin: subject.origin } : {}) } } : {}),
  };
}
