import type { CheckQuestion, TeachingCard, WorkedExample } from "@shared/curriculum/teaching-card";
import type { Grade } from "@shared/schemas/grade";
import type { TextGuide } from "./text-guide";
import type { TextItems } from "./text-questions";
import { closeQuote } from "./safe-text";

/**
 * Narrative writing (CCSS W.K.3–5.3) taught from one of our own stories as its mentor text (ADR 0076), from what its
 * guide says: who is in it and where (and its problem at grades 3–5), its events in order with time words, a
 * character's trait with the sentence that shows it (grades 2–5), and its ending. The whole story is read
 * (`needsWholeText`); the child finishes telling it with time words.
 */
type Practice = TeachingCard["practice"][number];

const stripEnd = (s: string) => s.replace(/[.!?…]+["”’')]*$/, "").trim();

/** "First, Omar and Grandma watered the flowers. Next, …": the guide's events with time words. */
function told(events: readonly string[], names: ReadonlySet<string>, from: number, to = events.length): string {
  const word = (k: number) =>
    k === 0 ? "First" : k === events.length - 1 ? "At last" : k === 1 ? "Next" : k % 2 === 0 ? "Then" : "After that";
  return events
    .slice(from, to)
    .map((e, j) => {
      const head = /^[A-Z][a-z]+/.exec(e)?.[0] ?? "";
      const rest = names.has(head) ? stripEnd(e) : e.charAt(0).toLowerCase() + stripEnd(e).slice(1);
      return `${word(from + j)}, ${rest}.`;
    })
    .join(" ");
}

const TIME_OPENER =
  /^(First|Next|Then|Later|Soon|After that|At last|Finally|In the end|One day|That night|The next day|The next morning|That evening|By evening)\b/;

/** W.x.3: the story as a model of a narrative: who and where, events in order with time words, an ending. */
export function narrativeItems(
  guide: TextGuide,
  list: readonly string[],
  title: string,
  grade: Grade | null,
): TextItems | null {
  const events = guide.events ?? [];
  const characters = guide.characters ?? [];
  if (events.length < 4 || characters.length === 0 || !guide.setting) return null;
  // A name keeps its capital inside a retelling, a title too ("Then, Ms. Haddad told him …").
  const names = new Set(characters.map((c) => c.name.split(/\s+/)[0]!.replace(/\.$/, "")));
  const who = characters.map((c) => c.name);
  const cast = who.length === 1 ? who[0]! : `${who.slice(0, -1).join(", ")} and ${who.at(-1)}`;
  const setting = /^(?:in|at|on|inside|outside|near|by)\b/i.test(guide.setting) ? guide.setting : `in ${guide.setting}`;
  const k = grade === "K";
  const third = grade === "3" || grade === "4" || grade === "5";
  const timed = list.find((s, i) => i > 0 && TIME_OPENER.test(s) && !/["“”]/.test(s));
  const timeWord = timed ? TIME_OPENER.exec(timed)![1]! : undefined;
  const half = Math.ceil(events.length / 2);
  const last = list.at(-1)!;
  const examples: WorkedExample[] = [
    {
      show: `How does our story, "${title}," begin?`,
      thinkAloud: `A story starts by telling who is in it and where it happens.${third && guide.problem ? " Then it shows the problem." : ""}`,
      answer: `We meet ${cast} ${setting}.${third && guide.problem ? ` The problem: ${guide.problem}` : ""}`,
    },
    {
      show: `What happens in our story? Let's tell the events in order.`,
      thinkAloud: `The writer tells what happens in order and uses time words to show when.${timed ? ` Our story says, "${timed}"` : ""}`,
      answer: told(events, names, 0, half),
    },
  ];
  // Actions, thoughts and feelings (W.2.3–5.3): a character's trait with the sentence that shows it.
  const shown = characters[0]!;
  if (!k && grade !== "1")
    examples.push({
      show: `How does the writer show what ${shown.name} is like?`,
      thinkAloud: `Good story writers show a character's actions, words and feelings, so the reader can picture them.`,
      answer: `${shown.name} is ${shown.trait}. ${/["“”]/.test(shown.evidence) ? `We read: ${closeQuote(shown.evidence)}` : `The story shows it: “${shown.evidence}”`}`,
    });
  examples.push({
    show: `How does our story end?`,
    thinkAloud: k
      ? `At the end, the writer tells what happened last.`
      : `A good ending tells how things work out, so the reader knows the story is finished.`,
    answer: `It ends: ${/["“”]/.test(last) ? last : `“${last}”`}`,
  });
  // Kindergarten also gives "a reaction to what happened" (W.K.3): the child says how they feel about the ending.
  const practice: Practice[] = [
    {
      prompt: `Now you finish telling our story in two sentences. Use time words like "then" and "at last," and tell how it ends.${k ? " Then say how you feel about the ending." : ""}`,
      answer: `For example: ${told(events, names, half)}${k ? " I liked how the story ended." : ""}`,
    },
  ];
  // Not in kindergarten: a check with one sentence and thumbs up or down (prereader-choices.ts) would ask "Which
  // happens first?" of one event, untrue of any but the story's first.
  const checks: CheckQuestion[] = k
    ? []
    : [{ question: `Which happens first in our story?`, choices: [events[2]!, events[1]!], answer: events[1]! }];
  if (timed && timeWord && !k)
    checks.push({
      question: `Which words in this sentence tell when it happens? "${timed}"`,
      answer: `“${timeWord}”`,
    });
  checks.push({
    question: `Which one is the ending of our story?`,
    choices: [events[0]!, events.at(-1)!],
    answer: events.at(-1)!,
  });
  return {
    examples,
    practice,
    checks,
    keyMoves: [{ move: "Tell events in order with time words, and an ending", examples: [1], practice: [0] }],
  };
}
