import { type AskedQuestion, isSentenceLike, revealAnswer, soundAlike, spokenChoice } from "./questions";

/**
 * Choices for kindergarten viewers, who listen rather than read and cannot hold three read-aloud sentences in mind
 * (the K–5 specialist's review): at most three choices, each a word or short name said with a picture of it
 * ("Is it very cold? Very happy? Or very fast?" while the pictures show), or, when the skill is reading print
 * (sight words, letters, print concepts), shown on screen as words and not said ("Look at the screen. Which one
 * says said?"), or, when the choices are sentences or longer phrases, one of them said and judged with a thumbs
 * up or down.
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

/**
 * Standards whose checks test reading print itself (CCSS RF.K.1 print concepts, RF.K.3.c and RF.1.3.g sight
 * words, RF.K.3.d similarly spelled words, L.K.1.a letters, L.K.2 spelling and capitals): a child shown pictures
 * and told the choices can match sounds and never read.
 */
export const isPrintStandard = (code: string | undefined): boolean =>
  !!code && /^(?:RF\.K\.1|RF\.K\.3\.[cd]|RF\.1\.3\.g|L\.K\.1\.a|L\.K\.2)\b/.test(code);

const escapeRegExp = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * A check whose choices must be read, not heard: letters, or a question that names its own answer ("Point to the
 * word said.": said aloud beside "sad" and "sand", the answer is matched by ear).
 */
export function isPrintCheck(
  question: string,
  answer: string,
  choices: readonly string[],
  printSkill: boolean,
): boolean {
  if (choices.every((c) => /^[A-Za-z]$/.test(c.trim()))) return true;
  if (printSkill) return true;
  // "What did Dad get?" after "Dad gets the hat" names its answer too, but asks about meaning, not print; so does
  // "Jada made a page that says: Bees. What is her page about?".
  const aboutPrint = /\b(?:the word|spell|(?:one|card|word) that says)\b/i.test(question);
  return aboutPrint && new RegExp(`(?<![\\p{L}])${escapeRegExp(answer.trim())}(?![\\p{L}])`, "iu").test(question);
}

/** "Point to the word said." / "Tap the card that says are." asked as a question: "Which one says said?" */
function whichOneSays(question: string): string {
  const m = /^(?:point to|find|tap|touch)\s+the\s+(?:word|one|card)\s+(?:that says\s+)?(\S+?)[.?]?$/i.exec(
    question.trim(),
  );
  return m ? `Which one says ${m[1]}?` : question;
}

/** Verbs a check opens with when it tells the viewer what to do ("Pick the word with the short a sound."). */
const COMMAND = /^(?:pick|find|choose|tell|say|name|point|tap|touch|show|circle|look|listen|read|match|sort)\b/i;

/**
 * A check's words ended as they are said: a question keeps its question mark, a command ends with a period ("Pick the
 * word with the short a sound.", never "…sound?"), and anything else is asked as a question.
 */
export function endAsking(asking: string): string {
  const t = asking.trim();
  if (/\?["”’')]*$/.test(t)) return t;
  const bare = t.replace(/[.…:]+$/, "");
  return COMMAND.test(bare) ? `${bare}.` : `${bare}?`;
}

/** Words with no picture of their own: question words, pronouns, little position and joining words. */
const UNPICTURED =
  /^(?:who|what|where|when|why|how|which|I|me|you|he|she|it|we|they|him|her|us|them|my|your|his|its|our|their|a|an|the|this|that|these|those|and|but|or|so|because|in|on|under|over|to|from|of|for|with|by|up|down|out|off|is|are|was|were)$/i;
const joinAnd = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

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
  printSkill = false,
): (AskedQuestion & { visual?: string }) | null {
  if (!givenChoices?.length || givenChoices.every((c) => /^(yes|no)\.?$/i.test(c.trim()))) return null;
  if (soundAlike(givenChoices)) return null;
  const choices = shuffle(atMostThree(givenChoices, answer));
  const asking = whichOneSays(question);
  const q = endAsking(asking);
  // Reading print is the skill: the words are on screen and not said, so the child has to read them to choose.
  if (choices.every(isPictureChoice) && isPrintCheck(question, answer, givenChoices, printSkill))
    return {
      spoken: `Look at the screen. ${q}`,
      onScreen: `${q} ${choices.map((c) => c.trim()).join(" · ")}`,
      // "The answer is the." is not heard as a word: a one-word answer is named as the word it is.
      reveal: /^[A-Za-z]{2,}$/.test(answer.trim())
        ? `The answer is the word “${answer.trim()}.”`
        : revealAnswer(spokenChoice(answer)),
    };
  if (choices.every(isPictureChoice)) {
    const bare = choices.map((c) => spokenChoice(c).replace(/(?<=\S)[.!?]+$/, ""));
    const asked = bare
      .slice(0, -1)
      .map((c, i) => `${i > 0 && /^[a-z]/.test(c) && c.length > 1 ? capitalizeFirst(c) : c}?`);
    // A number or a word like "where" has no picture a producer can film: numbers are shown with that many dots,
    // and such words each on a card (docs/product/staging.md: a VISUAL is a shot).
    const numbers = bare.every((c) => /^\d+$/.test(c));
    const noPicture = !numbers && bare.every((c) => UNPICTURED.test(c));
    const visual = numbers
      ? `The numbers ${joinAnd(bare)} side by side, in the order said, each over that many dots.`
      : noPicture
        ? `The words ${joinAnd(bare)} side by side, in the order said, each on its own big card.`
        : `A picture for each choice, side by side in the order said: ${bare.join("; ")}.`;
    return {
      spoken: `${q} Look at the ${numbers || noPicture ? "screen" : "pictures"}. Is it ${asked.join(" ")} Or ${bare.at(-1)}?`,
      onScreen: `${q} ${choices.map((c) => c.trim()).join(" · ")}`,
      visual,
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
