import * as z from "zod/mini";

/**
 * Nova Writer's own short texts about common K–5 subjects (docs/product/topic-texts.md, ADR 0070): for each
 * subject an informational text and a story per grade band (K–1, 2–3, 4–5), so a lesson on a typed subject
 * ("honeybees") reads a text about it, as it reads an attached PDF. Files: data/topic-texts/*.json, each
 * `{ "subjects": [...] }`. Everything in them is written by this project.
 *
 * Field rules beyond the schema (checked by data/topic-texts/topic-texts.test.ts): ids unique and of the form
 * `<slug>-info|story-k1|23|45`; each alias in one subject only; key details and character evidence word for word
 * from the text; word counts and Flesch–Kincaid grade within the band's limits (TOPIC_TEXT_BANDS); no sentence
 * addressed to the listener outside a quotation.
 */

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const list = <T extends z.ZodMiniType>(item: T, min: number, max: number) =>
  z.array(item).check(z.minLength(min), z.maxLength(max));

/** The grade bands a text is written for: two grades each. */
export const TOPIC_TEXT_BANDS = {
  k1: { grades: ["K", "1"], info: [60, 120], story: [80, 150], maxFk: 2.0 },
  "23": { grades: ["2", "3"], info: [110, 190], story: [130, 210], maxFk: 4.0 },
  "45": { grades: ["4", "5"], info: [150, 250], story: [170, 270], maxFk: 6.5 },
} as const;
export type TopicTextBand = keyof typeof TOPIC_TEXT_BANDS;

const gradePair = z.union([
  z.tuple([z.literal("K"), z.literal("1")]),
  z.tuple([z.literal("2"), z.literal("3")]),
  z.tuple([z.literal("4"), z.literal("5")]),
]);

const wordSchema = z.object({ word: text(40), meaning: text(200) });

const common = {
  id: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*-(?:info|story)-(?:k1|23|45)$/)),
  grades: gradePair,
  /** A short title, said as a title. */
  title: text(60),
  /** The text only: paragraphs separated by a blank line, no headings. */
  text: text(2400),
  /** 1–3 words a child at the grade may not know, each defined in the text itself. */
  words: list(wordSchema, 1, 3),
};

export const informationalTopicTextSchema = z.object({
  ...common,
  kind: z.literal("informational"),
  /** One plain sentence a child could say. */
  mainIdea: text(200),
  /** 2–4 sentences of the text, word for word. */
  keyDetails: list(text(300), 2, 4),
});

export const storyTopicTextSchema = z.object({
  ...common,
  kind: z.literal("story"),
  setting: text(200),
  characters: list(z.object({ name: text(40), trait: text(60), evidence: text(300) }), 1, 4),
  problem: text(300),
  solution: text(300),
  /** 3–6 short past-tense sentences in story order (a retelling). */
  events: list(text(200), 3, 6),
  /** The story's lesson (K–1) or theme (4–5): shown by the characters, never stated by a narrator. */
  lesson: text(200),
});

export const topicTextSchema = z.discriminatedUnion("kind", [informationalTopicTextSchema, storyTopicTextSchema]);
export type TopicText = z.infer<typeof topicTextSchema>;

/**
 * The kinds of classic tale the library retells (ADR 0094): a fable (a short story, often about animals, that ends
 * in a lesson: Aesop's) or a folktale (an old story told aloud for many years before it was written down).
 */
export const TALE_KINDS = ["fable", "folktale"] as const;
export type TaleKind = (typeof TALE_KINDS)[number];

export const topicSubjectSchema = z.object({
  /** The subject as a teacher would name it ("honeybees", "the water cycle"; a tale by its title). */
  subject: text(60),
  /**
   * Set only for a classic tale (docs/product/topic-texts.md, ADR 0094): its stories retell the tale in our own
   * words and its informational texts tell about the tale's tradition. A topic that asks for a fable or folktale
   * gets a text only from a subject with this field.
   */
  tale: z.optional(z.enum(TALE_KINDS)),
  /**
   * Where the tale is told from, as said after "a fable from" / "a folktale from" ("ancient Greece", "Norway"): only
   * where that is well documented, so only with `tale`.
   */
  origin: z.optional(text(80)),
  /** The words a teacher would type for it, lower case: each in this subject only. */
  aliases: list(z.string().check(z.trim(), z.minLength(2), z.maxLength(40), z.regex(/^[a-z][a-z' -]*[a-z]$/)), 1, 16),
  texts: list(topicTextSchema, 1, 12),
});
export type TopicSubject = z.infer<typeof topicSubjectSchema>;

export const topicTextFileSchema = z.object({ subjects: list(topicSubjectSchema, 1, 200) });

/** The band a grade's texts are written for. */
export const bandOfGrade = (grade: string): TopicTextBand =>
  grade === "K" || grade === "1" ? "k1" : grade === "2" || grade === "3" ? "23" : "45";
