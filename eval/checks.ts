import { parseContract, type ScriptContract } from "../src/shared/script/contract";
import { flatItem } from "../src/server/ai/offline/fresh-checks";
import { textSkillOf } from "../src/server/ai/offline/text-questions";

/**
 * The eval's scan of checks for understanding (the K–5 specialist's review of the quiz scene): a check that repeats
 * an earlier worked example or practice item, a check that gives its answer away (the question says it, or the right
 * choice is the only one that repeats the question's words), and, for a standard a text teaches, a check that asks
 * something other than what the standard asks of the text (a sequence question for RL.2.3, a name to remember for a
 * lesson or a word's meaning).
 */

export interface AskedCheck {
  /** The question as said, without "Time for …", "Question 2:" or its choices. */
  question: string;
  /** The revealed answer without its lead-in. */
  answer: string;
  /** The choices shown or said, when there are any. */
  choices: string[];
}

const REVEAL_LEAD =
  /^(?:(?:here's (?:one way to (?:say|write) it|what i might (?:say|write)|the answer|one answer)[:.]?|many answers work\.|let's check:|did you get it\?|the answer is(?: [a-e]| one| two| three| four| five)?:?|thumbs (?:up|down)[!.]?|that's (?:it|the one|right)[!.]?)\s*)+/i;
const CHOICES_START = / (?:Is it |A: |One: |Look at the screen\.)/;

/** The checks of a script's quiz: each question line followed by a think pause and its reveal. */
export function quizChecks(contract: ScriptContract): AskedCheck[] {
  const out: AskedCheck[] = [];
  for (const s of contract.scenes.filter((x) => x.kind === "check"))
    s.beats.forEach((b, i) => {
      if (b.type !== "line" || s.beats[i + 1]?.type !== "pause") return;
      const reveal = s.beats[i + 2];
      if (reveal?.type !== "line") return;
      const said = b.text.replace(/^(?:Time for [^.!]+[.!] )?(?:Question \d+: )?/, "");
      const at = said.search(CHOICES_START);
      const shown = [...s.beats.slice(0, i)].reverse().find((x) => x.type === "onScreen");
      const onScreen = shown?.type === "onScreen" ? shown.text : "";
      const lettered = onScreen.split(/\s+(?:[A-E]: |\d\) )/).slice(1);
      const listed = onScreen.includes(" · ") ? onScreen.replace(/^.*\?\s*/, "").split(" · ") : [];
      out.push({
        question: at < 0 ? said : said.slice(0, at),
        answer: reveal.text.replace(REVEAL_LEAD, ""),
        choices: (lettered.length > 1 ? lettered : listed).map((c) => c.trim()),
      });
    });
  return out;
}

/** The lines of the teaching and practice scenes, without the text read aloud (its sentences are not examples). */
function exampleAndPracticeLines(contract: ScriptContract): string[] {
  const out: string[] = [];
  for (const s of contract.scenes.filter((x) => x.kind === "teach" || x.kind === "practice")) {
    let reading = false;
    for (const b of s.beats) {
      if (b.type === "visual" && /lights up as it is read aloud/.test(b.text)) reading = true;
      else if (b.type !== "line") reading = false;
      else if (!reading) out.push(b.text);
      if (b.type === "onScreen") out.push(b.text);
    }
  }
  return out;
}

/**
 * Checks whose question or answer the lesson's worked examples or practice already said: the same question (four
 * words or more), or an answer of three words or more said word for word in an example's or practice item's line.
 */
export function checksRepeatingEarlier(text: string): AskedCheck[] {
  const contract = parseContract(text);
  const earlier = exampleAndPracticeLines(contract).map((l) => ` ${flatItem(l)} `);
  return quizChecks(contract).filter((c) => {
    const q = flatItem(c.question);
    const a = flatItem(c.answer);
    return (
      (q.split(" ").length >= 4 && earlier.some((l) => l.includes(` ${q} `))) ||
      (a.split(" ").length >= 3 && earlier.some((l) => l.includes(` ${a} `)))
    );
  });
}

const CONTENT = /[a-z]{3,}/g;
const STOP = new Set(
  "the and are was were for with that this what which who does did how why when where our your its their them they has have had not from into out about word words mean means story reading text her his him she".split(
    " ",
  ),
);
const contentWords = (t: string) => (t.toLowerCase().match(CONTENT) ?? []).filter((w) => !STOP.has(w));
/**
 * A word without its ending, so that "trees" meets "tree", "cities" "city", "boxes" "box", "rained" "rain" and
 * "stopped" "stop"; a stem keeps three letters at least, so "seed" and "need" stay whole.
 */
function stem(w: string): string {
  if (w.length > 4 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (/(?:s|x|z|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && /[^s]s$/.test(w)) return w.slice(0, -1);
  const base = /^(.*?)(?:ed|ing)$/.exec(w)?.[1] ?? "";
  if (base.length < 3) return w;
  return /([b-df-hj-kmnp-rtv-y])\1$/.test(base) ? base.slice(0, -1) : base;
}

/**
 * A check that gives its answer away: a word's meaning whose answer repeats the word asked about as its first word
 * ("What are sunglasses?" … "Glasses that keep the sun out of your eyes."), or choices where the right one alone
 * repeats a content word of the question.
 */
export function givesAnswerAway(c: AskedCheck): "definition" | "choice" | null {
  const asked = new Set(contentWords(c.question).map(stem));
  const meaning =
    /^what (?:is|are) (?:an? |the )?["“]?([a-z]+)["”]?\?|^what does (?:the word )?["“]?([a-z]+)["”]? mean\?/i.exec(
      c.question.trim(),
    );
  if (meaning) {
    const word = (meaning[1] ?? meaning[2]!).toLowerCase();
    const head = contentWords(c.answer).slice(0, 2).map(stem);
    if (head.some((w) => w.length >= 3 && (word.includes(w) || w.includes(stem(word))))) return "definition";
  }
  if (c.choices.length < 2) return null;
  // Reading or spelling a word the child hears ("Which one is the word pan?" pan · nap · pin): the one-word choices
  // are print to match to the spoken word, so naming the word is the task, not a clue.
  const said = new Set(contentWords(c.question));
  if (
    c.choices.every((x) => !/\s/.test(x.trim())) &&
    c.choices.some((x) => said.has(x.trim().toLowerCase()) && flatItem(c.answer).includes(flatItem(x)))
  )
    return null;
  const repeats = (choice: string) => contentWords(choice).some((w) => asked.has(stem(w)));
  const right = c.choices.find((x) => flatItem(x) && flatItem(c.answer).includes(flatItem(x)));
  return right && repeats(right) && c.choices.filter(repeats).length === 1 ? "choice" : null;
}

/**
 * Whether a check on a text asks what its standard asks of the text (CCSS wording by grade): RL.2.3 how a character
 * responds to an event or challenge, RL.3.3 a character's traits, feelings or motives and how their actions move the
 * events, RL.4.3 a character, setting or event described from details, RL.5.3 two compared; x.2 the main idea, a
 * retelling or a story's lesson; x.4 a word's meaning; RI.x.3 how events, ideas or steps connect; RI.x.8 reasons.
 * K–1 ask-and-answer (x.1, SL.x.2) takes any question about the text; grades 4–5 x.1 asks for the details behind an
 * answer. Null for a standard no text teaches.
 */
export function asksTheSkill(code: string, question: string): boolean | null {
  const skill = textSkillOf(code);
  if (!skill) return null;
  const g = /\.(K|\d)\./.exec(code)?.[1] ?? "K";
  const grade = g === "K" ? 0 : Number(g);
  const q = question.toLowerCase();
  const literature = code.startsWith("RL.");
  switch (skill) {
    case "details":
      return (
        grade <= 3 ||
        /how do you know|which (?:words|sentence|detail)|quote|detail|evidence|why|tells? you|show|infer|exact words/.test(
          q,
        )
      );
    case "mainIdea":
      return (
        /main idea|mostly about|all about|main topic|big point|key detail|summar|paraphrase|title|whole|lesson|message|theme|moral|retell|recount/.test(
          q,
        ) ||
        (literature &&
          grade <= 2 &&
          /happens (?:first|next|at the end|last|in the middle)|comes first|beginning|middle|in order/.test(q))
      );
    case "storyEvents":
      if (grade <= 1) return /who|character|where|setting|what happens|event|feel|like|problem/.test(q);
      if (grade === 2)
        return /respond|react|feel|do when|do after|do about|act when|problem|challenge|handle|staying|shows? \w+ (?:being|feeling)/.test(
          q,
        );
      if (grade === 3) return /like|trait|feel|want|motivat|why does|why did|change|lead|cause|action|because/.test(q);
      if (grade === 4) return /describe|like|in depth|detail|setting|how do you know|which words|feel|think/.test(q);
      return /compare|contrast|different|alike|both|same|unlike|each|instead/.test(q);
    case "connections":
      return /connect|link|go together|get along|together|same time|because|why|cause|effect|after|before|step|first|next|then|lead|happens when|order|result|so that|signal|compar|change|turns/.test(
        q,
      );
    case "vocabulary":
      return /mean|word|phrase|sense|what (?:is|are) |simile|metaphor|literal|picture|tells? you about|show about|line|sound|rhym|said again|feel/.test(
        q,
      );
    case "reasons":
      return /reason|why|support|evidence|because|point|claim/.test(q);
  }
}

/** The topics the scan draws our own texts from: two with a story and an article at every grade, two more subjects. */
export const SCAN_TOPICS = ["Friendship", "Doctors and nurses", "Honeybees", "Gardens"];

export interface CheckTally {
  checks: number;
  repeating: number;
  /** A word's meaning said in its question ("What is a lunchbox?" … "A box to carry lunch."). */
  givingAway: number;
  /** The right choice alone repeats a word of the question (a clue to match, not the skill; a heuristic count). */
  choiceEchoes: number;
  /** Checks on a text, for a standard a text teaches: all, and those asking the standard's skill. */
  onText: number;
  onSkill: number;
  /** Lessons whose quiz asks a story's message or a summary (RL.x.2, RI.4.2–5.2), and those that model it first. */
  asksMessage: number;
  modelledFirst: number;
  /** RI.x.3 checks that pair two parts of the text, and those whose pair is a real link (`realLink`). */
  linkItems: number;
  realLinks: number;
  /** Examples of each defect, for the eval's listing. */
  found: string[];
}

export const emptyTally = (): CheckTally => ({
  checks: 0,
  repeating: 0,
  givingAway: 0,
  choiceEchoes: 0,
  onText: 0,
  onSkill: 0,
  asksMessage: 0,
  modelledFirst: 0,
  linkItems: 0,
  realLinks: 0,
  found: [],
});

/** A sentence that starts no chain of events: a definition, or a cause and its effect already. */
const LINKLESS = /\b(?:is|are|was|were) called\b|\bmeans?\b|,\s+so\s+(?!that\b)|\bbecause\b|\bas a result\b/i;
/** How a text marks a later event or an effect at the start of a sentence. */
const MARKED =
  /^(?:then|next|now|after|afterward|later|soon|finally|at last|first|second|third|last|in \d{4}|by \d{4}|in (?:the )?(?:spring|summer|fall|autumn|winter)|so|as a result|that is why|because|since|when|if|once)\b/i;

/**
 * Whether an RI.x.3 check pairs two parts of the text by a real link (a cause and its effect, a condition, steps or
 * events the text's time words put in order): a "what happens after this?" whose quoted sentence defines a word or is
 * a cause and effect of its own, or whose answer is not marked as coming next, pairs two facts, not a chain. Null for
 * a check that quotes no pair.
 */
export function realLink(question: string, answer: string): boolean | null {
  const quoted = /[“"]([^”"]+)[”"]/.exec(question)?.[1];
  if (/\bwhy\b|\bbecause\b|\bcause\b|\blinked\b|\bconnected\b|happens? when\b/i.test(question)) return true;
  if (/which happens first/i.test(question)) return true;
  if (!quoted || !/after this|comes next|right after|what happens next/i.test(question)) return null;
  return !LINKLESS.test(quoted) && MARKED.test(answer.trim());
}

/** A quiz question that asks a story's lesson, moral, central message or theme, or about a summary. */
const ASKS_MESSAGE = /\b(?:lesson|moral|central message|message about life|theme|summary)\b/i;
/** A worked answer in the teaching that says one: "The lesson: …", "Here's a summary: …", "The theme is …". */
const MODELS_MESSAGE = /\b(?:lesson|moral|central message|theme|summary)(?::| is\b)/i;

/**
 * Model before you ask (ADR 0079): whether a lesson on RL.x.2 or RI.4.2–5.2 whose quiz asks a message or a summary
 * said one worked out in its teaching first. Null when the quiz asks none (or the standard is another).
 */
export function messageModelledFirst(text: string, code: string): boolean | null {
  if (!/^(?:RL\.[1-5]\.2|RI\.[45]\.2)$/.test(code)) return null;
  const contract = parseContract(text);
  if (!quizChecks(contract).some((c) => ASKS_MESSAGE.test(c.question))) return null;
  const teach = contract.scenes
    .filter((s) => s.kind === "teach")
    .flatMap((s) => s.beats.flatMap((b) => (b.type === "line" ? [b.text] : [])));
  return teach.some((l) => MODELS_MESSAGE.test(l));
}

/** Adds a script's checks to `t`; `onText` when the lesson asks about a text (ours, an attachment, the card's). */
export function tallyChecks(t: CheckTally, text: string, code: string, label: string): void {
  const checks = quizChecks(parseContract(text));
  t.checks += checks.length;
  for (const c of checksRepeatingEarlier(text)) {
    t.repeating += 1;
    t.found.push(`${label}: repeats an example or practice item: ${c.question}`);
  }
  for (const c of checks) {
    const away = givesAnswerAway(c);
    if (away === "choice") t.choiceEchoes += 1;
    // Working a word out from its parts ("refill": fill again, "lunchbox": a box for lunch) is L.x.4.b–e's skill.
    if (away !== "definition" || /^L\.(?:K|\d)\.4\.[b-e]$/.test(code)) continue;
    t.givingAway += 1;
    t.found.push(`${label}: gives its answer away: ${c.question} → ${c.answer}`);
  }
  const modelled = messageModelledFirst(text, code);
  if (modelled !== null) {
    t.asksMessage += 1;
    if (modelled) t.modelledFirst += 1;
    else t.found.push(`${label}: asks the message or a summary without modelling one`);
  }
  if (/^RI\.(?:K|\d)\.3$/.test(code))
    for (const c of checks) {
      const real = realLink(c.question, c.answer);
      if (real === null) continue;
      t.linkItems += 1;
      if (real) t.realLinks += 1;
      else t.found.push(`${label}: not a real link: ${c.question} → ${c.answer}`);
    }
  for (const c of checks) {
    const on = asksTheSkill(code, c.question);
    if (on === null) continue;
    t.onText += 1;
    if (on) t.onSkill += 1;
    else t.found.push(`${label}: not ${code}'s skill: ${c.question}`);
  }
}
