import * as z from "zod/mini";
import { STANDARD_CODE_RE } from "./standard-code";

/**
 * A teaching card: how to teach one CCSS ELA K–5 standard to children of its grade (ADR 0008).
 * Cards live in data/teaching/<strand>-<grade>.json (e.g. rl-k.json, l-3.json), one array per file,
 * every official code exactly once.
 * Everything in a card is written by this project; CCSS wording is never copied into it.
 *
 * Field rules (checked by {@link findCardProblems} and data/teaching/teaching-cards.test.ts):
 *  - kidGoal: starts "I can", at most 16 words.
 *  - explanation: 2–4 sentences a presenter says; Flesch–Kincaid grade ≤ grade + 1 (≤ 2 for K and 1).
 *  - examples ≥ 3, practice ≥ 3, checks ≥ 2, visuals ≥ 2, keyTerms ≥ 1.
 *  - mode "oral" (phonological awareness): nothing is read, written or spelled by the viewer.
 *  - mentorText ≤ 150 words; required for RL and RI cards and the text-type writing standards (W.x.1–3).
 */

/** `oral`: heard and said only (RF.K.2, RF.1.2); `print`: works on written language; `both`. */
export const teachingModeSchema = z.enum(["oral", "print", "both"]);

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
/** An array of `min`–`max` items. */
const list = <T extends z.ZodMiniType>(item: T, min: number, max: number) =>
  z.array(item).check(z.minLength(min), z.maxLength(max));

export const keyTermSchema = z.object({
  term: text(60),
  /** Kid-friendly definition, one sentence. */
  definition: text(240),
});

/** A worked example ("I do"): the actual language material, the presenter's think-aloud, the answer. */
export const workedExampleSchema = z.object({
  /** What is shown on screen (print) or said aloud (oral): the real words, sentence or short passage. */
  show: text(600),
  /** What the presenter thinks aloud while working it out, in the grade's language. */
  thinkAloud: text(600),
  answer: text(300),
});

export const practiceItemSchema = z.object({
  /** A task that makes the child apply the skill ("you do"). */
  prompt: text(400),
  answer: text(300),
});

export const checkQuestionSchema = z
  .object({
    question: text(300),
    /** Optional answer choices; when present, `answer` is one of them. */
    choices: z.optional(list(text(160), 2, 5)),
    answer: text(300),
  })
  .check(
    z.refine((c) => !c.choices || c.choices.includes(c.answer), {
      message: "answer must be one of the choices",
      path: ["answer"],
    }),
  );
export type CheckQuestion = z.infer<typeof checkQuestionSchema>;

export const mentorTextSchema = z.object({
  title: text(100),
  /** Original text written for the card at the grade's level, at most 150 words. */
  text: text(1200),
});

export const misconceptionSchema = z.object({
  /** The wrong idea children commonly hold. */
  wrong: text(300),
  /** How the presenter fixes it. */
  fix: text(400),
});

/**
 * A move the standard requires (docs/product/key-moves.md): RL.1.1 "a child asks a question and answers it",
 * RL.K.2 "a full retell with sequence words", W.x.1 "an opinion with a reason and a linking word". It names the
 * card items (0-based indices) that make the move; the offline engine always includes them, whatever the seed
 * or the length, and fits the time by dropping optional items instead.
 */
export const keyMoveSchema = z.object({
  move: text(200),
  examples: z.optional(z.array(z.int().check(z.nonnegative()))),
  practice: z.optional(z.array(z.int().check(z.nonnegative()))),
  checks: z.optional(z.array(z.int().check(z.nonnegative()))),
});

export const teachingCardSchema = z
  .object({
    code: z.string().check(z.regex(STANDARD_CODE_RE)),
    kidGoal: text(140),
    explanation: text(700),
    keyTerms: list(keyTermSchema, 1, 6),
    mode: teachingModeSchema,
    /** The moves the standard requires, as data (at least one on every card in data/teaching). */
    keyMoves: z.optional(list(keyMoveSchema, 1, 4)),
    examples: list(workedExampleSchema, 3, 6),
    mentorText: z.optional(mentorTextSchema),
    misconception: misconceptionSchema,
    practice: list(practiceItemSchema, 3, 6),
    checks: list(checkQuestionSchema, 2, 5),
    visuals: list(text(300), 2, 6),
    /** Producer notes: sensitivity, copyright, cultural ownership. */
    notes: z.optional(z.array(text(400))),
  })
  .check(
    z.refine(
      (c) =>
        (c.keyMoves ?? []).every(
          (m) =>
            (m.examples?.length ?? 0) + (m.practice?.length ?? 0) + (m.checks?.length ?? 0) > 0 &&
            (m.examples ?? []).every((i) => i < c.examples.length) &&
            (m.practice ?? []).every((i) => i < c.practice.length) &&
            (m.checks ?? []).every((i) => i < c.checks.length),
        ),
      { message: "every key move names at least one item, and only items the card has", path: ["keyMoves"] },
    ),
  );
export type TeachingCard = z.infer<typeof teachingCardSchema>;
export type WorkedExample = z.infer<typeof workedExampleSchema>;

export const teachingCardFileSchema = z.array(teachingCardSchema);
