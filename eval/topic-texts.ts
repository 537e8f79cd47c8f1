import type { Grade } from "../src/shared/schemas/grade";
import { parseContract, type ScriptContract } from "../src/shared/script/contract";
import { draftScript } from "../src/server/ai/offline/draft-script";
import { sentences } from "../src/server/ai/offline/safe-text";
import { lessonText, topicTextExcerpt } from "../src/server/ai/lesson-text";
import { textItems, textUse } from "../src/server/ai/offline/text-questions";
import { seededRandom } from "../src/server/ai/offline/random";
import { matchSubject, type TopicTextLibrary } from "../src/server/curriculum/topic-texts";
import { getTeachingCard } from "../src/server/curriculum/teaching-cards";
import { starterCast } from "../src/server/db/seed-characters";

/**
 * The eval's figure for docs/product/topic-texts.md: typed subject topics taught from a topic text. A fixed list of
 * subject topics (as a teacher types them) × primary standards — literature (RL), informational text (RI), a text
 * read aloud (SL.x.2), and one foundational-skills, language and writing standard each — at several grades. A case
 * counts when the offline script is drafted from our own text about the subject (its NOTE says so), reads the
 * text (its first sentence is spoken), and, for a standard a text teaches, every check's revealed answer is words
 * of the text or what its guide states (a main idea, a lesson, an event, a word's meaning). Context clues (L.x.4,
 * L.x.4.a) and informative, narrative and research writing (W.x.2, W.x.3, W.x.8) are taught from a text's guide
 * (ADR 0076), and so are an opinion (W.x.1) and a short talk (SL.x.4, ADR 0090); foundational skills stay on the card. A case whose subject has no file yet is skipped, and said so.
 */
export const TOPIC_TEXT_CASES: { topic: string; grade: Grade; standard: string }[] = [
  { topic: "Honeybees", grade: "K", standard: "RI.K.2" },
  { topic: "honeybees", grade: "2", standard: "RL.2.2" },
  { topic: "Butterflies", grade: "1", standard: "RL.1.3" },
  { topic: "The water cycle", grade: "3", standard: "RI.3.2" },
  { topic: "Volcanoes", grade: "4", standard: "RI.4.3" },
  { topic: "The moon", grade: "1", standard: "SL.1.2" },
  { topic: "Recycling", grade: "4", standard: "SL.4.2" },
  { topic: "Friendship", grade: "K", standard: "RL.K.3" },
  { topic: "Moving to a new home", grade: "5", standard: "RL.5.2" },
  { topic: "Libraries", grade: "3", standard: "RI.3.1" },
  { topic: "Penguins", grade: "5", standard: "RI.5.2" },
  { topic: "Kindness", grade: "2", standard: "RL.2.1" },
  { topic: "Frogs", grade: "1", standard: "RF.1.3.a" },
  { topic: "Trees", grade: "3", standard: "L.3.4.a" },
  { topic: "Camping", grade: "4", standard: "W.4.3" },
  // Context clues and writing from the text's guide (ADR 0076): informative, research, and an opinion (ADR 0090).
  { topic: "Honeybees", grade: "K", standard: "L.K.4" },
  { topic: "Penguins", grade: "2", standard: "W.2.2" },
  { topic: "Frogs", grade: "2", standard: "W.2.8" },
  { topic: "Recycling", grade: "4", standard: "W.4.1" },
  { topic: "Presenting facts about penguins", grade: "4", standard: "SL.4.4" },
];

export interface TopicTextFigure {
  taught: number;
  cases: number;
  /**
   * Of the counted cases, those taught from the teaching card with no word of the text said and no NOTE about it:
   * a standard no text teaches (RF, most L and W), or a text without what the standard asks (RI.4.3 on a text that marks
   * fewer than two links). Our text is never read and then set aside (docs/product/topic-texts.md).
   */
  cardOnly: string[];
  skipped: string[];
  failed: string[];
}

