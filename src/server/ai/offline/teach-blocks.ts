import type { TeachingCard, WorkedExample } from "@shared/curriculum/teaching-card";
import { STAGE_DIRECTION } from "@shared/curriculum/teaching-card-rules";
import type { Beat, SceneKind } from "@shared/script/contract";
import type { Frame } from "./frame";
import type { Random } from "./random";
import { exampleAnswer } from "./questions";
import {
  end,
  isSpeakable,
  paragraphsOf,
  readAloudChunks,
  sentences,
  splitPictureNotes,
  spokenVerse,
} from "./safe-text";
import { speakBlanks } from "./spoken-blanks";
import type { Voice } from "./voice";
import { DROP, FIRST_ITEM, planned } from "./plan";

type KeyTerm = TeachingCard["keyTerms"][number];

/**
 * Blocks of beats the composer chooses from to fit the time budget (ADR 0007). A block belongs to
 * one scene; required blocks are always kept, optional ones are added by priority while time allows.
 */
export interface Block {
  scene: SceneKind;
  /** Which teach scene (0 = primary) for teach blocks; 0 elsewhere. */
  sceneIndex: number;
  /** Order inside the scene. */
  order: number;
  /** Lower is added first; required blocks have priority 0. */
  priority: number;
  required: boolean;
  /** A required block that may still be dropped when even the required blocks overrun the target (lower first). */
  dropOrder?: number;
  beats: Beat[];
  /**
   * Blocks that can stand in for one another (the primary standard's worked examples; the primary card's
   * checks): when even the required blocks overrun the target, a required one is swapped for a shorter one.
   */
  swapGroup?: string;
  /** The card (index into the taught cards) a practice or check block belongs to. */
  cardIndex?: number;
  /** Pauses that may be lengthened when the script is short (indices into beats). */
  stretchable?: boolean;
  /** Makes one of the standard's key moves (docs/product/key-moves.md): never dropped, swapped or traded. */
  key?: boolean;
  /**
   * Once dropped for time, never brought back in place of a longer one of its kind (fit.ts): a second check on a
   * text, which may not ask what the standard asks of the text as the first one can.
   */
  stayDropped?: boolean;
  /** Not added when this other block is kept: it would ask again what that one asked (the topic's own task). */
  notWith?: Block;
  /** A teach scene's goal: its stop line (its first spoken beat) said without the key term, when the term's definition is not kept. */
  bareStop?: string;
  /** The line that defines the key term the stop line names. */
  definesTerm?: boolean;
  /**
   * Time held for one presenter's strength line or a game show's points (strength-lines.ts, frame-work.ts): the
   * fitter keeps or drops it like any optional block, and does not read it for the listening level; the kept ones
   * are taken out before the scenes are assembled, and the lines are said in the time they leave.
   */
  slot?: boolean;
  /** A worked example of a teach scene: what the scene shows, so its label and its word come from these (`focusTerm`). */
  example?: boolean;
  /** The worked example a teach scene's example block shows (the recap names the one kept: recap-lines.ts). */
  worked?: WorkedExample;
  /** A recap line that says the move's steps or names the kept worked example (recap-lines.ts). */
  recapOf?: "steps" | "example";
  /** The line that names the card's second key term ("One more word to know: …"). */
  secondTerm?: boolean;
  /** The hook's question block of a hook that has a teaser to open with (`hook`). */
  teaserOf?: boolean;
  /** A rhymer's hook couplet on this key term (voice.ts `coupletOn`): rewritten when the scene's word changes. */
  rhymesOn?: string;
  /** What a hook's teaser may need kept (hook-teasers.ts): the mix-up and its fix, the passage read aloud. */
  tag?: "misconception" | "passage";
  /**
   * The hook's teaser (hook-teasers.ts): each variant of the hook's question block that opens with one, the block of
   * the teaching it needs kept (`tag`, or the first scene's key term), the seed's pick (0–1), and `fallback`, the goal
   * asked as the question, when the fitting keeps what answers none of them.
   */
  hook?: {
    variants: { kind: string; line: string; needs?: "misconception" | "passage" | "term"; beats: Beat[] }[];
    pick: number;
    fallback: Beat[];
  };
}

/** Speaks in a cast: who leads, who partners, with the voice's interjections now and then. */
export class Cast {
  constructor(
    readonly voices: Voice[],
    private readonly rnd: Random,
  ) {}
  get solo(): boolean {
    return this.voices.length === 1;
  }
  voice(i: number): Voice {
    return this.voices[((i % this.voices.length) + this.voices.length) % this.voices.length]!;
  }
  private readonly used = new Map<string, number>();
  /**
   * A spoken line by cast member `i`, sometimes (probability `interject`) opened with one of their
   * interjections, which are used in turn so none repeats back to back.
   */
  say(i: number, text: string, interject = 0.25): Beat {
    const v = this.voice(i);
    let opener = "";
    if (this.rnd.chance(interject)) {
      const n = this.used.get(v.name) ?? Math.floor(this.rnd.next() * v.interjections.length);
      opener = `${v.interjections[n % v.interjections.length]} `;
      this.used.set(v.name, n + 1);
    }
    // A blank is never said as "___" (spoken-blanks.ts), whichever template the line comes from.
    return { type: "line", speaker: v.name, text: speakBlanks(`${opener}${text}`.trim()) };
  }
  /**
   * A line by cast member `i` with no interjection, drawing nothing from the seed: a line added to a script (the
   * teacher's topic, a dialogue shared out) leaves every other choice the seed makes as it was.
   */
  plain(i: number, text: string): Beat {
    return { type: "line", speaker: this.voice(i).name, text: text.trim() };
  }
  pick<T>(items: readonly T[]): T {
    return this.rnd.pick(items);
  }
  shuffled<T>(items: readonly T[]): T[] {
    return this.rnd.shuffle(items);
  }
}

const lowerFirst = (t: string) => (/^I\b/.test(t) ? t : t.charAt(0).toLowerCase() + t.slice(1));

