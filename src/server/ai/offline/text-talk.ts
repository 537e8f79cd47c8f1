import type { CheckQuestion, TeachingCard, WorkedExample } from "@shared/curriculum/teaching-card";
import type { Grade } from "@shared/schemas/grade";
import type { TextGuide } from "./text-guide";
import type { TextItems } from "./text-questions";
import { asClause, heardDetails } from "./writing-sentences";

/**
 * Presenting (CCSS SL.K.4–5.4: describe with relevant details at K–1, report on a topic with appropriate facts and
 * relevant details at 2–5, organized around a main idea at 4–5) taught from one of our own informational texts
 * (ADR 0090): the talk's main idea is the guide's main idea, its facts are the guide's key details the child heard
 * read, and a fact that does not belong ("I had toast for breakfast today.") is told from one that does. The child
 * gives a short talk out loud (the key move). Null when the text has no main idea or fewer than two key details that
 * stand as facts on their own: the card teaches.
 */
export const isTalkStandard = (code: string) => /^SL\.(?:K|[1-5])\.4$/.test(code);

/**
 * SL.x.4 taught from our informational text on the typed subject (ADR 0090): a short talk that opens with the text's
 * main idea and gives its key details as facts, a practice talk and a check on which fact belongs. Null when the text
 * is not informational, has no main idea or names no subject (the card then teaches).
 */
export function talkItems(
  guide: TextGuide,
  list: readonly string[],
  subject: string,
  title: string,
  grade: Grade | null,
): TextItems | null {
  if (guide.kind !== "informational" || !subject || !guide.mainIdea) return null;
  const text = list.join(" ");
  const facts = heardDetails(guide.keyDetails, list);
  if (facts.length < 2) return null;
  const [f1, f2, f3] = facts as [string, string, string | undefined];
  const young = grade === "K" || grade === "1";
  const main = guide.mainIdea.trim();
  const opening = `Today I will tell you about ${subject}.`;
  const examples: WorkedExample[] = [
    {
      show: `We are planning a short talk about ${subject}, from our reading, "${title}." What is the big idea to tell?`,
      thinkAloud: young
        ? `A good talk tells what it is about first. Our reading's big idea can start it.`
        : `A talk that reports on a topic starts with its main idea, so listeners know what it is about. Our reading's main idea can start it.`,
      answer: `${opening} ${main}`,
    },
    {
      show: `What facts could the talk give about ${subject}?`,
      thinkAloud: young
        ? `Details make a talk clear. I pick facts from our reading that tell about ${subject}.`
        : `Facts and details support the main idea. I pick facts from our reading that tell more about it, and I say them clearly, not too fast.`,
      answer: `One fact: "${f1}" Another: "${f2}"`,
    },
  ];
  const practice: TeachingCard["practice"][number] = {
    prompt: young
      ? `Now you tell about ${subject}, out loud. Say what it is about, then one fact from our reading. Speak in a clear voice.`
      : `Now you give a short talk about ${subject}, out loud: say the main idea, then two facts from our reading. Speak clearly, not too fast.`,
    answer: young
      ? `For example: ${opening} One fact is that ${asClause(f3 ?? f2, text)}.`
      : `For example: ${main} One fact is that ${asClause(f3 ?? f1, text)}. Also, ${asClause(f2, text)}.`,
  };
  const offTopic = "I had toast for breakfast today.";
  const checks: CheckQuestion[] = [
    {
      question: `Which fact belongs in a talk about ${subject}?`,
      choices: [offTopic, f3 ?? f2],
      answer: f3 ?? f2,
    },
  ];
  if (!young)
    checks.push({
      question: `Which sentence tells the main idea, so it could start a talk about ${subject}?`,
      choices: [f1, main],
      answer: main,
    });
  return {
    examples,
    practice: [practice],
    checks,
    keyMoves: [
      {
        move: young ? "Tell about a topic with a detail" : "Give a short talk: a main idea and facts that support it",
        examples: [0],
        practice: [0],
      },
    ],
  };
}
