import { fleschKincaidGrade, sentencesOf, wordsOf } from "../text/readability";
import { teachingCardSchema, type TeachingCard } from "./teaching-card";
import { K5_GRADE_SOURCE, STRAND_SOURCE } from "./standard-code";
import { answerWords, contentWordsOf } from "../script/answer-just-said";

/**
 * The content bar every teaching card must clear (README "Teaching cards", ADR 0007).
 * Used by data/teaching/teaching-cards.test.ts and by `scripts/check-teaching.ts` while authoring.
 */

/** The official standard a card is written for (from data/ccss-ela-k5.json). */
export interface CardStandard {
  code: string;
  grade: string;
  strand: string;
  description: string;
  parent: string | null;
}

/** Numeric grade: K → 0. */
export const gradeNumber = (grade: string): number => (grade === "K" ? 0 : Number(grade));

/** Highest Flesch–Kincaid grade allowed for a card's explanation: grade + 1, and 2 for K and grade 1. */
export const maxExplanationGrade = (grade: string): number => Math.max(2, gradeNumber(grade) + 1);

export const MAX_KID_GOAL_WORDS = 16;
export const MAX_MENTOR_TEXT_WORDS = 150;

/** Phonological awareness is oral in CCSS (RF.K.2, RF.1.2 and their sub-standards). */
export const isOralStandard = (code: string): boolean => /^RF\.(K|1)\.2(\.|$)/.test(code);

/** RL and RI cards, and the text-type writing standards (W.x.1–3 and their subs), carry a mentor text. */
export const needsMentorText = (code: string): boolean =>
  /^(RL|RI)\./.test(code) || /^W\.(K|[1-5])\.[123](\.|$)/.test(code);

/** A standard code inside text meant for children (codes belong in headers and cues only). */
export const SPOKEN_CODE = new RegExp(`\\b${STRAND_SOURCE}\\.${K5_GRADE_SOURCE}\\.\\d`);

/** Words that ask a child to read, write or spell: not allowed in an oral card's tasks. */
const PRINT_TASK =
  /\b(read|reads|reading|write|writes|writing|spell|spells|spelling|letters?|on screen|look at|printed|underline|circle)\b/i;

/**
 * A misconception fix written as a stage direction to the producer ("Show…", "Have children…", "Point
 * out…") instead of what the presenter says: the offline engine cannot say it (it shows it as a cue), so
 * cards must not. Instructions to the child ("Ask yourself…", "Hold your idea…") are speech.
 */
export const STAGE_DIRECTION =
  /^(?:show(?! me| you)|draw|have (?:children|students|kids|viewers|the class|them)|model|display|place|put|highlight|hold up|point out|point to the)\b/i;

/** Paragraph numbers a card's items refer to ("paragraph 3") that its mentor text must have. */
const PARAGRAPH_REF = /\bparagraph (\d)\b/gi;

const norm = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9'’ ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Share of a question's distinct words (lower-cased) that also occur in the standard's text, 0–1. */
export function overlapWithStandard(question: string, standardText: string): number {
  const q = new Set(wordsOf(question.toLowerCase()));
  if (q.size === 0) return 0;
  const s = new Set(wordsOf(standardText.toLowerCase()));
  let shared = 0;
  for (const w of q) if (s.has(w)) shared += 1;
  return shared / q.size;
}

/** Every string in a card that a presenter may say or show to children. */
export function childFacingTexts(card: TeachingCard): string[] {
  return [
    card.kidGoal,
    card.explanation,
    ...card.keyTerms.flatMap((t) => [t.term, t.definition]),
    ...card.examples.flatMap((e) => [e.show, e.thinkAloud, e.answer]),
    ...(card.mentorText ? [card.mentorText.title, card.mentorText.text] : []),
    card.misconception.fix,
    ...card.practice.flatMap((p) => [p.prompt, p.answer]),
    ...card.checks.flatMap((c) => [c.question, c.answer, ...(c.choices ?? [])]),
  ];
}

/**
 * Problems with one card, as readable sentences ([] when it clears the bar). `raw` is the card as
 * read from JSON (it is checked against the schema first).
 */
