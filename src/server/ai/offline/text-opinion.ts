import type { CheckQuestion, TeachingCard, WorkedExample } from "@shared/curriculum/teaching-card";
import type { Grade } from "@shared/schemas/grade";
import type { TextGuide } from "./text-guide";
import type { TextItems } from "./text-questions";
import { asClause, heardDetails } from "./writing-sentences";

/**
 * Opinion writing (CCSS W.K.1–5.1) taught from one of our own informational texts (ADR 0090). The opinion is one a
 * child could reasonably hold about any subject the library has, and that every fact of the text supports:
 * "everyone should learn about <subject>". Its reasons are the guide's key details, facts of the text the child
 * heard read, so no reason is a judgment the guide does not record ("penguins are the best birds"): the reason is
 * the fact, and what it supports is that the subject is worth learning about. Each grade gets its CCSS parts: an
 * opinion about a named topic at K; a reason joined by "because" and a closing from grade 1; a second reason
 * linked by "also" from grade 2, by "in addition" at grades 4–5 (W.4.1.c). The child writes an opinion with a reason from the text (the key move). Null when the text has fewer than two key details that stand
 * as reasons (a step of a sequence, a sentence leaning on the one before it): the card teaches.
 */
type Practice = TeachingCard["practice"][number];

/** Words that open a noun phrase and need the word after them ("every school", "our class", "all kids"). */
const DETERMINER = /^(?:every|each|all|the|a|an|our|my|your|their|this|that|these|those|some|more|most)$/i;
const stem = (w: string) => w.toLowerCase().replace(/(?:(?<=[sxz]|ch|sh)es|s)$/, "");

/**
 * The claim that answers yes to an opinion question the typed topic asks ("Opinion writing: should every school
 * have a garden?" → "every school should have a garden"), when the question names the subject (a word of it, in
 * either number): the opinion lesson then answers the question the teacher asked (CCSS W.x.1 "state an opinion" on
 * "the topic or book they are writing about"). Only "should" questions, whose doer is one word or a determiner and a
 * word ("we", "kids", "every school"); null for any other topic.
 */
export function opinionClaim(topic: string, subject: string): string | null {
  const m = /\bshould\s+([^?.!:;]+)\?/i.exec(topic);
  if (!m) return null;
  const words = m[1]!.trim().split(/\s+/);
  const doer = DETERMINER.test(words[0] ?? "") ? 2 : 1;
  if (words.length <= doer || !/^[A-Za-z'-]+$/.test(words.slice(0, doer).join(""))) return null;
  const claim = [...words.slice(0, doer), "should", ...words.slice(doer)].join(" ");
  const said = new Set((claim.toLowerCase().match(/[a-z]+/g) ?? []).map(stem));
  if (!(subject.toLowerCase().match(/[a-z]{3,}/g) ?? []).some((w) => said.has(stem(w)))) return null;
  return claim;
}

/** The linking word a grade's standard names for adding a second reason (W.2.1.c "also", W.4.1.c "in addition" …). */
function addWord(grade: Grade | null): string {
  return grade === "4" || grade === "5" ? "In addition" : "Also";
}

/**
 * W.x.1 taught from our informational text on the typed subject (ADR 0090): a worked opinion whose reasons are the
 * text's key details that stand alone, a practice item and checks on reasons and linking words. Null when the text is
 * not informational, names no subject, or has too few details that make sense on their own (the card then teaches).
 */
export function opinionItems(
  guide: TextGuide,
  list: readonly string[],
  subject: string,
  title: string,
  grade: Grade | null,
): TextItems | null {
  if (guide.kind !== "informational" || !subject) return null;
  const text = list.join(" ");
  const reasons = heardDetails(guide.keyDetails, list);
  if (reasons.length < 2) return null;
  const [r1, r2, r3] = reasons as [string, string, string | undefined];
  const k = grade === "K";
  const young = k || grade === "1";
  // The opinion answers the question the teacher typed when there is one; else one every fact of the text supports.
  const claim = guide.claim ?? `everyone should learn about ${subject}`;
  const opinion = `I think ${claim}.`;
  const closing = `That is why ${claim}.`;
  const because = (d: string) => `because I learned that ${asClause(d, text)}`;
  const second = `${addWord(grade)}, I learned that ${asClause(r2, text)}.`;
  // One example shows the opinion and its reason together: the key move, kept in the shortest lesson.
  const examples: WorkedExample[] = [
    {
      show: `Here is an opinion about ${subject}: "I think ${claim}, ${because(r1)}." What does the writer think, and why?`,
      thinkAloud: k
        ? `An opinion tells what someone thinks. The word "because" tells why: that part is the reason.`
        : `An opinion tells what the writer thinks. Someone else could think differently, so the writer gives a reason. The word "because" joins the reason, a fact from our reading, "${title}," to the opinion.`,
      answer: `The writer thinks ${claim}. The reason is a fact from our reading: ${r1}`,
    },
  ];
  if (!young)
    examples.push({
      show: `How could the writer add a second reason and end the piece?`,
      thinkAloud: `A linking word like "${addWord(grade).toLowerCase()}" adds one more reason. The last sentence says the opinion again, to close.`,
      answer: `For example: ${second} ${closing}`,
    });
  const compose: Practice = k
    ? {
        prompt: `Now you tell your opinion about ${subject}. Say: "I think ${claim}, because …" and finish it with a fact from our reading.`,
        answer: `For example: I think ${claim}, ${because(r3 ?? r2)}.`,
      }
    : young
      ? {
          prompt: `Now you write your opinion about ${subject} in two sentences: what you think, and a reason from our reading with "because."`,
          answer: `For example: ${opinion} I think so ${because(r3 ?? r2)}.`,
        }
      : {
          prompt: `Now you write your opinion about ${subject} in three sentences: what you think, a reason from our reading with "because," and a closing sentence.`,
          answer: `For example: ${opinion} I think so ${because(r3 ?? r2)}. ${closing}`,
        };
  const checks: CheckQuestion[] = [
    {
      question: `Which one is an opinion about ${subject}, not a fact?`,
      choices: [r3 ?? r2, `Learning about ${subject} is fun.`],
      answer: `Learning about ${subject} is fun.`,
    },
    {
      question: `The opinion is: ${claim}. Which sentence gives a reason for it?`,
      choices: [`This piece is about ${subject}.`, r2],
      answer: r2,
    },
  ];
  if (!k)
    checks.push({
      question: `Which sentence could close an opinion piece about ${subject}?`,
      choices: [closing, r1],
      answer: closing,
    });
  const move: NonNullable<TeachingCard["keyMoves"]>[number] = {
    move: k ? "Tell an opinion about a topic" : "State an opinion and give a reason for it",
    examples: [0],
    practice: [0],
  };
  return { examples, practice: [compose], checks, keyMoves: [move] };
}
