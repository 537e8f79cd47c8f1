import type { CheckQuestion, TeachingCard, WorkedExample } from "@shared/curriculum/teaching-card";
import type { Grade } from "@shared/schemas/grade";
import type { Excerpt } from "./excerpt";
import type { Random } from "./random";
import { sentences } from "./safe-text";

/**
 * The attached text as the lesson's text (docs/product/attachments.md, ADR 0055): when the primary standard is
 * one a text teaches (reading literature or informational text, standards 1–4, or a text read aloud, SL.x.2), the
 * worked examples, practice
 * items and checks for understanding are made from the excerpt's own sentences, so every question is answered
 * by words the viewers have just heard. Nothing here reads the document: only the filtered excerpt.
 */

/**
 * What a standard asks of a text, by its words in the CCSS: x.1 details and quotes, x.2 main idea or retelling,
 * RL.x.3 a story's characters and events, RI.x.3 how events, ideas or steps are connected (K–1 the link between two,
 * 2 a series of steps, 3 time, sequence and cause/effect, 4–5 what happened and why), x.4 words. SL.x.2 is about "a
 * text read aloud": K–2 ask and answer questions about its key details, 3–5 its main ideas (determine, paraphrase,
 * summarize).
 */
export type TextSkill = "details" | "mainIdea" | "storyEvents" | "connections" | "vocabulary";

/** The skill a standard asks of a text, or null when a text cannot teach it (phonics, grammar, writing…). */
export function textSkillOf(code: string): TextSkill | null {
  const listening = /^SL\.(K|\d)\.2$/.exec(code);
  if (listening) return listening[1] === "K" || Number(listening[1]) <= 2 ? "details" : "mainIdea";
  const m = /^R([LI])\.(?:K|\d)\.(\d+)$/.exec(code);
  if (!m) return null;
  const third = m[1] === "L" ? "storyEvents" : "connections";
  return (["details", "mainIdea", third, "vocabulary"] as const)[Number(m[2]) - 1] ?? null;
}

type Practice = TeachingCard["practice"][number];
export interface TextItems {
  examples: WorkedExample[];
  practice: Practice[];
  checks: CheckQuestion[];
  /** The move the standard asks of this text that the fitting must keep (an inference at grades 3–5). */
  keyMoves?: NonNullable<TeachingCard["keyMoves"]>;
}

/**
 * A question one sentence of the excerpt answers. Made only from a sentence whose parse is sure: a subject that reads
 * as a noun phrase and a finite verb after it ("The queen bee lays all the eggs." → "Which bee lays all the eggs?");
 * else, for a sentence opened by a "when/if/as…" clause whose main clause is about "it" or "they", a frame that
 * quotes the sentence ("Find the sentence that tells what happens when a glacier melts.").
 */
export interface Fact {
  sentence: string;
  question: string;
  /** The words that answer it: the subject as it stands in the excerpt, or the whole sentence for a frame. */
  answer: string;
  /** The subject, when the question asks for it ("the queen bee"); absent for a frame that quotes the sentence. */
  subject?: string;
  /** What the question asks about, said inside another sentence ("which bee lays all the eggs"). */
  tells: string;
  /** The words a presenter looks for in the text to find the sentence. */
  cue: string;
}

const DETERMINER = /^(?:the|a|an|one|two|three|this|that|his|her|their|its|our|my)$/i;
const QUANTIFIER = /^(?:each|every|all|some|many|most|few|both|no|any|more|less|much|several|other|another)$/i;
const PRONOUN =
  /^(?:he|she|it|they|we|i|you|there|these|those|him|them|who|which|what|here|itself|themselves|himself|herself)$/i;
/**
 * Words that stand for a thing without naming it ("Everything was white and quiet."): as an answer they name no
 * detail of the text ("What was white and quiet?" → "everything"), so no question is made from them.
 */
const INDEFINITE =
  /^(?:everything|something|nothing|anything|everyone|someone|anyone|nobody|everybody|somebody|anybody|none|all|one|this|that|these|those|it|they|he|she|we|you|i)$/i;
/** Modifiers that only say how big or old a thing is: "Which branch had fallen?" → "a big branch" picks nothing out. */
const PLAIN_SIZE = /^(?:big|little|small|large|huge|tiny|old|new|long|short|tall|young)$/i;
/** Pronouns that leave a question without its referent when the question stands alone ("Who tipped it over?"). */
const OBJECT_PRONOUN = /^(?:it|them|him|they|he|she)$/i;
const PREPOSITION = /^(?:with|of|in|on|at|from|by|for|near|under|over)$/i;
/** Words after which a determiner still belongs to the subject ("the door of the lodge", "a man with a ladder"). */
const LINKS_A_NOUN =
  /^(?:with|of|in|on|at|from|by|for|near|under|over|against|across|along|around|behind|beneath|beside|between|into|onto|through|toward|inside|outside|without|about|and|like)$/i;
/** Words that open a clause inside a sentence: a subject never holds one ("When a glacier", "As a glacier"). */
const SUBORDINATOR =
  /^(?:when|whenever|as|if|because|since|although|though|while|after|before|until|once|unless|where|whether|so|but|and|or|then|than)$/i;
/** Adverbs that stand between a subject and its verb ("Scientists sometimes call…"): they belong to the predicate. */
const ADVERB =
  /^(?:sometimes|often|always|never|usually|also|still|even|only|just|really|slowly|quickly|soon|then|now|too|almost|nearly|already|finally)$/i;
