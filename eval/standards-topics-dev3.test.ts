import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import ccss from "@data/ccss-ela-k5.json";

/**
 * Holds the third development set of typed topics (ADR 0067) to the same labelling rules as the third held-out set,
 * without ever asking the finder: every mustHave and alsoKeep code is an official CCSS code at the case's own grade,
 * each topic is typed once, and the set is large and spread enough to tune on (at least 150 topics, every grade,
 * every strand). The finder is tuned on this set, so no topic may repeat one of another set: a shared topic would
 * carry tuning into the held-out sets that measure.
 */
interface LabelledCase {
  topic: string;
  grade: string;
  mustHave: string[];
  alsoKeep: string[];
}

function readSet(name: string): { about: string; cases: LabelledCase[] } {
  return JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), "utf8")) as {
    about: string;
    cases: LabelledCase[];
  };
}

/** Topics compare as a teacher would retype them: case and surrounding spaces do not make a new topic. */
const normalize = (topic: string) => topic.trim().toLowerCase();

const set = readSet("standards-topics-dev3.json");
const OTHER_SETS = [
  "standards-topics.json",
  "standards-topics-dev.json",
  "standards-topics-dev2.json",
  "standards-topics-heldout.json",
  "standards-topics-heldout2.json",
  "standards-topics-heldout3.json",
];
const gradeOf = new Map(ccss.standards.map((s) => [s.code, s.grade]));
const GRADES = ["K", "1", "2", "3", "4", "5"];
const STRANDS = ["RL", "RI", "RF", "W", "SL", "L"];

describe("third development set of typed topics (eval/standards-topics-dev3.json)", () => {
  it("has at least 150 topics, each typed once", () => {
    expect(set.cases.length).toBeGreaterThanOrEqual(150);
    const seen = set.cases.map((c) => normalize(c.topic));
    expect(seen.filter((t, i) => seen.indexOf(t) !== i)).toEqual([]);
  });

  it("repeats no topic of the original, dev, second dev or held-out sets", () => {
    // Only this set's topics are ever printed: the held-out topics stay unread by whoever tunes the finder.
    const others = new Set(OTHER_SETS.flatMap((name) => readSet(name).cases.map((c) => normalize(c.topic))));
    expect(set.cases.map((c) => c.topic).filter((topic) => others.has(normalize(topic)))).toEqual([]);
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

  it("spreads over every grade K–5 and every strand, and says it is a development set", () => {
    for (const grade of GRADES)
      expect(set.cases.filter((c) => c.grade === grade).length, grade).toBeGreaterThanOrEqual(25);
    for (const strand of STRANDS)
      expect(
        set.cases.filter((c) => c.mustHave.some((code) => code.split(".")[0] === strand)).length,
        strand,
      ).toBeGreaterThanOrEqual(15);
    expect(set.about).toContain("development set");
    expect(set.about).toContain("2026-11-28");
  });
});