/** "I can read my words." → "Can you read your words?" (the hook's question). */
export function goalQuestion(kidGoal: string): string {
  // "I can hear a rhyme, and I can say one." → "Can you hear a rhyme, and say one?"
  const rest = kidGoal
    .replace(/^I can\s+/i, "")
    .replace(/[.!]+$/, "")
    .replace(/\b(and|or),?\s+I can\s+/g, "$1 ");
  const swapped = rest
    .replace(/\bmy\b/gi, "your")
    .replace(/\bmyself\b/gi, "yourself")
    .replace(/\bI'm\b/g, "you're")
    .replace(/\bI\b/g, "you")
    .replace(/\bme\b/gi, "you")
    .replace(/\bmine\b/gi, "yours");
  return `Can you ${swapped}?`;
}

/** "I can read words." → "you can read words" (for recaps). */
export const goalAsYou = (kidGoal: string): string =>
  lowerFirst(
    goalQuestion(kidGoal)
      .replace(/^Can you /, "you can ")
      .replace(/\?$/, ""),
  );

/**
 * A card's title that names its kind of text as a presenter says it: "My Bean (a poem)" → `a poem, "My Bean"`;
 * "The Maple on Our Corner (a poem) and Theo's Bridge (a story)" → `a poem, "The Maple on Our Corner", and then a
 * story, "Theo's Bridge"`. "" for a plain title (said as it is, in quotation marks).
 */
export function sayTitle(title: string): string {
  const m = /^(.+?) \(([^()]+)\)(?: and (.+?) \(([^()]+)\))?$/.exec(title.trim());
  if (!m) return "";
  const first = `${m[2]}, "${m[1]}"`;
  return m[3] ? `${first}, and then ${m[4]}, "${m[3]}"` : first;
}

/**
 * A key term's definition said as a sentence about the term, in the card's kid words: "A noun is a word that names
 * …", "To infer is to …", or ""Singular" means just one, like one cat." A definition that already names the term
 * ("In means inside a thing …") is said as it is.
 */
export function defineTerm(term: string, definition: string): string {
  const t = term.trim();
  const def = end(definition);
  const first = def.split(/\s+/)[0]!;
  // "In means inside a thing …", "Two words rhyme when …": the definition already says its term.
  const clause = def.split(/[,;:]/)[0]!.toLowerCase();
  const says = (w: string) => /^[a-z]{2,}$/.test(w) && new RegExp(`\\b${w} (?:means|is|are|when)\\b`).test(clause);
  if (!/^(?:an?|to) /i.test(def) && t.toLowerCase().split(/\s+/).some(says)) return def;
  const rest = first === "I" || /^[A-Z]{2,}/.test(first) ? def : def.charAt(0).toLowerCase() + def.slice(1);
  // A plain term (words only, not a plural): "A question word is …", "To infer is to …".
  const plain = /^[a-z][a-z' -]*$/i.test(t) && !/[^s]s$/i.test(t.replace(/(?:ss|us|is)$/i, ""));
  if (plain && /^an? /i.test(def)) return `${/^[aeiou]/i.test(t) ? "An" : "A"} ${t} is ${rest}`;
  if (plain && /^to /i.test(def)) return `To ${t} is ${rest}`;
  return `"${t.charAt(0).toUpperCase()}${t.slice(1)}" means ${rest}`;
}

/**
 * How a presenter opens a teaching stop: the frame's stop and the key term named as a word ("Test 1 is all about the
 * word "infer.""), which reads right whatever the term is — a verb ("infer"), a noun ("evidence"), an adjective
 * ("alike") — where "Test 1: infer!" reads like a label, not speech. A term of several words ("question word", "ask
 * for help") is named whole ("Clue 1 is all about "question word.""), never as "the words" it is made of. The very
 * next line defines it (the key-term block); when that block is not kept, the line is `bareStopLine`.
 */
export function stopLine(
  frame: Pick<Frame, "stop">,
  n: number,
  term: string,
  pick: (items: readonly string[]) => string,
): string {
  const stop = frame.stop(n);
  const t = term.trim();
  return /\s/.test(t)
    ? pick([`${stop} is all about "${t}."`, `${stop} begins with a word to know: "${t}."`])
    : pick([
        `${stop} is all about the word "${t}."`,
        `${stop} starts with one big word: "${t}."`,
        `${stop} begins with a word to know: "${t}."`,
      ]);
}

/** A stop opened without naming a term, for a lesson too short to define it: "On to clue 1!". */
export const bareStopLine = (frame: Pick<Frame, "stop">, n: number): string => {
  const stop = frame.stop(n);
  return `On to ${stop.charAt(0).toLowerCase()}${stop.slice(1)}!`;
};

/**
 * The key term a teach scene is about, by what its kept worked examples say (`examples`, the lines of each): the
 * card's first, unless the examples never say it and each names another of the card's skill words instead — a metaphor shown under
 * "simile" — or, naming none and showing nothing of the first's definition, show at least two words of another
 * one's definition (the words "that is why" under
 * "compare", where "signal word" is "a word like but, because, or first that shows how ideas connect"). A word
 * of the card's own examples or passage ("reptile", "nectar") is the subject, never the skill. The index into
 * `terms`.
 */
export function focusTerm(terms: readonly KeyTerm[], examples: readonly string[], subject: string): number {
  const stem = (t: string) => t.toLowerCase().replace(/(?:e|s|es)$/, "");
  const says = (text: string, t: string) =>
    new RegExp(`\\b${stem(t).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i").test(text);
  const shown = examples.join(" ");
  if (terms.length < 2 || !shown.trim() || says(shown, terms[0]!.term)) return 0;
  const skill = (k: number) => k > 0 && !says(subject, terms[k]!.term);
  // Named in every example kept: a character example and a setting example are not a lesson "about setting".
  const named = terms.findIndex((t, k) => skill(k) && examples.every((e) => says(e, t.term)));
  if (named > 0) return named;
  const words = new Set(shown.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  const overlap = (t: KeyTerm) =>
    (t.definition.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !DEFINITION_FILLER.has(w) && words.has(w))
      .length;
  // Only when the examples show nothing of the first term's definition either.
  if (overlap(terms[0]!) > 0) return 0;
  let best = 0;
  let most = 1;
  terms.forEach((t, k) => {
    if (skill(k) && overlap(t) > most) [best, most] = [k, overlap(t)];
  });
  return best;
}

const DEFINITION_FILLER = new Set(
  "that this with when what which they them their there from into have like about".split(" "),
);

/** A skill name for the scene heading: the card's first key term, in capitals. */
export const skillName = (card: TeachingCard): string => card.keyTerms[0]!.term.toUpperCase();

interface TeachContext {
  card: TeachingCard;
  sceneIndex: number;
  lead: number;
  partner: number;
  frame: Frame;
  examples: WorkedExample[];
  /** The examples that make a key move (they come first in `examples` and are always kept). */
  keyExamples?: ReadonlySet<WorkedExample>;
  /**
   * Examples that build on one in `examples` (a discussion's conclusion on the discussion), by the example they
   * follow: shown right after it in the same block, so they are kept or left out with it (example-chains.ts).
   */
  followers?: ReadonlyMap<WorkedExample, readonly WorkedExample[]>;
  captions: boolean;
  /** Leave the misconception out (it refers to a passage that is not read). */
  skipMisconception?: boolean;
}

const words4 = (text: string): Set<string> => {
  const w = text.toLowerCase().match(/[a-z']+/g) ?? [];
  const grams = new Set<string>();
  for (let i = 0; i + 3 < w.length; i++) grams.add(w.slice(i, i + 4).join(" "));
  return grams;
};
const COMMON_STARTERS = new Set(
  "The This That These Those There Then When While After Before Once One Two Three First Next Last Finally Also But And Yes Not Now Today Every Each Some Many Most Long Soon Here What Why How Who Where Which She They Her His Its Our Their You Your Mom Dad Splash Crash Wow Oh It In On An At As If So Up We He Go No My Do To Be By Or Us Hi Me".split(
    " ",
  ),
);
const PASSAGE_WORDS =
  /\b(?:(?:the|our) (?:text|reading|story|poem|passage|article|fable|letter|paragraph|play|scene|report|piece|essay|review|model)|paragraph \d|in the (?:first|second|third|last) (?:paragraph|sentence|stanza|line))\b/i;

/**
 * Whether `text` (an example, practice item or question) needs the card's mentor text to make sense: it
 * names the text or its title, quotes four words in a row from it, or names a character in it.
 */
export function refersToMentor(text: string, mentor: { title: string; text: string } | undefined): boolean {
  if (!mentor) return false;
  if (text.includes(mentor.title) || PASSAGE_WORDS.test(text)) return true;
  const grams = words4(mentor.text);
  for (const g of words4(text)) if (grams.has(g)) return true;
  // Names: capitalized words that never appear in lower case in the passage ("Duck", "Lena", "Mo"), minus common
  // starters.
  const lower = new Set(mentor.text.match(/\b[a-z][a-z']+\b/g) ?? []);
  const names = new Set(
    (mentor.text.match(/\b[A-Z][a-z]+\b/g) ?? []).filter((n) => !lower.has(n.toLowerCase()) && !COMMON_STARTERS.has(n)),
  );
  return [...names].some((n) => new RegExp(`\\b${n}\\b`).test(text));
}

/** Common words that tie a line to no passage in particular. */
const GENERAL_WORDS = new Set(
  (
    "about after again always around because before being below between could every first found great house " +
    "large later little looks makes might never other people place right small something sometimes still story " +
    "their there these thing things think those three through today together under until until where which while " +
    "words world would write years"
  ).split(" "),
);
const contentWords = (text: string) =>
  new Set((text.toLowerCase().match(/[a-z]{5,}/g) ?? []).filter((w) => !GENERAL_WORDS.has(w)));

/**
 * The words of `text` that belong to the card's own passage: words of five letters or more the passage uses and
 * the card's goal, explanation and first key term do not ("cloud", "vapor" in a lesson on sequence). When another
 * text replaces the passage (an attached text, ADR 0055), a line with such words that `other` does not use is
 * about a passage the viewer never hears.
 */
export function passageWords(text: string, card: TeachingCard, other: string): string[] {
  if (!card.mentorText) return [];
  const own = contentWords(card.mentorText.text);
  const taught = contentWords(
    `${card.kidGoal} ${card.explanation} ${card.keyTerms[0]?.term ?? ""} ${card.keyTerms[0]?.definition ?? ""}`,
  );
  const theirs = contentWords(other);
  return [...contentWords(text)].filter((w) => own.has(w) && !taught.has(w) && !theirs.has(w));
}

// Letters of any script: a name like "Tomás" is a speaker's name as much as "Tomas".
const DIALOGUE_LINE = /^(\p{Lu}[\p{L}\d_'’ .-]{0,24}?(?: \([^)]{1,40}\))?):\s+(.+)$/u;
const ROLES =
  /^(?:teacher|mom|dad|coach|grandma|grandpa|librarian|principal|(?:park )?ranger|friend|(?:tv |news )?reporter|(?:school )?nurse|biologist|rancher|guide|partner|classmate)$/i;

/**
 * Labels a teaching card puts before its material ("Word alone: transportation", "Text 1: … Text 2: …"): on
 * screen they stay as written; a presenter says them as words (docs/product/presenters.md).
 */
const CARD_LABELS: Record<string, string> = {
  "word alone": "Here's the word all by itself:",
  "in a sentence": "Now the word in a sentence:",
  question: "The question is:",
  text: "The text says:",
  story: "The story says:",
  poem: "The poem says:",
  words: "The words say:",
  "from the story": "The story says:",
  topic: "The topic is:",
  word: "The word is:",
  sound: "The sound is:",
  "word to spell": "The word to spell is:",
  "word to write": "The word to write is:",
  title: "The title is:",
  summary: "Here's a summary:",
  "my retell": "Here's my retell:",
  opinion: "The opinion is:",
  reason: "The reason is:",
  vague: "The vague way:",
  precise: "The precise way:",
  exact: "The exact way:",
  before: "Before the change:",
  after: "After the change:",
  informal: "The informal way:",
  formal: "The formal way:",
  spoken: "Said out loud:",
  draft: "The draft says:",
  plan: "The plan:",
  dictionary: "The dictionary says:",
  glossary: "The glossary says:",
  thesaurus: "The thesaurus lists:",
  sentence: "The sentence is:",
  prompt: "The prompt is:",
  page: "The page says:",
  article: "The article says:",
  book: "The book says:",
  "main idea": "The main idea is:",
  misquote: "Here's a misquote:",
  "actual text": "The actual text says:",
  "i wrote": "I wrote:",
  "my question": "My question is:",
  "my own question": "My own question is:",
  "my explanation": "My explanation:",
  "my view": "My view:",
  tell: "Telling:",
  show: "Showing:",
  task: "The task is:",
  heading: "The heading says:",
  subheadings: "The subheadings say:",
  contents: "The contents page lists:",
  index: "The index lists:",
  "time line": "The time line shows:",
  script: "The script says:",
  "left page": "The left page says:",
  "right page": "The right page says:",
  "word you know": "A word you know:",
  "new word": "The new word:",
  "guide words": "The guide words are:",
  "a reader says": "A reader says:",
  "friend asks": "A friend asks:",
  "friend says": "A friend says:",
  idea: "The idea:",
  website: "The website says:",
  "search box": "In the search box:",
  ideas: "The ideas:",
  "my idea": "My idea:",
  ending: "The ending:",
  video: "The video shows:",
  caption: "The caption says:",
  "sound effect": "The sound effect:",
  "with a link": "With a linking word:",
  "without a link": "Without a linking word:",
  "book page": "The book page says:",
  origin: "Where the word comes from:",
  "report plan": "The report plan:",
  "said to a friend": "Said to a friend:",
  "written in a report": "Written in a report:",
  "from a science talk": "From a science talk:",
  "from our science book": "Our science book says:",
  "from a book about rocks": "A book about rocks says:",
  "from a butterfly book": "A butterfly book says:",
  "text to a friend": "A text to a friend:",
  "note to a teacher": "A note to a teacher:",
  "guide words on the page": "The guide words on the page are:",
  "sentence from a science book": "A sentence from a science book:",
  "glossary in a science book": "A science book's glossary says:",
  "class report on volcanoes": "A class report on volcanoes says:",
  "a line from a play set long ago": "Here's a line from a play set long ago:",
  "ending that does not fit": "An ending that does not fit:",
  "tall letters": "The tall letters are:",
  "tail letters": "The letters with tails are:",
  "short letters": "The short letters are:",
  setting: "The setting:",
  // One-word labels that are not speakers: said as the presenter's own words, never "Conclusion says, …".
  conclusion: "Here's the conclusion:",
  review: "Here's the review:",
  claim: "The claim is:",
  chart: "The chart shows:",
  slide: "The slide shows:",
  screen: "On the screen:",
  comment: "The comment says:",
  note: "The note says:",
  notes: "The notes say:",
  original: "The original says:",
  paraphrase: "The paraphrase says:",
  purpose: "The purpose:",
  needed: "What is needed:",
  "not needed": "What is not needed:",
  weak: "A weak version:",
  jumbled: "All jumbled up:",
  choppy: "The choppy way:",
  smooth: "The smooth way:",
  concrete: "The concrete way:",
  food: "About food:",
  condensation: "About condensation:",
  seedling: "The seedling:",
  germany: "The tale from Germany:",
  japan: "The tale from Japan:",
};
/** Numbered or lettered labels: "Text 1", "Story 2", "Book 1", "Text A", "Ending B", "Step 3", "Note A", "Scene 1". */
const NUMBERED_LABEL =
  /^(text|story|book|ending|step|note|scene|chapter|paragraph|source|way|reason|version|example|sentence|picture|panel|week|draft|event|detail|description|speaker|part|page|day|opening|closing|support) ([1-9]|[A-E])$/i;
const NUMBER_WORDS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/** How a presenter says a card's label, or null when `label` is not one (a speaker's name, a task's own words). */
function spokenLabel(label: string): string | null {
  const known = CARD_LABELS[label.toLowerCase()];
  if (known) return known;
  const n = NUMBERED_LABEL.exec(label);
  if (!n) return null;
  const which = /\d/.test(n[2]!) ? NUMBER_WORDS[Number(n[2])]! : n[2]!;
  const name = `${n[1]!.charAt(0).toUpperCase()}${n[1]!.slice(1).toLowerCase()} ${which}`;
  if (/^picture$/i.test(n[1]!)) return `${name} shows:`;
  return /^(?:step|scene|chapter|paragraph|way|panel|week|event|part|page|day|opening|closing|support)$/i.test(n[1]!)
    ? `${name}:`
    : `${name} says:`;
}

/** A speaker's name before a line of dialogue: a role ("Teacher", "Park ranger") or a name in capitals. */
function speakerName(label: string): string | null {
  if (/^(?:picture|topic|plan)$/i.test(label) || spokenLabel(label.replace(/\s*\([^)]*\)$/, ""))) return null;
  const bare = label.replace(/\s*\([^)]*\)$/, "");
  if (ROLES.test(bare)) return `The ${bare.toLowerCase()}`;
  const words = bare.split(/\s+/);
  if (words.length > 3 || !words.every((w) => /^\p{Lu}[\p{L}\d_'’.-]*$/u.test(w))) return null;
  // "GRANDPA", "TV REPORTER" in a play's layout: said as a name.
  return words
    .map((w) => (w === w.toUpperCase() && w.length > 2 ? `${w.charAt(0)}${w.slice(1).toLowerCase()}` : w))
    .join(" ");
}

/**
 * "Name says," for a dialogue line, with what the card's parentheses tell about the speaker said as words, never
 * read out in brackets: "Tomás (facilitator)" → "Tomás, the facilitator, says,"; "Jonah (to his partner)" →
 * "Jonah says to his partner,"; "Tomás (at show and tell)" → "Tomás, at show and tell, says,".
 */
function saysIntro(label: string, name: string): string {
  const aside = /\(([^)]+)\)$/.exec(label)?.[1]?.trim();
  if (!aside) return `${name} says,`;
  if (/^to\s/i.test(aside)) return `${name} says ${aside},`;
  if (/^(?:at|in|on|during|after|before|with)\s/i.test(aside)) return `${name}, ${aside}, says,`;
  return `${name}, ${/^(?:the|a|an|our|my)\s/i.test(aside) ? "" : "the "}${aside}, says,`;
}

/** "Picture: a frog in the air above a log." is for the screen: the presenter points to it instead. */
const PICTURE_LABEL = /(^|[.!?…]["”’)]?\s+)Picture:\s+[^.!?]*[.!?]?/g;

const LABEL_INSIDE = /(?<=^|[.!?…]["”’)]?\s|[,:;]\s)([A-Z][\w'’ ]{0,28}?):\s+/g;

/** `line` with each card label at its start or after a sentence said as words. */
export function sayLabels(line: string): string {
  return line
    .replace(PICTURE_LABEL, "$1Look at the picture. ")
    .replace(/\s{2,}/g, " ")
    .trim()
    .replace(LABEL_INSIDE, (m, label: string, at: number, all: string) => {
      const said = spokenLabel(label);
      // "The topic is the Moon.", not "The topic is: the Moon."; a question or a sentence keeps its colon
      // ("The question is: How do bees talk?").
      const rest = /^[^.!?]*[.!?]?/.exec(all.slice(at + m.length))?.[0] ?? "";
      if (said && / is:$/.test(said) && /^[a-z]/.test(rest) && !rest.endsWith("?")) return `${said.slice(0, -1)} `;
      if (said) return `${said} `;
      // A speaker's quoted words inside a line ("… Mateo: “The truck swallowed …”"): "Mateo says, “…”".
      const name = /[,:;]\s$/.test(all.slice(0, at)) ? null : speakerName(label);
      return name && /^["“]/.test(all.slice(at + m.length)) ? `${name} says, ` : m;
    });
}

/**
 * An example as a presenter reads it aloud: a dialogue ("Kiri: What does nocturnal mean?\nTeacher: It means …"),
 * even of one line, as "Kiri says, “What does nocturnal mean?” The teacher says, “It means …”"; a card's labels
 * ("Word alone: transportation", "Text 1: …") as words ("Here's the word all by itself: transportation"); a letter
 * beside a picture word ("h hat") as "the letter h, and the word hat"; verse without its " / " marks.
 */
export function speakShow(show: string): string {
  const spoken = speakLines(show).map((l) => l.text);
  return spoken.length > 1 ? spoken.map((l, i) => (i < spoken.length - 1 ? end(l) : l)).join(" ") : (spoken[0] ?? "");
}

/** One line of an example as said, and the character who says it (null for a label's or a narrator's line). */
export interface SpokenLine {
  text: string;
  speaker: string | null;
}

/** An example's lines as {@link speakShow} says them, each with its speaker, so a dialogue can be shared out. */
export function speakLines(show: string): SpokenLine[] {
  // An oral example is introduced with "Listen:" already; picture notes are shown, not said.
  // A note on what the screen shows at the end, "(a plain page inside the book)", is not said either.
  const text = splitPictureNotes(show)
    .speech.replace(/^listen[:,!.]\s*/i, "")
    .replace(/\s*\((?:a|an|the) [^()]+\)\.?$/, "");
  const letter = /^([a-zA-Z]{1,2})\s+([a-z]{2,})$/.exec(text.trim());
  if (letter) return [{ text: `the letter ${letter[1]}, and the word ${letter[2]}`, speaker: null }];
  const lines = text
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
  return lines.map((l) => {
    const m = DIALOGUE_LINE.exec(l);
    if (m && spokenLabel(m[1]!)) return { text: spokenVerse(sayLabels(l)), speaker: null };
    // One line of dialogue is a speaker's too ("Teacher: Why do the monarchs leave?"), unless what follows the
    // name is labelled material of its own ("Claim: Ravi was nervous. Detail A: …"); a name with a role in
    // brackets ("Tomás (facilitator): …") is always a speaker.
    const name =
      m &&
      (lines.length > 1 ||
        ROLES.test(m[1]!) ||
        /\(/.test(m[1]!) ||
        !/(?:^|[.!?…]["”’)]?\s+)[A-Z][\w'’ ]{0,28}:\s/.test(m[2]!))
        ? speakerName(m[1]!)
        : null;
    if (m && name)
      return {
        text: `${saysIntro(m[1]!, name)} “${spokenVerse(m[2]!).replace(/^["“]|["”]$/g, "")}”`,
        speaker: name,
      };
    // A stage direction between the speakers' lines is told, not read out in its brackets:
    // "(Aaron stops. The room is quiet.)" → "Aaron stops. The room is quiet."
    if (lines.length > 1 && /^\(.+\)$/.test(l)) return { text: end(l.slice(1, -1)), speaker: null };
    return { text: spokenVerse(sayLabels(l)), speaker: null };
  });
}

/** Whether `show` opens with a card label (its spoken form then makes its own lead-in: "Here's the word …"). */
function opensWithLabel(show: string): boolean {
  const first = splitPictureNotes(show)
    .speech.replace(/^listen[:,!.]\s*/i, "")
    .trim()
    .split(/\n/)[0]!;
  const m = /^([A-Z][\w'’ ().-]{0,40}?):\s+\S/.exec(first);
  if (!m) return false;
  // Any label but a speaker's name said as one: a known one is said as words, another is read from the screen.
  return !/^[^“:]{1,40} says, “/.test(speakShow(show));
}

/**
 * How the presenter says an example: a sentence left without its end mark on purpose (the viewer chooses the
 * mark, L.K.2.b, L.1.2.b) trails off ("Where did you put the glue…") instead of being given a period.
 */
export function sayExample(show: string): string {
  return speakBlanks(saidUnmarked(speakShow(show)), { inPlace: true });
}

/** A card label said as "The topic is …" (its colon dropped before a phrase, `sayLabels`): a label, not a sentence. */
const SAID_IS_LABEL = new RegExp(
  `^(?:${Object.values(CARD_LABELS)
    .filter((v) => v.endsWith(" is:"))
    .map((v) => v.slice(0, -1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|")}) `,
);

/**
 * `text` as said, ended: a sentence without its end mark (after a task's colon, "Add the end mark: My dog is
 * named Biscuit") trails off instead of getting a period; anything else is ended as usual.
 */
export function saidUnmarked(text: string): string {
  const t = text.trim();
  const colon = t.lastIndexOf(": ");
  const head = colon >= 0 ? `${t.slice(0, colon + 2)}` : "";
  const tail = t.slice(head.length);
  // A sentence, not a title, label, list or note: no colon, slash or line break; four words or more, mostly
  // lowercase after the first (a title is capitalized); the last one a word, not a letter.
  const words = tail.split(/\s+/);
  const unmarked =
    !SAID_IS_LABEL.test(tail) &&
    /^["“]?[A-Z][^.!?…:/\n]*\s[\w'’]{2,}$/.test(tail) &&
    words.length >= 4 &&
    words.slice(1).filter((w) => /^[a-z]/.test(w)).length * 2 > words.length - 1;
  return unmarked ? `${t}…` : end(t);
}

/** The presenter who is not `who`: the scene's partner or lead. */
const otherThan = (ctx: Pick<TeachContext, "lead" | "partner">, who: number): number =>
  who === ctx.lead ? ctx.partner : ctx.lead;

/**
 * An example said after its lead-in. A dialogue between two or more characters is shared out when the cast has
 * two presenters or more: each character keeps one presenter's voice (the first `voices[0]`, the next
 * `voices[1]`, and so on in turn), so one presenter never plays a whole conversation; a narrator's line (a
 * label's, a stage direction) goes to the presenter who introduced the example. Each line still says who speaks
 * ("Tala says, …"), so the script reads right whoever voices it.
 */
export function sayShow(cast: Cast, voices: readonly number[], leadIn: string, show: string): Beat[] {
  const lines = speakLines(show);
  const speakers = [...new Set(lines.flatMap((l) => (l.speaker ? [l.speaker] : [])))];
  if (cast.solo || speakers.length < 2 || voices[0] === voices[1])
    return [cast.say(voices[0]!, `${leadIn}${sayExample(show)}`, 0)];
  // The first part takes the seed's draw a single line would have taken; the parts after it draw nothing.
  const parts: { who: number; text: string[] }[] = [];
  for (const l of lines) {
    const who = l.speaker ? voices[speakers.indexOf(l.speaker) % voices.length]! : voices[0]!;
    const last = parts.at(-1);
    if (last && last.who === who) last.text.push(l.text);
    else parts.push({ who, text: [l.text] });
  }
  return parts.map((p, i) => {
    const said = p.text.map((t, k) => (k < p.text.length - 1 ? end(t) : t)).join(" ");
    const text = `${i === 0 ? leadIn : ""}${i === parts.length - 1 ? saidUnmarked(said) : end(said)}`;
    return i === 0 ? cast.say(p.who, text, 0) : cast.plain(p.who, text);
  });
}

/**
 * What a worked example is, as a presenter names it before reading it ("Watch me. Here's a letter: …"): a letter
 * (it opens "Dear …"), a word, a question, a list of words, a sentence (three to twenty words, one sentence, no label or blank), else "one".
 */
export function exampleKind(show: string): string {
  const t = show.trim();
  if (/^Dear\b/.test(t)) return "a letter";
  if (/^[A-Za-z'-]+$/.test(t)) return "a word";
  if (/^[^.!?]+\?["”’]?$/.test(t)) return "a question";
  // Words in a row ("tulip, daisy, rose, carrot"): a list, not a sentence.
  const items = t.replace(/[.!?]$/, "").split(/,\s*/);
  if (items.length >= 3 && items.every((x) => /^[A-Za-z'-]+(?: [A-Za-z'-]+)?$/.test(x))) return "a list";
  const words = t.split(/\s+/).length;
  const oneSentence = !/[.!?]["”’]?\s+\S/.test(t) && !/[:—/_()[\]]|\s-\s/.test(t);
  return oneSentence && words >= 3 && words <= 20 && /^["“]?[A-Za-z]/.test(t) ? "a sentence" : "one";
}

function showExample(cast: Cast, ctx: TeachContext, ex: WorkedExample, who: number, together: boolean): Beat[] {
  const oral = ctx.card.mode === "oral";
  const beats: Beat[] = [];
  const { speech: screenText, visuals } = splitPictureNotes(ex.show);
  for (const v of visuals) beats.push({ type: "visual", text: v });
  // An example that is only a picture ("(Diagram: arrows run around the chain…)") has no words to show or read:
  // the presenter points to the picture instead of reading out an empty lead-in ("Here's one: .").
  const pictureOnly = !screenText.trim();
  const show = (voices: number[], leadIn: string) =>
    pictureOnly ? [cast.say(voices[0]!, "Look at the picture.", 0)] : sayShow(cast, voices, leadIn, ex.show);
  if (!oral && !pictureOnly) beats.push({ type: "onScreen", text: screenText });
  if (together) {
    const invite = cast.pick(
      cast.solo
        ? ["Try this one with me", "Your brain and mine, together", "Let's work this one out together"]
        : ["Let's do one together", "Help us with this one", "Think along with us"],
    );
    // The invitation is the lead-in; an interjection before it would stack two ("Wait for it... Let's do one together:").
    // A labelled example makes its own lead-in ("Here's the word all by itself: …"): no second colon before it.
    const labelled = opensWithLabel(ex.show);
    beats.push(
      ...show(
        [who, otherThan(ctx, who)],
        oral ? `${invite}. Listen${labelled ? ". " : ": "}` : `${invite}${labelled ? ". " : ": "}`,
      ),
    );
    beats.push({ type: "pause", seconds: 3, text: "viewers think along" });
  } else {
    const labelled = opensWithLabel(ex.show);
    const leadIn = oral
      ? `Listen${labelled ? ". " : ": "}`
      : labelled
        ? cast.pick(["Look at the screen. ", "Watch me with this one. "])
        : cast.pick(["Look at this: ", "Here's one: ", `Watch me. Here's ${exampleKind(ex.show)}: `]);
    beats.push(...show([who, otherThan(ctx, who)], leadIn));
  }
  beats.push(cast.say(together && !cast.solo ? ctx.lead : who, sayLabels(end(ex.thinkAloud)), 0));
  // The answer has its own lead-in ("So:", "There it is:"); an interjection before it would stack two.
  beats.push(cast.say(who, sayLabels(exampleAnswer(ex.answer, (items) => cast.pick(items), ex.show)), 0));
  return beats;
}

/**
 * A supporting standard taught without its mentor text (a second passage rarely fits the time): the
 * examples, practice items and checks that do not need the passage. Null when every example needs it.
 * `skipMisconception` is set when the misconception itself refers to the passage.
 */
export function withoutMentor(card: TeachingCard): { card: TeachingCard; skipMisconception: boolean } | null {
  const m = card.mentorText;
  if (!m) return { card, skipMisconception: false };
  const free = (t: string) => !refersToMentor(t, m);
  const examples = card.examples.filter((e) => free(e.show) && free(e.thinkAloud) && free(e.answer));
  if (examples.length === 0) return null;
  const { mentorText: _dropped, ...rest } = card;
  // The pictures go with what they show: none of the passage, none drawn for an example left out.
  const gone = card.examples.filter((e) => !examples.includes(e));
  const visuals = card.visuals.filter((v) => {
    const owner = pictureOwner(v, card.examples);
    return free(v) && !(owner && gone.includes(owner));
  });
  return {
    card: {
      ...rest,
      examples,
      visuals,
      practice: card.practice.filter((p) => free(p.prompt) && free(p.answer)),
      checks: card.checks.filter((c) => free(c.question)),
    },
    skipMisconception: !free(card.misconception.wrong) || !free(card.misconception.fix),
  };
}

/** Whether any example, practice item, check or the misconception of `card` needs its mentor text read first. */
export function mentorIsNeeded(card: TeachingCard): boolean {
  const m = card.mentorText;
  return Boolean(m) && mentorItems(card).some((t) => refersToMentor(t, m));
}

/** The texts of a card that may refer to its mentor text. */
const mentorItems = (card: TeachingCard): string[] => [
  ...card.examples.flatMap((e) => [e.show, e.thinkAloud]),
  ...card.practice.map((p) => p.prompt),
  ...card.checks.map((c) => c.question),
  card.misconception.wrong,
];

/**
 * Whether a read-aloud chunk of a passage is one of its headings: a line of up to six words with no end mark or
 * other punctuation, every word of four letters or more capitalized ("Jobs in the Hive", "Making Honey"). Never in a
 * poem set out line by line (" / "), whose lines may lack end marks.
 */
export function isHeading(chunk: string, passage: string): boolean {
  const t = chunk.trim();
  if (passage.includes(" / ") || !/^[A-Z][A-Za-z' ]*$/.test(t)) return false;
  const words = t.split(/\s+/);
  return words.length <= 6 && words.every((w) => w.length < 4 || /^[A-Z]/.test(w));
}

/** Words that tie a picture to no example in particular ("A chart with the word …", "each sentence"). */
const PICTURE_COMMON = new Set(
  (
    "the and with that this from into onto over under each every one two three four five word words letter letters " +
    "sentence sentences text picture pictures card cards screen label labeled labelled arrow arrows chart side sides " +
    "small big large next then first last its their them they are was were has have his her our your who what when " +
    "which where how why not but for all some more most very lights light shows show showing appears appear glows " +
    "glowing bold above below beside between near top bottom left right line lines row rows box boxes circle " +
    "circled underlined highlighted example examples answer answers says said both same end ends also only just " +
    "like make makes made presenter presenters child children kid kids while after before again other"
  ).split(" "),
);
/**
 * A word without its ending ("wings" → "wing", "jumping" → "jump", "kings" → "king"), so two forms of one word
 * match. An ending comes off only when a stem of three letters or more with a vowel is left: "king", "thing",
 * "spring", "shed" and "bus" end in those letters but carry no ending ("king" is not "k" + "ing").
 */
export function pictureStem(word: string): string {
  const m = /^(.*?)(?:'s|ies|es|s|ing|ed)$/.exec(word);
  if (!m || /ss$/.test(word) || /eed$/.test(word)) return word;
  const stem = m[1]!;
  if (stem.length >= 3 && /[aeiouy]/.test(stem)) return stem;
  // "sings" → "sing": the plural's s comes off even when the word under it keeps its own ending.
  return /[^s]s$/.test(word) && word.length > 4 ? word.slice(0, -1) : word;
}

/** The content words of `text` a picture could show, each as its stem (`pictureStem`). */
export const pictureWords = (text: string): Set<string> =>
  new Set(
    (text.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !PICTURE_COMMON.has(w)).map((w) => pictureStem(w)),
  );

/**
 * The card's picture drawn for `example` (docs/product/staging.md: a VISUAL shows what is being said): among
 * `visuals` not yet used, the one that shares the most words with the example's lines, each shared word counting less
 * the more of the card's `examples` use it ("helping" names one example, "base word" all of them); undefined when
 * none shares enough of it (`PICTURE_MATCH`). A card draws its pictures for particular examples, and the seed
 * shuffles which example comes first, so a picture goes before its own example, not whichever comes first.
 */
export function pictureFor(
  example: WorkedExample,
  visuals: readonly string[],
  used: ReadonlySet<string>,
  examples: readonly WorkedExample[] = [example],
): string | undefined {
  let best: string | undefined;
  let most = PICTURE_MATCH - 1e-9;
  for (const v of visuals) {
    if (used.has(v)) continue;
    const score = pictureScore(v, example, examples);
    if (score > most) [best, most] = [v, score];
  }
  return best;
}

/** The least a picture must share with an example to be drawn for it: one word no other example uses, or two that one other uses. */
const PICTURE_MATCH = 1;

/** How much of `example` the picture `visual` shows: its shared words, each weighted by how few `examples` use it. */
function pictureScore(visual: string, example: WorkedExample, examples: readonly WorkedExample[]): number {
  const wordsOf = (e: WorkedExample) => pictureWords(`${e.show} ${e.thinkAloud} ${e.answer}`);
  const own = wordsOf(example);
  const all = examples.includes(example) ? examples.map(wordsOf) : [own, ...examples.map(wordsOf)];
  const weight = (w: string) => 1 / Math.max(1, all.filter((ws) => ws.has(w)).length);
  return [...pictureWords(visual)].filter((w) => own.has(w)).reduce((n, w) => n + weight(w), 0);
}

/**
 * Whether a picture shows none of `examples` and quotes no word of its own (a card's general shot: "Our reading on
 * screen beside the question"; not "… each beat of 'pic-nic'", drawn for a word the lesson may not say).
 */
const drawnForNone = (visual: string, examples: readonly WorkedExample[]): boolean =>
  !/(?:^|[\s(])['‘"“][^'’"”]+['’"”]/.test(visual) &&
  examples.every((e) => pictureScore(visual, e, examples) < PICTURE_MATCH);

/**
 * The one example among `examples` a picture was drawn for (it shows at least `PICTURE_MATCH` of it and of no other),
 * or undefined for a picture of no one example: a chart of the rule with several examples, a passage's scene.
 */
export function pictureOwner(visual: string, examples: readonly WorkedExample[]): WorkedExample | undefined {
  const shown = examples.filter((e) => pictureScore(visual, e, examples) >= PICTURE_MATCH);
  return shown.length === 1 ? shown[0] : undefined;
}

/** The teach scene's blocks for one card: core (goal, explanation, I do, we do) and optional extras. */
export function teachBlocks(cast: Cast, ctx: TeachContext): Block[] {
  const { card, sceneIndex, lead, partner, frame } = ctx;
  const primary = sceneIndex === 0;
  const base = { scene: "teach" as const, sceneIndex };
  // The goal's picture: the card's first that shows the passage read in this scene, what is said there, the rule as a whole (drawn for no
  // one example) or the first example (always kept); a picture of an example the time may leave out waits for it
  // (docs/product/staging.md). None when every picture belongs to such an example.
  const mentorRead = card.mentorText && isSpeakable(card.mentorText.title) && mentorIsNeeded(card);
  const everyExample = [...card.examples, ...ctx.examples.filter((e) => !card.examples.includes(e))];
  const goal: Beat[] = [
    { type: "onScreen", text: `${card.code} — ${card.kidGoal}` },
    cast.say(
      lead,
      stopLine(frame, sceneIndex + 1, card.keyTerms[0]!.term, (items) => cast.pick(items)),
      0.4,
    ),
  ];
  const goalLine: Beat[] = [cast.say(lead, `Here's the goal: ${end(card.kidGoal)}`, 0)];
  const explain = sentences(card.explanation);
  const half = Math.ceil(explain.length / 2);
  const explainFirst: Beat[] = [cast.say(lead, explain.slice(0, half).join(" "), 0)];
  const explainRest: Beat[] =
    explain.length > half ? [cast.say(cast.solo ? lead : partner, explain.slice(half).join(" "), 0.2)] : [];
  // The term the stop line names is defined in the very next line, in the card's kid words. A lesson too short
  // for it names no term (draft-script.ts puts `bareStop` in): never a term announced and left undefined.
  const term = card.keyTerms[0]!;
  const termBeats: Beat[] = [cast.say(cast.solo ? lead : partner, defineTerm(term.term, term.definition), 0)];
  if (ctx.captions) termBeats.unshift({ type: "onScreen", text: `${term.term}: ${term.definition}` });

  // A supporting standard leads with one of its shortest examples, so it still fits beside the primary one: any
  // within a third of the shortest's length, the first in the seed's order (Regenerate shows another).
  const chain = (e: WorkedExample) => [e, ...(ctx.followers?.get(e) ?? [])];
  const size = (e: WorkedExample) =>
    chain(e)
      .map((x) => `${x.show} ${x.thinkAloud} ${x.answer}`)
      .join(" ")
      .split(/\s+/).length;
  // An example with those that build on it, the presenters taking them in turn (no one talks through a chain).
  const other = (who: number) => (cast.solo ? who : who === lead ? partner : lead);
  // Each example shows the picture the card drew for it, if any (the goal's picture is already on screen).
  const used = new Set<string>();
  // The first example, always kept, may show a picture drawn for no example when none was drawn for it ("Our
  // reading on screen beside the question"); an example from the passage read, a picture of the passage drawn for
  // no one example (the two narrators' tinted glasses).
  // The candidate sharing most with the example, and at least a word (the card's order breaking a tie).
  const closestOf = (candidates: string[], e: WorkedExample) =>
    candidates
      .filter((x) => pictureScore(x, e, everyExample) > 0)
      .reduce<string | undefined>(
        (best, x) =>
          best === undefined || pictureScore(x, e, everyExample) > pictureScore(best, e, everyExample) ? x : best,
        undefined,
      );
  const picture = (e: WorkedExample): Beat[] => {
    const aboutPassage = mentorRead && refersToMentor(`${e.show} ${e.thinkAloud}`, card.mentorText);
    const v =
      pictureFor(e, card.visuals, used, everyExample) ??
      (e === a ? card.visuals.find((x) => !used.has(x) && drawnForNone(x, everyExample)) : undefined) ??
      (aboutPassage
        ? closestOf(
            card.visuals.filter((x) => !used.has(x) && ofPassage(x) && !pictureOwner(x, everyExample)),
            e,
          )
        : undefined);
    if (v) used.add(v);
    return v ? [{ type: "visual", text: v }] : [];
  };
  const shown = (e: WorkedExample, who: number, together: boolean): Beat[] => [
    ...picture(e),
    ...showExample(cast, ctx, e, who, together),
    ...(ctx.followers?.get(e) ?? []).flatMap((f, k) => showExample(cast, ctx, f, k % 2 ? who : other(who), false)),
  ];
  const keyEx = ctx.keyExamples ?? new Set<WorkedExample>();
  const least = Math.min(...ctx.examples.map(size));
  const shortest =
    primary || ctx.examples.some((e) => keyEx.has(e)) ? undefined : ctx.examples.find((e) => size(e) <= least * 1.34);
  const [a, b, ...more] = shortest ? [shortest, ...ctx.examples.filter((e) => e !== shortest)] : ctx.examples;
  // A picture of the passage names its people or quotes it, or shows two things it tells of ("a pond", "a nest").
  const passageWords = mentorRead ? pictureWords(card.mentorText!.text) : new Set<string>();
  const ofPassage = (v: string) =>
    mentorRead &&
    (refersToMentor(v, card.mentorText) || [...pictureWords(v)].filter((w) => passageWords.has(w)).length >= 2);
  // Or a picture of what the stop says: the goal and the first half of the explanation, always said there ("Wait
  // for a pause" beside a speech bubble ending in a pause).
  const saidAtGoal = pictureWords(`${card.kidGoal} ${explain.slice(0, half).join(" ")}`);
  // A word said there that no other picture of the card has ("pause"; not "sound", in every picture of rhymes).
  const showsSaid = (v: string) =>
    [...pictureWords(v)].some(
      (w) => saidAtGoal.has(w) && card.visuals.every((x) => x === v || !pictureWords(x).has(w)),
    );
  const goalPicture = card.visuals.find((v) => {
    if (ofPassage(v) || showsSaid(v)) return true;
    const owner = pictureOwner(v, everyExample);
    return owner === undefined || owner === a;
  });
  if (goalPicture) {
    goal.splice(1, 0, { type: "visual", text: goalPicture });
    used.add(goalPicture);
  }
  // Every taught standard keeps its goal and explanation; the primary one also its first worked example.
  // The rest is added by priority while time allows (lower first).
  const blocks: Block[] = [
    { ...base, ...planned("goal", primary), order: 0, beats: goal, bareStop: bareStopLine(frame, sceneIndex + 1) },
    // The primary goal is asked in the hook, shown on screen here and said again in the recap.
    ...(primary ? [] : [{ ...base, ...planned("goal", primary), order: 0.1, beats: goalLine }]),
    { ...base, ...planned("keyTerm", primary), order: 0.05, beats: termBeats, definesTerm: true },
    { ...base, ...planned("explanation", primary), order: 0.2, beats: explainFirst },
    ...(explainRest.length
      ? [{ ...base, ...planned("explanationRest", primary), order: 0.3, beats: explainRest }]
      : []),
  ];
  // Every taught standard shows at least one of its own worked examples; a supporting one's goes with its goal.
  const swap = primary ? { swapGroup: "primary-example" } : {};
  const isKey = (e: WorkedExample) => (keyEx.has(e) ? { key: true, ...FIRST_ITEM } : {});
  if (a)
    blocks.push({
      ...base,
      ...swap,
      ...(keyEx.has(a) ? { key: true } : {}),
      ...planned("firstExample", primary),
      example: true,
      worked: a,
      order: 4,
      beats: shown(a, lead, false),
    });
  if (b)
    blocks.push({
      ...base,
      ...swap,
      ...planned("secondExample", primary),
      example: true,
      worked: b,
      order: 5,
      beats: shown(b, cast.solo ? lead : partner, true),
      stretchable: true,
      ...isKey(b),
      ...(keyEx.has(b) && !primary ? { dropOrder: DROP.supportingStandard } : {}),
    });
  more.forEach((ex, i) =>
    blocks.push({
      ...base,
      ...swap,
      ...planned("moreExamples", primary, i),
      example: true,
      worked: ex,
      order: 6 + i,
      beats: shown(ex, i % 2 ? lead : partner, i % 2 === 0),
      ...isKey(ex),
      ...(keyEx.has(ex) && !primary ? { dropOrder: DROP.supportingStandard } : {}),
    }),
  );

  // The mentor text is read before the examples (order 3) whenever anything the scene may use refers to it;
  // then it is as required as the example that needs it. A passage nothing refers to is not read.
  const mentor = card.mentorText && isSpeakable(card.mentorText.title) ? card.mentorText : undefined;
  if (mentor && mentorIsNeeded(card)) {
    const reader = cast.solo ? lead : partner;
    const paragraphs = paragraphsOf(mentor.text).length;
    const numbered = paragraphs > 1 && mentorItems(card).some((t) => /\bparagraph \d/i.test(t));
    const layout = mentor.text.includes(" / ")
      ? "set out line by line"
      : numbered
        ? `with its ${paragraphs} paragraphs numbered`
        : paragraphs > 1
          ? "set out as written"
          : "";
    const lines: Beat[] = [
      {
        type: "visual",
        text: `The passage "${mentor.title}" appears on screen${layout ? ` ${layout}` : ""}; each part lights up as it is read aloud.`,
      },
    ];
    lines.push(
      cast.say(
        reader,
        cast.pick(
          sayTitle(mentor.title)
            ? [`Listen to ${sayTitle(mentor.title)}.`, `Let me read you ${sayTitle(mentor.title)}.`]
            : [
                `Listen to "${mentor.title}".`,
                `Here is a short text called "${mentor.title}".`,
                `Let me read you "${mentor.title}".`,
              ],
        ),
        0,
      ),
    );
    for (const chunk of readAloudChunks(mentor.text)) {
      const { speech, visuals } = splitPictureNotes(chunk);
      for (const v of visuals) lines.push({ type: "visual", text: v });
      // A passage's own labels ("Story: Stuck Between Floors") are said as words, like an example's. A heading gets a
      // cue that it is one (the producer shows it as a title; the line costs no extra words).
      if (speech && isHeading(speech, mentor.text))
        lines.push({ type: "visual", text: `The heading "${speech.trim()}" lights up as a title.` });
      if (speech) lines.push(cast.say(reader, sayLabels(speech), 0));
    }
    blocks.push({
      ...base,
      ...planned("mentorText", primary),
      order: 3,
      beats: lines,
      tag: "passage",
    });
  }
  // The fix is what the presenter says; a fix written as a stage direction is shown, and the rule is said.
  const fix = card.misconception.fix;
  const fixIsDirection = STAGE_DIRECTION.test(fix);
  const mixup: Beat[] = [
    cast.say(lead, `Watch out for a mix-up. Some kids think: ${end(card.misconception.wrong)}`, 0.2),
  ];
  if (!fixIsDirection)
    mixup.push(
      cast.say(
        cast.solo ? lead : partner,
        `${cast.pick(["Here's the fix.", "Let's fix that.", "Not quite!"])} ${end(fix)}`,
        0.1,
      ),
    );
  else
    mixup.push(
      { type: "visual", text: fix },
      cast.say(cast.solo ? lead : partner, `Here's the real rule. ${explain[0] ?? end(card.kidGoal)}`, 0),
    );
  if (!ctx.skipMisconception)
    blocks.push({ ...base, ...planned("misconception", primary), order: 5.5, beats: mixup, tag: "misconception" });
  if (card.keyTerms[1]) {
    const t2 = card.keyTerms[1];
    blocks.push({
      ...base,
      ...planned("secondKeyTerm", primary),
      secondTerm: true,
      order: 1.5,
      beats: [cast.say(lead, `One more word to know: ${t2.term}. ${end(t2.definition)}`, 0)],
    });
  }
  return blocks;
}
