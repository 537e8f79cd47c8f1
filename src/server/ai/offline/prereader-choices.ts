import { type AskedQuestion, isSentenceLike, revealAnswer, soundAlike, spokenChoice } from "./questions";

/**
 * Choices for kindergarten viewers, who listen rather than read and cannot hold three read-aloud sentences in mind
 * (the K–5 specialist's review): at most three choices, each a word or short name said with a picture of it
 * ("Is it very cold? Very happy? Or very fast?" while the pictures show), or, when the choices are sentences or
 * longer phrases, one of them said and judged with a thumbs up or down.
 */

/** At most this many choices are said to a kindergarten viewer. */
export const PREREADER_MAX_CHOICES = 3;
/** A choice of up to this many words, and no clause, can be shown as a picture and said as a word. */
export const PICTURE_CHOICE_WORDS = 3;

const wordCount = (t: string) => t.trim().split(/\s+/).length;
/** A choice a picture can show and a child can say back: a word or short name, not a sentence. */
export const isPictureChoice = (choice: string): boolean => {
  const said = spokenChoice(choice).replace(/[.!?]+$/, "");
  return wordCount(said) <= PICTURE_CHOICE_WORDS && !isSentenceLike(said) && !/["“”]/.test(said);
};

/** `choices` cut to three, the answer kept (the others in their order). */
function atMostThree(choices: readonly string[], answer: string): string[] {
  if (choices.length <= PREREADER_MAX_CHOICES) return [...choices];
  const others = choices.filter((c) => c !== answer).slice(0, PREREADER_MAX_CHOICES - 1);
  return choices.filter((c) => c === answer || others.includes(c));
}

const capitalizeFirst = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
const unquoted = (t: string) => t.trim().replace(/^["“]|["”]$/g, "");

/**
 * A kindergarten check with choices, ready to say; null when the question needs no kindergarten form (no choices,
 * yes/no, or choices that sound alike, which the screen numbers for the teacher to point to). `shuffle` is the
 * seeded order; the first choice after it is the one judged by thumbs.
 */
export function askPrereader(
  question: string,
  answer: string,
  givenChoices: readonly string[] | undefined,
  shuffle: <T>(items: readonly T[]) => T[],
): (AskedQuestion & { visual?: string }) | null {
  if (!givenChoices?.length || givenChoices.every((c) => /^(yes|no)\.?$/i.test(c.trim()))) return null;
  if (soundAlike(givenChoices)) return null;
  const choices = shuffle(atMostThree(givenChoices, answer));
  const q = /\?["”’')]*$/.test(question.trim()) ? question.trim() : `${question.trim().replace(/[.…:]+$/, "")}?`;
  if (choices.every(isPictureChoice)) {
    const bare = choices.map((c) => spokenChoice(c).replace(/(?<=\S)[.!?]+$/, ""));
    const asked = bare
      .slice(0, -1)
      .map((c, i) => `${i > 0 && /^[a-z]/.test(c) && c.length > 1 ? capitalizeFirst(c) : c}?`);
    return {
      spoken: `${q} Look at the pictures. Is it ${asked.join(" ")} Or ${bare.at(-1)}?`,
      onScreen: `${q} ${choices.map((c) => c.trim()).join(" · ")}`,
      visual: `A picture for each choice, side by side in the order said: ${bare.join("; ")}.`,
      reveal: revealAnswer(spokenChoice(answer)),
    };
  }
  // One sentence to hold, not three: the presenter says one choice and the viewer judges it.
  const judged = choices[0]!;
  const said = `“${capitalizeFirst(unquoted(judged)).replace(/[^.!?…]$/, "$&.")}”`;
  const right = `“${capitalizeFirst(unquoted(answer)).replace(/[^.!?…]$/, "$&.")}”`;
  return {
    spoken: `${q} Listen: ${said} Is that the one? Thumbs up or thumbs down?`,
    onScreen: `${q} ${said} Thumbs up or thumbs down?`,
    // An answer that is itself a question is closed with "That's the one.", so it is not taken for a new question.
    reveal:
      judged === answer
        ? `Thumbs up! ${right} That's the one.`
        : `Thumbs down. The answer is ${right}${/\?”$/.test(right) ? " That's the one." : ""}`,
  };
}
