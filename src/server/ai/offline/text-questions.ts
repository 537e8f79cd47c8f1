import type { CheckQuestion, TeachingCard, WorkedExample } from "@shared/curriculum/teaching-card";
import type { Grade } from "@shared/schemas/grade";
import type { Excerpt } from "./excerpt";
import type { Random } from "./random";
import { sentences } from "./safe-text";

/**
 * The attached text as the lesson's text (docs/product/attachments.md, ADR 0055): when the primary standard is
 * one a text teaches (reading literature or informational text, standards 1–4), the worked examples, practice
 * items and checks for understanding are made from the excerpt's own sentences, so every question is answered
 * by words the viewers have just heard. Nothing here reads the document: only the filtered excerpt.
 */

/** What a reading standard asks of a text: x.1 details and quotes, x.2 main idea or retelling, x.3 order, x.4 words. */
export type TextSkill = "details" | "mainIdea" | "sequence" | "vocabulary";

/** The skill a standard asks of a text, or null when a text cannot teach it (phonics, grammar, writing…). */
export function textSkillOf(code: string): TextSkill | null {
  const m = /^R([LI])\.(?:K|\d)\.(\d+)$/.exec(code);
  if (!m) return null;
  return (["details", "mainIdea", "sequence", "vocabulary"] as const)[Number(m[2]) - 1] ?? null;
}

type Practice = TeachingCard["practice"][number];
export interface TextItems {
  examples: WorkedExample[];
  practice: Practice[];
  checks: CheckQuestion[];
  /** The move the standard asks of this text that the fitting must keep (an inference at grades 3–5). */
  keyMoves?: NonNullable<TeachingCard["keyMoves"]>;
}

/** A sentence of the excerpt read as subject + predicate, with the question it answers. */
interface Fact {
  sentence: string;
  /** The words that answer the question (the sentence's subject), as they stand in the excerpt. */
  subject: string;
  question: string;
}

const DETERMINER = /^(?:the|a|an|one|two|three|this|that|his|her|their|its|our|my)$/i;
const QUANTIFIER = /^(?:each|every|all|some|many|most|few|both|no|any)$/i;
const PRONOUN = /^(?:he|she|it|they|we|i|you|there|these|those|him|them|who|which)$/i;
const PREPOSITION = /^(?:with|of|in|on|at|from|by|for|near|under|over)$/i;
const AUX = new Set("is are was were has have had can could may might will would".split(" "));
const DO = /^(?:do|does|did)$/i;
const IRREGULAR = new Set(
  (
    "ran flew took felt got made went saw came found gave told knew thought began left kept held stood sat fell " +
    "grew ate drank swam sang brought caught said lay laid hid bit built dug drew drove fed fought hung heard led " +
    "lost met paid put rode rang rose shook slept spoke spent spun stole stuck swept swung taught tore threw " +
    "woke wore won wrote became broke chose froze"
  ).split(" "),
);
const BASES = new Set(
  (
    "live fly gather feed stand keep tell show point work eat make help need use hold build grow find carry bring " +
    "dance lay look move play run come go get take give see know want like love protect collect sleep hunt swim " +
    "hide climb search hug travel cross follow jump walk talk sing call change turn fall catch spin drink sit stay " +
    "wait dig plant cook share learn teach read write paint mean guard land leave lead open close clean fix pull push " +
    "spot snap grab fill flow shine rain blow melt freeze float sink bloom hatch warm cool store sting buzz"
  ).split(" "),
);
const PEOPLE =
  /^(?:man|woman|men|women|girl|boy|girls|boys|kid|kids|child|children|people|person|sister|brother|mom|dad|mother|father|friend|friends|teacher|scientist|scientists|farmer|king|queen|doctor|family|grandma|grandpa|baby)$/i;
const TIME_OPENER =
  /^(?:(?:then|next|soon|later|finally|first|suddenly|now|at last|after that|one day|that night|the next day|in the end|in \d{4}|long ago)\b,?\s+)/i;
const TIME_WORDS =
  /^(?:then|next|soon|later|finally|after|before|suddenly|at last|in the end|the next day|that night|by|when|in \d{4})\b/i;

