import type { Grade } from "@shared/schemas/grade";
import type { Beat } from "@shared/script/contract";
import { practicePause, thinkTask, writesAtLength } from "./pauses";
import { planned } from "./plan";
import { hasBlank, speakBlanks } from "./spoken-blanks";
import { saidUnmarked, type Block, type Cast } from "./teach-blocks";
import { startsWithName } from "./topic";

/**
 * The teacher's topic as the child's own task (docs/product/topics.md, "When the child makes the content"). The
 * offline engine cannot say anything true about a topic it has no text for, but for a standard where the child
 * makes the content — an opinion, informative or narrative piece (W.x.1–3), recalling what they know (W.x.8),
 * telling or describing (SL.x.4), a picture for a talk (SL.x.5), a discussion (SL.x.1) — the topic is exactly what
 * the child writes or talks about, and asking for it needs no fact about it. The lesson's last practice item is
 * then the card's move applied to the topic, in the child's words; its reveal says what a strong answer includes
 * and never makes up an answer.
 */

/** What the child makes for the standard: the move the task asks for. */
export type TopicTaskKind = "opinion" | "informative" | "narrative" | "recall" | "describe" | "display" | "discuss";

/** The practice item on the topic: the prompt (with a sentence frame when the topic's shape makes one sure). */
export interface TopicTask {
  kind: TopicTaskKind;
  prompt: string;
  /** What a strong answer includes: said after the pause, never an answer made up for the child. */
  reveal: string;
  /**
   * A narrative of the child's own experience ("my first day of school", "a time I …", "our trip to …"): the one
   * place the lesson's child tells their own story, so the item is kept however long the lesson runs (W.x.3 asks the
   * child to narrate, not only to retell a text's story).
   */
  own?: boolean;
}

const STANDARD = /^(W|SL)\.(K|[1-5])\.(\d+)(?:\.[a-z])?$/;

/**
 * The kind of task a standard's code asks of the child, or null for a standard where the child does not make the
 * content (reading, foundational skills, language, and the listening standards SL.x.2–3: but a speaker's claim,
 * SL.4.3 and SL.5.3, is the child's own to make when the topic asks for an opinion).
 */
export function topicTaskKind(code: string, opinionQuestion = false): TopicTaskKind | null {
  const m = STANDARD.exec(code);
  if (!m) return null;
  const [, strand, grade, n] = m;
  if (strand === "W")
    return ({ "1": "opinion", "2": "informative", "3": "narrative", "8": "recall" } as const)[n!] ?? null;
  if (n === "1") return "discuss";
  if (n === "4") return "describe";
  if (n === "5") return "display";
  if (n === "3" && (grade === "4" || grade === "5") && opinionQuestion) return "opinion";
  return null;
}

/**
 * A question that asks for the child's opinion ("Which class job is the best?", "Should our school start later?",
 * "Is it better to read or draw?"): never a skill's title, whatever its words, so the topic is said where a subject
 * is (docs/product/topics.md) even when its subject is a short word such as "job".
 */
