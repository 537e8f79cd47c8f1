import type { ContractScene } from "./contract";

/**
 * A check for understanding a child answers by ear: its answer was said in the two lines just before the question
 * ("The fox hid under the log." … "Question 1: Where did the fox hide?"), so the child repeats what was heard
 * instead of applying the skill. A check asks the skill of something not just said: another part of the text, or an
 * item other than the worked example (the K–5 specialist's review of the offline scripts).
 */

/** How many spoken lines before a question are "just said". */
export const JUST_SAID_LINES = 2;

/** The lead-ins a reveal opens with ("The answer is B:", "Here's the answer:", "Thumbs up!"): not answer words. */
const REVEAL_LEAD =
  /^(?:(?:here's (?:one |the )?answer[:.]?|the answer is(?: [a-e1-5]| one| two| three| four| five)?:?|thumbs (?:up|down)[!.]?|that's (?:it|the one|right)[!.]?|let's check:|did you get it\?|for example:?)\s*)+/i;

const FUNCTION_WORDS = new Set(
  (
    "the a an and or but of to in on at for with from by as is was were are be been it its this that these those " +
    "he she they we you i his her their our your my me him them there then than so very just not no yes one two " +
    "three what which who where when why how does did do has have had can will would could should about into out up " +
    "down over under all some any each more most other such only own same too also again here that's it's let's " +
    "text says word words sentence answer"
  ).split(" "),
);

/** The content words of `text` (three letters or more, not function words), lower-cased. */
export function contentWordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z'’]{2,}/g) ?? []).filter((w) => !FUNCTION_WORDS.has(w));
}

/** Where a spoken question's choices start ("… Is it shed? Sled? Or chest?", "… A: …", "… Listen: “…”"). */
const CHOICES_START = / (?:Is it |A: |One: |Listen: |Look at the (?:pictures|screen)\.)/;

/** A question without its choices: what it asks ("Who is a character in the duck story?"). */
export const questionStem = (question: string): string => {
  const at = question.search(CHOICES_START);
  return at < 0 ? question : question.slice(0, at);
};

/**
 * The words a reveal line gives as the answer: the line without its lead-in, as content words, minus those the
 * question asks with ("Which bees feed the young bees?" … "nurse bees": "nurse"). Choices the question names are not
 * taken out: a choice is given away when it was just said as an answer.
 */
export function answerWords(reveal: string, question: string): string[] {
  const asked = new Set(contentWordsOf(questionStem(question)));
  return [...new Set(contentWordsOf(reveal.trim().replace(REVEAL_LEAD, "")))].filter((w) => !asked.has(w));
}

/** Whether every one of `answer` is in `before` (the lines just said); false for an answer of no content words. */
export function saidBefore(answer: readonly string[], before: readonly string[]): boolean {
  if (answer.length === 0) return false;
  const heard = new Set(before.flatMap(contentWordsOf));
  return answer.every((w) => heard.has(w));
}

export interface JustSaid {
  /** 1-based scene number of the check. */
  scene: number;
  question: string;
  answer: string;
}

/**
 * Checks for understanding (questions in check scenes followed by a pause and an answer) whose answer words were all
 * said in the two spoken lines before the question, across scene breaks (the practice's last answer counts).
 */
export function answersJustSaid(scenes: readonly ContractScene[]): JustSaid[] {
  const out: JustSaid[] = [];
  const spoken: string[] = [];
  scenes.forEach((scene, si) => {
    scene.beats.forEach((b, bi) => {
      if (b.type !== "line") return;
      const before = spoken.slice(-JUST_SAID_LINES);
      spoken.push(b.text);
      if (scene.kind !== "check" || !/\?["”’)]*\s*$/.test(b.text)) return;
      const rest = scene.beats.slice(bi + 1);
      const pause = rest.findIndex((x) => x.type === "pause");
      if (pause < 0) return;
      const next = rest.slice(0, pause);
      if (next.some((x) => x.type === "line")) return;
      const reveal = rest.slice(pause + 1).find((x) => x.type === "line");
      if (reveal?.type !== "line") return;
      if (saidBefore(answerWords(reveal.text, b.text), before))
        out.push({ scene: si + 1, question: b.text, answer: reveal.text });
    });
  });
  return out;
}