const AUX = new Set(
  "is are was were has have had can could may might will would cannot can't won't must should shall isn't aren't wasn't weren't".split(
    " ",
  ),
);
/** Words that cannot begin a subject ("Out came the red boot."): the sentence is inverted. */
const PARTICLE = /^(?:out|up|down|off|away|back|over|in|on|here|there|now|then)$/i;
const DO = /^(?:do|does|did)$/i;
const IRREGULAR = new Set(
  (
    "ran flew took felt got made went saw came found gave told knew thought began left kept held stood sat fell " +
    "grew ate drank swam sang brought caught said lay laid hid bit built dug drew drove fed fought hung heard led " +
    "lost met paid put rode rang rose shook slept spoke spent spun stole stuck swept swung taught tore threw " +
    "woke wore won wrote became broke chose froze"
  ).split(" "),
);
// Verbs as a child's text uses them. "like" is not one: in informational text it is nearly always the preposition
// ("grind against the ground like sandpaper"), and taking it as the verb made the whole clause before it a subject.
const BASES = new Set(
  (
    "live fly gather feed stand keep tell show point work eat make help need use hold build grow find carry bring " +
    "dance lay look move play run come go get take give see know want love protect collect sleep hunt swim " +
    "hide climb search hug travel cross follow jump walk talk sing call change turn fall catch spin drink sit stay " +
    "wait dig plant cook share learn teach read write paint mean guard land leave lead open close clean fix pull push " +
    "spot snap grab fill flow shine rain blow melt freeze float sink bloom hatch warm cool store sting buzz " +
    "become form pile press squeeze slide bend scrape drag carve depend measure compare start stop spread pack cut " +
    "rush listen hear rise reach pour roll feel think drop shrink visit lift wash pick stretch soak swell break"
  ).split(" "),
);
const PEOPLE =
  /^(?:man|woman|men|women|girl|boy|girls|boys|kid|kids|child|children|people|person|sister|brother|mom|dad|mother|father|friend|friends|teacher|scientist|scientists|farmer|king|queen|doctor|family|grandma|grandpa|baby)$/i;
const TIME_OPENER =
  /^(?:(?:then|next|soon|later|finally|first|suddenly|now|at last|after that|one day|that night|the next day|in the end|in \d{4}|long ago)\b,?\s+)/i;
const TIME_WORDS =
  /^(?:then|next|soon|later|finally|after|before|suddenly|at last|in the end|the next day|that night|by|when|in \d{4})\b/i;
/** Words that open a phrase or clause set off by a comma before the main clause ("In the winter,", "If the dam breaks,"). */
const LEAD_OPENER =
  /^(?:when|whenever|as|if|after|before|once|while|until|in|on|at|during|over|by|for|with|without|from|across|along|around|through|inside|outside|near|under|today|year|every|long|slowly|soon|later|finally|then|next|now)$/i;
/** Leads whose clause a question can ask "what happens …" about. */
const EVENT_LEAD = /^(?:when|whenever|as|if|after|before|once|while)$/i;