/** A line as compared with a text: no quotation marks, one space, lower case, no end mark. */
export const flat = (t: string) =>
  t
    .replace(/[“”"]/g, "")
    .replace(/\s+/g, " ")
    .toLowerCase()
    .replace(/[.!?]$/, "")
    .trim();

/** The quiz's revealed answers: the lines right after a think pause. */
export function reveals(contract: ScriptContract): string[] {
  const quiz = contract.scenes.find((s) => s.kind === "check");
  return (
    quiz?.beats.flatMap((b, i) => (b.type === "line" && quiz.beats[i - 1]?.type === "pause" ? [b.text] : [])) ?? []
  );
}

export function topicTextFigure(library: TopicTextLibrary): TopicTextFigure {
  const out: TopicTextFigure = { taught: 0, cases: 0, cardOnly: [], skipped: [], failed: [] };
  for (const c of TOPIC_TEXT_CASES) {
    const label = `${c.topic} / ${c.standard}`;
    if (!matchSubject(c.topic, library)) {
      out.skipped.push(label);
      continue;
    }
    out.cases += 1;
    const lesson = lessonText({ topic: c.topic, grade: c.grade, standard: c.standard }, library);
    const { text, contract } = draftScript(
      {
        topic: c.topic,
        grade: c.grade,
        targetMinutes: 4,
        seed: 1,
        standards: [{ code: c.standard, description: "" }],
        characters: [starterCast[0]!, starterCast[1]!],
        concept: { title: "Word Quest", description: "" },
      },
      { getCard: getTeachingCard, topicTexts: library },
    );
    const parsed = parseContract(text);
    const spoken = flat(
      parsed.scenes.flatMap((s) => s.beats.flatMap((b) => (b.type === "line" ? [b.text] : []))).join(" "),
    );
    const excerpt = lesson?.source === "topicText" ? lesson.excerpt.text : null;
    const first = excerpt ? sentences(excerpt)[0] : undefined;
    const ours = contract.notes.some((n) => n.includes("Nova Writer's own text"));
    const read = Boolean(first && spoken.includes(flat(first)));
    // Reading and a text read aloud; context clues and informative, narrative and research writing from its guide.
    const teaches =
      /^(?:R[LI]\.|SL\.(?:K|\d)\.[24]$|L\.(?:K\.4|[1-5]\.4(?:\.a)?)$|W\.(?:K|\d)\.[123]$|W\.(?:K|1|2)\.8$)/.test(
        c.standard,
      );
    // An opinion's own sentences (text-opinion.ts, ADR 0090): the opinion told from a fact, and its closing.
    const ownOpinion = (t: string) =>
      /^W\.(?:K|\d)\.1$/.test(c.standard) &&
      /^(?:Learning about .+ is fun|That is why everyone should learn about .+)\.?$/.test(t);
    const inText = (t: string) => flat(excerpt ?? "\u0000").includes(flat(t));
    // What the text's guide states beside it (text-guide.ts): a main idea, a lesson, an event retold in our words, a setting.
    const guide = lesson?.source === "topicText" ? lesson.excerpt.guide : undefined;
    // A story's setting is said as the guide states it ("The setting is a doctor's office.", character-checks.ts).
    const stated = [
      guide?.mainIdea,
      guide?.lesson,
      ...(guide?.events ?? []),
      ...(guide?.words ?? []).map((w) => w.meaning),
      guide?.setting ? `The setting is ${guide.setting}` : undefined,
    ].filter((t): t is string => Boolean(t));
    const fromGuide = (t: string) => stated.some((g) => flat(t).startsWith(flat(g)) || flat(g) === flat(t));
    // A retelling the quiz offers ("First, … Next, … Last, …", ADR 0079): each of its sentences one of the guide's events.
    const retold = (t: string) => {
      const parts = t.split(/(?<=[.!?])\s+/).map((x) => x.replace(/^(?:First|Next|Then|After that|Last),\s*/, ""));
      return parts.length > 1 && parts.every((x) => inText(x) || fromGuide(x));
    };
    // Not about the text by design (ADR 0079): the message of a short story the card tells in its own question, after
    // our story's is modelled; and an opinion that does not belong in a summary, asked against a key detail.
    const cardStory = new Set((getTeachingCard(c.standard)?.checks ?? []).map((k) => flat(k.answer)));
    const answers = reveals(parsed);
    const answered =
      !teaches ||
      (answers.length > 0 &&
        answers.every((a) => {
          const bare = a
            .replace(/^(?:Thumbs (?:up|down)[.!]\s*)?/, "")
            .replace(/^(?:Here's the answer:|Here's one way to say it:|The answer is(?: [A-E]:)?)\s*/, "")
            // How a key detail supports the main idea, said with the guide's main idea (RI.4.2–5.2).
            .replace(/^It tells one part of the main idea:\s*/, "");
          return (
            inText(bare) ||
            fromGuide(bare) ||
            retold(bare) ||
            cardStory.has(flat(bare)) ||
            ownOpinion(bare) ||
            (/^I think this is\b/.test(bare) && /does not belong in a summary/.test(spoken)) ||
            (bare.match(/[“"][^”"]+[”"]/g) ?? []).some((q) => inText(q.slice(1, -1)))
          );
        }));
    const anySaid = sentences(excerpt ?? "").some((x) => x.split(/\s+/).length > 4 && spoken.includes(flat(x)));
    if (ours && read && answered && teaches) out.taught += 1;
    else if (!ours && !anySaid) out.cardOnly.push(label);
    else
      out.failed.push(
        `${label}: ${!excerpt ? "no text for its grade and kind" : !ours ? "read without its NOTE" : !read ? "not read" : !teaches ? "read for a standard no text teaches" : "a check not answered from the text"}`,
      );
  }
  return out;
}

/**
 * The library's own figure (docs/product/topic-texts.md, "What a text can teach"): every topic text × every reading
 * standard of its band a text of its kind teaches — RL.x.1–4 for a story; RI.x.1–4 and SL.x.2 for an informational
 * text — at each grade of the text. A pair counts when the lesson on that standard at that grade is taught from the
 * text (`lessonText`'s test: the excerpt for the grade gives the standard's questions), not only named while the
 * card teaches. RI.x.8 (an author's reasons) is counted apart: most of our texts explain rather than argue, and
 * only a text that marks its reasons teaches it. The failures are listed as "id standard".
 */
export interface TextStandardFigure {
  teaching: number;
  pairs: number;
  failed: string[];
  reasons: { teaching: number; pairs: number };
}

export function textStandardFigure(library: TopicTextLibrary): TextStandardFigure {
  const out: TextStandardFigure = { teaching: 0, pairs: 0, failed: [], reasons: { teaching: 0, pairs: 0 } };
  for (const subject of library.subjects)
    for (const t of subject.texts)
      for (const grade of t.grades) {
        const codes =
          t.kind === "story"
            ? [1, 2, 3, 4].map((n) => `RL.${grade}.${n}`)
            : [...[1, 2, 3, 4, 8].map((n) => `RI.${grade}.${n}`), `SL.${grade}.2`];
        for (const code of codes) {
          const excerpt = topicTextExcerpt(t, grade, code);
          const made = excerpt !== null && textItems(excerpt, code, grade, seededRandom(0)) !== null;
          const taught = made && textUse(code, made) === "teach";
          const tally = /^RI\.(?:K|\d)\.8$/.test(code) ? out.reasons : out;
          tally.pairs += 1;
          if (taught) tally.teaching += 1;
          else if (tally === out) out.failed.push(`${t.id} ${code}`);
        }
      }
  return out;
}

/**
 * The writing, speaking and language figure (ADR 0090): every W, SL and L standard of the catalogue at its own grade
 * × a sample of library subjects, typed as a teacher types a subject ("penguins"). A pair counts when the lesson's
 * teach scene uses our text (`lessonText` gives the topic text: its items for the standard are made from it), not
 * only the card. `perStandard` subjects per standard, taken in turn from the library (so every subject is met
 * across the standards). The standards taught from the card are listed by code with their count.
 */
export interface WritingLanguageFigure {
  taught: number;
  pairs: number;
  /** Standard code → pairs of it taught from the card. */
  fromCard: Map<string, number>;
}

export function writingLanguageFigure(
  library: TopicTextLibrary,
  codes: readonly string[],
  perStandard = 2,
): WritingLanguageFigure {
  const out: WritingLanguageFigure = { taught: 0, pairs: 0, fromCard: new Map() };
  const subjects = library.subjects;
  if (subjects.length === 0) return out;
  let turn = 0;
  for (const code of codes) {
    const grade = /^(?:W|SL|L)\.(K|[1-5])\./.exec(code)?.[1] as Grade | undefined;
    if (!grade) continue;
    for (let k = 0; k < perStandard; k++) {
      const subject = subjects[turn++ % subjects.length]!;
      out.pairs += 1;
      const lesson = lessonText({ topic: subject.subject, grade, standard: code }, library);
      if (lesson?.source === "topicText") out.taught += 1;
      else out.fromCard.set(code, (out.fromCard.get(code) ?? 0) + 1);
    }
  }
  return out;
}
