import { describe, expect, it } from "vitest";
import type { TopicText } from "@shared/curriculum/topic-text";
import { topicTextExcerpt } from "../lesson-text";
import { seededRandom } from "./random";
import { grammarItems } from "./text-grammar";
import { textItems } from "./text-questions";
import { mentorUse } from "./text-writing";

/** Grammar and conventions (L.x.1, L.x.2) taught from our own text's sentences (ADR 0090), on a text written for this test. */
const OCEAN: TopicText = {
  id: "ocean-test-23",
  kind: "informational",
  grades: ["2", "3"],
  title: "Deep Blue Water",
  text: "The ocean is home to many animals. In the morning, tiny fish swim near the top. Whales, seals, and dolphins swim in the ocean. A big whale dives slowly into the dark water. Crabs walk on the sandy floor, but octopuses hide in the rocks. Sharks, rays, and eels live there too. In the deep sea, it is very cold. Sea turtles swim quietly because they do not want to scare fish. Sunlight warms the water, so plants can grow near the top. Clams, snails, and crabs hide in the sand.",
  mainIdea: "The ocean is home to many animals.",
  keyDetails: ["Whales, seals, and dolphins swim in the ocean.", "Sharks, rays, and eels live there too."],
  words: [],
};
const items = (grade: string, code: string) =>
  textItems(topicTextExcerpt(OCEAN, grade as never, code, "the ocean")!, code, grade as never, seededRandom(1));

describe("grammar and conventions from our text's sentences", () => {
  it("models adjectives and adverbs (L.2.1.e) in the text's own sentences, and asks one", () => {
    const made = items("2", "L.2.1.e")!;
    expect(made).not.toBeNull();
    expect(made.examples[0]!.show).toContain('"In the morning, tiny fish swim near the top."');
    expect(made.examples[0]!.answer).toBe('"tiny" describes the fish. It tells what kind, so it is an adjective.');
    expect(made.practice[0]!.answer).toBe(
      '"slowly" tells how something is done. It describes an action, so it is an adverb.',
    );
    expect(made.checks[0]!.question).toContain("Crabs walk on the sandy floor");
  });

  it("finds commas in a series (L.1.2.c), an introductory element (L.5.2.b) and conjunctions (L.3.1.h)", () => {
    expect(items("2", "L.1.2.c")!.examples[0]!.answer).toBe(
      "The list is whales, seals and dolphins. The commas separate the things in the list.",
    );
    const opening = grammarItems(
      [
        "In the morning, fish swim.",
        "Then explorers returned with maps, notes, and paintings.",
        "As a result, it is cold.",
        "Later, it rains.",
      ],
      "L.5.2.b",
      "T",
    )!;
    // "Then explorers returned with maps" is a sentence's main part, not an opening before a comma.
    expect(opening.examples[0]!.answer).toBe('"In the morning" comes first, and the comma comes right after it.');
    expect(opening.practice[0]!.answer).toBe('"As a result" comes first, and the comma comes right after it.');
    expect(items("3", "L.3.1.h")!.examples[0]!.answer).toBe('The joining word is "but." It shows a difference.');
  });

  it("keeps the card when fewer than three sentences show the feature, and says what the text is for", () => {
    expect(grammarItems(["The fish sat.", "A dog ran.", "It is cold."], "L.2.1.d", "T")).toBeNull();
    expect(grammarItems(["The fish sat.", "A dog ran.", "We told Mom."], "L.2.1.d", "T")!.checks[0]!.answer).toBe(
      '"told" tells about the past. Today we would say "tell."',
    );
    expect(mentorUse("L.2.1.e")).toContain("its own sentences are the worked example");
    expect(mentorUse("L.2.4.a")).toContain("from the words around them");
  });
});
