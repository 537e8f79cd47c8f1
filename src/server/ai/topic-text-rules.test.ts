import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { TopicSubject } from "@shared/curriculum/topic-text";
import { loadTopicTexts } from "../curriculum/topic-texts";
import { topicTextProblems } from "./topic-text-rules";

/** The rules a topic text keeps (docs/product/topic-texts.md), on the test library and on broken copies of it. */
const fixture = loadTopicTexts(fileURLToPath(new URL("../curriculum/fixtures/topic-texts", import.meta.url)));
const honeybees = fixture.subjects[0]!;
const moon: TopicSubject = {
  subject: "the moon",
  aliases: ["moon", "the moon", "moons"],
  texts: honeybees.texts.slice(0, 1).map((t) => ({ ...t, id: "the-moon-info-k1" })),
};

describe("the topic-text fixture", () => {
  it("keeps every rule the shipped texts must keep", () => {
    expect(topicTextProblems(fixture, { complete: true })).toEqual([]);
  });

  it("finds the problems a text can have", () => {
    const bad = structuredClone(honeybees);
    const info = bad.texts[0]!;
    if (info.kind !== "informational") throw new Error("fixture order");
    info.keyDetails = ["The queen bee lays many eggs."];
    info.text = `${info.text} Visit the hive and tell us your address.`;
    const story = structuredClone(bad.texts[1]!);
    bad.texts.push(story);
    const problems = topicTextProblems({ subjects: [bad, { ...moon, aliases: ["bees"] }] }, { complete: true });
    expect(problems).toEqual(
      expect.arrayContaining([
        'honeybees-info-k1: key detail "The queen bee lays many eggs." is not word for word in the text',
        'alias "bees" is in two subjects: honeybees and the moon',
        "honeybees-story-k1: id used 2 times",
        "the moon: no story text for grades K–1",
      ]),
    );
    expect(problems.some((p) => /honeybees-info-k1: "Visit the hive/.test(p))).toBe(true);
  });

  it("says where a tale is told from only for a tale (ADR 0094)", () => {
    const told = (extra: Partial<TopicSubject>) => topicTextProblems({ subjects: [{ ...honeybees, ...extra }] });
    expect(told({ origin: "ancient Greece" })).toEqual(["honeybees: an origin is given for a subject that is no tale"]);
    expect(told({ tale: "fable", origin: "ancient Greece" })).toEqual([]);
  });
});
