import taleTitles from "@data/tale-titles.json";
import type { Grade } from "@shared/schemas/grade";
import { allStandardDetails, getStandardDetails, stemWord, type CcssStandard } from "./standards-catalogue";
import { matchSubject, topicTextLibrary } from "./topic-texts";

/*
 * Step 2's standards for a plain subject and for a named tale (ADR 0093). The typed-topic finder (ADR 0057) matches
 * skills: a topic that names only what a lesson is about ("sea otters", "going to the dentist", "The Tortoise and
 * the Hare") holds no skill word, so it found nothing, or only side matches of the subject's words. A K–5 specialist
 * labels such a topic all the same, by the labelling rules of ADR 0067: a subject is read and written about, so the
 * grade's key details and main topic (RI.x.1, RI.x.2) lead; a named story is read as literature, so retelling it with
 * its central message or theme (RL.x.2) leads. This module says which a topic is; `standardsForTopic` asks it.
 */

/** A kind of tale in data/tale-titles.json. */
export type TaleKind =
  "fable" | "fairy tale" | "folktale" | "nursery rhyme" | "myth" | "legend" | "tall tale" | "novel" | "poem";

/** A well-known public-domain tale a teacher may name (data/tale-titles.json). */
export interface Tale {
  title: string;
  kind: TaleKind;
  origin: string;
  aliases: string[];
}

export const TALES: readonly Tale[] = taleTitles.tales as Tale[];

/** Number words typed as digits ("3 Little Pigs", "Around the World in 80 Days"). */
const DIGITS: Record<string, string> = { "3": "three", "5": "five", "7": "seven", "12": "twelve", "40": "forty" };
/** Articles: "Lion and Mouse" names "The Lion and the Mouse". */
const ARTICLES = new Set(["the", "a", "an"]);

/**
 * A title or topic as matched: lower case, apostrophes dropped ("Emperor's" = "Emperors"), "&" read as "and",
 * accents removed ("Señor" = "Senor"), digits as words, articles left out, each word stemmed (plurals ignored).
 */
function words(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/&/g, " and ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => DIGITS[w] ?? w)
    .filter((w) => !ARTICLES.has(w))
    .map((w) => stemWord(w));
}

let taleIndex: { tale: Tale; words: string[] }[] | undefined;
/** Every title and alias as stemmed words, longest first: "Snow White and Rose Red" is found before "Snow White". */
function tales(): { tale: Tale; words: string[] }[] {
  taleIndex ??= TALES.flatMap((tale) => [tale.title, ...tale.aliases].map((name) => ({ tale, words: words(name) })))
    .filter((t) => t.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length);
  return taleIndex;
}

/** A tale a topic names, and the topic's other words (the skill it asks for, if any), as typed. */
export interface NamedTale {
  tale: Tale;
  /** The topic without the tale's name ("Lion and Mouse moral" → "moral"; "" when the topic is the name alone). */
  rest: string;
}

/**
 * The tale a typed topic names (data/tale-titles.json): its title or an alias as whole words, case, punctuation,
 * articles and plurals ignored ("goldilocks retell", "Lion and Mouse moral", "3 little pigs"); the longest name
 * found wins. Null when the topic names none.
 */
