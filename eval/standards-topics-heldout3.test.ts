import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import ccss from "@data/ccss-ela-k5.json";

/**
 * Holds the third held-out set of typed topics (ADR 0067) to its labelling rules, without ever asking the finder:
 * every mustHave and alsoKeep code is an official CCSS code at the case's own grade, each topic is typed once,
 * and the set is large and spread enough to measure (at least 120 topics, every grade, every strand).
 */
interface HeldOutCase {
  topic: string;
  grade: string;
  mustHave: string[];
  alsoKeep: string[];
}

const set = JSON.parse(readFileSync(new URL("./standards-topics-heldout3.json", import.meta.url), "utf8")) as {
  about: string;
  cases: HeldOutCase[];
};
const gradeOf = new Map(ccss.standards.map((s) => [s.code, s.grade]));
const GRADES = ["K", "1", "2", "3", "4", "5"];
const STRANDS = ["RL", "RI", "RF", "W", "SL", "L"];

describe("third held-out set of typed topics (eval/standards-topics-heldout3.json)", () => {
  it("has at least 120 topics, each typed once", () => {
    expect(set.cases.length).toBeGreaterThanOrEqual(120);
    const seen = set.cases.map((c) => c.topic.trim().toLowerCase());
    expect(seen.filter((t, i) => seen.indexOf(t) !== i)).toEqual([]);
  });

  it("labels every topic with official codes at the topic's own grade", () => {
    const wrong = set.cases.flatMap((c) =>
      [...c.mustHave, ...c.alsoKeep]
        .filter((code) => gradeOf.get(code) !== c.grade)
        .map(
          (code) =>
            `${c.topic} (grade ${c.grade}): ${code} is ${gradeOf.has(code) ? `grade ${gradeOf.get(code)}` : "not a CCSS code"}`,
        ),
    );
    expect(wrong).toEqual([]);
  });

  it("names one or two must-have codes per topic, none also listed as merely kept", () => {
    const bad = set.cases.filter(
      (c) => c.mustHave.length < 1 || c.mustHave.length > 2 || c.alsoKeep.some((code) => c.mustHave.includes(code)),
    );
    expect(bad.map((c) => c.topic)).toEqual([]);
  });

  it("spreads over every grade K–5 and every strand, and says never to tune against it", () => {
    for (const grade of GRADES)
      expect(set.cases.filter((c) => c.grade === grade).length, grade).toBeGreaterThanOrEqual(15);
    const strands = new Set(set.cases.flatMap((c) => c.mustHave.map((code) => code.split(".")[0])));
    expect([...strands].sort()).toEqual([...STRANDS].sort());
    expect(set.about).toContain("Never tune against this set.");
  });
});