export function findCardProblems(raw: unknown, standard: CardStandard | undefined): string[] {
  const parsed = teachingCardSchema.safeParse(raw);
  if (!parsed.success) {
    return parsed.error.issues.map((i) => `schema: ${i.path.join(".")}: ${i.message}`);
  }
  const card = parsed.data;
  if (!standard) return [`${card.code} is not an official CCSS ELA K–5 code`];
  const problems: string[] = [];
  const goalWords = wordsOf(card.kidGoal).length;
  if (!/^I can\b/.test(card.kidGoal)) problems.push(`kidGoal must start with "I can"`);
  if (goalWords > MAX_KID_GOAL_WORDS) problems.push(`kidGoal has ${goalWords} words (max ${MAX_KID_GOAL_WORDS})`);

  const sentences = sentencesOf(card.explanation).length;
  if (sentences < 2 || sentences > 4) problems.push(`explanation has ${sentences} sentences (2–4)`);
  const fk = fleschKincaidGrade(card.explanation);
  const maxFk = maxExplanationGrade(standard.grade);
  if (fk > maxFk) problems.push(`explanation reads at grade ${fk} (max ${maxFk}): shorter sentences, simpler words`);

  if (isOralStandard(card.code) && card.mode !== "oral")
    problems.push(`mode must be "oral" for phonological awareness`);
  if (card.mode === "oral") {
    const tasks = [
      ...card.examples.map((e) => e.show),
      ...card.practice.map((p) => p.prompt),
      ...card.checks.map((c) => c.question),
    ];
    for (const t of tasks) if (PRINT_TASK.test(t)) problems.push(`oral card asks for print: "${t.slice(0, 80)}"`);
  }

  if (needsMentorText(card.code) && !card.mentorText)
    problems.push(`mentorText is required for ${standard.strand} cards`);
  if (card.mentorText) {
    const n = wordsOf(card.mentorText.text).length;
    if (n > MAX_MENTOR_TEXT_WORDS) problems.push(`mentorText has ${n} words (max ${MAX_MENTOR_TEXT_WORDS})`);
  }

  if (STAGE_DIRECTION.test(card.misconception.fix))
    problems.push(
      `misconception.fix starts with a stage direction ("${card.misconception.fix.split(" ")[0]}…"): write what the presenter says to the children`,
    );
  if (card.mentorText) {
    const paragraphs = card.mentorText.text.split(/\s*\n\s*/).filter((p) => p.trim()).length;
    const items = [
      ...card.examples.flatMap((e) => [e.show, e.thinkAloud]),
      ...card.practice.map((p) => p.prompt),
      ...card.checks.map((c) => c.question),
    ];
    const highest = Math.max(0, ...items.flatMap((t) => [...t.matchAll(PARAGRAPH_REF)].map((m) => Number(m[1]))));
    if (highest > paragraphs)
      problems.push(
        `items refer to paragraph ${highest} but the mentor text has ${paragraphs} paragraph(s): separate paragraphs with a blank line`,
      );
  }

  for (const c of card.checks) {
    const overlap = overlapWithStandard(c.question, standard.description);
    if (overlap >= 0.5)
      problems.push(
        `check "${c.question.slice(0, 60)}" repeats the standard (${Math.round(overlap * 100)}% shared words)`,
      );
  }
  problems.push(...givenAwayChecks(card));
  for (const t of childFacingTexts(card)) {
    if (SPOKEN_CODE.test(t)) problems.push(`a standard code appears in child-facing text: "${t.slice(0, 60)}"`);
  }
  return problems;
}

const sameWords = (a: readonly string[], b: readonly string[]) =>
  a.length > 0 && a.every((w) => b.includes(w)) && b.every((w) => a.includes(w));
/** A title as written in a question: quoted, in title case ("All About Apples", "Why Do Some Birds Fly South?"). */
const quotedTitles = (question: string): string[] =>
  [...question.matchAll(/[“"]([^”"]{3,80})[”"]/g)]
    .map((m) => m[1]!)
    .filter((t) => {
      const long = t.match(/\b[A-Za-z]{4,}\b/g) ?? [];
      return long.length > 0 && long.every((w) => /^[A-Z]/.test(w)) && !/[.!?]\s+\S/.test(t);
    });

/**
 * Checks for understanding a child answers without the skill (the K–5 specialist's review): one whose answer is the
 * title the question names ("What is “All About Apples” about?" → apples), and one that asks again about the part a
 * worked example modelled, with the example's answer ("What do pandas eat?" modelled, then "We want to know what
 * pandas eat. Which fact tells us?"). Words the card teaches with (its goal, explanation and key terms: "vowel",
 * "short") tie a check to no part in particular: another item with a closed-set answer ("a question mark" for
 * another sentence) is a new item, not the modelled one.
 */
export function givenAwayChecks(card: TeachingCard): string[] {
  const skill = new Set(
    contentWordsOf(
      `${card.kidGoal} ${card.explanation} ${card.keyTerms.map((t) => `${t.term} ${t.definition}`).join(" ")}`,
    ),
  );
  const problems: string[] = [];
  for (const c of card.checks) {
    const answer = answerWords(c.answer, "");
    const titles = [
      ...quotedTitles(c.question),
      ...(card.mentorText && c.question.includes(card.mentorText.title) ? [card.mentorText.title] : []),
    ];
    if (titles.some((t) => answer.length > 0 && answer.every((w) => contentWordsOf(t).includes(w))))
      problems.push(`check "${c.question.slice(0, 60)}" is answered by the title it names`);
    const asked = contentWordsOf(c.question).filter((w) => !skill.has(w));
    // The same part asked again: the check's answer is the example's, and most of its own words are the example's.
    const modelled = card.examples.find((e) => {
      if (!sameWords(answerWords(e.answer, ""), answer)) return false;
      const shown = new Set(contentWordsOf(`${e.show} ${e.thinkAloud}`));
      return asked.length > 0 && asked.filter((w) => shown.has(w)).length * 2 >= asked.length;
    });
    if (modelled)
      problems.push(
        `check "${c.question.slice(0, 60)}" asks again what the worked example "${modelled.show.slice(0, 40)}" modelled, with its answer`,
      );
  }
  return problems;
}

/**
 * Examples (their `show`), practice prompts and check questions used by more than one card
 * (compared case- and punctuation-insensitively). Returns one message per reused text.
 */
export function findReusedMaterial(cards: readonly TeachingCard[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const card of cards) {
    const texts = new Set([
      ...card.examples.map((e) => norm(e.show)),
      ...card.practice.map((p) => norm(p.prompt)),
      ...card.checks.map((c) => norm(c.question)),
    ]);
    for (const t of texts) {
      const other = seen.get(t);
      if (other && other !== card.code)
        problems.push(`${card.code} reuses material from ${other}: "${t.slice(0, 70)}"`);
      else seen.set(t, card.code);
    }
  }
  return problems;
}
