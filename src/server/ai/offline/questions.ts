import { isOpenTask, revealLeads } from "./pauses";
import { isInstruction, isNounPhrase } from "./phrasing";
import { end } from "./safe-text";

/**
 * How the offline engine says questions, choices and answers aloud so they read like a presenter, not a
 * form: short choices as one question each ("Is it shed? Sled? Or chest?"), sentence choices lettered
 * ("A: The lake was a mirror. B: …") or, for K–1, numbered ("Number 1: It has tall trees. …"), choices that sound
 * alike numbered on screen, punctuation marks by name, and answers introduced to fit their shape.
 */

const VERB =
  /\b(?:is|are|was|were|has|have|had|means|mean|makes|make|says|say|tells|tell|shows|show|goes|go|uses|use|needs|need|does|do|did|can|will|would|should)\b/i;

/** A full clause ("Puppy has 2 syllables", "The car was covered in snow.") rather than a word or a phrase. */
export function isSentenceLike(text: string): boolean {
  const t = text.trim();
  const words = t.split(/\s+/).length;
  return words >= 5 || (words >= 3 && VERB.test(t)) || /[.!?]["”’')]*$/.test(t);
}

/** A clause with a verb, or anything ended like a sentence ("It has tall trees", "Go back and read it again"). */
const SOUND_NOTATION = /\/|\.\.\.|…|\w-\w/;
const isClause = (text: string) =>
  !SOUND_NOTATION.test(text) && ((text.trim().includes(" ") && VERB.test(text)) || /[.!?]["”’')]*$/.test(text.trim()));

/** Punctuation marks said by name: a viewer hears "a question mark", not "?". */
const MARK_NAMES: Record<string, string> = {
  "?": "a question mark",
  ".": "a period",
  "!": "an exclamation point",
  ",": "a comma",
  "'": "an apostrophe",
  "’": "an apostrophe",
  ":": "a colon",
  ";": "a semicolon",
};
/** A choice as the presenter says it (a lone punctuation mark by its name). */
export const spokenChoice = (choice: string) => MARK_NAMES[choice.trim()] ?? choice.trim();
// Sound and syllable breaks (/s/ /t/, goa ... t, bas-ket) are heard as pauses, so they count; capitals, spaces
// between words and end marks are not heard.
// Words that sound the same (the homophones K–5 lessons teach, L.2.1–L.4.1.g) are heard as one word.
const HOMOPHONE_SETS = [
  "their there theyre",
  "to too two",
  "your youre",
  "its its",
  "whose whos",
  "hear here",
  "write right",
  "know no",
  "knew new",
  "by buy bye",
  "for four",
  "one won",
  "ate eight",
  "see sea",
  "blue blew",
  "which witch",
  "wood would",
  "road rode",
  "flower flour",
  "break brake",
  "peace piece",
  "tail tale",
  "pair pear",
  "bare bear",
  "week weak",
  "meet meat",
  "hole whole",
  "mail male",
  "sun son",
  "plain plane",
  "threw through",
  "weather whether",
  "been bin",
  "right rite",
  "allowed aloud",
  "principal principle",
  "night knight",
  "not knot",
  "red read",
  "ant aunt",
];
const SAME_SOUND = new Map(HOMOPHONE_SETS.flatMap((set) => set.split(" ").map((w, _, all) => [w, all[0]!] as const)));
const soundsLike = (choice: string) =>
  spokenChoice(choice)
    .toLowerCase()
    .replace(/\s*(?:\/|-|\.\.\.|…)\s*/g, "|")
    .split(/\s+/)
    .map((w) => {
      const word = w.replace(/[^\p{L}\p{N}|]/gu, "");
      return SAME_SOUND.get(word) ?? word;
    })
    .join("");

/**
 * Choices a listener cannot tell apart, because they differ only in capitals, spaces, marks or words that sound
 * the same ("The owl hoots at night." / "the owl hoots at night"; "Their bringing two pies" / "They're bringing
 * two pies"): they are numbered on screen and pointed to by number.
 */
export function soundAlike(choices: readonly string[]): boolean {
  const heard = choices.map(soundsLike);
  return new Set(heard).size < heard.length;
}

/** "1, 2, or 3" (the serial comma, as the lessons on commas in a series teach it); "1 or 2" for two. */
const series = (items: readonly string[], joiner: string) =>
  items.length < 3 ? items.join(` ${joiner} `) : `${items.slice(0, -1).join(", ")}, ${joiner} ${items.at(-1)}`;

const QUESTION_END = /\?["”’')]*$/;
const capitalizeFirst = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
const LETTERS = ["A", "B", "C", "D", "E"];
/** Choice numbers as said (the screen shows 1), 2), 3)). */
const NUMBER_WORDS = ["one", "two", "three", "four", "five"];

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
    return {
      spoken,
      onScreen: q,
      reveal: yesNo ? revealAnswer(answer) : (revealOpen(q, answer) ?? revealAnswer(answer)),
    };
  }
  // Choices that sound the same are shown numbered, and the presenter points to the screen.
  if (soundAlike(choices)) {
    const numbers = NUMBER_WORDS.slice(0, choices.length);
    const index = choices.indexOf(answer);
    return {
      spoken: `${q} Look at the screen. Is it ${series(numbers, "or")}?`,
      onScreen: `${q} ${choices.map((c, i) => `${i + 1}) ${c.trim()}`).join("   ")}`,
      reveal: index < 0 ? revealAnswer(answer) : `The answer is ${NUMBER_WORDS[index]}.`,
    };
  }
  // Lettered choices for sentences; K–1 viewers (who do not yet read letters fluently) hear short ones as questions.
  if (
    choices.some((c) => isSentenceLike(spokenChoice(c))) &&
    (!young || choices.some((c) => c.trim().split(/\s+/).length > 6))
  ) {
    const lettered = choices.map((c, i) => `${LETTERS[i]}: ${end(capitalizeFirst(c.trim()))}`);
    const index = choices.indexOf(answer);
    const said = end(capitalizeFirst(answer.trim()));
    // A choice that is itself a question is quoted, so the reveal is not taken for a new question.
    const reveal =
      index < 0
        ? revealAnswer(answer)
        : QUESTION_END.test(said)
          ? `The answer is ${LETTERS[index]}: ${quoteWithin(said)} That's the one.`
          : `The answer is ${LETTERS[index]}: ${said}`;
    const letters = LETTERS.slice(0, choices.length);
    const which = `Which is it: ${series(letters, "or")}?`;
    return { spoken: `${q} ${lettered.join(" ")} ${which}`, onScreen: `${q} ${lettered.join("   ")}`, reveal };
  }
  // K–1, short clauses ("It has tall trees", "Go back and read it again"): numbered, so each choice is heard
  // as one choice (not as an order, or a question from the presenter) and not as "Is it It has tall trees?".
  if (choices.some((c) => isClause(spokenChoice(c)))) {
    const said = choices.map((c) => end(capitalizeFirst(c.trim())));
    const numbered = said.map((c, i) => `${capitalizeFirst(NUMBER_WORDS[i]!)}: ${c}`);
    const index = choices.indexOf(answer);
    // A choice that is itself a question is quoted, so the reveal is not taken for a new question.
    const right = said[index] ?? "";
    const reveal =
      index < 0
        ? revealAnswer(answer)
        : QUESTION_END.test(right)
          ? `The answer is ${NUMBER_WORDS[index]}: ${quoteWithin(right)} That's the one.`
          : `The answer is ${NUMBER_WORDS[index]}: ${right}`;
    const which = `Is it ${series(NUMBER_WORDS.slice(0, choices.length), "or")}?`;
    return {
      spoken: `${q} ${numbered.join(" ")} ${which}`,
      onScreen: `${q} ${said.map((c, i) => `${i + 1}) ${c}`).join("   ")}`,
      reveal,
    };
  }
  const bare = choices.map((c) => spokenChoice(c).replace(/(?<=\S)[.!?]+$/, ""));
  // "Is it note? Net? Or nut?": each choice starts its own question; single letters keep their case (b, d).
  const asked = bare
    .slice(0, -1)
    .map((c, i) => `${i > 0 && c.length > 1 && /^[a-z]/.test(c) && !SOUND_NOTATION.test(c) ? capitalizeFirst(c) : c}?`);
  // "Which mark goes at the end? Can we go to the pond": the sentence keeps its missing mark, a blank on screen.
  const marks = !/[.!?]["”’')]*$/.test(question.trim()) && choices.every((c) => c.trim() in MARK_NAMES);
  const asking = marks ? `${question.trim()}…` : q;
  const spoken = `${asking} Is it ${asked.join(" ")} Or ${bare.at(-1)}?`;
  // Marks are spaced apart: a "·" between them would read as one more mark.
  const shown = marks
    ? choices.map((c) => c.trim()).join("     ")
    : choices.map((c) => c.trim().replace(/(?<=\S)[.!?]+$/, "")).join(" · ");
  return {
    spoken,
    onScreen: `${marks ? `${question.trim()} ___` : q} ${shown}`,
    reveal: revealAnswer(spokenChoice(answer)),
  };
}

/**
 * An answer as a sentence to say: capitalized and ended. An answer that is itself a question (a task such
 * as "ask a question about …") is quoted as an example, so it is not taken for a new question.
 */
/**
 * A text put inside quotation marks, with any quotation in it nested as single marks ("Sela said, “What if it
 * hurts?”" → “Sela said, ‘What if it hurts?’”): one pair never opens inside another. A text that is one quotation
 * whole keeps only the outer pair.
 */
export function quoteWithin(text: string): string {
  const t = text.trim();
  const inner = /^["“][^"“”]*["”]$/.test(t) ? t.slice(1, -1) : t;
  return `“${inner.replace(/["“]([^"“”]*)["”]/g, "‘$1’")}”`;
}

/**
 * Whether an answer is itself a question ("Who took his hand?"), not a statement that ends on a quoted question
 * ("Sela is nervous. We read: Sela said, "What if it hurts?""): that one is said as it stands, so its line of
 * dialogue keeps its own marks and is never put inside another pair.
 */
const isQuestionAnswer = (a: string) =>
  /\?["”’')]*$/.test(a) && !/^[^"“]*[^"“\s][^"“]*["“][^"“”]*\?["”]$/.test(a.trim());

export function sayAnswer(answer: string): string {
  // "For example: …" / "Possible answer: …" in a card already introduces itself.
  const a = capitalizeFirst(
    answer
      .trim()
      .replace(
        /^(?:answers (?:will |may )?vary[.;:,]?\s*)?(?:for example|e\.g\.|example|possible answer|sample answer|one answer)?[:,]?\s*/i,
        "",
      ),
  );
  return isQuestionAnswer(a) ? `For example: ${quoteWithin(a)} That's one good way.` : end(a);
}

/**
 * The reveal of an open question ("What do you think…", "Tell a partner…", a lesson said in your own words, an
 * answer given "For example: …"): the child's own answer is as good as the presenter's, so the presenter says one
 * model ("Here's one way to say it: …"), never "the answer" (docs/decisions/0045-pauses-by-task-and-grade.md, the
 * same rule as a practice item's). Null for a question with one right answer.
 */
export function revealOpen(question: string, answer: string): string | null {
  if (!isOpenTask(question, answer)) return null;
  const said = sayAnswer(answer);
  // A quoted example ("For example: “Who took his hand?” That's one good way.") introduces itself.
  if (said.startsWith("For example:")) return said;
  return `${revealLeads(question, answer)[0]!} ${said}`;
}

/**
 * An answer written as a sentence of its own ("The cars stop", "People live close", "He builds it again"): a capital
 * first word and a lower-case word after it that is not part of a name ("Statue of Liberty", "Uncle Kenji" and
 * "Vitamin C" are names). Said after "The answer is" its capital would stand mid-sentence ("The answer is The cars
 * stop."), and lowering it could lower a name, so it is said as its own sentence.
 */
const ownSentence = (a: string) =>
  /^[A-Z]/.test(a) && /\s(?!(?:of|the|and|de|del|la|le|von|van|da|du|in|on|at)\b)[a-z]/.test(a.trim());

/** "The answer is ball." for a word or phrase; the sentence itself, introduced, for a clause. */
export function revealAnswer(answer: string): string {
  const a = answer.trim();
  if (isQuestionAnswer(a)) return `Here's one answer. ${sayAnswer(a)}`;
  if (nounPhraseFirst(a)) return `The answer is ${lowerArticle(sayAnswer(a))}`;
  return isSentenceLike(a) || ownSentence(a) ? `Here's the answer: ${sayAnswer(a)}` : `The answer is ${end(a)}`;
}

/**
 * A practice item's key after its drawn lead-in ("Here's the answer:", "Let's check:", "Did you get it?"). A quoted
 * model ("For example: “…” That's one good way.") introduces itself, so no lead-in stands before it; after a colon
 * a noun phrase would stand as a sentence with its capital ("Here's the answer: The feeling of being sad."),
 * so it is said "The answer is the feeling of being sad." (a title keeps its capital: "The answer is The Goat in the
 * Garden.").
 */
export function sayKey(lead: string, answer: string): string {
  const said = sayAnswer(answer);
  if (said.startsWith("For example:")) return said;
  if (lead.endsWith(":") && nounPhraseFirst(answer))
    return `The answer is ${/^(?:A|An|The) [A-Z]/.test(said) ? said : lowerArticle(said)}`;
  return `${lead} ${said}`;
}

/** The first sentence of a card's answer, when it is a noun phrase ("A thought." / "The pond. The text says, …"). */
const nounPhraseFirst = (answer: string) => isNounPhrase(/^.+?[.!?](?=\s|$)|^.+$/.exec(answer.trim())?.[0] ?? answer);
const lowerArticle = (t: string) => t.replace(/^(A|An|The)\b/, (m) => m.toLowerCase());

/** Words that open a sentence and are never a name: lower case when the sentence runs on after a colon. */
const PLAIN_OPENER =
  /^(?:A|An|The|This|That|These|Those|It|Its|We|They|He|She|You|There|Here|Each|Every|Some|One|Both|All|My|Our|His|Her|Their|So|And|But|Because|When|If|After|Before|Then|Now|No|Yes|Only|Most|Many|Two|Three)\b/;

/**
 * `sentence` run on after a lead-in ("At the end, ", "The problem: "): its first word lower-cased when it is a plain
 * opener (`PLAIN_OPENER`: an article, a pronoun, a determiner), which is never a name; a name keeps its capital
 * ("At the end, she does all the work" but "At the end, Layla helps Ivan").
 */
export function lowerOpener(sentence: string): string {
  return PLAIN_OPENER.test(sentence) ? sentence.charAt(0).toLowerCase() + sentence.slice(1) : sentence;
}

/**
 * A one-sentence answer said after a lead-in's colon, as a sentence runs on: "Here's what we found: a comma goes
 * after Dear Pat." Its first word keeps its capital when it may be a name (not a plain opener), when more than one
 * sentence follows (each starts with a capital), or when the answer is the example written again (a sentence
 * corrected for its capitals, "We went to the Grand Canyon", shows the capital it teaches).
 */
export function afterColon(said: string, shown = ""): string {
  if (!PLAIN_OPENER.test(said) || /[.!?]["”’]?\s+\S/.test(said.trim())) return said;
  const words = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^a-z\s]/g, "")
      .split(/\s+/)
      .filter(Boolean);
  const fromShow = new Set(words(shown));
  const own = words(said);
  if (own.length > 0 && own.filter((w) => fromShow.has(w)).length / own.length >= 0.6) return said;
  return said.charAt(0).toLowerCase() + said.slice(1);
}

/** A worked example's answer after the think-aloud, with a lead-in that fits its shape. */
export function exampleAnswer(
  answer: string,
  pick: <T>(items: readonly T[]) => T,
  /** The example as shown: an answer that repeats it ("Look at the big bus.") is the words read, not what to do. */
  shown = "",
): string {
  const a = answer.trim();
  // An answer with its own label ("Key detail: …", "Purpose: …", a word and its meaning "pho-no-graph: a machine …",
  // sounds and their count "/r/ /ā/ /n/: 3 sounds.") gets a lead-in of its own, not a second colon.
  if (/^[^.!?:“"]{1,30}:\s/.test(a))
    return `${pick(["There it is.", "Here's what we found.", "Let's sum it up."])} ${sayAnswer(a)}`;
  // "So: A thought." cannot be said: a noun phrase gets a verb ("That gives us a thought."), and an instruction
  // is said as what we did ("So we read the part under …").
  if (nounPhraseFirst(a))
    return `${pick(["So the answer is", "That gives us", "And that makes"])} ${lowerArticle(sayAnswer(a))}`;
  if (isInstruction(a) && /\.["”’')]*$/.test(a) && a !== shown.trim())
    return `So we ${sayAnswer(a).replace(/^\w/, (c) => c.toLowerCase())}`;
  // A model answer said as one ("For example: “…” That's one good way.") needs no lead-in before it.
  if (/^For example:/.test(sayAnswer(a))) return sayAnswer(a);
  // Not "So: …": after "So" a presenter says a clause, and a card's answer is often a phrase ("Facts that develop the
  // point.", "Simple words and a warm tone."); these lead-ins take either.
  // Not "Here it is:", said before every answer it reads as a machine's; these say whose answer it is.
  // "Here's my answer" answers a question: after an example that asks none (a talk to listen to, a letter to read),
  // a presenter, often a second one, would be answering what nobody asked (a specialist's reading found "Here's my answer: Rosa added
  // on to Dev's idea."). A question inside what the example's people say (the teacher's "Why…?", quoted or on a
  // "Teacher: …" line of a talk) is theirs, not one put to the presenter. An example given without its words (`shown` empty) is taken as asked.
  const theirs = /“[^”]*”|"[^"]*"|^[A-Z][\w .'-]{0,24}:\s.*$/gm;
  const asked = !shown.trim() || /\?/.test(shown.replace(theirs, " "));
  if (isSentenceLike(a) || ownSentence(a))
    return `${pick([asked ? "Here's my answer" : "This tells us", "Here's what we found", "Putting it together"])}: ${afterColon(sayAnswer(a), shown)}`;
  return end(`${pick(["So the answer is", "That gives us", "And that makes"])} ${a}`);
}
