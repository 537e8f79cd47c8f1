import type { TeachingCard, WorkedExample } from "@shared/curriculum/teaching-card";
import type { Excerpt } from "./excerpt";
import { isSpeakable } from "./safe-text";

/**
 * What makes a child want to watch (docs/product/presenters.md#the-hook): a question, a puzzle or a tiny scenario
 * taken from what the lesson itself teaches, said before the goal. Every pattern is true to the content — a line of
 * our topic text's guide, the teaching card's own worked example, misconception or passage — and none is a fact we
 * made up. Which one a script opens with is the seed's choice among those the lesson can give, so Regenerate often
 * opens another way; a lesson that can give none asks the goal as its question.
 */
export type TeaserKind = "puzzle" | "mixUp" | "storyProblem" | "textWord" | "title" | "term";

export interface Teaser {
  kind: TeaserKind;
  /** The line a presenter says; it ends in a question. */
  line: string;
  /**
   * The teaching block the lesson must keep for the teaser to be answered (`tag` on a block): the mix-up's fix, the
   * passage read aloud. When the fitting leaves it out, the hook asks the goal instead.
   */
  needs?: "misconception" | "passage" | "term";
}

/** A worked example that poses its own short question ("What is the first sound in net?"): a puzzle as it stands. */
const PUZZLE_MAX = 90;

/** A line that opens with a label ("Question: …", "OWEN: …", "Word: proud."): not a question on its own. */
const LABELLED = /^[\p{L}' ]{1,30}:\s/u;

/**
 * The teasers a lesson can open with, by pattern. `keyExamples`: the primary card's worked examples that make a key
 * move (always taught, so a puzzle made of one is solved in the lesson); `text`: the lesson's own text when it is read
 * in full in the lesson (our topic text's guide when it has one).
 */
export function hookTeasers(input: {
  card: TeachingCard | undefined;
  keyExamples: readonly WorkedExample[];
  skipMisconception: boolean;
  text: Excerpt | null;
  /** Whether the card's own passage is read in the teaching (no attached or topic text replaces it). */
  cardPassage: boolean;
  /** The seed's choice of wording (any whole number): each pattern has more than one way to say it. */
  wording?: number;
}): Teaser[] {
  const say = (ways: readonly string[]) => ways[(input.wording ?? 0) % ways.length]!;
  const { card } = input;
  const out: Teaser[] = [];
  if (!card) return out;
  // What the lesson asks or works out itself: a story's problem it asks about is not told in the hook first.
  const asked = [
    ...card.checks.map((c) => c.question),
    ...card.practice.map((p) => p.prompt),
    ...card.examples.map((e) => e.show),
  ].join(" ");
  // A puzzle the lesson solves: the card's key worked example, when it is a short question of its own.
  const puzzle = input.keyExamples.find(
    (e) =>
      e.show.trim().endsWith("?") &&
      e.show.length <= PUZZLE_MAX &&
      !/\n|_{2,}|["“”]/.test(e.show) &&
      !LABELLED.test(e.show) &&
      isSpeakable(e.show),
  );
  if (puzzle)
    out.push({
      kind: "puzzle",
      line: `${say(["Here's a puzzle we'll solve together:", "Try this one in your head:", "Quick puzzle:"])} ${puzzle.show.trim()}`,
    });
  // A tiny scenario: the wrong idea children commonly hold (the card's misconception), which the teaching fixes.
  const wrong = card.misconception.wrong.trim().replace(/[.!]+$/, "");
  if (!input.skipMisconception && wrong.length <= 120 && !/["“”\n]/.test(wrong) && isSpeakable(wrong))
    out.push({
      kind: "mixUp",
      line: say([
        `Some kids think, "${wrong}." Are they right? Let's find out.`,
        `True or not? "${wrong}." Some kids think so. Let's find out.`,
      ]),
      needs: "misconception",
    });
  // A word to listen for: the first teaching scene's key term, which it names and defines in kid words.
  const term = card.keyTerms[0]?.term;
  if (term && isSpeakable(term) && !/["“”]/.test(term))
    out.push({
      kind: "term",
      line: say([
        `Here's a word you'll know by the end: "${term}." What do you think it means?`,
        `Listen for a word today: "${term}." Have you heard it before? What could it mean?`,
      ]),
      needs: "term",
    });
  const text = input.text;
  const guide = text?.guide;
  // Our story's problem, as the guide states it (a story text's "problem" field), never asked again by a check.
  if (guide?.kind === "story" && guide.problem && text?.title && !/\bproblem\b/i.test(asked))
    out.push({
      kind: "storyProblem",
      line: `In our story, "${text.title}," ${lowerFirst(guide.problem.trim().replace(/[.!]+$/, ""))}. What would you do?`,
      needs: "passage",
    });
  // A word our text defines itself (the guide's words), when the part read holds it.
  const word = guide?.words?.find((w) => text && new RegExp(`\\b${escapeRe(w.word)}\\b`, "i").test(text.text));
  if (word && text?.title)
    out.push({
      kind: "textWord",
      line: `Our text, "${text.title}," uses the word "${word.word}." Do you know what it means? Listen, and the text will tell you.`,
      needs: "passage",
    });
  // A prediction from the title of the passage the lesson reads (our text, or the card's own when it is read).
  // A title with a label or a note ("Hummingbirds (a web page)", "… : A Fable from Aesop") is not said as a teaser.
  const title = text?.title ?? (input.cardPassage ? card.mentorText?.title : undefined);
  if (title && isSpeakable(title) && !/[():;"“”]/.test(title))
    out.push({
      kind: "title",
      line: say([
        `Our reading is called "${title.replace(/[.!?]+$/, "")}." What do you think it will be about?`,
        `Look at this title: "${title.replace(/[.!?]+$/, "")}." What do you think we'll find out?`,
      ]),
      needs: "passage",
    });
  return out;
}

/** "A bee buzzes near Omar" → "a bee buzzes near Omar"; a name or "I" keeps its capital. */
function lowerFirst(text: string): string {
  return /^(?:A|An|The|His|Her|Their|Its|One|Some|Every|Each)\b/.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

const escapeRe = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The goal said as what the child will be able to do ("Can you hear a rhyme?" → "hear a rhyme"), after a teaser:
 * the teaser asked the question, so the goal is a promise, in the lesson's own words.
 */
export function goalPromises(goal: string): string[] {
  return [
    `By the end, you'll be able to ${goal}.`,
    `Today you'll learn to ${goal}.`,
    `Stay with us, and you'll ${goal}.`,
  ];
}
