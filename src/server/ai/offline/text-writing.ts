import type { CheckQuestion, TeachingCard, WorkedExample } from "@shared/curriculum/teaching-card";
import type { Grade } from "@shared/schemas/grade";
import type { TextGuide } from "./text-guide";
import type { TextItems } from "./text-questions";
import { clueWords } from "./text-context-clues";
import { narrativeItems } from "./text-narrative";
import { asClause, flat, standsAlone } from "./writing-sentences";
import { opinionItems } from "./text-opinion";
import { isTalkStandard, talkItems } from "./text-talk";

/**
 * Writing taught from one of our own topic texts as its mentor text (docs/product/topic-texts.md, ADR 0076):
 * W.x.2 (informative/explanatory: the text's opening names the topic, its key details are the facts, a closing sums
 * up its main idea), W.x.3 (narrative: the story's characters and setting, its events in order with time words, its
 * ending) and W.K.8–2.8 (gather information from a provided source to answer a question). Made only from what the
 * guide a specialist wrote says (key details, main idea, events, characters): never from a parse of the sentences.
 * W.x.1 (opinion, text-opinion.ts) and SL.x.4 (a short talk, text-talk.ts) are made from the same guide (ADR 0090).
 * W.3.8–5.8 stay on the teaching card (notes, see `researchItems`).
 */
export type WritingSkill = "opinion" | "informative" | "narrative" | "research" | "talk";

export function writingSkillOf(code: string): WritingSkill | null {
  const m = /^W\.(?:K|[1-5])\.(\d)$/.exec(code);
  if (/^W\.(?:K|1|2)\.8$/.test(code)) return "research";
  if (isTalkStandard(code)) return "talk";
  return m?.[1] === "1" ? "opinion" : m?.[1] === "2" ? "informative" : m?.[1] === "3" ? "narrative" : null;
}

type Practice = TeachingCard["practice"][number];
type Moves = NonNullable<TeachingCard["keyMoves"]>;

const stem = (w: string) => w.toLowerCase().replace(/(?:(?<=[sxz]|ch|sh)es|s)$/, "");
const content = (s: string) =>
  (s.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !/^(?:the|and|for|with)$/.test(w)).map(stem);

/** Linking words of CCSS W.3.2.c–5.2.c ("also, another, and, more, but"; "another, for example, also, because"). */
const LINK = /\b(also|another|because|for example|but|as a result|that is why)\b/i;
const linkDoes = (w: string): string =>
  /also|another/i.test(w)
    ? "adds one more fact to the ones before it"
    : /because|as a result|that is why/i.test(w)
      ? "tells why"
      : /but/i.test(w)
        ? "shows a difference"
        : "brings in an example";

interface Mentor {
  guide: TextGuide;
  list: readonly string[];
  subject: string;
  title: string;
  grade: Grade | null;
}

