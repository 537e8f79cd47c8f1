import { gradeLabel, type Grade } from "@shared/schemas/grade";
import { defaultTargetMinutes } from "@shared/schemas/script-length";
import { formatDuration } from "@shared/script-format";
import { readConsiderations } from "@shared/script/considerations";
import { chooseExcerpt, shownText, type Excerpt } from "./offline/excerpt";
import { lessonText } from "./lesson-text";
import { topicTextLibrary, type TopicTextLibrary } from "../curriculum/topic-texts";
import { neutraliseDelimiters } from "./untrusted-data";
import type { Concept, Standard } from "@shared/schemas/standard";
import type { ScriptCharacter } from "@shared/schemas/script";

/** Everything a generator needs, already validated and resolved by the server. */
export interface GenerationInput {
  topic: string;
  standards: Standard[];
  characters: ScriptCharacter[];
  concept: Concept;
  contentConsiderations: string | null;
  /** Text extracted from the supporting PDF (at most 50,000 characters), or null. */
  pdfText: string | null;
  contextScripts: { topic: string; concept: string; scriptContent: string }[];
  /** The grade the video is for, or null (→ the grade all the standards share, else none). */
  grade: Grade | null;
  /** Target length in minutes, or null (→ the grade's default). */
  targetMinutes: number | null;
  /** Offline engine seed (Regenerate sends a new one); undefined → derived from the inputs. */
  seed?: number;
}

/**
 * A user- or file-supplied value made safe to place inside an `<untrusted-data>` block: it cannot close
 * the block or open another one (ADR 0007), whatever look-alike it uses — case, spaces, entities, Unicode
 * look-alikes, invisible characters (ADR 0056, ./untrusted-data.ts). The text is otherwise kept as written.
 */
export function asData(text: string | null | undefined): string {
  return neutraliseDelimiters(text ?? "");
}

/** Each context script contributes this many characters to a prompt. */
export const PROMPT_CONTEXT_CHARS = 600;

/**
 * The grade a generation is for: the chosen grade, else the grade all the standards share, else none — a script is
 * never labelled with a grade the writer did not choose and the standards do not share (docs/product/rules.md).
 */
export function gradeOf(input: Pick<GenerationInput, "grade" | "standards">): Grade | null {
  if (input.grade) return input.grade;
  // A CCSS ELA K–5 code names its grade second: "RL.2.1", "RF.K.3.a".
  const grades = new Set(input.standards.map((s) => /^[A-Z]+\.(K|[1-5])\b/.exec(s.code)?.[1] ?? null));
  const only = grades.size === 1 ? [...grades][0] : null;
  return (only ?? null) as Grade | null;
}

/** An excerpt as a model receives it: its title on a line of its own, a middle left out for time marked "…". */
const asPrompt = (excerpt: Excerpt) => `${excerpt.title ? `${excerpt.title}\n\n` : ""}${shownText(excerpt)}`;

type LessonTextInput = Pick<GenerationInput, "pdfText" | "grade" | "standards" | "topic" | "contentConsiderations">;

const lessonTextOf = (input: LessonTextInput, library: TopicTextLibrary) =>
  lessonText(
    {
      pdfText: input.pdfText,
      topic: input.topic,
      grade: gradeOf(input),
      standard: input.standards[0]?.code ?? "",
      avoid: readConsiderations(input.contentConsiderations).avoid,
    },
    library,
  );

/**
 * The attachment as a model receives it (docs/product/attachments.md, ADR 0056): the excerpt the offline engine
 * teaches from, chosen after the same filter (instructions, addresses and contact details left out), its title on
 * a line of its own, a middle left out for time marked "…". Never the raw file text. Null without an attachment or when nothing speakable is left.
 */
export function lessonExcerpt(input: Pick<GenerationInput, "pdfText" | "grade" | "standards">): string | null {
  const excerpt = chooseExcerpt(input.pdfText, gradeOf(input), input.standards[0]?.code ?? "");
  return excerpt ? asPrompt(excerpt) : null;
}

/**
 * With no attachment, Nova Writer's own text about the subject the topic names, as a model receives it
 * (docs/product/topic-texts.md, ADR 0070): the very excerpt the offline engine reads, chosen the same way (the
 * primary standard's kind, the grade's band, none that mentions an avoided topic). Null when there is none.
 */
export function lessonTopicText(
  input: LessonTextInput,
  library: TopicTextLibrary = topicTextLibrary(),
): { subject: string; text: string } | null {
  const found = lessonTextOf(input, library);
  return found?.source === "topicText" ? { subject: found.subject, text: asPrompt(found.excerpt) } : null;
}

/**
 * The Mustache view shared by the prompt templates (see @shared/prompt-defaults.ts). Every user- or file-supplied
 * string goes through {@link asData}, so a template's `<untrusted-data>` delimiters always hold. The writer's
 * content considerations are the writer's instructions (docs/product/considerations.md): they are placed outside
 * the blocks, and only made unable to open or close one.
 */
export function promptView(
  input: Omit<GenerationInput, "concept"> & { concept?: Concept },
  extra: object = {},
  library: TopicTextLibrary = topicTextLibrary(),
) {
  const concept = input.concept ?? { title: "", description: "" };
  const grade = gradeOf(input);
  const targetSec = Math.round((input.targetMinutes ?? defaultTargetMinutes(grade)) * 60);
  const excerpt = lessonExcerpt(input);
  const own = excerpt ? null : lessonTopicText(input, library);
  return {
    ...input,
    grade: grade ?? "",
    gradeLabel: grade ? gradeLabel(grade) : "",
    targetMinutes: targetSec / 60,
    targetLength: formatDuration(targetSec),
    topic: asData(input.topic),
    contentConsiderations: input.contentConsiderations?.trim()
      ? neutraliseDelimiters(input.contentConsiderations.trim())
      : null,
    concept: { title: asData(concept.title), description: asData(concept.description) },
    characters: input.characters.map((c) => ({
      name: asData(c.name),
      label: asData(c.label),
      personality: asData(c.personality),
      catchphrase: c.catchphrase && c.catchphrase !== "??" ? asData(c.catchphrase) : null,
      educationalStrength: c.educationalStrength ? asData(c.educationalStrength) : null,
    })),
    // Only the lesson's excerpt of the PDF reaches a model (docs/product/security.md, "Supporting documents").
    pdfText: excerpt ? asData(excerpt) : null,
    // Our own text about the topic when nothing is attached: the lesson's text, still given as delimited material.
    topicText: own ? asData(own.text) : null,
    topicTextSubject: own ? asData(own.subject) : null,
    contextScripts: input.contextScripts.map((s) => ({
      topic: asData(s.topic),
      concept: asData(s.concept),
      excerpt: asData(s.scriptContent.slice(0, PROMPT_CONTEXT_CHARS).replace(/\s+/g, " ")),
    })),
    ...extra,
  };
}