const stripEnd = (s: string) => s.replace(/[.!?…]+["”’')]*$/, "").trim();
const lowerDet = (s: string) => (DETERMINER.test(s.split(/\s+/)[0]!) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lowerFirst = (s: string) =>
  /^[A-Z](?:[a-z]|\s)/.test(s) && !/^I\b/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
const wordsOf = (s: string) => s.split(/\s+/).filter(Boolean);
const bare = (w: string) => w.toLowerCase().replace(/[^a-z']/g, "");

/** Whether `w` (the k-th word, k ≥ 1) reads as the sentence's verb. */
function isVerb(w: string): "singular" | "plural" | "any" | "do" | null {
  const lower = bare(w);
  if (DO.test(lower)) return "do";
  // "lay", "cut", "put": a present plural as often as a past ("Frogs lay eggs"), so "What lay eggs?" is not asked.
  if (IRREGULAR.has(lower) && BASES.has(lower)) return "plural";
  if (AUX.has(lower) || IRREGULAR.has(lower))
    return lower === "is" || lower === "has" || lower === "was"
      ? "singular"
      : lower === "are" || lower === "were" || lower === "have"
        ? "plural"
        : "any";
  if (BASES.has(lower)) return "plural";
  if (/ed$/.test(lower) && lower.length > 4) return "any";
  if (/ies$/.test(lower) && BASES.has(lower.replace(/ies$/, "y"))) return "singular";
  if (/s$/.test(lower) && (BASES.has(lower.slice(0, -1)) || BASES.has(lower.slice(0, -2)))) return "singular";
  return null;
}

/** A clause split into its subject and predicate, when the parse is sure; null otherwise. */
export interface Clause {
  subject: string[];
  predicate: string[];
  verb: "singular" | "plural" | "any" | "do";
}

/**
 * `text` read as subject + finite verb: the subject is a noun phrase (a determiner or a name or a bare noun, then
 * nouns and modifiers, a second determiner only after "of/with/…"), with no pronoun, quantifier or clause opener in
 * it; the verb is one of the first seven words. Null when any of that is unsure: a question made from a wrong parse
 * is nonsense a presenter cannot say ("Which glacier melts, it leaves behind…?").
 */
export function clauseOf(text: string): Clause | null {
  const words = wordsOf(stripEnd(text));
  const at = words.findIndex((w, i) => i > 0 && isVerb(w) !== null);
  if (at < 1 || at > 6) return null;
  const subject = words.slice(0, at);
  const predicate = words.slice(at);
  const verb = isVerb(words[at]!)!;
  while (subject.length > 1 && ADVERB.test(bare(subject.at(-1)!))) predicate.unshift(subject.pop()!);
  if (/[,;:()]/.test(subject.join(" "))) return null;
  if (QUANTIFIER.test(subject[0]!) || PARTICLE.test(subject[0]!)) return null;
  for (const [k, w] of subject.entries()) {
    const b = bare(w);
    if (PRONOUN.test(b) || SUBORDINATOR.test(b) || ADVERB.test(b) || isVerb(w) === "do") return null;
    if (k > 0 && DETERMINER.test(b) && !LINKS_A_NOUN.test(bare(subject[k - 1]!))) return null;
  }
  return { subject, predicate, verb };
}

/** A sentence split at its opening phrase or clause ("If the dam breaks," + "the water rushes away."), if it has one. */
function leadOf(sentence: string): { lead: string; main: string } | null {
  const m = /^([^,]{2,80}),\s+(.+)$/.exec(sentence.trim());
  if (!m || !LEAD_OPENER.test(bare(wordsOf(m[1]!)[0]!)) || wordsOf(m[1]!).length > 9) return null;
  return { lead: m[1]!, main: m[2]! };
}

/** "when a glacier melts", kept only when it is a clause with a subject a child can find ("when it hears" is not). */
function eventLead(lead: string): string | null {
  const [opener, ...rest] = wordsOf(lead);
  if (!opener || !EVENT_LEAD.test(opener) || !clauseOf(rest.join(" "))) return null;
  return `${opener.toLowerCase()} ${rest.join(" ")}`;
}

/**
 * A sentence as a "who / what / which" question whose answer is its subject: "The queen bee lays all the eggs." →
 * "Which bee lays all the eggs?" (the queen bee); an opening phrase is kept in front ("If the dam breaks, what rushes
 * away?"). A sentence opened by a "when/if/as…" clause whose own subject is a pronoun becomes a frame that quotes it
 * ("Find the sentence that tells what happens when a glacier melts."). Null when the sentence does not read plainly
 * enough: a pronoun or quantifier subject, a quotation, two clauses joined by "and/but", a verb number the question
 * word cannot carry.
 */
export function factOf(sentence: string, names?: ReadonlySet<string>): Fact | null {
  if (/["“”]/.test(sentence) || /\?\s*$/.test(sentence)) return null;
  const body = stripEnd(sentence).replace(TIME_OPENER, "");
  if (wordsOf(body).length < 4 || wordsOf(body).length > 22) return null;
  const split = leadOf(body);
  const lead = split?.lead ?? null;
  const main = split?.main ?? body;
  const clause = clauseOf(main);
  const frame = (): Fact | null => {
    const event = lead ? eventLead(lead) : null;
    if (!event) return null;
    const tells = `what happens ${event}`;
    return { sentence, question: `Find the sentence that tells ${tells}.`, answer: sentence, tells, cue: event };
  };
  if (!clause) return frame();
  const { subject: subjectWords, verb } = clause;
  const predicate = clause.predicate.join(" ");
  if (verb === "do" || clause.predicate.length < 2) return null;
  // Two clauses joined ("Tam ran, and the wind pulled the kite up"), or a second subject after a comma.
  if (/,\s+(?:(?:and|but|or|so|yet)\s+)?(?:the|a|an|it|they|he|she|we|i|you|there|this|that|[A-Z])\b/.test(predicate))
    return null;
  // "Who tipped it over?" has lost what "it" is; an opening clause can still say it ("When the ice…, what pulls it…").
  if (!lead && clause.predicate.some((w) => OBJECT_PRONOUN.test(bare(w)))) return frame();
  const subject = subjectWords.join(" ");
  if (!sentence.includes(subject)) return null;
  if (subjectWords.every((w) => INDEFINITE.test(bare(w)) || DETERMINER.test(bare(w)))) return null;
  const first = subjectWords[0]!;
  const hasDet = DETERMINER.test(first);
  const content = hasDet ? subjectWords.slice(1) : subjectWords;
  if (content.length === 0) return null;
  const prep = content.findIndex((w) => PREPOSITION.test(w));
  const head = (prep > 0 ? content[prep - 1] : content.at(-1))!;
  const mods = prep > 0 ? content.slice(0, prep - 1) : content.slice(0, -1);
  // A capital at the start of a sentence may be only the sentence's ("Water flew up high."): where the text's names
  // are known (capitalized in the middle of a sentence), only those count.
  const named = /^[A-Z]/.test(first) && (!names || names.has(first) || names.has(subjectWords[1] ?? ""));
  const name = !hasDet && named && !/s$/.test(head) && content.length <= 2;
  let asked: string;
  // "His sister Rosa took his hand." → "Who took his hand?": a person named anywhere in the subject. "Who" takes a
  // singular or past verb ("Who live in a hive?" is not English).
  if ((name || PEOPLE.test(head) || (/^[A-Z]/.test(head) && content.some((w) => PEOPLE.test(w)))) && verb !== "plural")
    asked = `who ${predicate}`;
  else if (mods.length > 0 && prep < 0 && /^[a-z]/.test(head) && !mods.every((w) => PLAIN_SIZE.test(bare(w))))
    asked = `which ${head.toLowerCase()} ${predicate}`;
  // "What …" takes a singular or a past verb: "What tell each other…" is not a question a child hears as one.
  else if (verb !== "plural") asked = `what ${predicate}`;
  else return null;
  const question = lead ? `${lead}, ${asked}?` : `${capitalize(asked)}?`;
  // "…which bees fly in the winter"; a one-word lead ("Slowly") is not said after the question.
  const tells = lead && wordsOf(lead).length > 1 ? `${asked} ${lowerFirst(lead)}` : asked;
  // A name keeps its capital ("Milo"); "Nurse bees" is said mid-sentence as "nurse bees".
  const said = name ? subject : lowerFirst(subject);
  return { sentence, question, answer: said, subject: said, tells, cue: predicate };
}

/**
 * The text's names: words capitalized in the middle of a sentence ("said Rosa", "Thank you, Leo"), or capitalized
 * words that open two sentences or more and that the text never writes in lower case ("Milo" opening three
 * sentences; not "Water", which opens one).
 */
export function namesOf(list: readonly string[]): Set<string> {
  const text = list.join(" ");
  const inside = list.flatMap((s) => [...s.slice(1).matchAll(/(?<=[\s“"(])([A-Z][a-z]+)\b/g)].map((m) => m[1]!));
  const opening = list.flatMap((s) => /^([A-Z][a-z]+)\b/.exec(s)?.[1] ?? []);
  const lower = (w: string) => new RegExp(`\\b${w.toLowerCase()}\\b`).test(text);
  const twice = (w: string) => opening.filter((x) => x === w).length >= 2;
  return new Set([...inside, ...opening.filter((w) => !NOT_A_NAME.test(w) && !lower(w) && twice(w))]);
}

/** "One scientist said, “A hive works like one big animal.”" → who said it and the exact words. */
function quoteOf(sentence: string): { speaker: string; words: string } | null {
  const m = /^(.{3,40}?) (?:said|says|wrote|writes|explained|explains|asked),? [“"](.+?)[”"]$/.exec(sentence.trim());
  if (!m || wordsOf(m[1]!).some((w) => PRONOUN.test(w))) return null;
  return { speaker: lowerDet(m[1]!), words: m[2]!.trim() };
}

/**
 * How two parts of a text are linked, where the text itself marks the link (RI.x.3): a cause and its effect ("so",
 * "because", "that is why", "as a result"), a condition and what follows it ("if the dam breaks, …"), or two events
 * in time order (the later one opens with "then", "next", "in 1992"…, or the years say which came first). A link the
 * text does not mark is never claimed: "A glacier is a huge body of ice that moves. It may look as still as a
 * mountain…" is not a reason.
 */
export interface Link {
  kind: "cause" | "condition" | "time";
  /** The cause, the condition or the earlier event, as its words stand in the excerpt. */
  first: string;
  /** The effect, what follows the condition, or the later event, as its words stand in the excerpt. */
  second: string;
  /** The words of the text that mark the link ("so", "that is why", "then", "1956 and 1992"). */
  marker: string;
  /** Both parts are in one sentence ("Because the beaver builds a dam, many animals get a home."). */
  sentence?: string;
  /** The effect as a clause a "why" question embeds ("the water spreads out and gets deep"). */
  effect?: string;
  /** A condition link's clause ("if the dam breaks"). */
  condition?: string;
}

/** Sentence openers that point back to the sentence before as the reason. */
const REASON_BACK =
  /^(so|that is why|that's why|this is why|as a result|because of this|because of that|for this reason),?\s+(.+)$/i;
/** Sentence openers that put an event after the one before it. */
const THEN =
  /^(then|next|now|after that|later|soon|finally|at last|afterward|the next day|that night|years later|in \d{4}|by \d{4})\b/i;
const YEAR = /\b(1[5-9]\d\d|20\d\d)\b/;

/** A clause a question can embed after "why": a sure parse with a subject that is not a pronoun. */
const embeddable = (s: string): string | null => {
  const words = wordsOf(s);
  // "many animals get a home" embeds as well as "the animals get a home".
  const c = clauseOf(QUANTIFIER.test(words[0] ?? "") ? words.slice(1).join(" ") : s);
  return c && c.predicate.length >= 2 ? lowerFirst(stripEnd(s)) : null;
};

/** The links the text marks between its sentences and inside them, in text order. */
export function linksOf(list: readonly string[]): Link[] {
  const out: Link[] = [];
  list.forEach((sentence, j) => {
    if (/["“”]/.test(sentence)) return;
    const body = stripEnd(sentence);
    const prev = j > 0 && !/["“”]/.test(list[j - 1]!) ? list[j - 1]! : null;
    const back = REASON_BACK.exec(body);
    if (back && prev && !/^so that\b/i.test(body)) {
      const effect = embeddable(back[2]!);
      if (effect) out.push({ kind: "cause", first: prev, second: sentence, marker: back[1]!.toLowerCase(), effect });
      return;
    }
    const since = /^(because|since)\s+([^,]+),\s+(.+)$/i.exec(body);
    const because = /^(.+?),?\s+because\s+(?!of\b)(.+)$/i.exec(body);
    const so = /^(.+?),\s+so\s+(?!that\b)(.+)$/i.exec(body);
    if (since && clauseOf(since[2]!)) {
      const effect = embeddable(since[3]!);
      if (effect)
        out.push({
          kind: "cause",
          first: since[2]!,
          second: since[3]!,
          marker: since[1]!.toLowerCase(),
          sentence,
          effect,
        });
      return;
    }
    if (because && wordsOf(because[2]!).length >= 3) {
      const effect = embeddable(because[1]!);
      if (effect)
        out.push({ kind: "cause", first: because[2]!, second: because[1]!, marker: "because", sentence, effect });
      return;
    }
    if (so && clauseOf(so[1]!)) {
      const effect = embeddable(so[2]!);
      if (effect) out.push({ kind: "cause", first: so[1]!, second: so[2]!, marker: "so", sentence, effect });
      return;
    }
    const lead = leadOf(body);
    const condition =
      lead && /^(?:if|when|whenever|as|once)$/i.test(wordsOf(lead.lead)[0]!) ? eventLead(lead.lead) : null;
    if (lead && condition) {
      out.push({
        kind: "condition",
        first: lead.lead,
        second: `${capitalize(lead.main)}.`,
        marker: wordsOf(condition)[0]!,
        sentence,
        condition,
      });
      return;
    }
    const then = THEN.exec(body);
    if (then && prev) out.push({ kind: "time", first: prev, second: sentence, marker: then[1]!.toLowerCase() });
  });
  // Two dated events up to three sentences apart, in the order of their years ("born in 1956" … "In 1992").
  list.forEach((a, i) => {
    const ya = YEAR.exec(a)?.[1];
    if (!ya || /["“”]/.test(a)) return;
    for (let j = i + 1; j <= i + 3 && j < list.length; j += 1) {
      const yb = YEAR.exec(list[j]!)?.[1];
      if (!yb || Number(yb) <= Number(ya) || /["“”]/.test(list[j]!)) continue;
      if (!out.some((l) => l.first === a && l.second === list[j])) {
        out.push({ kind: "time", first: a, second: list[j]!, marker: `${ya} and ${yb}` });
        break;
      }
    }
  });
  return out;
}

/** The sentence that shares the most content words with the rest: the excerpt's main idea, by this measure. */
function centralSentence(list: string[]): number {
  const content = (s: string) =>
    new Set((s.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((w) => w.replace(/(?:es|s)$/, "")));
  const sets = list.map(content);
  let best = 0;
  let bestScore = -1;
  sets.forEach((set, i) => {
    const score =
      sets.reduce((n, other, j) => n + (j === i ? 0 : [...set].filter((w) => other.has(w)).length), 0) /
        Math.sqrt(set.size || 1) -
      i * 0.01;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}

/**
 * What a story shows a feeling by, and the feeling: a child infers "sad" from "his eyes filled with tears" (the
 * words never say "sad"). Each clue is an action or a body's sign, not a feeling word.
 */
const FEELING_CLUES: [RegExp, string][] = [
  [/\b(?:tears|cried|sobbed|wept)\b/i, "sad"],
  [/\bhugged\b/i, "thankful and happy"],
  [/\b(?:smiled|grinned|laughed|giggled|cheered)\b/i, "happy"],
  [/\b(?:trembled|hid under|hid behind)\b/i, "scared"],
  [/\b(?:stomped|slammed|scowled)\b/i, "angry"],
  [/\b(?:jumped up and down|clapped (?:his|her|their) hands)\b/i, "excited"],
  [/\byawned\b/i, "tired"],
  [/\bgasped\b/i, "surprised"],
  [/\b(?:sighed|frowned)\b/i, "disappointed"],
  [/\b(?:bit (?:his|her|their) (?:lip|nails)|paced|knot in (?:his|her|their) stomach)\b/i, "nervous"],
];
const FEELING_WORDS =
  /\b(?:sad|happy|glad|scared|afraid|angry|mad|excited|tired|surprised|disappointed|nervous|worried|thankful|upset)\b/i;
/** Sentence-opening words that are not a character's name. */
const NOT_A_NAME =
  /^(?:The|A|An|This|That|Then|When|After|Before|At|On|In|One|Soon|Later|Finally|Suddenly|Next|First|Last|It|They|He|She|We|I|You|There|His|Her|Their|Our|My)$/;

/** A question the text answers only by inference, with the sentence that is its clue. */
export interface Inference {
  question: string;
  /** The quoted sentence that tells it. */
  clue: string;
  /** A check's answer: the inference, when it is a word ("Milo feels sad."), and the quoted sentence. */
  checkAnswer: string;
  /** The inference in a presenter's words, with its clue. */
  answer: string;
  /** How the presenter reasons it out (a worked example's think-aloud). */
  thinkAloud: string;
  /** The sentence the inference is about. */
  from: string;
}

/**
 * Inference questions an excerpt supports (RI.x.1 and RL.x.1 at grades 3–5 ask what a text says explicitly AND what
 * can be inferred): how a character feels, shown by an action and never named ("Milo hugged his sister." → thankful
 * and happy), and why something happens when the text points back to the reason with "so", "that is why" or "as a
 * result" ("The water cannot run away fast anymore. So the water spreads out and gets deep."): the viewer puts the
 * two sentences together. Each asks "Which words tell you?" and is answered with a quoted sentence of the excerpt.
 */
export function inferencesOf(list: readonly string[], cut = list.length): Inference[] {
  const out: Inference[] = [];
  // With the middle left out (`cut`: the first sentence of the ending), what is before it is the beginning and the
  // rest the end; no sentence's reason is read across the cut.
  const left = cut < list.length;
  list.forEach((sentence, i) => {
    if (/["“”]/.test(sentence)) return;
    // A feeling shown, not named, by a named character.
    const name = /^(?:(?:Then|At last|Finally|Suddenly|Soon),?\s+)?([A-Z][a-z]+)\s+[a-z]/.exec(sentence)?.[1];
    const clue = FEELING_CLUES.find(([re]) => re.test(sentence));
    if (name && !NOT_A_NAME.test(name) && clue && !FEELING_WORDS.test(sentence)) {
      const where = left
        ? i < cut
          ? "at the beginning"
          : "at the end"
        : i < list.length / 3
          ? "at the beginning"
          : i >= (list.length * 2) / 3
            ? "at the end"
            : "in the middle";
      out.push({
        question: `How does ${name} feel ${where} of our reading? Which words tell you?`,
        clue: sentence,
        from: sentence,
        checkAnswer: `${name} feels ${clue[1]}. The text says, “${sentence}”`,
        answer: `${name} feels ${clue[1]}. The text never says "${clue[1].split(" ")[0]}," but these words tell us: "${sentence}"`,
        thinkAloud: `The text does not name the feeling, so I look for a clue in what ${name} does. Here it is: "${sentence}" I ask myself how I would feel if I did that.`,
      });
    }
  });
  // A reason the text marks with "so", "that is why", "as a result"… pointing back to the sentence before: the viewer
  // puts the two sentences together. A next sentence that merely follows ("It may look as still as a mountain…") is
  // never called a reason.
  for (const link of linksOf(list)) {
    if (link.kind !== "cause" || link.sentence || !link.effect) continue;
    // Never a reason read across the cut: the sentence before the ending's first one was left out of the reading.
    if (left && link.second === list[cut]) continue;
    const marker = link.marker;
    const word = marker.includes(" ") ? `The words "${marker}" point` : `The word "${marker}" points`;
    out.push({
      question: `Why do you think ${link.effect}? Which words tell you?`,
      clue: link.first,
      from: link.second,
      checkAnswer: `The text says, “${link.first}”`,
      answer: `The sentence before it gives the reason: "${link.first}" ${word} back to it.`,
      thinkAloud: `I find the sentence: "${link.second}" It starts with "${marker}," so its reason is in the sentence just before it: "${link.first}" I put the two together.`,
    });
  }
  return out;
}

const STOP = new Set(
  "that this with from they them their there then than have were when what which will would could about into over after before because where while".split(
    " ",
  ),
);

/** A sentence with one content word blanked, for a word-meaning question; null when no word fits. */
function blankOf(sentence: string): { blanked: string; word: string } | null {
  const n = wordsOf(sentence).length;
  if (n < 5 || n > 20 || /["“”]/.test(sentence)) return null;
  const words = [...sentence.matchAll(/\b[a-z]{4,}\b/g)].map((m) => m[0]).filter((w) => !STOP.has(w));
  if (words.length === 0) return null;
  const word = words.reduce((a, b) => (b.length > a.length ? b : a));
  return { blanked: sentence.replace(new RegExp(`\\b${word}\\b`), "blank"), word };
}

/** One link of the text asked three ways: modelled, asked for the missing part, and "which happens first". */
interface LinkForms {
  link: Link;
  teach: WorkedExample;
  ask: CheckQuestion;
  /** Two events in the order the text gives them and the world has them (a cause before its effect). */
  order: CheckQuestion | null;
}

function formsOf(link: Link, rnd: Random): LinkForms {
  const { first, second, marker } = link;
  const word = marker.includes(" ") ? `The words "${marker}" tell` : `The word "${marker}" tells`;
  const order = (): CheckQuestion | null =>
    link.sentence ? null : { question: `Which happens first?`, choices: rnd.shuffle([first, second]), answer: first };
  if (link.kind === "cause") {
    const cause = stripEnd(first);
    const teach: WorkedExample = link.sentence
      ? {
          show: `How are the two parts of this sentence linked? "${link.sentence}"`,
          thinkAloud: `I look for a word that links them. ${word} me one part is the reason for the other.`,
          answer: `One part makes the other happen. ${capitalize(cause)}, so ${link.effect!}.`,
        }
      : {
          show: `How are these two parts of our reading linked? "${first}" "${second}"`,
          thinkAloud: `I look for a word that links them. ${word} me the first one is the reason for the second.`,
          answer: `The first one makes the second one happen. ${capitalize(cause)}, so ${link.effect!}.`,
        };
    return {
      link,
      teach,
      ask: {
        question: `Find the words in our reading that tell why ${link.effect!}.`,
        answer: link.sentence ? cause : first,
      },
      order: order(),
    };
  }
  if (link.kind === "condition") {
    const question = `What happens ${link.condition!}?`;
    return {
      link,
      teach: {
        show: question,
        thinkAloud: `I find the words "${link.condition!}" in our reading. The word "${marker}" links the two parts: the rest of that sentence tells what happens then.`,
        // Said as a sentence, not "So: The bats fly out." (a presenter never says "So:").
        answer: `"${link.sentence!}" The rest of it tells what happens: ${second}`,
      },
      ask: { question: `${question} Use the words of our reading.`, answer: second },
      order: null,
    };
  }
  // Time: the later event opens with a time word, or the years give the order.
  const dated = /^\d{4} and \d{4}$/.test(marker);
  const teach: WorkedExample = dated
    ? {
        show: `Which happened first? "${first}" or "${second}"`,
        thinkAloud: `I look at the years in the two sentences: ${marker.replace(" and ", " comes before ")}.`,
        answer: `This happened first: "${first}"`,
      }
    : {
        show: `In our reading, what happens after this? "${first}"`,
        thinkAloud: `I find that sentence and read on. The next one starts with "${capitalize(marker)}," a time word, so it tells what came after.`,
        answer: `After that: "${second}"`,
      };
  return {
    link,
    teach,
    ask: dated ? order()! : { question: `In our reading, what happens after this? "${first}"`, answer: second },
    order: order(),
  };
}

/**
 * RI.x.3 from an attached text: how two events, ideas or steps are connected, asked only where the text marks the
 * link (see `linksOf`). Causes and conditions come first (K–1 "the connection between two", 3–5 cause and effect),
 * then events in time order (2–3 a series of events or steps). The worked example, the practice item and the checks
 * use different links where the text has enough, so a check never asks what the lesson just answered; null when the
 * text marks fewer than two links (the card then teaches, and the text is read before the practice).
 */
function connectionItems(list: readonly string[], rnd: Random): TextItems | null {
  const all = linksOf(list);
  const links = [
    ...rnd.shuffle(all.filter((l) => l.kind !== "time")),
    ...rnd.shuffle(all.filter((l) => l.kind === "time")),
  ].map((l) => formsOf(l, rnd));
  const [l0, l1, ...more] = links;
  if (!l0 || !l1) return null;
  const checks: CheckQuestion[] = more.map((l) => l.ask);
  // "Which happens first": a pair the lesson has not asked about, when the text has one; else the worked example's
  // pair (asked another way), not the practice item's, whose answer the viewers have only just heard.
  const order = [...more, l0, l1].find((l) => l.order && l.order.question !== l.ask.question)?.order;
  if (order) checks.splice(Math.min(1, checks.length), 0, order);
  if (checks.length === 0) checks.push(l0.order ?? l0.ask);
  return {
    examples: [l0.teach],
    practice: [
      {
        prompt: l1.ask.choices ? `${l1.ask.question} "${l1.ask.choices.join('" or "')}"` : l1.ask.question,
        answer: l1.ask.answer,
      },
    ],
    checks: checks.slice(0, 3),
    keyMoves: [{ move: "Tell how two events, ideas or steps in the text are linked", examples: [0], checks: [0] }],
  };
}

/**
 * The worked examples, practice items and checks for `code` made from `excerpt`; null when the standard is not
 * one a text teaches or the excerpt is too short to ask from. Every check's answer is words of the excerpt.
 */
export function textItems(
  excerpt: Excerpt,
  code: string,
  grade: Grade | null,
  rnd: Random,
  /** Questions the lesson already asks (a supporting standard on the primary's text): not asked again. */
  asked: ReadonlySet<string> = new Set(),
): TextItems | null {
  const skill = textSkillOf(code);
  if (!skill) return null;
  const list = sentences(excerpt.text);
  if (list.length < 3) return null;
  // The first sentence of the ending when the middle is left out (excerpt.ts): nothing is asked across it.
  const cut = excerpt.ending ? list.length - sentences(excerpt.ending).length : list.length;
  const older = grade !== null && grade !== "K" && Number(grade) >= 4;
  const third = grade !== null && grade !== "K" && Number(grade) >= 3;
  const names = namesOf(list);
  const facts = rnd.shuffle(
    list.map((s) => factOf(s, names)).filter((f): f is Fact => f !== null && !asked.has(f.question)),
  );
  if (skill === "connections") return connectionItems(list, rnd);
  const examples: WorkedExample[] = [];
  const practice: Practice[] = [];
  const checks: CheckQuestion[] = [];
  const keyMoves: NonNullable<TeachingCard["keyMoves"]> = [];

  const said = (f: Fact) =>
    f.subject ? `${capitalize(f.subject)}. The text says, "${f.sentence}"` : `"${f.sentence}"`;
  const detailExample = (f: Fact): WorkedExample => ({
    show: f.question,
    thinkAloud: `I go back to the text and look for the words "${f.cue}." Here is the sentence: "${f.sentence}"`,
    answer: said(f),
  });
  const quoteCheck = (f: Fact): CheckQuestion => ({
    question: `Quote the exact sentence from our reading that tells ${f.tells}.`,
    answer: f.sentence,
  });

  if (skill === "details") {
    const quoted = list.map(quoteOf).find((q) => q !== null);
    // Grades 3–5 (RI.3.1–5.1, RL.3.1–5.1) also infer: the lesson that teaches "infer" models one inference, has the
    // viewers try one when there are enough, and checks one, each answered with the sentence that tells it.
    // In a story the check infers a character's feeling first (what RL.x.1 questions at these grades mostly ask).
    const feels = (x: Inference) => (/^RL/.test(code) && x.question.startsWith("How does") ? 0 : 1);
    const infer = third ? rnd.shuffle(inferencesOf(list, cut)).sort((a, b) => feels(a) - feels(b)) : [];
    const [i1, i2, i3] = infer;
    // A sentence an inference is made from is not also asked as a detail (the detail would give it away), when
    // enough others are left.
    const used = new Set(infer.slice(0, 3).flatMap((x) => [x.clue, x.from]));
    const rest = facts.filter((f) => !used.has(f.sentence));
    const pool = rest.length >= 3 ? rest : [...facts];
    // Taken in the order they matter: the first example, practice item and check are the ones a short video keeps.
    const inferExample = infer.length >= 2 ? i2 : undefined;
    const e1 = pool.shift();
    const e2 = inferExample ? undefined : pool.shift();
    const [p1, c1, p2, c2, c3] = pool;
    if (!e1 || !p1 || !c1) return null;
    examples.push(detailExample(e1));
    if (inferExample)
      examples.push({ show: inferExample.question, thinkAloud: inferExample.thinkAloud, answer: inferExample.answer });
    else if (e2) examples.push(detailExample(e2));
    for (const f of [p1, p2])
      if (f)
        practice.push({
          prompt: f.subject ? `${f.question} Use a detail from our reading.` : f.question,
          answer: said(f),
        });
    if (i3) practice.splice(1, 1, { prompt: i3.question, answer: i3.answer });
    // A text read aloud (SL.K.2, SL.1.2, SL.2.2): the listener also asks a question of their own about it.
    const own = /^SL/.test(code) ? pool.find((f) => f.subject && ![p1, c1, c2, c3].includes(f)) : undefined;
    if (own) {
      practice.unshift({
        prompt: `Ask your own question about our reading. Start with who, what, or where.`,
        answer: `For example: "${own.question}" And the answer: ${capitalize(own.answer)}.`,
      });
      keyMoves.push({ move: "Ask and answer a question about the text read aloud", practice: [0] });
    }
    // SL.K.2 also asks for "requesting clarification if something is not understood". No word of the text is
    // named as hard (a length rule picked "brother"): the part missed is the one the child says.
    if (code === "SL.K.2") {
      practice.push({
        prompt: `You did not hear one part of our reading. What can you say?`,
        answer: `For example: "Can you read that part again, please?"`,
      });
      keyMoves.push({ move: "Ask about a part not heard or understood", practice: [practice.length - 1] });
    }
    // Grades 4–5 quote accurately (RI.4.1, RL.4.1, RI.5.1, RL.5.1); younger grades answer with the text's words.
    if (older && quoted)
      checks.push({
        question: `Use the exact words from our reading: what did ${quoted.speaker} say?`,
        answer: `“${quoted.words}”`,
      });
    // The inference check is one of the first two, which a short video keeps.
    if (i1) {
      checks.push({ question: i1.question, answer: i1.checkAnswer });
      keyMoves.push({
        move: "Infer what the text suggests and tell the words that show it",
        checks: [checks.length - 1],
      });
    }
    checks.push({ question: c1.question, answer: c1.answer });
    if (older && c2) checks.push(quoteCheck(c2));
    else if (c2) checks.push({ question: c2.question, answer: c2.answer });
    if (c3) checks.push({ question: c3.question, answer: c3.answer });
  } else if (skill === "mainIdea") {
    const main = centralSentence(list);
    const details = list.filter((_, i) => i !== main);
    const story = /^RL/.test(code);
    if (story) {
      examples.push({
        show: `What happens at the beginning of our reading?`,
        thinkAloud: `To retell, I start at the beginning. The first thing that happens is: "${list[0]!}"`,
        // A name keeps its capital mid-sentence ("At the beginning, Lena built …"); "The fox" becomes "the fox".
        answer: `At the beginning, ${namesOf(list).has(/^[A-Z][a-z]+/.exec(list[0]!)?.[0] ?? "") ? stripEnd(list[0]!) : lowerFirst(stripEnd(list[0]!))}.`,
      });
      // A middle left out is never asked about: the practice asks for another event of the opening read.
      const mid = cut < list.length ? Math.floor(cut / 2) : Math.floor(list.length / 2);
      if (cut < list.length && cut >= 2)
        practice.push({
          prompt: `What else happens at the beginning of our reading? Tell one event.`,
          answer: `For example: "${list[mid]!}"`,
        });
      else if (cut === list.length)
        practice.push({
          prompt: `What happens in the middle of our reading? Tell one event.`,
          answer: `For example: "${list[mid]!}"`,
        });
      // The checks ask what the lesson has not answered yet: the ending, then two events close together in order
      // (not the beginning the worked example retold, nor the event of the practice, nor a pair across the cut).
      checks.push({ question: `What happens at the end of our reading?`, answer: list.at(-1)! });
      const pairs = [...list.keys()].filter(
        (k) =>
          k > 0 &&
          k + 1 < list.length - 1 &&
          k + 1 !== cut &&
          k !== mid &&
          k + 1 !== mid &&
          !/["“”]/.test(list[k]! + list[k + 1]!),
      );
      const at = pairs.find((k) => TIME_WORDS.test(list[k + 1]!)) ?? pairs[0];
      if (at !== undefined)
        checks.push({
          question: `Which happens first in our reading?`,
          choices: rnd.shuffle([list[at]!, list[at + 1]!]),
          answer: list[at]!,
        });
      const retold = new Set([list[0], list[mid], list.at(-1), ...(at !== undefined ? [list[at], list[at + 1]] : [])]);
      const f = facts.find((x) => !retold.has(x.sentence));
      if (f) checks.push({ question: f.question, answer: f.answer });
    } else {
      const [d1, d2] = rnd.shuffle(details);
      examples.push({
        show: `What is our reading mostly about?`,
        thinkAloud: `I look for the sentence the other sentences tell more about. Many sentences talk about the same thing as this one: "${list[main]!}"`,
        answer: `Main idea: ${list[main]!}`,
      });
      practice.push({
        prompt: `Name one detail from our reading that tells more about the main idea.`,
        answer: `For example: "${d1!}"`,
      });
      checks.push({
        question: `Which sentence tells the main idea of our reading?`,
        choices: rnd.shuffle([list[main]!, d1!, d2!]),
        answer: list[main]!,
      });
      // Grades 3–5 explain how key details support the main idea (RI.3.2–5.2): the second check asks for one.
      const f = facts.find((x) => x.sentence !== list[main]);
      if (third && d2)
        checks.push({
          question: `Name one key detail from our reading that supports the main idea.`,
          answer: `For example: “${d2}”`,
        });
      else if (f) checks.push({ question: f.question, answer: f.answer });
    }
  } else if (skill === "storyEvents") {
    // Pairs of neighbouring sentences; a pair whose second sentence opens with a time word goes first.
    // Never a pair across a left-out middle: the ending's first sentence does not come "right after" the opening.
    const pairs = list
      .slice(0, -1)
      .map((s, i) => ({ before: s, after: list[i + 1]!, i }))
      .filter((p) => p.i + 1 !== cut)
      .map(({ before, after }) => ({ before, after }));
    // A quotation inside a quoted sentence reads badly ("“Next time…,” he said."): such pairs are not asked about.
    const plain = pairs.filter((p) => !/["“”]/.test(p.before + p.after));
    const ordered = [
      ...rnd.shuffle(plain.filter((p) => TIME_WORDS.test(p.after))),
      ...rnd.shuffle(plain.filter((p) => !TIME_WORDS.test(p.after))),
    ];
    // A story's x.3 is about what characters do and what that leads to: the worked example starts from a character's action.
    const named = (p: { before: string }) => factOf(p.before)?.subject?.match(/^[A-Z][a-z]+$/)?.[0];
    const byActor = /^RL/.test(code) ? ordered.find((p) => named(p)) : undefined;
    const rest = byActor ? [byActor, ...ordered.filter((p) => p !== byActor)] : ordered;
    const [e1, p1, c1, c2] = rest;
    if (!e1 || !p1 || !c1) return null;
    const actor = byActor ? named(byActor) : undefined;
    examples.push({
      show: `In our reading, what happens right after this? "${e1.before}"`,
      thinkAloud: `${actor ? `I find what ${actor} does in the text, and I read on to see what that leads to.` : "I find that sentence in the text and read on."} ${TIME_WORDS.test(e1.after) ? "The next sentence even starts with a time word." : "The very next sentence tells what comes after."}`,
      answer: `What happens next: "${e1.after}"`,
    });
    practice.push({
      prompt: `What comes right after this part of our reading? "${p1.before}"`,
      answer: `What happens next: "${p1.after}"`,
    });
    checks.push({ question: `In our reading, what comes right after this? "${c1.before}"`, answer: c1.after });
    // A story's characters are described by how they respond to events from grade 2 (RL.2.3 "how characters
    // respond to major events", RL.3.3 "traits, motivations, or feelings"): one check infers a feeling.
    const feeling =
      /^RL/.test(code) && (third || grade === "2")
        ? inferencesOf(list, cut).find((x) => x.question.startsWith("How does") && x.clue !== c1.after)
        : undefined;
    if (feeling) {
      checks.push({ question: feeling.question, answer: feeling.checkAnswer });
      keyMoves.push({
        move: "Describe a character's feeling from what the character does",
        checks: [checks.length - 1],
      });
    }
    // Two events close together and truly in order (the later one opens with a time word where the text has one),
    // neither asked about already, and not the reading's first sentence: a child who remembers only how the reading
    // began, or its last line, cannot answer it without following the events.
    const asked = new Set([e1, p1, c1, c2]);
    const pair =
      ordered.find((p) => !asked.has(p) && p.before !== list[0] && TIME_WORDS.test(p.after)) ??
      ordered.find((p) => !asked.has(p) && p.before !== list[0]) ??
      ordered.find((p) => p.before !== list[0]);
    if (pair)
      checks.push({
        question: `Which happens first in our reading?`,
        choices: rnd.shuffle([pair.before, pair.after]),
        answer: pair.before,
      });
    // Not a second question answered by the sentence the feeling check quotes.
    if (c2 && c2.after !== feeling?.clue)
      checks.push({ question: `What comes right after this? "${c2.before}"`, answer: c2.after });
  } else {
    const blanks = rnd.shuffle(
      list.map(blankOf).filter((b): b is NonNullable<ReturnType<typeof blankOf>> => b !== null),
    );
    const [e1, p1, c1, c2] = blanks;
    if (!e1 || !p1 || !c1) return null;
    examples.push({
      show: `"${e1.blanked}"`,
      thinkAloud: `I read the words around the blank and ask which word from our reading makes sense there.`,
      answer: `The word is "${e1.word}".`,
    });
    practice.push({
      prompt: `Which word from our reading goes in the blank? "${p1.blanked}"`,
      answer: `${capitalize(p1.word)}.`,
    });
    for (const b of [c1, c2])
      if (b) checks.push({ question: `Which word from our reading goes in the blank? "${b.blanked}"`, answer: b.word });
  }
  return examples.length && practice.length && checks.length
    ? { examples, practice, checks, ...(keyMoves.length ? { keyMoves } : {}) }
    : null;
}

/**
 * What the attached text does in a lesson on `code`: "teach" (the lesson's text, when its questions could be made),
 * "reading" (read before the practice, for another reading standard or a text read aloud, SL.x.2), or "hook" (its
 * first sentence opens the lesson: phonics, grammar, writing and other speaking standards are not taught from a
 * text's questions).
 */
export type TextUse = "teach" | "reading" | "hook";
export function textUse(code: string, itemsMade: boolean): TextUse {
  if (itemsMade) return "teach";
  return /^(?:R[LI]\.|SL\.(?:K|\d)\.2$)/.test(code) ? "reading" : "hook";
}

/**
 * A check on an argument's reasons (CCSS RI.x.8, W.x.1: how an author supports a point with reasons): when the text
 * numbers them ("First, …" and "Second, …"), "What is the first reason our reading gives?", answered by the
 * sentence that gives it. Null when the text does not number its reasons.
 */
export function reasonCheck(list: readonly string[]): CheckQuestion | null {
  const first = list.find((s) => /^(?:First|One reason)\b,?\s/.test(s.trim()));
  if (!first || !list.some((s) => /^(?:Second|Next|Another reason)\b,?\s/.test(s.trim()))) return null;
  return { question: "Our reading gives reasons. What is the first reason it gives?", answer: first.trim() };
}

/**
 * A question about the text read before the practice (a reading standard the text's questions do not teach):
 * the text's first numbered reason, else a key detail a sentence answers ("Which bee lays all the eggs?"). Null
 * when neither can be asked; only then is a child asked to recall a word of it.
 */
export function readingCheck(text: string, rnd: Random): CheckQuestion | null {
  const list = sentences(text);
  const reason = reasonCheck(list);
  if (reason) return reason;
  const names = namesOf(list);
  const facts = rnd.shuffle(list.map((x) => factOf(x, names)).filter((f): f is Fact => f?.subject !== undefined));
  const fact = facts[0];
  // "In our reading, …": the question is about the text heard a while ago, not the examples since.
  return fact ? { question: `In our reading, ${lowerFirst(fact.question)}`, answer: fact.answer } : null;
}
