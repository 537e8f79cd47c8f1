import { describe, expect, it } from "vitest";
import ccss from "@data/ccss-ela-k5.json";
import { findCatalogueTopic } from "@shared/curriculum/topics";
import { standardsForTopic } from "./topic-standards";

const codes = (list: { code: string }[]) => list.map((s) => s.code);
const textOf = (code: string): string | undefined => ccss.standards.find((s) => s.code === code)?.description;

describe("standardsForTopic (ADR 0008)", () => {
  it("gives a catalogue topic its codes with CCSS text, grade and rationale", () => {
    const entry = findCatalogueTopic("Earth Day");
    const result = standardsForTopic("  earth day ");
    expect(result.source).toBe("catalogue");
    expect(codes(result.standards)).toEqual(entry?.codes);
    for (const s of result.standards) {
      expect(s.description).toBe(textOf(s.code));
      expect(s.grade).toBe(s.code.split(".")[1]);
    }
    expect(result.rationale).toBe(entry?.rationale);
  });

  it("matches catalogue names loosely and lists the chosen grade's standards first", () => {
    const result = standardsForTopic("Main idea", "2");
    expect(result.source).toBe("catalogue");
    expect(result.standards[0]?.code).toBe("RI.2.2");
    expect(new Set(codes(result.standards))).toEqual(new Set(findCatalogueTopic("Main Idea & Key Details")?.codes));
  });

  it("reads teacher words as CCSS words: persuasive letters → opinion writing, not alphabet letters", () => {
    const result = standardsForTopic("Persuasive letters", "3");
    const grade3 = codes(result.standards.filter((s) => s.grade === "3"));
    expect(grade3[0]).toBe("W.3.1");
    expect(grade3).toContain("W.3.1.a");
    expect(grade3.every((c) => c.startsWith("W.") || c.startsWith("L."))).toBe(true);
    expect(codes(result.standards)).not.toContain("RF.K.1.d");
  });

  it("keeps 'how' and 'to' in how-to writing and finds the how-to research standard", () => {
    expect(codes(standardsForTopic("How-to writing", "1").standards)).toContain("W.1.7");
  });

  it("finds homophones (frequently confused words) and never meets 'morals' with 'modal'", () => {
    expect(codes(standardsForTopic("Homophones", "4").standards)[0]).toBe("L.4.1.g");
    expect(codes(standardsForTopic("Morals in fables", "4").standards)).not.toContain("L.4.1.c");
  });

  it("offers at most 8 standards of the chosen grade for a typed topic", () => {
    const result = standardsForTopic("Similes and metaphors", "5");
    const mine = result.standards.filter((s) => s.grade === "5");
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThanOrEqual(8);
    expect(result.standards.findIndex((s) => s.grade !== "5")).toBeGreaterThanOrEqual(
      mine.length === result.standards.length ? -1 : mine.length,
    );
  });

  it("falls back to full-text search and returns an empty list, not an error, when nothing matches", () => {
    const found = standardsForTopic("rhyming sounds in songs");
    expect(found.standards.length).toBeGreaterThan(0);
    const none = standardsForTopic("xylophonequux");
    expect(none).toMatchObject({ standards: [], source: "search" });
    expect(none.rationale).toContain("No Common Core ELA K-5 standard matched");
  });
});
