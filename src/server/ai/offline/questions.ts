import { end } from "./safe-text";

/**
 * How the offline engine says questions, choices and answers aloud so they read like a presenter, not a
 * form: short choices as one question each ("Is it shed? Sled? Or chest?"), sentence choices lettered
 * ("A: The lake was a mirror. B: …"), and answers introduced to fit their shape.
 */

const VERB = /\b(?:is|are|was|were|has|have|had|means|mean|makes|make|says|say|tells|tell|shows|show|goes|go|uses|use|needs|need|does|do|did|can|will|would|should)\b/i;

/** A full clause ("Puppy has 2 syllables", "The car was covered in snow.") rather than a word or a phrase. */
export function isSentenceLike(text: string): boolean {
  const t = text.trim();
  const words = t.split(/\s+/).length;
  return words >= 5 || (words >= 3 && VERB.test(t)) || /[.!?]["”’')]*$/.test(t);
}

const QUESTION_END = /\?["”’')]*$/;
const capitalizeFirst = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
const LETTERS = ["A", "B", "C", "D", "E"];

export interface AskedQuestion {
  /** What the presenter says. */
  spoken: string;
  /** What the screen shows (question and lettered or listed choices). */
  onScreen: string;
  /** The answer as the presenter reveals it after the pause ("The answer is B: The lake was a mirror."). */
  reveal: string;
}

/**
 * A question with optional choices, ready to say. `answer` is one of the choices when they are given
 * (teaching-card rule), otherwise any text; `shuffle` (seeded) reorders the choices; `young` (K–1) prefers
 * "Is it …? … Or …?" to lettered choices.
 */
export function askQuestion(
  question: string,
  answer: string,
  givenChoices?: readonly string[],
  options: { shuffle?: <T>(items: readonly T[]) => T[]; young?: boolean } = {},
): AskedQuestion {
  const { shuffle, young = false } = options;
  // Authors tend to put the right answer first; choices are shuffled unless their order means something (numbers).
  const ordered = givenChoices?.every((c) => /^\/?[\d./ -]+\/?$/.test(c.trim()));
  const choices = givenChoices && shuffle && !ordered ? shuffle(givenChoices) : givenChoices;
  const q = /\?["”’')]*$/.test(question.trim()) ? question.trim() : end(question);
  const yesNo = choices?.length === 2 && choices.every((c) => /^(yes|no)\.?$/i.test(c.trim()));
  if (!choices?.length || yesNo) {
    const spoken = /\?["”’')]*$/.test(q) ? q : `${q} What's your answer?`;
    return { spoken, onScreen: q, reveal: revealAnswer(answer) };
  }
  // Lettered choices for sentences; K–1 viewers (who do not yet read letters fluently) hear short ones as questions.
  if (choices.some(isSentenceLike) && (!young || choices.some((c) => c.trim().split(/\s+/).length > 6))) {
    const lettered = choices.map((c, i) => `${LETTERS[i]}: ${end(capitalizeFirst(c.trim()))}`);
    const index = choices.indexOf(answer);
    const said = end(capitalizeFirst(answer.trim()));
    // A choice that is itself a question is quoted, so the reveal is not taken for a new question.
    const reveal = index < 0 ? revealAnswer(answer) : QUESTION_END.test(said) ? `The answer is ${LETTERS[index]}: “${said.replace(/^["“]|["”]$/g, "")}” That's the one.` : `The answer is ${LETTERS[index]}: ${said}`;
    const letters = LETTERS.slice(0, choices.length);
    const which = `Which is it: ${letters.slice(0, -1).join(", ")} or ${letters.at(-1)}?`;
    return { spoken: `${q} ${lettered.join(" ")} ${which}`, onScreen: `${q} ${lettered.join("   ")}`, reveal };
  }
  const bare = choices.map((c) => c.trim().replace(/[.!?]+$/, ""));
  const spoken = `${q} Is it ${bare.slice(0, -1).map((c) => `${c}?`).join(" ")} Or ${bare.at(-1)}?`;
  return { spoken, onScreen: `${q} ${bare.join(" · ")}`, reveal: revealAnswer(answer) };
}

/**
 * An answer as a sentence to say: capitalized and ended. An answer that is itself a question (a task such
 * as "ask a question about …") is quoted as an example, so it is not taken for a new question.
 */
export function sayAnswer(answer: string): string {
  // "For example: …" / "Possible answer: …" in a card already introduces itself.
  const a = capitalizeFirst(answer.trim().replace(/^(?:answers (?:will |may )?vary[.;:,]?\s*)?(?:for example|e\.g\.|example|possible answer|sample answer|one answer)?[:,]?\s*/i, ""));
  return /\?["”’')]*$/.test(a) ? `For example: “${a.replace(/^["“]|["”]$/g, "")}” That's one good way.` : end(a);
}

/** "The answer is ball." for a word or phrase; the sentence itself, introduced, for a clause. */
export function revealAnswer(answer: string): string {
  const a = answer.trim();
  if (/\?["”’')]*$/.test(a)) return `Here's one answer. ${sayAnswer(a)}`;
  return isSentenceLike(a) ? `Here's the answer: ${sayAnswer(a)}` : `The answer is ${end(a)}`;
}

/** A worked example's answer after the think-aloud, with a lead-in that fits its shape. */
export function exampleAnswer(answer: string, pick: <T>(items: readonly T[]) => T): string {
  const a = answer.trim();
  if (isSentenceLike(a)) return `${pick(["So", "Here's what we found", "There it is"])}: ${sayAnswer(a)}`;
  return end(`${pick(["So the answer is", "That gives us", "And that makes"])} ${a}`);
}
