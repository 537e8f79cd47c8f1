import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import ccss from "@data/ccss-ela-k5.json";

/**
 * Holds the labelled sets of typed topics written from the CCSS text alone (ADR 0067) to their labelling rules,
 * without ever asking the finder: every mustHave and alsoKeep code is an official CCSS code at the case's own
 * grade, each topic is typed once, one or two must-have codes, and the set is large and spread enough for its use
 * (to measure, or to tune on). A development set repeats no topic of another set: a shared topic would carry tuning
 * into the held-out set that measures; nor does a held-out set written after them (ADR 0075), whose topics would
 * otherwise have been tuned on already. Only a set's own topics are ever printed.
 */
interface LabelledCase {
  topic: string;
  grade: string;
  mustHave: string[];
  alsoKeep: string[];
}

const readSet = (name: string) =>
  JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), "utf8")) as { about: string; cases: LabelledCase[] };

/** Topics compare as a teacher would retype them: case and surrounding spaces do not make a new topic. */
const normalize = (topic: string) => topic.trim().toLowerCase();

const ALL_SETS = [
  "standards-topics.json",
  "standards-topics-dev.json",
  "standards-topics-dev2.json",
  "standards-topics-dev3.json",
  "standards-topics-dev4.json",
  "standards-topics-dev5.json",
  "standards-topics-dev6.json",
  "standards-topics-dev7.json",
  "standards-topics-dev8.json",
  "standards-topics-heldout.json",
  "standards-topics-heldout2.json",
  "standards-topics-heldout3.json",
  "standards-topics-heldout4.json",
  "standards-topics-heldout5.json",
  "standards-topics-heldout6.json",
];
const gradeOf = new Map(ccss.standards.map((s) => [s.code, s.grade]));
const GRADES = ["K", "1", "2", "3", "4", "5"];
const STRANDS = ["RL", "RI", "RF", "W", "SL", "L"];

const SETS: {
  file: string;
  title: string;
  minTopics: number;
  minPerGrade: number;
  /** Must-have topics each strand needs at least (0: the strand only has to appear). */
  minPerStrand: number;
  /** Must-have topics each strand needs at every grade (ADR 0083: a measure that misses a strand at a grade says nothing about it there). */
  minPerStrandPerGrade?: number;
  /** What its `about` must say. */
  says: string[];
  development: boolean;
  /** A held-out set written after the others, which must repeat none of their topics either. */
  repeatsNone?: boolean;
}[] = [
  {
    file: "standards-topics-heldout3.json",
    title: "third held-out set",
    minTopics: 120,
    minPerGrade: 15,
    minPerStrand: 0,
    says: ["Never tune against this set."],
    development: false,
  },
  {
    file: "standards-topics-heldout4.json",
    title: "fourth held-out set",
    minTopics: 120,
    minPerGrade: 15,
    minPerStrand: 0,
    says: ["Never tune against this set."],
    development: false,
    repeatsNone: true,
  },
  {
    file: "standards-topics-heldout5.json",
    title: "fifth held-out set",
    minTopics: 150,
    minPerGrade: 25,
    minPerStrand: 18,
    minPerStrandPerGrade: 3,
    says: ["Never tune against this set.", "read once, at the end of a round"],
    development: false,
    repeatsNone: true,
  },
  {
    file: "standards-topics-heldout6.json",
    title: "sixth held-out set",
    minTopics: 150,
    minPerGrade: 25,
    minPerStrand: 18,
    minPerStrandPerGrade: 3,
    says: ["Never tune against this set.", "read once, at the end of a round"],
    development: false,
    repeatsNone: true,
  },
  {
    file: "standards-topics-dev2.json",
    title: "second development set",
    minTopics: 160,
    minPerGrade: 25,
    minPerStrand: 15,
    says: ["development set", "2026-11-28"],
    development: true,
  },
  {
    file: "standards-topics-dev3.json",
    title: "third development set",
    minTopics: 150,
    minPerGrade: 25,
    minPerStrand: 15,
    says: ["development set", "2026-11-28"],
    development: true,
  },
  {
    file: "standards-topics-dev4.json",
    title: "fourth development set",
    minTopics: 180,
    minPerGrade: 30,
    minPerStrand: 18,
    says: ["development set", "2026-11-28"],
    development: true,
  },
  {
    file: "standards-topics-dev5.json",
    title: "fifth development set",
    minTopics: 180,
    minPerGrade: 30,
    minPerStrand: 18,
    says: ["development set", "2026-11-28"],
    development: true,
  },
  {
    file: "standards-topics-dev6.json",
    title: "sixth development set",
    minTopics: 180,
    minPerGrade: 30,
    minPerStrand: 18,
    says: ["development set", "2026-11-28"],
    development: true,
  },
  {
    file: "standards-topics-dev7.json",
    title: "seventh development set",
    minTopics: 150,
    minPerGrade: 25,
    minPerStrand: 18,
    says: ["development set", "2026-11-28"],
    development: true,
  },
  {
    file: "standards-topics-dev8.json",
    title: "eighth development set",
    minTopics: 150,
    minPerGrade: 25,
    minPerStrand: 18,
    minPerStrandPerGrade: 3,
    says: ["development set", "2026-11-28"],
    development: true,
  },
];

describe.each(SETS)("$title of typed topics (eval/$file)", (spec) => {
  const set = readSet(spec.file);

  it(`has at least ${spec.minTopics} topics, each typed once`, () => {
    expect(set.cases.length).toBeGreaterThanOrEqual(spec.minTopics);
    const seen = set.cases.map((c) => normalize(c.topic));
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

  it("spreads over every grade K–5 and every strand, and says what it is for", () => {
    for (const grade of GRADES)
      expect(set.cases.filter((c) => c.grade === grade).length, grade).toBeGreaterThanOrEqual(spec.minPerGrade);
    for (const strand of STRANDS)
      expect(
        set.cases.filter((c) => c.mustHave.some((code) => code.split(".")[0] === strand)).length,
        strand,
      ).toBeGreaterThanOrEqual(Math.max(1, spec.minPerStrand));
    for (const grade of GRADES)
      for (const strand of STRANDS)
        expect(
          set.cases.filter((c) => c.grade === grade && c.mustHave.some((code) => code.split(".")[0] === strand)).length,
          `${strand} at grade ${grade}`,
        ).toBeGreaterThanOrEqual(spec.minPerStrandPerGrade ?? 0);
    for (const words of spec.says) expect(set.about).toContain(words);
  });
});

describe.each(SETS.filter((s) => s.development || s.repeatsNone))("$title (eval/$file), written fresh", (spec) => {
  it("repeats no topic of another set", () => {
    const set = readSet(spec.file);
    const others = new Set(
      ALL_SETS.filter((name) => name !== spec.file).flatMap((name) =>
        readSet(name).cases.map((c) => normalize(c.topic)),
      ),
    );
    expect(set.cases.map((c) => c.topic).filter((topic) => others.has(normalize(topic)))).toEqual([]);
  });
});
