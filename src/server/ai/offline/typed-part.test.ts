import { describe, expect, it } from "vitest";
import type { Grade } from "@shared/schemas/grade";
import { CATALOGUE_SWEEP_TIMEOUT_MS } from "../../../../tests/support/timeouts";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { partExplanation, partsOfCard, typedPart } from "./typed-part";
import { partLeads, typedPartFigure } from "../../../../eval/typed-parts";

const cast = ["Penny Page", "Rhymo"].map((n) => starterCast.find((c) => c.name === n)!);
const L22 = getTeachingCard("L.2.2")!;

describe("the part a typed topic names leads the lesson", () => {
  it("finds the part of a parent standard's card the topic names, and none on a card of one part", () => {
    expect(partsOfCard(L22).map((p) => p.term)).toEqual(
      expect.arrayContaining(["comma", "capital letter", "apostrophe", "spelling"]),
    );
    expect(typedPart("Commas in dates and letters", L22)?.term).toBe("comma");
    expect(typedPart("Apostrophes and commas", L22)?.term).toBe("apostrophe");
    expect(typedPart("Sea otters", L22)).toBeNull();
    expect(typedPart("Commas in dates and letters", getTeachingCard("L.2.2.b")!)).toBeNull();
  });

  it("says the part first in the explanation and names the others as also", () => {
    expect(partExplanation(L22.explanation, typedPart("Commas", L22)!)).toBe(
      "Good writers check their work. We put a comma after Dear Sam, and we put an apostrophe in can't. Also, names of places and special days get a big first letter. We look up a word we are not sure how to spell.",
    );
  });

  it("teaches commas in a lesson on commas with L.2.2: scene name, first example and first check, no transfer", () => {
    const { text, contract } = draftScript({
      topic: "Commas in dates and letters",
      grade: "2",
      targetMinutes: 3,
      seed: 1,
      standards: [{ code: "L.2.2", description: "" }],
      characters: cast,
      concept: { title: "The Great Word Quest", description: "" },
    });
    expect(contract.scenes.find((s) => s.kind === "teach")?.title).toBe("COMMA");
    expect(partLeads(text, L22, typedPart("Commas", L22)!)).toBeNull();
    expect(text).not.toMatch(/Now try it with what you know about commas/);
    expect(text).not.toMatch(/capital letter," each time/);
  });

  it(
    "leads with the typed part in most lessons on a conventions or language card with named parts",
    () => {
      const f = typedPartFigure();
      expect(f.cases).toBeGreaterThanOrEqual(40);
      expect(f.led / f.cases).toBeGreaterThanOrEqual(0.8);
    },
    CATALOGUE_SWEEP_TIMEOUT_MS,
  );
});

describe("a lesson on a skill topic is unchanged by parts", () => {
  it("keeps the card's own first key term when the topic names no part", () => {
    const { contract } = draftScript({
      topic: "Sea otters",
      grade: "2" as Grade,
      targetMinutes: 3,
      seed: 1,
      standards: [{ code: "L.2.2", description: "" }],
      characters: cast,
      concept: { title: "A Lesson", description: "" },
    });
    expect(contract.scenes.find((s) => s.kind === "teach")?.title).toBe("CAPITAL LETTER");
  });
});
