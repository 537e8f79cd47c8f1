import { describe, expect, it } from "vitest";
import type { Grade } from "@shared/schemas/grade";
import { characterItems, settingCheck } from "./character-checks";
import type { TextGuide } from "./text-guide";

const list = [
  "Lena found a lost kitten by the gate.",
  'Lena said, "We can\'t just leave it here."',
  "Mr. Park frowned at the muddy kitten.",
  "Lena carried the kitten to every house on the street.",
  "Mr. Park brought out a warm towel and a bowl of milk.",
  "Lena smiled when the kitten's owner ran up the street.",
];
const guide: TextGuide = {
  kind: "story",
  problem: "Lena finds a lost kitten and must find its home.",
  setting: "a quiet street on a rainy afternoon",
  characters: [
    { name: "Lena", trait: "worried at first, then determined", evidence: list[1]! },
    { name: "Mr. Park", trait: "grumpy at first, then kind", evidence: list[2]! },
  ],
};
const cite = (e: string) => `The text says, “${e}”`;
const items = (grade: Grade) => characterItems(guide, list, grade, cite)!;

describe("RL.x.3 on our own story asks what each grade's standard asks", () => {
  it("leaves K–1 to naming and describing characters and events", () => {
    expect(characterItems(guide, list, "1", cite)).toBeNull();
  });

  it("grade 2: how a character responds to the problem, then how they respond by the end, from the text", () => {
    const g2 = items("2");
    expect(g2.examples[0]!.show).toMatch(/problem .* respond/);
    expect(g2.examples[0]!.thinkAloud).toContain("Lena finds a lost kitten");
    expect(g2.checks.map((c) => c.question)).toEqual([
      "At the end of our story, how does Lena respond? Which words show it?",
      "How does Mr. Park respond at the end of our story? Which words show it?",
    ]);
    expect(g2.checks[0]!.answer).toContain(list[5]);
    expect(g2.checks[1]!.answer).toContain(list[4]);
  });

  it("no check's answer is the example's or the practice's evidence", () => {
    for (const grade of ["2", "3", "4", "5"] as const) {
      const g = items(grade);
      const given = [...g.examples.map((e) => e.answer), ...g.practice.map((p) => p.answer)].join(" ");
      for (const c of g.checks) expect(given).not.toContain(/“(.+)”/.exec(c.answer)?.[1] ?? c.answer);
    }
  });

  it("grade 3 asks feelings and actions, grade 4 describes from details, grade 5 compares two characters", () => {
    expect(items("3").checks[0]!.question).toMatch(/feel .* do/);
    const steady = { ...guide, characters: [{ ...guide.characters![0]!, trait: "determined" }, guide.characters![1]!] };
    expect(characterItems(steady, list, "3", cite)!.checks[0]!.question).toBe(
      "What does Lena do near the end of our story? What does it show about Lena?",
    );
    expect(
      items("4")
        .checks.map((c) => c.question)
        .join(" "),
    ).toMatch(/Describe Lena .* details.*setting/);
    expect(items("5").checks[0]!.question).toBe(
      "Compare Lena and Mr. Park. How are they different? Use details from the text.",
    );
  });

  it("K–1 is asked where the story happens, from the guide's setting", () => {
    expect(settingCheck(guide)).toEqual({
      question: "Where does our story happen?",
      answer: "The setting is a quiet street on a rainy afternoon.",
    });
    expect(settingCheck({ ...guide, setting: undefined })).toBeNull();
  });
});
