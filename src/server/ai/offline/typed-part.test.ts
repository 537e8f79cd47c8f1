import { describe, expect, it } from "vitest";
import type { Grade } from "@shared/schemas/grade";
import { CATALOGUE_SWEEP_TIMEOUT_MS } from "../../../../tests/support/timeouts";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { isOnPart, partExplanation, partGoal, partsOfCard, typedPart } from "./typed-part";
import ccss from "../../../../data/ccss-ela-k5.json" with { type: "json" };
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

  it("models and checks -s and -es plurals in a lesson on plural nouns, though the card's items are irregular", () => {
    const L21 = getTeachingCard("L.2.1")!;
    expect(typedPart("plural nouns with -s and -es", L21)?.term).toBe("plural");
    // The goal lists examples of one thing ("like mice, myself …"), not parts: it is not reordered.
    expect(partGoal(L21.kidGoal, typedPart("Plural nouns", L21)!)).toBe(L21.kidGoal);
    for (const minutes of [2, 4]) {
      const { text, contract } = draftScript({
        topic: "plural nouns with -s and -es",
        grade: "2",
        targetMinutes: minutes,
        seed: 1,
        standards: [{ code: "L.2.1", description: "" }],
        characters: [cast[0]!],
        concept: { title: "Time Machine: Words", description: "" },
      });
      const lines = (kind: string) =>
        contract.scenes
          .filter((s) => s.kind === kind)
          .flatMap((s) => s.beats.flatMap((b) => (b.type === "line" ? [b.text] : [])))
          .join(" ");
      expect(contract.scenes.find((s) => s.kind === "teach")?.title).toBe("PLURAL");
      expect(lines("teach")).toMatch(/One box, two boxes/);
      expect(lines("check")).toMatch(/^.*?Which word means more than one bus\?/);
      expect(text).not.toMatch(/I can use like mice/);
    }
  });

  it("names the typed part first in the I can goal", () => {
    expect(partGoal(L22.kidGoal, typedPart("Commas", L22)!)).toBe(
      "I can check commas, capitals, apostrophes and spelling when I write.",
    );
    expect(partGoal(L22.kidGoal, typedPart("Capital letters", L22)!)).toBe(L22.kidGoal);
    const { text } = draftScript({
      topic: "Commas in dates and letters",
      grade: "2",
      targetMinutes: 3,
      seed: 1,
      standards: [{ code: "L.2.2", description: "" }],
      characters: cast,
      concept: { title: "The Great Word Quest", description: "" },
    });
    expect(text).toContain("ON SCREEN: L.2.2 — I can check commas, capitals, apostrophes and spelling when I write.");
  });

  it("keeps the part's word in the hook, the topic's name and the word's definition in a three-minute K–2 lesson", () => {
    const { contract } = draftScript({
      topic: "Commas in dates and letters",
      grade: "2",
      targetMinutes: 3,
      seed: 1,
      standards: [{ code: "L.2.2", description: "" }],
      characters: cast,
      concept: { title: "The Great Word Quest", description: "" },
    });
    const said = (kind: string) =>
      contract.scenes
        .filter((s) => s.kind === kind)
        .flatMap((s) => s.beats.map((b) => (b.type === "line" ? b.text : "")))
        .join(" ");
    expect(said("hook")).toMatch(/"comma\."/);
    expect(said("hook")).toContain("Commas in dates and letters");
    expect(said("teach")).toMatch(/A comma is a small mark/);
  });

  it("finds a check on dialogue by the quotation marks its choices show", () => {
    const q = typedPart("Quotation marks in dialogue", getTeachingCard("L.3.2")!)!;
    expect(isOnPart(q, `Which sentence is punctuated correctly? "It is my turn," said Dev.`)).toBe(true);
    expect(isOnPart(q, `Tia asked, "May I help?"`)).toBe(true);
    expect(isOnPart(q, "Which book title has the right capital letters?")).toBe(false);
  });

  it(
    "says the typed part's word in the hook and names the teach scene for it at 2, 3 and 5 minutes",
    () => {
      const misses: string[] = [];
      for (const s of ccss.standards.filter((x) => /^(?:L\.(?:K|\d)\.[124]|RF\.(?:K|\d)\.3)$/.test(x.code))) {
        const card = getTeachingCard(s.code);
        if (!card) continue;
        const parts = partsOfCard(card);
        if (parts.length < 2) continue;
        for (const p of parts)
          for (const minutes of [2, 3, 5]) {
            const { contract } = draftScript({
              topic: p.sample,
              grade: s.grade as Grade,
              targetMinutes: minutes,
              seed: 1,
              standards: [{ code: s.code, description: "" }],
              characters: cast,
              concept: { title: "Word Quest", description: "" },
            });
            const hook = contract.scenes
              .filter((x) => x.kind === "hook")
              .flatMap((x) => x.beats.map((b) => (b.type === "line" ? b.text : "")))
              .join(" ");
            const teach = contract.scenes.find((x) => x.kind === "teach")?.title ?? "";
            if (!isOnPart(p, hook) || !isOnPart(p, teach)) misses.push(`${s.code} ${p.term} ${minutes} min`);
          }
      }
      expect(misses).toEqual([]);
    },
    CATALOGUE_SWEEP_TIMEOUT_MS,
  );

  it(
    "leads with the typed part in most lessons on a conventions or language card with named parts",
    () => {
      const f = typedPartFigure();
      expect(f.cases).toBeGreaterThanOrEqual(40);
      expect(f.led / f.cases).toBeGreaterThanOrEqual(0.95);
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