export function taleIn(topic: string): NamedTale | null {
  const typed = topic.split(/\s+/).filter(Boolean);
  // Each typed word's matched form, so the rest can be given back as typed.
  const forms = typed.map((w) => words(w));
  const flat = forms.flatMap((f, i) => f.map((w) => ({ w, i })));
  for (const { tale, words: want } of tales())
    for (let s = 0; s + want.length <= flat.length; s++)
      if (want.every((w, k) => flat[s + k]!.w === w)) {
        const used = new Set(flat.slice(s, s + want.length).map((x) => x.i));
        // Articles inside or right before the name go with it ("the Lion and the Mouse").
        const rest = typed
          .filter((w, i) => !used.has(i) && !(forms[i]!.length === 0 && (used.has(i + 1) || used.has(i - 1))))
          .join(" ");
        return { tale, rest: rest.replace(/^[\s,:;.!?'"’-]+|[\s,:;.!?'"’-]+$/g, "") };
      }
  return null;
}

/** "Two versions of Cinderella", "compare Goldilocks stories", "Cinderella around the world": RL.x.9's versions. */
const VERSIONS =
  /\b(?:versions?|compar(?:e|ing|ison)|contrast|alike|differen(?:t|ces?)|similar(?:ities)?|venn|retellings?|tellings|variants?|around the world|other cultures|different cultures|same story|vs\.?|versus)\b/i;
/** "The rhyme and rhythm of Humpty Dumpty", "stanzas of Paul Revere's Ride": a poem's structure (RL.x.5). */
const STRUCTURE = /\b(?:structure|stanzas?|verses?|lines?|rhythm|beats?|repeat(?:ed|ing)?|repetition|pattern)\b/i;

/** At most this many of the grade's standards are shown (MAX_OFFERED_PER_GRADE, ADR 0008). */
const MAX_SHOWN = 8;

const code = (c: string): CcssStandard | undefined => getStandardDetails(c);

/**
 * The grade's standards for reading a named tale (ADR 0093, labelled as ADR 0067 asks): retelling it with its central
 * message, lesson or theme (RL.x.2) first; comparing versions (RL.x.9) next when the topic names versions or a second
 * tale; then
 * asking and answering about its key details (RL.x.1); its characters, setting and events (RL.x.3) for a story; its
 * structure (RL.x.5) and words and rhythm (RL.x.4) for a poem or rhyme; and, at K–1, a nursery rhyme's sounds and
 * rhymes (RF.K.2, RF.1.2, phonological awareness) last.
 */
export function taleStandards(tale: Tale, topic: string, grade: Grade, rest = topic): CcssStandard[] {
  const verse = tale.kind === "poem" || tale.kind === "nursery rhyme";
  // Two tales named together are compared ("The Gingerbread Man and The Pancake").
  const versions = VERSIONS.test(topic) || taleIn(rest) !== null;
  const nums = [
    "2",
    ...(versions ? ["9"] : []),
    "1",
    ...(verse ? (STRUCTURE.test(topic) ? ["5", "4"] : ["4", "5"]) : ["3"]),
  ];
  const rhyme = tale.kind === "nursery rhyme" && (grade === "K" || grade === "1") ? [`RF.${grade}.2`] : [];
  return [...nums.map((n) => `RL.${grade}.${n}`), ...rhyme].flatMap((c) => code(c) ?? []);
}

/**
 * The grade's standards for reading and writing about a subject (ADR 0093): its main topic or main idea (RI.x.2)
 * and key details (RI.x.1) first, then connections between its people, events or ideas (RI.x.3), its words (RI.x.4),
 * informative writing (W.x.2) and a shared research project (W.x.7).
 */
export function subjectStandards(grade: Grade): CcssStandard[] {
  return ["RI.x.2", "RI.x.1", "RI.x.3", "RI.x.4", "W.x.2", "W.x.7"].flatMap((c) => code(c.replace("x", grade)) ?? []);
}

/**
 * Words that name a skill, a kind of text, a task or a classroom routine, not a subject: a topic holding one asks for
 * a skill the finder did not recognise, and is not offered a subject's standards ("self-correcting when reading",
 * "spelling test", "book club").
 */
const SKILL_WORDS = new Set(
  (
    "read reading reader write writing writer spell spelling grammar punctuation sentence paragraph word letter sound " +
    "phonics phonic vowel consonant syllable rhyme rhyming story stories poem poetry fable tale folktale myth " +
    "compare contrast identify describe explain summarize summary retell retelling opinion research essay report " +
    "main idea detail character setting plot theme text book author illustrator illustration noun verb adjective " +
    "adverb pronoun prefix suffix root fluency fluent vocabulary meaning define definition question answer " +
    "discussion discuss present presentation speak speaking listen listening evidence inference infer predict " +
    "prediction context clue capital capitalization comma quotation dialogue narrative informative persuasive " +
    "argument argue cause effect sequence sequencing problem solution fact fiction nonfiction genre chapter title " +
    "heading glossary caption diagram chart graph timeline point view narrator lesson moral message skill strategy " +
    "decode decoding blend blending segment digraph homophone synonym antonym simile metaphor idiom " +
    // Classroom routines name a way of teaching, not a subject ("lit circles", "writers' workshop").
    "lit literature workshop journal notebook conference partner club routine procedure rule"
  )
    .split(" ")
    .map((w) => stemWord(w)),
);

/**
 * Words that name no subject at all: school words, days, months, greetings and placeholders ("lesson", "Tuesday",
 * "test"). A topic of only these and function words is not a subject.
 */
const NOT_SUBJECT = new Set(
  (
    "lesson lessons unit class classroom week weekly day daily today tomorrow yesterday morning afternoon homework " +
    "test quiz review video topic topics stuff thing things misc miscellaneous untitled new hello hi hey ok okay " +
    "yes no please thanks thank todo tbd na none nothing something anything everything example sample demo " +
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july august " +
    "september october november december kindergarten grade first second third fourth fifth student students " +
    "teacher teachers kid kids child children plan plans activity activities worksheet center centers"
  )
    .split(" ")
    .map((w) => stemWord(w)),
);

/** Function words: they neither make nor unmake a subject ("going to the dentist", "fire safety at home"). */
const FUNCTION_WORDS = new Set(
  (
    "a an the and or of to in on at for with by from about into onto over under up down out off our my your their " +
    "his her its we us you i me they them it is are was were be been being do does did how why what where when who " +
    "which this that these those some all any go going goes went get getting got make making made have has had"
  ).split(" "),
);

/** The most words a plain subject runs to: a longer topic is a sentence about a lesson, not a subject. */
const MAX_SUBJECT_WORDS = 6;

interface Vocabulary {
  /** Stems of the words. */
  stems: Set<string>;
  /** Every three letters in a row of the words, "^" and "$" marking a word's start and end. */
  trigrams: Set<string>;
}
let vocabulary: Vocabulary | undefined;
const trigramsOf = (word: string): string[] => {
  const padded = `^${word}$`;
  return Array.from({ length: padded.length - 2 }, (_, i) => padded.slice(i, i + 3));
};
/**
 * Every word of our topic texts (data/topic-texts: ~200 subjects' stories and informational texts), of the standards'
 * text and of the tale titles: the words a topic may be made of, and the runs of letters English words have.
 */
function known(): Vocabulary {
  if (vocabulary) return vocabulary;
  const text = [
    JSON.stringify(topicTextLibrary().subjects),
    ...allStandardDetails().map((s) => s.description),
    ...TALES.flatMap((t) => [t.title, ...t.aliases]),
  ].join(" ");
  const all = new Set(
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 1),
  );
  vocabulary = { stems: new Set([...all].map((w) => stemWord(w))), trigrams: new Set([...all].flatMap(trigramsOf)) };
  return vocabulary;
}

/**
 * Whether a lower-case word reads as a word: one we know, or a word of four letters or more with at most one run of
 * three letters no known word has ("platypus", "narwhal"); not a string typed at random ("asdf", "qwerty", "zxcv").
 */
function readsAsWord(word: string): boolean {
  const w = word.toLowerCase();
  const { stems, trigrams } = known();
  if (stems.has(stemWord(w))) return true;
  return w.length >= 4 && trigramsOf(w).filter((t) => !trigrams.has(t)).length <= 1;
}

/**
 * Whether a typed topic is a plain subject (ADR 0093): a subject of our topic-text library (`matchSubject`), or a
 * short noun phrase of at most six words with no skill word — a person ("Jackie Robinson", capitalized words), an
 * animal, a place, an event or an everyday activity ("going to the dentist") — whose content words read as words
 * (`readsAsWord`) or are names. Not a subject: a topic of only school words, days, months and placeholders ("lesson", "Tuesday"), or a
 * string of letters that is no word ("asdf").
 */
export function isPlainSubject(topic: string): boolean {
  const typed = topic
    .replace(/['’]s\b/g, "")
    .split(/[^A-Za-z]+/)
    .filter(Boolean);
  if (typed.length === 0) return false;
  const stems = typed.map((w) => stemWord(w.toLowerCase()));
  if (stems.some((s) => SKILL_WORDS.has(s))) return false;
  if (matchSubject(topic, topicTextLibrary())) return true;
  if (typed.length > MAX_SUBJECT_WORDS) return false;
  const content = typed.filter((w, i) => !FUNCTION_WORDS.has(w.toLowerCase()) && !NOT_SUBJECT.has(stems[i]!));
  if (content.length === 0) return false;
  return content.every((w) => readsAsWord(w) || /^[A-Z][a-z]+$/.test(w));
}

/** What step 2 offers for a topic this module reads, and why. */
export interface SubjectOrTaleOffer {
  /** The grade's standards, best first (at most 8 are shown). */
  standards: CcssStandard[];
  rationale: string;
}

/** "a fable", "an old tale": the kind with its article. */
const withArticle = (kind: string) => `${/^[aeiou]/.test(kind) ? "an" : "a"} ${kind}`;

/**
 * Step 2's standards for a typed topic that names a tale or is a plain subject (ADR 0093), or null to keep the
 * finder's own offer. `ranked` is the finder's list for the topic; `rank` ranks other text (the topic without the
 * tale's name) the same way.
 *  - A named tale: when the topic's other words name a skill the finder is sure of ("Lion and Mouse moral",
 *    "goldilocks retell"), the finder's standards for the topic stay first and, when none of them is a reading
 *    literature standard, the tale's first story standard follows them;
 *    with no skill, the grade's story standards (`taleStandards`) replace side matches of the title's words
 *    ("lion", "mouse" → RI.1.2).
 *  - A plain subject the finder found nothing for: the grade's subject standards (`subjectStandards`).
 */
export function subjectOrTaleOffer(
  name: string,
  grade: Grade,
  ranked: readonly CcssStandard[],
  rank: (text: string) => CcssStandard[],
): SubjectOrTaleOffer | null {
  const found = taleIn(name);
  if (found) {
    const { tale, rest } = found;
    const story = taleStandards(tale, name, grade, rest);
    const skill = /[a-z]/i.test(rest) && rank(rest).some((s) => s.grade === grade);
    const mine = ranked.filter((s) => s.grade === grade);
    if (skill && mine.length > 0) {
      const standards = [...mine];
      const lead = standards[0]!.strand;
      // A sound or word skill practised on a tale ("rhyming words in Humpty Dumpty", "dialects in Tom Sawyer") reads
      // the tale as material: no story standard joins it, but a nursery rhyme's sounds at K–1 are phonological
      // awareness (RF.K.2, RF.1.2). A skill of another strand with no literature standard gets the tale's first.
      const extra =
        lead === "RF" || lead === "L"
          ? story.filter((s) => s.strand === "RF")
          : standards.some((s) => s.strand === "RL")
            ? []
            : story.slice(0, 1);
      for (const s of extra)
        if (!standards.includes(s)) standards.splice(Math.min(standards.length, MAX_SHOWN - 1), 0, s);
      return {
        standards,
        rationale:
          `"${name}" names ${withArticle(tale.kind)}, "${tale.title}", and a skill: these are the standards for ` +
          "that skill, with the standard for retelling the tale and its message; check that each one fits your video.",
      };
    }
    return {
      standards: story,
      rationale:
        `"${name}" names ${withArticle(tale.kind)}, "${tale.title}", so these are the standards for reading it: ` +
        "retelling it and its message, its key details and its characters; pick a skill if you have one in mind.",
    };
  }
  if (ranked.some((s) => s.grade === grade) || !isPlainSubject(name)) return null;
  return {
    standards: subjectStandards(grade),
    rationale:
      `"${name}" is a subject, not a skill, so these are the standards for reading and writing about it; pick a ` +
      "skill if you have one in mind.",
  };
}
