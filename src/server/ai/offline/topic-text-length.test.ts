import { describe, expect, it } from "vitest";
import { lengthFit, minimumMinutes } from "@shared/script/length-fit";
import { topicTextPreview } from "../../routes/topic-texts";
import { aloneRuntimeSec, landsWithin, topicTextMinimumMinutes } from "./lesson-lengths";

/**
 * The wizard's "needs about N minutes" for a lesson taught from our own text about the typed topic's subject
 * (ADR 0090): measured with the text the engine will really read, not the card's passage. On the shipped library.
 */
const CASES = [
  { topic: "Honeybees", grade: "2", code: "RL.2.2" },
  { topic: "Presenting facts about penguins", grade: "4", code: "SL.4.4" },
  { topic: "Telling a story about a trip to the zoo", grade: "1", code: "W.1.3" },
] as const;

describe("the shortest length of a lesson taught from our topic text", () => {
  it("lands within ±10 % at that length with the topic as typed, and not a minute below", () => {
    for (const c of CASES) {
      const m = topicTextMinimumMinutes(c)!;
      expect(m, c.topic).not.toBeNull();
      const s = { code: c.code, grade: c.grade, domain: c.topic };
      expect([true, false].every((solo) => landsWithin(aloneRuntimeSec(s, m, solo), m))).toBe(true);
      const below = m > 1 && [true, false].every((solo) => landsWithin(aloneRuntimeSec(s, m - 1, solo), m - 1));
      expect(below).toBe(false);
    }
  });

  it("is longer than the card's figure where our text runs longer than the card's passage", () => {
    expect(CASES.some((c) => topicTextMinimumMinutes(c)! > minimumMinutes(c.code)!)).toBe(true);
  });

  it("is null when the topic names no subject of ours, and the card's figure applies", () => {
    expect(topicTextMinimumMinutes({ topic: "skate parks", grade: "3", code: "W.3.1" })).toBeNull();
  });

  it("reaches the wizard with the text, and the shared estimate uses it in place of the card's", () => {
    const c = CASES[0];
    const preview = topicTextPreview({ topic: c.topic, grade: c.grade, standard: c.code });
    expect(preview.minutes).toBe(topicTextMinimumMinutes(c));
    const fit = lengthFit({
      grade: c.grade,
      targetMinutes: preview.minutes! - 1,
      standards: [c.code],
      primaryMinutes: preview.minutes,
    });
    expect(fit.primaryMinutes).toBe(preview.minutes);
    expect(fit.primaryTooShort).toBe(true);
    expect(
      lengthFit({ grade: c.grade, targetMinutes: 3, standards: [c.code], primaryMinutes: null }).primaryMinutes,
    ).toBe(minimumMinutes(c.code));
  });
});
