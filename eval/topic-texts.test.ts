import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadTopicTexts } from "../src/server/curriculum/topic-texts";
import { TOPIC_TEXT_CASES, topicTextFigure } from "./topic-texts";

/** The eval's topic-text figure (eval/topic-texts.ts) on the test library, whose one subject is honeybees. */
const library = loadTopicTexts(
  fileURLToPath(new URL("../src/server/curriculum/fixtures/topic-texts", import.meta.url)),
);

describe("the eval's figure: typed subject topics taught from a topic text", () => {
  it("counts the cases of the subjects the library has, and skips the rest by name", () => {
    const figure = topicTextFigure(library);
    const bees = TOPIC_TEXT_CASES.filter((c) => /honeybee/i.test(c.topic));
    expect(figure.cases).toBe(bees.length);
    expect(figure.failed).toEqual([]);
    // The test library's K–1 informational text defines one word: too few for a context-clues lesson (ADR 0076),
    // so L.K.4 is taught from the card with no word of the text said.
    expect(figure.cardOnly).toEqual(["Honeybees / L.K.4"]);
    expect(figure.taught).toBe(bees.length - 1);
    expect(figure.skipped).toHaveLength(TOPIC_TEXT_CASES.length - bees.length);
    expect(figure.skipped).toContain("Frogs / RF.1.3.a");
  });

  it("counts a case without a text of its kind as taught from the card, not from a text", () => {
    const empty = {
      subjects: library.subjects.map((s) => ({ ...s, texts: s.texts.filter((t) => t.kind === "story") })),
    };
    const figure = topicTextFigure(empty);
    expect(figure.cardOnly).toEqual(["Honeybees / RI.K.2", "Honeybees / L.K.4"]);
    expect(figure.failed).toEqual([]);
    expect(figure.taught).toBe(1);
  });
});
