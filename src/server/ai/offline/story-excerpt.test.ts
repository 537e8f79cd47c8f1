import { describe, expect, it } from "vitest";
import type { Grade } from "@shared/schemas/grade";
import { parseContract } from "@shared/script/contract";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { chooseExcerpt, skipLine, storyPartsNote } from "./excerpt";
import { BRIDGE_STORY, FROG_STORY, KITE_STORY } from "./long-stories.fixture";
import { sentences } from "./safe-text";

/**
 * An attached story too long for a short lesson keeps its problem and its solution (docs/decisions/0081-story-read-in-part.md):
 * a K–5 specialist found a lesson on a story read as its first paragraph and its last, so the retelling and the
 * character questions had no problem to stand on.
 */
const STORIES = [
  {
    name: "Mila and the Oak Tree",
    text: KITE_STORY,
    grades: ["K", "1", "2", "3"] as Grade[],
    problem: "She did not know how she would ever get her kite back.",
    turn: "Then she remembered something.",
  },
  {
    name: "Pip Finds His Voice",
    text: FROG_STORY,
    grades: ["K", "1", "2"] as Grade[],
    problem:
      "But the contest was only three days away, and his croak was still so soft that even the dragonflies could not hear it.",
    turn: "Pip could hardly believe it.",
  },
  {
    name: "The Stepping Stones",
    text: BRIDGE_STORY,
    grades: ["3", "4", "5"] as Grade[],
    problem: "Jonah wanted to be friends with Lucia, but there was a problem.",
    turn: "Jonah had an idea.",
  },
];
/** The whole-text length by grade band (excerpt.ts): the most of a story read for these standards. */
const WHOLE = (g: Grade) => (g === "K" || g === "1" ? 160 : g === "2" || g === "3" ? 220 : 280);
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const body = (text: string) => sentences(text.split("\n").slice(1).join("\n"));

describe("a long story read in part", () => {
  it("is at least 600 words, so no lesson reads it whole", () => {
    for (const s of STORIES) expect(words(s.text), s.name).toBeGreaterThanOrEqual(600);
  });

  it("keeps the sentences that state the problem and turn to its solution, and the story's end, in order", () => {
    for (const s of STORIES) {
      const original = body(s.text);
      for (const grade of s.grades)
        for (const n of ["2", "3", "5"]) {
          for (const code of [`RL.${grade}.${n}`, ...(n === "3" ? [`W.${grade}.3`] : [])]) {
            const e = chooseExcerpt(s.text, grade, code)!;
            const read = sentences(e.text);
            const where = `${s.name} ${code}`;
            expect(read, where).toContain(s.problem);
            expect(read, where).toContain(s.turn);
            expect(read.at(-1), where).toBe(original.at(-1));
            expect(words(e.text), where).toBeLessThanOrEqual(WHOLE(grade));
            // Only the story's own sentences, in its order; every sentence read after one left out is a join.
            const at = read.map((x) => original.indexOf(x));
            expect(
              at.every((i) => i >= 0),
              where,
            ).toBe(true);
            expect(
              at.every((i, k) => k === 0 || i > at[k - 1]!),
              where,
            ).toBe(true);
            const joins = new Set(e.joins ?? []);
            const cut = e.ending ? sentences(e.ending)[0] : undefined;
            const unmarked = [...at.entries()].filter(
              ([k, i]) => k > 0 && i !== at[k - 1]! + 1 && !joins.has(read[k]!) && read[k] !== cut,
            );
            expect(unmarked, where).toEqual([]);
          }
        }
    }
  });

  it.each([2, 3])(
    "reads the problem and the solution in a %i-minute lesson, says where the middle was skipped, and the NOTE says what was left out",
    (targetMinutes) => {
      for (const s of STORIES)
        for (const grade of [s.grades[1]!, s.grades.at(-1)!])
          for (const code of [`RL.${grade}.2`, `RL.${grade}.3`]) {
            const e = chooseExcerpt(s.text, grade, code)!;
            const { text } = draftScript({
              topic: "Our story",
              grade,
              targetMinutes,
              seed: 11,
              standards: [{ code, description: "" }],
              characters: [starterCast[0]!, starterCast[2]!],
              concept: { title: "Story Quest", description: "" },
              pdfText: s.text,
            });
            const contract = parseContract(text);
            const said = contract.scenes.flatMap((sc) => sc.beats.flatMap((b) => (b.type === "line" ? [b.text] : [])));
            const heard = said.join(" ");
            const where = `${s.name} ${code} ${targetMinutes} min`;
            expect(heard, where).toContain(s.problem);
            expect(heard, where).toContain(s.turn);
            // The NOTE says what was left out: which parts a story read as its parts keeps, or how many sentences.
            const skipped = e.ending !== null && said.includes(skipLine(code));
            const expected = e.story
              ? storyPartsNote({ ...e.story, skipped: skipped ? e.story.skipped : 0 }, e.abridged)
              : undefined;
            expect(
              expected
                ? contract.notes.includes(expected)
                : contract.notes.some((n) => n.includes("left out for time")),
              where,
            ).toBe(true);
            // "What comes right after …?" is asked only of sentences next to each other in the story.
            const original = body(s.text);
            const lines = text.split("\n");
            for (const [k, line] of lines.entries()) {
              const asked = /right after this(?: part of our reading)?\? "([^"]+)"/.exec(line)?.[1];
              const i = asked ? original.indexOf(asked) : -1;
              if (i < 0) continue;
              // The answer: the first story sentence a later line says, other than the one asked about.
              const answer = lines
                .slice(k + 1)
                .map((l) => original.find((o) => o !== asked && l.includes(o)))
                .find((q) => q !== undefined);
              expect(answer, `${where}: after "${asked}"`).toBe(original[i + 1]);
            }
          }
    },
    120_000,
  );
});