export const isOpinionQuestion = (topic: string): boolean =>
  /^(?:which\b.*\bbest|should|is it better|what(?:'s| is) (?:your favou?rite|the best))\b[^?]*\??$/i.test(topic.trim());

/**
 * A topic typed as a question, with its question mark ("should our school have a longer recess" → "Should our school
 * have a longer recess?"): a teacher often leaves the mark off. Null for a topic that is not a question.
 */
export function topicQuestion(topic: string): string | null {
  const t = topic.trim().replace(/\s+/g, " ");
  if (/\?$/.test(t)) return t;
  if (!/^(?:should|could|would|is|are|do|does|can|which|what|why|how|who|where|when)\s+\S+\s+\S+/i.test(t)) return null;
  return `${t.charAt(0).toUpperCase()}${t.slice(1)}?`;
}

/** Verbs an opinion question's subject commonly takes ("Should our school start later?"). */
const VERBS = new Set(
  (
    "start end begin have be get wear play go eat bring learn use keep take make let allow ban add read write give " +
    "do stay help plant build change sell buy walk ride recycle grow visit spend share open close sit pick vote " +
    "hold pay clean bake cook sing dance move travel work need"
  ).split(" "),
);
/** Who an opinion question is about, said as written: "we", "kids", "our school", "the class". */
const PRONOUN = /^(?:we|you|they|kids|children|students|people|families|grown-ups|adults|teachers)$/i;
const DETERMINER = /^(?:our|the|every|all|each|my|your|this|that)$/i;

/** Endings of common nouns a topic starts with ("Glaciers", "Volcanoes", "Recycling", "Friendship"). */
const COMMON_ENDING = /^[A-Z][a-z]+(?:ing|tion|tions|ness|ship|ers|oes|ies|ches|shes|ments)$/;
/** Common words a topic often starts with, not names. */
const COMMON = new Set(
  (
    "school class home family friends pets animals plants weather food sports games books music art recess lunch " +
    "summer winter spring fall autumn rain snow trees frogs bugs insects birds dogs cats fish bees seeds space " +
    "oceans rivers storms homework chores uniforms recycling kindness"
  ).split(" "),
);

/** The topic in the child's words, said inside a sentence: "my"/"the best" becomes theirs, framing verbs go. */
function subjectPhrase(topic: string): string {
  let t = topic
    .trim()
    .replace(/[.!;:,]+$/, "")
    .replace(
      /^(?:explaining|explain|describing|describe|writing about|write about|telling about|tell about|talking about|talk about|a story about|all about)\s+/i,
      "",
    );
  t = t.replace(/^(?:My|my)\s+/, "your ");
  t = t.replace(/^(?:The|the)\s+(best|worst|first|last|favou?rite|funniest|happiest|scariest)\b/, "your $1");
  // A sentence-initial capital on a common word ("The", "Glaciers", "Recycling at home") is lowered inside the
  // prompt; a name keeps its capital ("Abraham Lincoln", and any word not surely common: "Mars").
  const [first = "", ...rest] = t.split(" ");
  const common =
    /^(?:the|a|an|our|your|how|why|what|when|where)$/i.test(first) ||
    (rest.every((w) => !/^[A-Z]/.test(w)) &&
      (COMMON_ENDING.test(first) || COMMON.has(first.toLowerCase())) &&
      !startsWithName(t));
  return common ? `${first.charAt(0).toLowerCase()}${first.slice(1)}${rest.length ? ` ${rest.join(" ")}` : ""}` : t;
}

/** A personal experience the child can recall: "your best day at the park", "a time you were brave". */
const EXPERIENCE =
  /\b(?:my|your|our|day|days|time|trip|visit|vacation|weekend|summer|winter|birthday|holiday|party|first|best|favou?rite)\b/i;

/** A topic that is the child's own experience, said in the first person: "my …", "a time I …", "our trip to …". */
const OWN_EXPERIENCE = /^(?:my|our|a time (?:i|we)|the (?:day|time) (?:i|we)|when (?:i|we))\b/i;

const OPINION_REVEAL = "Many answers work. A strong answer says your opinion first, then a reason with because.";
/**
 * At grades 4–5 an opinion's reasons are backed by facts and details (W.4.1, W.5.1), and a speaker's claim by reasons
 * and evidence (SL.4.3, SL.5.3): the task asks for one, which the child knows from their own school or life.
 */
const BACKED = "a reason with because and a fact or detail that backs it up";
const OLDER_OPINION_REVEAL = `Many answers work. A strong answer says your opinion first, then ${BACKED}.`;

/**
 * An opinion question and its prompt: a sentence frame only for a shape that makes it sure ("Which X is the
 * best?", "What is your favorite X?", "Is it better to A or B?", "Should …?"), else a plain prompt.
 */
function opinionPrompt(question: string): string {
  const q = question.trim();
  const best =
    /^(?:which|what)\s+(?:is|would be)\s+the\s+best\s+([a-z][a-z' -]*?)\?$/i.exec(q) ??
    /^which\s+([a-z][a-z' -]*?)\s+(?:is|would be)\s+the\s+best\?$/i.exec(q);
  if (best) return `Say your opinion and a reason: I think ___ is the best ${best[1]!.toLowerCase()} because ___.`;
  const favorite = /^what(?:'s| is)\s+your\s+(favou?rite)\s+([a-z][a-z' -]*?)\?$/i.exec(q);
  if (favorite)
    return `Say your opinion and a reason: My ${favorite[1]!.toLowerCase()} ${favorite[2]!.toLowerCase()} is ___ because ___.`;
  const better = /^is\s+it\s+better\s+to\s+(.+?)\s+or\s+(?:to\s+)?(.+?)\?$/i.exec(q);
  if (better) return `Pick one and give a reason: I think it is better to ___ because ___.`;
  const should = /^should\s+(.+?)\?$/i.exec(q);
  if (should) {
    const words = should[1]!.split(/\s+/);
    // "Should our school start later?" → "whether you think our school should start later", only when the subject
    // is sure: a pronoun, or "our/the …" and one word, followed by a common verb.
    const at = PRONOUN.test(words[0] ?? "") ? 1 : DETERMINER.test(words[0] ?? "") && words.length > 2 ? 2 : 0;
    if (at > 0 && VERBS.has((words[at] ?? "").toLowerCase()))
      return `Say whether you think ${words.slice(0, at).join(" ").toLowerCase()} should ${words.slice(at).join(" ")}, and give one reason with because.`;
    return "Say yes or no, and give one reason with because: I think ___ because ___.";
  }
  return "Say what you think, and give one reason with because.";
}

/**
 * The practice item on `topic` for a lesson on `code` at `grade`, or null when the standard is not one where the
 * child makes the content. The caller passes only a topic that names a subject (not a skill's title).
 */
export function topicTask(topic: string, code: string, grade: Grade | null): TopicTask | null {
  const question = topicQuestion(topic);
  const kind = topicTaskKind(code, isOpinionQuestion(topic));
  if (!kind) return null;
  const young = grade === "K" || grade === "1" || grade === "2";
  const about = subjectPhrase(topic);
  const lead = question ? `Your turn: ${question} ` : "Your turn: ";
  switch (kind) {
    case "opinion": {
      const older = grade === "4" || grade === "5";
      const prompt = question
        ? `${lead}${opinionPrompt(question)}`
        : `${lead}What do you think about ${about}? Say your opinion, and give one reason with because.`;
      return {
        kind,
        prompt: older ? prompt.replace("give one reason with because", `give ${BACKED}`) : prompt,
        reveal: older ? OLDER_OPINION_REVEAL : OPINION_REVEAL,
      };
    }
    case "informative":
      return {
        kind,
        prompt: question
          ? `${lead}Tell one fact you know that answers it.`
          : young
            ? `${lead}Tell about ${about}. Name the topic, then give one fact you know about it.`
            : `${lead}Write a first sentence for a piece about ${about} that names the topic and says what your piece will teach.`,
        reveal: young
          ? "Many answers work. A strong answer names the topic first, then gives a fact you really know."
          : "Many answers work. A strong first sentence names the topic and tells the reader what they will learn.",
      };
    case "narrative":
      if (!question && OWN_EXPERIENCE.test(topic.trim()))
        return {
          kind,
          prompt: `${lead}Tell about ${about}. Say what happened first, then next, and how it ended.`,
          reveal:
            "Many answers work. A strong answer tells your events in order, with words like first and next, and an ending.",
          own: true,
        };
      return {
        kind,
        prompt: question
          ? `${lead}Tell a story that answers it. Say what happened first, next and last.`
          : EXPERIENCE.test(topic)
            ? `${lead}Tell about ${about}. Say what happened first, next and last.`
            : `${lead}Make up a short story about ${about}. Say what happens first, next and last.`,
        reveal: "Many answers work. A strong answer tells the events in order, with words like first, next and last.",
      };
    case "recall":
      return {
        kind,
        prompt: question
          ? `${lead}Tell two things you remember or know that help answer it.`
          : young
            ? `${lead}Think about ${about}. Tell two things you remember or know about it.`
            : `${lead}List two things you already know about ${about}, and one question you would look up.`,
        reveal: "Many answers work. A strong answer sticks to things you really remember or know.",
      };
    case "describe":
      return {
        kind,
        prompt: question
          ? `${lead}Tell your answer in full sentences, with one detail that fits.`
          : EXPERIENCE.test(topic)
            ? `${lead}Tell about ${about}. Say what you saw, heard and did.`
            : `${lead}Tell a partner what you know about ${about}, with details that fit.`,
        reveal: "Many answers work. A strong answer uses details that fit, said clearly in full sentences.",
      };
    case "display":
      return {
        kind,
        prompt: young
          ? `${lead}Think of a picture you could draw for a talk about ${question ? "it" : about}. Say what it would show.`
          : `${lead}Plan one picture or chart for a talk about ${question ? "it" : about}. Say what it would show and which point it helps.`,
        reveal: "Many answers work. A strong answer says what the picture shows and how it helps your listener.",
      };
    case "discuss":
      return {
        kind,
        prompt: question
          ? `Turn and talk: ${question} Take turns: say what you think, then ask your partner one question about their idea.`
          : `Turn and talk about ${about}. Take turns: say one idea, then ask your partner one question about theirs.`,
        reveal: "Many answers work. A strong turn says your idea, listens to your partner, and asks about theirs.",
      };
  }
}

/**
 * The topic's task as the practice scene's last block: the presenter sets it (shown on screen when it has a frame
 * to fill, or the lesson shows its practice), the child gets the think time its task needs, and the reveal says
 * what a strong answer includes. Nothing is drawn from the seed, so every other choice a seed makes stays as it was.
 */
export function topicTaskBlock(
  task: TopicTask,
  cast: Cast,
  opts: { who: number; shown: boolean; grade: Grade | null },
): Block {
  const think = thinkTask(task.prompt, false, task.reveal);
  // A long written task stops the video instead of a pause (docs/decisions/0096).
  const { cue, seconds } = practicePause(task.prompt, think, opts.grade);
  const beats: Beat[] = [
    ...(opts.shown || hasBlank(task.prompt) ? [{ type: "onScreen" as const, text: task.prompt }] : []),
    cast.plain(opts.who, `${speakBlanks(saidUnmarked(task.prompt), { inPlace: true })}${cue}`),
    {
      type: "pause",
      seconds,
      text: writesAtLength(task.prompt, think) ? "viewers pause the video and write" : "viewers try it",
    },
    cast.plain(opts.who, task.reveal),
  ];
  const block: Block = { ...planned("topicTask"), sceneIndex: 0, cardIndex: 0, order: 100, beats, stretchable: true };
  // The child's own story is never dropped for time: the fitter cuts other optional items first.
  if (task.own) delete block.dropOrder;
  return block;
}
