import { describe, expect, it } from "vitest";
import { lengthFit, minimumMinutes } from "@shared/script/length-fit";
import { aloneRuntimeSec, allStandards, fitsAlone, landsWithin } from "./lesson-lengths";
import { CATALOGUE_SWEEP_TIMEOUT_MS } from "../../../../tests/support/timeouts";

/**
 * The wizard's estimate and the offline engine agree on the shortest length of each standard taught alone
 * (docs/decisions/0063-standards-fit-the-length.md, amended): at the length the estimate names, the engine's
 * script lands within ±10 % of it with one presenter and with two, and a minute less does not fit, so the
 * estimate neither lets a lesson run long nor asks for a longer video than it needs. When this fails after an
 * engine change, run `npm run golden:update` (it re-measures data/lesson-lengths.json) and read the diff.
 */
describe("the shortest length of every standard alone: the estimate is the engine's", () => {
  const standards = allStandards();

  it("covers all 486 official standards", () => {
    expect(standards).toHaveLength(486);
    expect(standards.filter((s) => minimumMinutes(s.code) === null).map((s) => s.code)).toEqual([]);
  });

  it(
    "lands within ±10 % at the estimate's minimum, and not a minute below it",
    () => {
      const problems: string[] = [];
      for (const s of standards) {
        const { code } = s;
        const m = minimumMinutes(code)!;
        for (const solo of [true, false]) {
          const sec = aloneRuntimeSec(s, m, solo);
          if (!landsWithin(sec, m)) problems.push(`${code} at ${m} min (${solo ? "one" : "two"} presenters): ${sec} s`);
        }
        if (m > 1 && fitsAlone(s, m - 1)) problems.push(`${code} already fits ${m - 1} min`);
      }
      expect(problems).toEqual([]);
    },
    2 * CATALOGUE_SWEEP_TIMEOUT_MS,
  );

  it("the wizard's estimate says a target under the minimum is too short, and offers the minimum", () => {
    const wrong = standards.flatMap(({ code, grade }) => {
      const m = minimumMinutes(code)!;
      const at = lengthFit({ grade, targetMinutes: m, standards: [code] });
      const below = lengthFit({ grade, targetMinutes: m - 1, standards: [code] });
      const ok =
        !at.primaryTooShort &&
        at.minutesToTeachAll === m &&
        (m === 1 || (below.primaryTooShort && below.primaryMinutes === m && below.minutesToTeachAll === m));
      return ok ? [] : [code];
    });
    expect(wrong).toEqual([]);
  });
});
