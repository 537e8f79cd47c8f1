import { describe, expect, it } from "vitest";
import type { Grade } from "@shared/schemas/grade";
import { parseContract, sceneSeconds } from "@shared/script/contract";
import { getStandardDetails } from "../../curriculum/standards-catalogue";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { fitToTime } from "./fit";
import type { Block } from "./teach-blocks";

/**
 * A script that warns it runs over its target must be one the fitter could not make shorter (ADR 0007): a short
 * check dropped while a long one of its kind stays is a warning the fitter could have avoided.
 */
const line = (text: string) => ({ type: "line" as const, speaker: "A", text });
/** `n` words in short sentences, as a script's lines are. */
const words = (n: number, w = "word") => Array.from({ length: n }, (_, i) => (i % 8 === 7 ? `${w}.` : w)).join(" ");
const block = (over: Partial<Block> & Pick<Block, "scene" | "beats">): Block => ({
  sceneIndex: 0,
  order: 0,
  priority: 0,
  required: true,
  ...over,
});

describe("fitting to time before warning that a script runs over", () => {
  it("takes a shorter check of the same kind, even one dropped first, in place of a long one", () => {
    for (const [longWords, shortWords, otherWords] of [
      [90, 30, 200],
      [60, 20, 300],
      [120, 50, 150],
    ] as const) {
      const teach = block({ scene: "teach", beats: [line(words(otherWords))] });
      const long = block({
        scene: "check",
        order: 1,
        swapGroup: "primary-check",
        cardIndex: 0,
        beats: [line(`Time for the quiz. Question 1: ${words(longWords, "long")}?`)],
      });
      const short = block({
        scene: "check",
        order: 2,
        swapGroup: "primary-check",
        cardIndex: 0,
        dropOrder: 3,
        beats: [line(`Question 2: ${words(shortWords, "short")}?`)],
      });
      const target = sceneSeconds({ beats: [...teach.beats, ...short.beats] }, "3");
      const chosen = fitToTime([teach, long, short], target, "3");
      expect(chosen).toContain(short);
      expect(chosen).not.toContain(long);
      // The quiz still has its one check.
      expect(chosen.filter((b) => b.scene === "check")).toHaveLength(1);
    }
  });

  it("never brings back a check on a text once it is dropped, however much shorter", () => {
    const teach = block({ scene: "teach", beats: [line(words(200))] });
    const long = block({
      scene: "check",
      order: 1,
      swapGroup: "primary-check",
      cardIndex: 0,
      beats: [line(`Time for the quiz. Question 1: ${words(90, "long")}?`)],
    });
    const short = block({
      scene: "check",
      order: 2,
      swapGroup: "primary-check",
      cardIndex: 0,
      dropOrder: 3,
      stayDropped: true,
      beats: [line(`Question 2: ${words(30, "short")}?`)],
    });
    const target = sceneSeconds({ beats: [...teach.beats, ...short.beats] }, "3");
    const chosen = fitToTime([teach, long, short], target, "3");
    expect(chosen).toContain(long);
    expect(chosen).not.toContain(short);
  });

  it("keeps the check it has when another is no shorter once the quiz's opening is set aside", () => {
    const teach = block({ scene: "teach", beats: [line(words(300))] });
    const first = block({
      scene: "check",
      order: 1,
      swapGroup: "primary-check",
      cardIndex: 0,
      beats: [line(`Time for the encore questions. Question 1: ${words(20, "first")}?`)],
    });
    const second = block({
      scene: "check",
      order: 2,
      swapGroup: "primary-check",
      cardIndex: 0,
      dropOrder: 3,
      beats: [line(`Question 2: ${words(21, "second")}?`)],
    });
    const chosen = fitToTime([teach, first, second], 30, "3");
    expect(chosen).toContain(first);
    expect(chosen).not.toContain(second);
  });

  it("warns it runs over only with the time the scenes add up to, and only past the target's 10 %", () => {
    const codes = ["SL.4.4", "W.3.1", "L.5.5.a", "RL.2.3", "RI.4.2", "SL.1.1", "RF.1.2.a", "W.5.2"];
    let warned = 0;
    const untrue: string[] = [];
    for (const code of codes)
      for (const targetMinutes of [1, 2, 3])
        for (const seed of [4, 20]) {
          const grade = code.split(".")[1] as Grade;
          expect(getTeachingCard(code), code).toBeDefined();
          const { text } = draftScript({
            topic: "Our lesson",
            grade,
            targetMinutes,
            seed,
            standards: [{ code, description: getStandardDetails(code)?.description ?? "" }],
            characters: [starterCast[0]!, starterCast[4]!],
            concept: { title: "Cooking Up Words", description: "A silly cooking show." },
          });
          const c = parseContract(text);
          const runSec = c.scenes.reduce((n, sc) => n + sceneSeconds(sc, grade), 0);
          const note = c.notes.find((n) => n.startsWith("Too short for this lesson"));
          const label = `${code} ${targetMinutes} min seed ${seed}`;
          const [, m, s] = /runs about (\d+):(\d\d)/.exec(note ?? "") ?? [];
          const claimed = note ? Number(m) * 60 + Number(s) : null;
          if (note) warned++;
          // The warning's time is the scenes' time, and it is given exactly when the script runs past the 10 %.
          if (claimed !== null && Math.abs(claimed - runSec) > 1)
            untrue.push(`${label}: says ${claimed}, runs ${runSec}`);
          if ((note !== undefined) !== runSec > targetMinutes * 60 * 1.1 + 1)
            untrue.push(`${label}: runs ${Math.round(runSec)} s, ${note ? "warns" : "does not warn"}`);
        }
    expect(untrue).toEqual([]);
    expect(warned).toBeGreaterThan(0);
  });
});