const stripEnd = (s: string) => s.replace(/[.!?…]+["”’')]*$/, "").trim();
const lowerDet = (s: string) => (DETERMINER.test(s.split(/\s+/)[0]!) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const wordsOf = (s: string) => s.split(/\s+/).filter(Boolean);

/** Whether `w` (the k-th word, k ≥ 1) reads as the sentence's verb. */
function isVerb(w: string): "singular" | "plural" | "any" | "do" | null {
  const lower = w.toLowerCase().replace(/[^a-z']/g, "");
  if (DO.test(lower)) return "do";
  if (AUX.has(lower) || IRREGULAR.has(lower))
    return lower === "is" || lower === "has" || lower === "was"
      ? "singular"
      : lower === "are" || lower === "were" || lower === "have"
        ? "plural"
        : "any";
  if (BASES.has(lower)) return "plural";
  if (/ed$/.test(lower) && lower.length > 4) return "any";
  if (/s$/.test(lower) && (BASES.has(lower.slice(0, -1)) || BASES.has(lower.slice(0, -2)))) return "singular";
  return null;
}

/**
 * A sentence as a "who / what / which" question whose answer is its subject: "The queen bee lays all the eggs." →
 * "Which bee lays all the eggs?" (the queen bee). Null when the sentence does not read plainly enough: a pronoun
 * or quantifier subject, a quotation, a verb number the question word cannot carry.
 */
export function factOf(sentence: string): Fact | null {
  if (/["“”]/.test(sentence) || /\?\s*$/.test(sentence)) return null;
  const body = stripEnd(sentence).replace(TIME_OPENER, "");
  const words = wordsOf(body);
  if (words.length < 4 || words.length > 22) return null;
  const at = words.findIndex((w, i) => i > 0 && isVerb(w) !== null);
  if (at < 1 || at > 6) return null;
  const subjectWords = words.slice(0, at);
  const verb = isVerb(words[at]!)!;
  const predicate = words.slice(at).join(" ");
  if (verb === "do" || wordsOf(predicate).length < 2 || /[,;:]/.test(subjectWords.join(" "))) return null;
  if (subjectWords.some((w) => PRONOUN.test(w)) || QUANTIFIER.test(subjectWords[0]!)) return null;
  if (subjectWords.slice(1).some((w) => isVerb(w) === "do")) return null;
  const subject = subjectWords.join(" ");
  if (!sentence.includes(subject)) return null;
  const first = subjectWords[0]!;
  const hasDet = DETERMINER.test(first);
  const content = hasDet ? subjectWords.slice(1) : subjectWords;
  if (content.length === 0) return null;
  const prep = content.findIndex((w) => PREPOSITION.test(w));
  const head = (prep > 0 ? content[prep - 1] : content.at(-1))!;
  const mods = prep > 0 ? content.slice(0, prep - 1) : content.slice(0, -1);
  const name = !hasDet && /^[A-Z]/.test(first) && !/s$/.test(head) && content.length <= 2;
  let question: string;
  // "His sister Rosa took his hand." → "Who took his hand?": a person named anywhere in the subject.
  if (name || PEOPLE.test(head) || (/^[A-Z]/.test(head) && content.some((w) => PEOPLE.test(w))))
    question = `Who ${predicate}?`;
  else if (mods.length > 0 && prep < 0 && /^[a-z]/.test(head)) question = `Which ${head.toLowerCase()} ${predicate}?`;
  // "What …" takes a singular or a past verb: "What tell each other…" is not a question a child hears as one.
  else if (verb !== "plural") question = `What ${predicate}?`;
  else return null;
  // A name keeps its capital ("Milo"); "Nurse bees" is said mid-sentence as "nurse bees".
  return { sentence, subject: name ? subject : subject.charAt(0).toLowerCase() + subject.slice(1), question };
}

/** "One scientist said, “A hive works like one big animal.”" → who said it and the exact words. */
function quoteOf(sentence: string): { speaker: string; words: string } | null {
  const m = /^(.{3,40}?) (?:said|says|wrote|writes|explained|explains|asked),? [“"](.+?)[”"]$/.exec(sentence.trim());
  if (!m || wordsOf(m[1]!).some((w) => PRONOUN.test(w))) return null;
  return { speaker: lowerDet(m[1]!), words: m[2]!.trim() };
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
 * and happy), and why someone or something does what a sentence says, when the next sentence gives the reason
 * without a "because" ("Worker bees fly from flower to flower. They gather nectar and pollen."). Each asks "Which
 * words tell you?" and is answered with a quoted sentence of the excerpt.
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
      return;
    }
    // The reason in the next sentence: "X does Y. They do Z."
    const next = i + 1 === cut ? undefined : list[i + 1];
    const fact = factOf(sentence);
    if (!fact || !next || /["“”]/.test(next) || !/^(?:They|It)\s+[a-z]+/.test(next)) return;
    if (/\b(?:because|so that|in order to)\b/i.test(sentence)) return;
    const predicate = fact.question.replace(/^(?:Who|What|Which \S+) /, "").replace(/\?$/, "");
    out.push({
      question: `Why do you think ${fact.subject} ${predicate}? Which words tell you?`,
      clue: next,
      from: sentence,
      checkAnswer: `The text says, “${next}”`,
      answer: `The next sentence gives the reason, though it never says "because": "${next}"`,
      thinkAloud: `The text does not say "because," so I put two sentences together. First: "${sentence}" Right after it: "${next}" The second one tells me why.`,
    });
  });
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

/**
 * The worked examples, practice items and checks for `code` made from `excerpt`; null when the standard is not
 * one a text teaches or the excerpt is too short to ask from. Every check's answer is words of the excerpt.
 */
export function textItems(excerpt: Excerpt, code: string, grade: Grade | null, rnd: Random): TextItems | null {
  const skill = textSkillOf(code);
  if (!skill) return null;
  const list = sentences(excerpt.text);
  if (list.length < 3) return null;
  // The first sentence of the ending when the middle is left out (excerpt.ts): nothing is asked across it.
  const cut = excerpt.ending ? list.length - sentences(excerpt.ending).length : list.length;
  const older = grade !== null && grade !== "K" && Number(grade) >= 4;
  const third = grade !== null && grade !== "K" && Number(grade) >= 3;
  const facts = rnd.shuffle(list.map(factOf).filter((f): f is Fact => f !== null));
  const examples: WorkedExample[] = [];
  const practice: Practice[] = [];
  const checks: CheckQuestion[] = [];
  const keyMoves: NonNullable<TeachingCard["keyMoves"]> = [];

  const detailExample = (f: Fact): WorkedExample => ({
    show: f.question,
    thinkAloud: `I go back to the text and look for the words "${stripEnd(f.question.replace(/^(?:Who|What|Which \S+) /, ""))}." Here is the sentence: "${f.sentence}"`,
    answer: `${capitalize(f.subject)}. The text says, "${f.sentence}"`,
  });
  const quoteCheck = (f: Fact): CheckQuestion => ({
    question: `Quote the exact sentence from our reading that tells ${f.question.charAt(0).toLowerCase()}${f.question.slice(1, -1)}.`,
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
          prompt: `${f.question} Use a detail from our reading.`,
          answer: `${capitalize(f.subject)}. The text says, "${f.sentence}"`,
        });
    if (i3) practice.splice(1, 1, { prompt: i3.question, answer: i3.answer });
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
    checks.push({ question: c1.question, answer: c1.subject });
    if (older && c2) checks.push(quoteCheck(c2));
    else if (c2) checks.push({ question: c2.question, answer: c2.subject });
    if (c3) checks.push({ question: c3.question, answer: c3.subject });
  } else if (skill === "mainIdea") {
    const main = centralSentence(list);
    const details = list.filter((_, i) => i !== main);
    const story = /^RL/.test(code);
    if (story) {
      examples.push({
        show: `What happens at the beginning of our reading?`,
        thinkAloud: `To retell, I start at the beginning. The first thing that happens is: "${list[0]!}"`,
        answer: `At the beginning, ${stripEnd(list[0]!).charAt(0).toLowerCase()}${stripEnd(list[0]!).slice(1)}.`,
      });
      // A middle left out is never asked about: the practice asks for another event of the opening read.
      if (cut < list.length && cut >= 2)
        practice.push({
          prompt: `What else happens at the beginning of our reading? Tell one event.`,
          answer: `For example: "${list[Math.floor(cut / 2)]!}"`,
        });
      else if (cut === list.length)
        practice.push({
          prompt: `What happens in the middle of our reading? Tell one event.`,
          answer: `For example: "${list[Math.floor(list.length / 2)]!}"`,
        });
      practice.push({ prompt: `How does our reading end?`, answer: `It ends like this: "${list.at(-1)!}"` });
      checks.push({ question: `How does our reading begin?`, answer: list[0]! });
      checks.push({ question: `What happens at the end of our reading?`, answer: list.at(-1)! });
      const f = facts[0];
      if (f) checks.push({ question: f.question, answer: f.subject });
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
      else if (f) checks.push({ question: f.question, answer: f.subject });
    }
  } else if (skill === "sequence") {
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
    const named = (p: { before: string }) => factOf(p.before)?.subject.match(/^[A-Z][a-z]+$/)?.[0];
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
    // A story's characters at grades 3–5 are described by their feelings too (RL.3.3): one check infers a feeling.
    const feeling =
      /^RL/.test(code) && third
        ? inferencesOf(list, cut).find((x) => x.question.startsWith("How does") && x.clue !== c1.after)
        : undefined;
    if (feeling) {
      checks.push({ question: feeling.question, answer: feeling.checkAnswer });
      keyMoves.push({
        move: "Describe a character's feeling from what the character does",
        checks: [checks.length - 1],
      });
    }
    const first = list[0]!;
    const later = list[list.length - 1]!;
    checks.push({ question: `Which comes first in our reading?`, choices: rnd.shuffle([first, later]), answer: first });
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
 * "reading" (read before the practice, for another reading standard), or "hook" (its first sentence opens the
 * lesson: phonics, grammar, writing and speaking standards are not taught from a text's questions).
 */
export type TextUse = "teach" | "reading" | "hook";
export function textUse(code: string, itemsMade: boolean): TextUse {
  if (itemsMade) return "teach";
  return /^R[LI]\./.test(code) ? "reading" : "hook";
}