/** W.x.2: the informational text as a model of a piece that teaches (CCSS W.K.2–5.2, each grade's parts). */
function informativeItems({ guide, list, subject, title, grade }: Mentor): TextItems | null {
  const text = list.join(" ");
  const heard = (s: string) => flat(text).includes(flat(s));
  // The opening names the topic, the subject itself ("Penguins are birds, but …"). From grade 3 a piece may open with
  // a hook and name its topic a sentence or two later (W.3.2.a–5.2.a "introduce a topic"; "In the 1800s, travelers
  // came home …" before the national parks are named): that sentence is the introduction. Else the text is not this model.
  const topicWords = new Set(content(subject));
  const names = (s: string) => content(s).some((w) => topicWords.has(w));
  const hooked = grade === "3" || grade === "4" || grade === "5";
  const at = list.slice(0, hooked ? 4 : 1).findIndex(names);
  if (!guide.mainIdea || at < 0 || (at > 0 && !standsAlone(list[at]!))) return null;
  const first = list[at]!;
  const details = (guide.keyDetails ?? []).filter((d) => heard(d) && flat(d) !== flat(first) && standsAlone(d));
  if (details.length < 2) return null;
  const [d1, d2, d3] = details as [string, string, string | undefined];
  const young = grade === "K" || grade === "1";
  const k = grade === "K";
  const third = !young && grade !== "2";
  const closing = guide.mainIdea.trim();
  const definition =
    grade !== "K" && grade !== "1"
      ? clueWords(guide, list).find((w) => w.kind === "definition" && standsAlone(w.clueSentence))
      : undefined;
  const linked = third ? list.find((s) => s !== first && LINK.test(s) && !/["“”]/.test(s)) : undefined;
  const linkWord = linked ? LINK.exec(linked)![1]! : undefined;
  const examples: WorkedExample[] = [
    {
      show:
        at === 0
          ? `How does our reading, "${title}," begin?`
          : `How does our reading, "${title}," introduce its topic?`,
      thinkAloud: k
        ? `The first sentence tells what the writer is writing about: ${subject}.`
        : at === 0
          ? `A piece that teaches starts by naming its topic. The first sentence tells the reader this piece is about ${subject}.`
          : `A piece that teaches names its topic near the start. Our reading begins with a hook to make us curious, and then this sentence tells the reader the piece is about ${subject}.`,
      answer: `It names the topic: "${first}"`,
    },
    {
      show: `What does the writer tell us about ${subject}?`,
      thinkAloud: `The writer gives facts: things that are true about ${subject}, that we could check in a book.${definition ? ` The writer also tells what a word means: "${definition.clueSentence}" That is a definition.` : ""}`,
      answer: `Here is one fact: "${d1}"`,
    },
  ];
  if (linked && linkWord)
    examples.push({
      show: `Listen: "${linked}" Which word links this idea to the others?`,
      thinkAloud: `Linking words join the facts together. The word "${linkWord.toLowerCase()}" ${linkDoes(linkWord)}.`,
      answer: `The linking word is "${linkWord.toLowerCase()}."`,
    });
  if (!k)
    examples.push({
      show: `How could a piece about ${subject} end?`,
      thinkAloud: `A closing sentence sums up the big idea. It does not add a new fact. Our reading's big idea can close it.`,
      answer: `For example: ${closing}`,
    });
  const middle = linked && linkWord && /also|another/i.test(linkWord) ? linked : `Also, ${asClause(d2, text)}.`;
  const compose: Practice = k
    ? {
        prompt: `Now you tell about ${subject} in two sentences. Say: "I am writing about ${subject}. One fact is that …" and finish it with a fact from our reading.`,
        answer: `For example: I am writing about ${subject}. One fact is that ${asClause(d2, text)}.`,
      }
    : third
      ? {
          prompt: `Now you teach about ${subject} in three sentences: one that introduces the topic, a fact from our reading with a linking word like "also," and a closing sentence.`,
          answer: `For example: ${first} ${middle} ${closing}`,
        }
      : grade === "2" && definition
        ? {
            // W.2.2 "use facts and definitions to develop points".
            prompt: `Now you teach about ${subject} in four sentences. Say: "I am writing about ${subject}. One fact is that …" Then tell what a word from our reading means, and end with a closing sentence.`,
            answer: `For example: I am writing about ${subject}. One fact is that ${asClause(d2, text)}. ${definition.clueSentence} ${closing}`,
          }
        : {
            prompt: `Now you teach about ${subject} in three sentences. Say: "I am writing about ${subject}. One fact is that …" Then end with a closing sentence.`,
            answer: `For example: I am writing about ${subject}. One fact is that ${asClause(d2, text)}. ${closing}`,
          };
  const practice: Practice[] = [
    compose,
    {
      prompt: `Say one more fact about ${subject}. Use this frame: "Another fact about ${subject} is that …"`,
      answer: `For example: Another fact about ${subject} is that ${asClause(d3 ?? d1, text)}.`,
    },
  ];
  const feeling = `I like learning about ${subject}.`;
  const checks: CheckQuestion[] = [
    {
      question: `Which sentence ${third || grade === "2" ? "introduces the topic" : "names the topic"}, so it could begin a piece about ${subject}?`,
      choices: [first, d2],
      answer: first,
    },
    { question: `Which one is a fact about ${subject}?`, choices: [feeling, d3 ?? d1], answer: d3 ?? d1 },
  ];
  if (!k)
    checks.push({
      question: `Which sentence sums up the big idea, so it could close a piece about ${subject}?`,
      choices: [d1, closing],
      answer: closing,
    });
  const move: Moves[number] = k
    ? { move: "Name the topic and tell a fact about it", examples: [0], practice: [0] }
    : { move: "Write about a topic: introduce it, give a fact, and close", examples: [0], practice: [0] };
  return { examples, practice, checks, keyMoves: [move] };
}

/**
 * W.K.8–2.8: the informational text as the provided source ("gather information from provided sources to answer a
 * question"): two facts that answer a question, and the child finds one more. W.3.8–5.8 stay on the card: a brief
 * note in key words, sorted into categories or paraphrased, is not a sentence of the text, and a note copied whole
 * would teach the copying those cards warn against.
 */
function researchItems({ guide, list, subject, title }: Mentor): TextItems | null {
  const text = list.join(" ");
  const details = (guide.keyDetails ?? []).filter((d) => flat(text).includes(flat(d)) && standsAlone(d));
  if (details.length < 3) return null;
  const [d1, d2, d3] = details as [string, string, string];
  const question = `What are some facts about ${subject}?`;
  const examples: WorkedExample[] = [
    {
      show: `Our question: ${question} Our source is our reading, "${title}."`,
      thinkAloud: `I look back in our reading for a sentence that answers the question.`,
      answer: `One fact: "${d1}"`,
    },
    {
      show: `Let's find a second fact that answers our question.`,
      thinkAloud: `Two facts answer a question better than one. I keep looking in the same source.`,
      answer: `A second fact: "${d2}"`,
    },
  ];
  const practice: Practice[] = [
    {
      prompt: `Your turn: find one more fact in our reading that answers "${question}" Tell it to a partner.`,
      answer: `For example: "${d3}"`,
    },
  ];
  const checks: CheckQuestion[] = [
    {
      question: `Our question is: ${question} Which one answers it?`,
      choices: [`I like learning about ${subject}.`, d3],
      answer: d3,
    },
    { question: `Name one fact from our reading that answers our question.`, answer: `For example: "${d2}"` },
  ];
  return {
    examples,
    practice,
    checks,
    keyMoves: [{ move: "Find a fact in a source that answers a question", examples: [0], practice: [0] }],
  };
}

/**
 * The items of a writing standard made from our own text and its guide (`guide.subject` names the topic); null when
 * the standard is not one of these or the guide lacks what it needs: the lesson then teaches from its card.
 */
export function writingItems(
  guide: TextGuide,
  list: readonly string[],
  code: string,
  grade: Grade | null,
  title: string | null,
): TextItems | null {
  const skill = writingSkillOf(code);
  if (!skill || !title || list.length < 3) return null;
  const mentor: Mentor = { guide, list, subject: guide.subject ?? "", title, grade };
  if (skill === "narrative") return guide.kind === "story" ? narrativeItems(guide, list, title, grade) : null;
  if (guide.kind !== "informational" || !guide.subject) return null;
  if (skill === "opinion") return opinionItems(guide, list, guide.subject, title, grade);
  if (skill === "talk") return talkItems(guide, list, guide.subject, title, grade);
  return skill === "informative" ? informativeItems(mentor) : researchItems(mentor);
}

/**
 * What our text is used for in a lesson on `code` made by this file or text-context-clues.ts, for the NOTE (null for
 * any other standard): the text is read in the teaching, and the lesson's items use it as the standard needs.
 */
export function mentorUse(code: string): string | null {
  if (/^L\./.test(code))
    return "the worked example, the practice and the checks work out what its words mean from the words around them, in place of the teaching card's sentences";
  const skill = writingSkillOf(code);
  if (skill === "opinion")
    return "as the source of an opinion's reasons: the worked examples state an opinion a child could hold about the subject and give facts from it as reasons, and the child then writes an opinion with a reason from it, in place of the teaching card's model";
  if (skill === "talk")
    return "as the source of a short talk: the worked examples plan a talk from its main idea and facts, and the child then gives one out loud, in place of the teaching card's model";
  if (skill === "informative")
    return "as the model of a piece that teaches: the worked examples show how it names its topic, its facts and a closing, and the child then says facts about the subject with a sentence frame, in place of the teaching card's model";
  if (skill === "narrative")
    return "as the model of a story: the worked examples show who is in it and where, its events in order with time words and its ending, and the child then tells how it ends with time words, in place of the teaching card's model";
  if (skill === "research")
    return "as the source that answers a question: the worked examples find facts in it, and the child then finds one more, in place of the teaching card's source";
  return null;
}
