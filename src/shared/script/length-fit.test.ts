import { describe, expect, it } from "vitest";
import type { Grade } from "@shared/schemas/grade";
import { FIT_ALLOWANCE, lengthFit, minimumMinutes, shortestScriptSeconds } from "./length-fit";

const three = ["RF.1.3.a", "RF.1.2.b", "RF.1.3.b"];

describe("lengthFit: do the chosen standards fit the target length (ADR 0063)", () => {
  // The shortest length that teaches one, two and three standards, by grade: the boundaries the wizard's
  // "Use N minutes" offers and the offline engine keeps to.
  const NEEDED: Record<Grade, [number, number, number]> = {
    K: [2, 4, 5],
    "1": [2, 4, 5],
    "2": [2, 4, 5],
    "3": [3, 4, 6],
    "4": [3, 4, 6],
    "5": [3, 5, 7],
  };

  describe.each(Object.entries(NEEDED) as [Grade, [number, number, number]][])("grade %s", (grade, needed) => {
    it.each([2, 3])("teaches %d standards from the length it names, and one fewer a minute below", (n) => {
      const standards = three.slice(0, n);
      const minutes = needed[n - 1]!;
      expect(lengthFit({ grade, targetMinutes: minutes, standards })).toMatchObject({
        taught: standards,
        notTaught: [],
        minutesToTeachAll: minutes,
      });
      expect(lengthFit({ grade, targetMinutes: minutes - 1, standards })).toMatchObject({
        notTaught: [standards[n - 1]],
        minutesToTeachAll: minutes,
      });
    });

    it("names the length where the shortest script first runs within the allowance over the target", () => {
      for (const [i, minutes] of needed.entries()) {
        expect(shortestScriptSeconds(grade, i + 1)).toBeLessThanOrEqual(minutes * 60 * FIT_ALLOWANCE);
        expect(shortestScriptSeconds(grade, i + 1)).toBeGreaterThan((minutes - 1) * 60 * FIT_ALLOWANCE);
      }
    });
  });

  it("always teaches the primary standard, and leaves out the last chosen first", () => {
    expect(lengthFit({ grade: "1", targetMinutes: 1, standards: three })).toEqual({
      taught: ["RF.1.3.a"],
      notTaught: ["RF.1.2.b", "RF.1.3.b"],
      beyond: [],
      minutesToTeachAll: 5,
      // One minute is too short even for RF.1.3.a alone (measured: it needs 2).
      primaryMinutes: 2,
      primaryTooShort: true,
    });
    expect(lengthFit({ grade: "1", targetMinutes: 4, standards: three }).notTaught).toEqual(["RF.1.3.b"]);
  });

  it("lists standards beyond one primary and two supporting apart, whatever the length", () => {
    const five = [...three, "RF.1.3.c", "RF.1.3.d"];
    expect(lengthFit({ grade: "1", targetMinutes: 10, standards: five })).toEqual({
      taught: three,
      notTaught: [],
      beyond: ["RF.1.3.c", "RF.1.3.d"],
      minutesToTeachAll: 5,
      primaryMinutes: 2,
      primaryTooShort: false,
    });
  });

  it("takes the primary standard's grade when none was chosen", () => {
    const codes = ["RL.5.1", "RL.5.2"];
    expect(lengthFit({ grade: null, targetMinutes: 4, standards: codes })).toEqual(
      lengthFit({ grade: "5", targetMinutes: 4, standards: codes }),
    );
    expect(lengthFit({ grade: null, targetMinutes: 4, standards: codes }).notTaught).toEqual(["RL.5.2"]);
  });

  it("counts words at the grade's narration rate: the same words take longer for younger viewers", () => {
    // 120 words a minute for K–1, 135 for 4–5 (docs/product/pace.md).
    expect(shortestScriptSeconds("K", 1)).toBeCloseTo((220 / 120) * 60 + 11, 5);
    expect(shortestScriptSeconds("4", 2)).toBeCloseTo(((330 + 200) / 135) * 60 + 12 + 3, 5);
  });

  it("names the primary standard's own length: the engine's measured minimum for it alone, not the grade's", () => {
    // Measured with the offline engine (data/lesson-lengths.json, rewritten by npm run golden:update): a story's
    // central message needs a read-aloud, so RL.3.2 needs more than 2 minutes; RF.1.3.a fits 2.
    const need = minimumMinutes("RL.3.2")!;
    expect(need).toBeGreaterThan(2);
    expect(minimumMinutes("RF.1.3.a")).toBe(2);
    expect(lengthFit({ grade: "3", targetMinutes: 2, standards: ["RL.3.2"] })).toMatchObject({
      taught: ["RL.3.2"],
      notTaught: [],
      primaryMinutes: need,
      primaryTooShort: true,
      minutesToTeachAll: need,
    });
    expect(lengthFit({ grade: "3", targetMinutes: need, standards: ["RL.3.2"] }).primaryTooShort).toBe(false);
    // With supporting standards, teaching them all never takes less than the primary's own length.
    expect(
      lengthFit({ grade: "K", targetMinutes: 2, standards: ["RL.K.2", "RL.K.1"] }).minutesToTeachAll,
    ).toBeGreaterThanOrEqual(minimumMinutes("RL.K.2")!);
    expect(minimumMinutes("XX.9.9")).toBeNull();
  });

  it("has nothing to teach with no standard chosen", () => {
    expect(lengthFit({ grade: "2", targetMinutes: 3, standards: [] })).toMatchObject({
      taught: [],
      notTaught: [],
      primaryTooShort: false,
    });
  });
});
