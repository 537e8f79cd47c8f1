import lexicon from "@data/standards-lexicon.json";
import { exampleConcepts } from "./example-concepts";
import { allStandardDetails, stemWord, type CcssStandard } from "./standards-catalogue";
import { elaStem } from "./topic-spelling";

/**
 * The concept lexicon (data/standards-lexicon.json, ADR 0057): for each CCSS standard, the words a K–5 teacher
 * types for what it teaches ("-er and -est" → L.3.1.g, "tall tales" → RL.3.2, "first, next, last" → W.K.3). A
 * typed topic is matched phrase by phrase, whole words only, after the words are reduced to simple stems.
 */

/** Words that carry no concept on their own; dropped from topics and phrases alike. */
const STOP_WORDS = new Set(
  "a an and are as at be by for from in into is it its of on or our the their them this to with about using use my your we i".split(
    " ",
  ),
);

/**
 * A topic or phrase as a list of stems: lower case, "&" read as "and", "picture book" and "chapter book" one word, a letter's plural read as the letter
 * ("5 W's" → "5 w"), apostrophes dropped ("author's" → "authors"), hyphens and other punctuation read as spaces
 * ("-er" → "er", "thank-you" → "thank you"), stop words dropped unless `keepStopWords`.
 */
export function conceptWords(text: string, keepStopWords = false): string[] {
  return tokens(text)
    .filter((w) => keepStopWords || !STOP_WORDS.has(w))
    .map(stemWord);
}

function tokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/&/g, " and ")
      // A picture book or a chapter book is a kind of book, not a lesson on pictures (RL.x.7) or chapters (RL.3.5).
      .replace(/\b(picture|chapter)[ -]books?\b/g, "$1book")
      .replace(/\b([a-z])['’]s\b/g, "$1")
      .replace(/['’]/g, "")
      .replace(/[^a-z0-9]+/g, " ")
      .trim()
      .split(" ")
      .filter(Boolean)
  );
}

/**
 * Stop words that only point at a thing ("my", "the"): they join the words beside them, so "fixing my mistakes" is
 * the phrase "fixing mistakes" standing together. Other stop words ("in", "to", "of") change the meaning: "sounds in
 * words" is not "sound words".
 */
const DETERMINERS = new Set("a an the my our your their its this".split(" "));

/** For each word of {@link conceptWords}, whether stop words other than determiners stood before it. */
function stopGaps(text: string): boolean[] {
  const gaps: boolean[] = [];
  let gap = false;
  for (const w of tokens(text)) {
    if (DETERMINERS.has(w)) continue;
    if (STOP_WORDS.has(w)) gap = true;
    else {
      gaps.push(gap);
      gap = false;
    }
  }
  return gaps;
}

interface Phrase {
  words: string[];
  /** {@link stopGaps} of the phrase: "comma in a series" has stop words between its words, "sound word" none. */
  gaps: boolean[];
  /** 1 for a central phrase, 0.5 for a related one ("~" in the data). */
  weight: number;
  /**
   * A phrase that is at most one word with stop words ("how to", "run on", "either or", "a an and the") keeps
   * them and matches only as written: a lone "how" in "How volcanoes shape the land" is no how-to writing.
   */
  whole: boolean;
}

/**
 * A topic's words without stop words (`bare`) and with them (`whole`), and where in each its setting begins:
 * "in" and a kind of text or subject ("exaggeration in tall tales": the tall tales are where the exaggeration
 * is taught; "words ending in -tion" has none), or the list's length when there is none.
 */
interface TopicWords {
  bare: string[];
  bareGaps: boolean[];
  whole: string[];
  bareSetting: number;
  wholeSetting: number;
}

/** The kinds of text and the subjects a topic's setting names ("tall tales", "a news story", "science"). */
const SETTING_KINDS = String.raw`(?:(?:a|an|the|our|my|their|your)\s+)?(?:[a-z'’-]+\s+){0,2}?(?:stor(?:y|ies)|tales?|fables?|poems?|poetry|books?|texts?|articles?|nonfiction|fiction|narratives?|novels?|myths?|plays?|dramas?|writing|essays?|letters?|reports?|news|editorials?|ads?|advertisements?|speech(?:es)?|presentations?|discussions?|conversations?|history|science|social studies|literature|picture books?|chapters?|songs?)`;

/**
 * "In" followed by a kind of text or a subject: the topic's setting ("in tall tales", "in a news story"); or "of"
 * or "from" followed by one that ends the topic ("summary of a chapter book": the chapter book is what is summed up,
 * not a lesson on reading chapter books; "allusions from Greek myths": the myths are where the allusions come from,
 * ADR 0091). An "of" or "from" phrase with more after it is no setting ("parts of a text: chapter, scene, stanza"
 * names the parts; "evidence from the text to describe a character" names a character).
 */
const SETTING_START = new RegExp(String.raw`\bin\s+${SETTING_KINDS}\b|\b(?:of|from)\s+${SETTING_KINDS}\s*[.!?]*$`, "i");

/**
 * "Like" or "such as" before examples: what follows shows the concept, it is not another one ("context clues like
 * cause and effect" is a lesson on context clues, not on cause and effect in a text). The examples count as the
 * setting does; "like" itself stays in the head, so "like or as" (similes) is met in full.
 */
const EXAMPLES_START = /\b(?:like|such as)\s+/i;

function topicWords(topic: string): TopicWords {
  const examples = EXAMPLES_START.exec(topic);
  const inSetting = topic.search(SETTING_START);
  const after = examples ? examples.index + examples[0].length : -1;
  const at = inSetting < 0 ? after : after < 0 ? inSetting : Math.min(inSetting, after);
  const head = at < 0 ? topic : topic.slice(0, at);
  // The concepts the topic's examples show stand first, apart from its words (a gap before each, none inside a
  // concept of two words: "perfect tense", "inflectional ending").
  const concepts = exampleConcepts(topic).map((c) => conceptWords(c));
  const named = concepts.flat();
  return {
    bare: [...named, ...conceptWords(topic)],
    bareGaps: [...concepts.flatMap((c) => c.map((_, i) => i === 0)), ...stopGaps(topic)],
    whole: [...named, ...conceptWords(topic, true)],
    bareSetting: named.length + conceptWords(head).length,
    wholeSetting: named.length + conceptWords(head, true).length,
  };
}

/**
 * A phrase met only in the topic's setting ({@link TopicWords}) counts this share: half, so the kind of text a skill
 * is taught in (already a raised strand, "in stories and poems" → RL) does not also bring its own standard in beside
 * the skill ("dialects in folktales and poems" is L.5.3.b, not the structure of poems, RL.5.5).
 */
const SETTING = 0.5;

interface Loaded {
  byStandard: Map<CcssStandard, Phrase[]>;
  /** Each standard's own examples, "(e.g., walk, march, strut, prance)" in L.K.5.d: one phrase per example. */
  examples: Map<CcssStandard, Phrase[]>;
  /** Phrases that name the standard only when the topic says the learner writes (the data's `writing`). */
  whenWriting: Map<CcssStandard, Phrase[]>;
  /**
   * The subjects, per grade the informational reading standards they point to, best first, the subjects that are a
   * course of events or a process (`sequence`), and the writing standards a subject written about points to.
   */
  content: { phrases: Phrase[]; codes: CcssStandard[][]; sequence: Phrase[]; writing: CcssStandard[] };
}

let loaded: Loaded | undefined;

function patternToRegExp(pattern: string): RegExp {
  const body = pattern.split(".").map((p) => (p === "*" ? "[^.]+" : p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(`^${body.join("\\.")}$`);
}

function expand(pattern: string): CcssStandard[] {
  const re = patternToRegExp(pattern);
  return allStandardDetails().filter((s) => re.test(s.code));
}

function toPhrase(raw: string): Phrase | null {
  const related = raw.startsWith("~");
  const text = related ? raw.slice(1) : raw;
  const words = conceptWords(text);
  const whole = conceptWords(text, true);
  if (whole.length === 0) return null;
  const weight = related ? 0.5 : 1;
  return words.length <= 1 && whole.length > 1
    ? { words: whole, gaps: whole.map(() => false), weight, whole: true }
    : { words, gaps: stopGaps(text), weight, whole: false };
}

/** Each standard's phrases from a `{ pattern: phrases }` table of the data. */
function byPattern(table: Record<string, string[]>): Map<CcssStandard, Phrase[]> {
  const byStandard = new Map<CcssStandard, Phrase[]>();
  for (const [pattern, phrases] of Object.entries(table)) {
    const parsed = phrases.flatMap((p) => toPhrase(p) ?? []);
    for (const s of expand(pattern)) byStandard.set(s, [...(byStandard.get(s) ?? []), ...parsed]);
  }
  return byStandard;
}

function load(): Loaded {
  if (loaded) return loaded;
  loaded = {
    byStandard: byPattern(lexicon.standards as Record<string, string[]>),
    examples: new Map(allStandardDetails().map((s) => [s, standardExamples(s.description)])),
    whenWriting: byPattern(lexicon.writing.standards as Record<string, string[]>),
    content: {
      phrases: lexicon.content.phrases.flatMap((p) => toPhrase(p) ?? []),
      codes: Object.values(lexicon.content.codes as Record<string, string[]>).map((list) => list.flatMap(expand)),
      sequence: lexicon.content.sequence.flatMap((p) => toPhrase(p) ?? []),
      writing: lexicon.content.writing.flatMap(expand),
    },
  };
  return loaded;
}

/**
 * Words too common in topics to be taken for a standard's example (RF.K.3.c's sight words "you", "she", "do").
 */
const COMMON_EXAMPLES = new Set("you she he they do doe did are was were me be can may".split(" "));

/** A standard's "(e.g., …)" examples as phrases, split at commas and semicolons ("I walked; I walk"). */
function standardExamples(description: string): Phrase[] {
  const lists = description.match(/\(e\.g\.,?([^()]*)\)/g) ?? [];
  return lists
    .flatMap((list) => list.replace(/^\(e\.g\.,?|\)$/g, "").split(/[,;]/))
    .map((item) => item.replace(/^\s*(?:and|or)\s+/i, "").trim())
    .flatMap((item) => {
      const phrase = toPhrase(item);
      if (!phrase || phrase.words.length === 0) return [];
      return phrase.words.length === 1 && COMMON_EXAMPLES.has(phrase.words[0]!) ? [] : [phrase];
    });
}

/**
 * A topic that types two or more of a standard's own examples ("Walk, march, tiptoe, stomp" holds L.K.5.d's "walk"
 * and "march"; "for instance, in addition" W.4.1.c's) names that standard as a central phrase does, when those
 * examples make up at least half of the topic's words: the examples are the lesson, not words met in passing.
 */
function examplesScore(examples: Phrase[], words: TopicWords): number {
  const met = examples.filter((p) => phraseScore(p, words) >= (p.whole ? 1 : p.words.length));
  // Distinct examples: "dog, dogs" (L.K.1.c) are one stem.
  if (new Set(met.map((p) => p.words.join(" "))).size < 2) return 0;
  const covered = new Set(met.flatMap((p) => p.words));
  const own = words.bare.filter((w) => covered.has(w)).length;
  return own * 2 >= words.bare.length ? 1 : 0;
}

/** A phrase whose words are all in the topic, in the phrase's order, but apart counts this share of its words. */
const APART = 0.6;

/**
 * How well a phrase names part of the topic: its word count when its words stand together in the topic (one
 * for a {@link Phrase.whole} phrase, which must),
 * {@link APART} of that when they are all there in the same order but apart ("sound words in a poem" meets
 * "sound word", "breaking a word into sounds" does not), else 0; times the phrase's weight, and {@link SETTING}
 * when it starts in the topic's setting.
 */
function phraseScore(phrase: Phrase, words: TopicWords): number {
  const topic = phrase.whole ? words.whole : words.bare;
  const setting = phrase.whole ? words.wholeSetting : words.bareSetting;
  const n = phrase.words.length;
  for (let i = 0; i + n <= topic.length; i++) {
    // Together: the same words with stop words between them where the phrase has them, so "sounds in words" is
    // not the phrase "sound words" (onomatopoeia) standing together.
    const together = phrase.words.every(
      (w, j) => topic[i + j] === w && (phrase.whole || j === 0 || words.bareGaps[i + j] === phrase.gaps[j]),
    );
    if (together) return (phrase.whole ? 1 : n) * phrase.weight * (i >= setting ? SETTING : 1);
  }
  if (phrase.whole) return 0;
  // Apart: each of the phrase's words needs its own word of the topic, after the previous one's ("text to text"
  // needs "text" twice).
  let from = 0;
  let first = -1;
  for (const w of phrase.words) {
    const at = topic.indexOf(w, from);
    if (at < 0) return 0;
    if (first < 0) first = at;
    from = at + 1;
  }
  return APART * n * phrase.weight * (first >= setting ? SETTING : 1);
}

/**
 * Science and social-studies subjects weigh this much of a one-word ELA concept (see the data's `content`); they
 * count only when the topic names no ELA concept, so "animal idioms" stays a lesson on idioms.
 */
const CONTENT_WEIGHT = 0.8;

/** A how or why question ("How do volcanoes erupt?", "why leaves change color"), not how-to writing. */
const HOW_OR_WHY = /\b(?:how|why)\b(?![- ]to\b)/i;

/**
 * Lexicon scores of the standards a topic names (only those above 0), optionally of one grade: the best matching
 * phrase's score, plus a tenth for each further distinct phrase that matches, so a standard named twice ranks
 * before one named once. A content subject, when no ELA concept is named, gives a smaller score to the
 * informational reading standards, or with `writing` (the topic says the learner writes) to informative writing
 * and research first. With `writing` the data's `writing` phrases count as well ("similes in our own stories" →
 * choosing words for effect).
 */
export function lexiconScores(topic: string, grade?: string, writing = false): Map<CcssStandard, number> {
  const words = topicWords(topic);
  const scores = new Map<CcssStandard, number>();
  if (words.whole.length === 0) return scores;
  const { byStandard, whenWriting, content, examples } = load();
  const standards = new Set([...byStandard.keys(), ...(writing ? whenWriting.keys() : []), ...examples.keys()]);
  for (const s of standards) {
    if (grade && s.grade !== grade) continue;
    const phrases = [...(byStandard.get(s) ?? []), ...((writing && whenWriting.get(s)) || [])];
    // One score per distinct phrase (the same words may be listed central for one grade, related for all).
    const byWords = new Map<string, number>();
    const fromExamples = examplesScore(examples.get(s) ?? [], words);
    if (fromExamples > 0) byWords.set("(e.g.)", fromExamples);
    for (const p of phrases) {
      const score = phraseScore(p, words);
      const key = p.words.join(" ");
      if (score > 0) byWords.set(key, Math.max(byWords.get(key) ?? 0, score));
    }
    if (byWords.size === 0) continue;
    const matched = [...byWords.values()].sort((a, b) => b - a);
    scores.set(s, matched[0]! + 0.1 * (matched.length - 1));
  }
  const subject = Math.max(0, ...content.phrases.map((p) => phraseScore(p, words)));
  if (subject > 0 && ![...scores.values()].some((x) => x >= 1)) {
    // The reading lists are per grade, the writing list per standard; either way the order is the preference.
    const writingLists = writing
      ? ["K", "1", "2", "3", "4", "5"].map((g) => content.writing.filter((s) => s.grade === g))
      : [];
    // A course of events or a process (a life, a cycle, a war), or a how or why question about the subject ("How
    // volcanoes change the land"), is read for how its events or steps connect and why: in grades 2–5 RI.x.3 leads
    // (in K–1 it is only a connection between two events or ideas).
    const sequence = content.sequence.some((p) => phraseScore(p, words) > 0) || HOW_OR_WHY.test(topic);
    // The topic is the subject alone when every other word of it is no ELA word ("Rocks and minerals", "Animals on
    // the farm"); "Abraham Lincoln's life", "American Revolution unit" or "people in a text about …" say more.
    const covered = new Set(content.phrases.filter((p) => phraseScore(p, words) > 0).flatMap((p) => p.words));
    const plainSubject = words.bare.every((w) => covered.has(w) || !elaStem(w));
    const readingLists = content.codes.map((list) => {
      const connections = sequence ? list.filter((s) => !["K", "1"].includes(s.grade) && s.code.endsWith(".3")) : [];
      const ordered = [...connections, ...list.filter((s) => !connections.includes(s))];
      // With no writing and no reading named, writing about the subject stands third, after the main topic or idea
      // and its key details: the codes shown first then cover reading, writing and the subject's words, not three
      // reading standards alike. A topic that names reading lowers it out of the list (its strand factor).
      const informs =
        writing || !plainSubject ? [] : content.writing.filter((s) => s.grade === list[0]?.grade).slice(0, 1);
      return [...ordered.slice(0, 2), ...informs, ...ordered.slice(2)];
    });
    for (const list of [...writingLists, ...readingLists]) {
      list.forEach((s, i) => {
        if (grade && s.grade !== grade) return;
        // The data's order is the grade's order of preference: a small step down per code keeps it.
        const score = CONTENT_WEIGHT * subject - 0.01 * i;
        scores.set(s, Math.max(scores.get(s) ?? 0, score));
      });
    }
  }
  return scores;
}
