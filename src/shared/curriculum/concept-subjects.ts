import * as z from "zod/mini";
import subjectsData from "@data/concept-subjects.json";

/**
 * The short noun phrase a concept title says the lesson's skill with (docs/decisions/0054-declared-staging.md):
 * "The Great Story Quest", "Cooking Up Inferences". A title template takes a noun phrase; a topic that is
 * not one ("Making Inferences", "How a Character's Choices Change a Story") or is too long for the title is
 * said with its catalogue topic's phrase, or its strand's. Declared in data/concept-subjects.json.
 */
const phrase = z.string().check(z.trim(), z.minLength(1), z.maxLength(24), z.regex(/^\S+(?:\s\S+)?(?:\s\S+)?$/));
export const conceptSubjectSchema = z.object({
  /** Used before a noun: "The Great ___ Quest" (one or two words, at most three). */
  modifier: phrase,
  /** Used alone: "Cooking Up ___". */
  plural: phrase,
});
export type ConceptSubject = z.infer<typeof conceptSubjectSchema>;

export const conceptSubjectsSchema = z.object({
  /** By CCSS strand (RL, RI, RF, L, W, SL) and OTHER for a lesson without standards. */
  strands: z.object({
    RL: conceptSubjectSchema,
    RI: conceptSubjectSchema,
    RF: conceptSubjectSchema,
    L: conceptSubjectSchema,
    W: conceptSubjectSchema,
    SL: conceptSubjectSchema,
    OTHER: conceptSubjectSchema,
  }),
  /** By catalogue topic name (data/topics.json), for the topics whose name does not fit a title. */
  topics: z.record(z.string(), conceptSubjectSchema),
});

/** The declared subjects, checked against the schema when the module loads. */
export const conceptSubjects = z.parse(conceptSubjectsSchema, subjectsData);
