import type { Grade } from "@shared/schemas/grade";

/**
 * Time to think after a question, by what the child is asked to do and by grade
 * (docs/decisions/0045-pauses-by-task-and-grade.md). Seconds.
 */
export type ThinkTask = "say" | "choose" | "find" | "sentence";

const BAND = (grade: Grade | null): 0 | 1 | 2 =>
  grade === "K" || grade === "1" ? 0 : grade === "2" || grade === "3" || grade === null ? 1 : 2;

/** [K–1, 2–3, 4–5] seconds for each task. */
export const THINK_PAUSE_SEC: Record<ThinkTask, readonly [number, number, number]> = {
  say: [4, 3, 3],
  choose: [5, 4, 4],
  find: [8, 7, 6],
  sentence: [10, 8, 7],
};

const SENTENCE =
  /\b(?:write|join|combine|rewrite|fix|finish|complete|expand|use (?:it|them|each|both|the word|[a-z]+) in a sentence|make (?:a|one) sentence|(?:say|tell) (?:a|one|your own) sentence|explain|tell why|give (?:a|one|two) reasons?|add a (?:reason|detail|closing|ending))\b/i;
const FIND =
  /\b(?:find|look back|quote|which (?:line|sentence|part|paragraph|detail|words?)|in (?:the|our) (?:story|text|passage|poem|reading|article)|what does the (?:text|story|author))\b/i;

/** The task a question or practice prompt sets: choosing among given answers, finding it in a text, saying or writing a sentence, or saying a word aloud. */
export function thinkTask(prompt: string, hasChoices: boolean): ThinkTask {
  if (hasChoices) return "choose";
  if (SENTENCE.test(prompt)) return "sentence";
  if (FIND.test(prompt)) return "find";
  if (/\?\s*\(?[^?]*\bor\b[^?]*\)?\s*$/.test(prompt) && prompt.length < 140 && / or /.test(prompt)) return "choose";
  return "say";
}

/** Seconds of think time after `prompt` at `grade`. */
export function thinkPauseSec(prompt: string, hasChoices: boolean, grade: Grade | null): number {
  return THINK_PAUSE_SEC[thinkTask(prompt, hasChoices)][BAND(grade)];
}
