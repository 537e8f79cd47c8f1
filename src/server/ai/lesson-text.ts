import type { Grade } from "@shared/schemas/grade";
import type { AvoidRule } from "@shared/script/considerations";
import type { TopicText } from "@shared/curriculum/topic-text";
import { findTopicText, topicTextLibrary, type FoundTopicText, type TopicTextLibrary } from "../curriculum/topic-texts";
import { chooseExcerpt, type Excerpt } from "./offline/excerpt";
import type { TextGuide } from "./offline/text-guide";
import { textItems, textUse } from "./offline/text-questions";
import { seededRandom } from "./offline/random";

/**
 * The text a lesson reads, for both engines (docs/product/attachments.md, docs/product/topic-texts.md, ADR 0070):
 * the attached PDF's excerpt when a PDF is attached; else, when the typed topic names a subject of Nova Writer's
 * own library and the primary standard is taught from a text, that text's excerpt, with its title and its guide;
 * else none (the lesson teaches from its cards).
 */
export type LessonText =
  | { source: "attachment"; excerpt: Excerpt }
  | {
      source: "topicText";
      excerpt: Excerpt;
      subject: string;
      id: string;
      /** The subject is a classic tale the library retells (ADR 0094): the script names it as a fable or folktale. */
      tale?: FoundTopicText["tale"];
    };

/** What a topic text says about itself, as the excerpt carries it (text-guide.ts). */
export function guideOf(t: TopicText): TextGuide {
  return t.kind === "informational"
    ? { kind: t.kind, mainIdea: t.mainIdea, keyDetails: t.keyDetails, words: t.words }
    : {
        kind: t.kind,
        lesson: t.lesson,
        events: t.events,
        characters: t.characters,
        setting: t.setting,
        problem: t.problem,
        solution: t.solution,
        words: t.words,
      };
}

/**
 * The excerpt of a topic text for a lesson at `grade` on `standard`: the same choice as for an attachment
 * (`chooseExcerpt`), its title given on a line of its own (so it is read as a title, whatever its end mark) and
 * then replaced by the title as written.
 */
export function topicTextExcerpt(
  t: TopicText,
  grade: Grade | null,
  standard: string,
  subject?: string,
): Excerpt | null {
  const excerpt = chooseExcerpt(`${t.title.replace(/[.!?:]+$/, "")}\n${t.text}`, grade, standard);
  return excerpt ? { ...excerpt, title: t.title, guide: { ...guideOf(t), ...(subject ? { subject } : {}) } } : null;
}

export function lessonText(
  input: {
    pdfText?: string | null;
    topic: string;
    grade: Grade | null;
    standard: string;
    avoid?: readonly AvoidRule[];
  },
  library: TopicTextLibrary = topicTextLibrary(),
): LessonText | null {
  if (input.pdfText?.trim()) {
    const excerpt = chooseExcerpt(input.pdfText, input.grade, input.standard);
    return excerpt ? { source: "attachment", excerpt } : null;
  }
  const found = findTopicText(
    { topic: input.topic, grade: input.grade, standard: input.standard, avoid: input.avoid },
    library,
  );
  if (!found) return null;
  const excerpt = topicTextExcerpt(found.text, input.grade, input.standard, found.subject);
  // Our text only as the lesson's text: a standard a text teaches, with the questions this text can give (RI.x.3
  // needs links it marks). Read and then set aside, or one sentence of it in the hook, it would be a reading that goes
  // nowhere (docs/product/topic-texts.md, rule 4). Whether items can be made does not depend on the seed.
  const teaches =
    excerpt !== null &&
    textUse(input.standard, textItems(excerpt, input.standard, input.grade, seededRandom(0)) !== null) === "teach";
  return excerpt && teaches
    ? {
        source: "topicText",
        excerpt,
        subject: found.subject,
        id: found.text.id,
        ...(found.tale ? { tale: found.tale } : {}),
      }
    : null;
}
