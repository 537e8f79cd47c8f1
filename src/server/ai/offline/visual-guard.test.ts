import { describe, expect, it } from "vitest";
import type { ContractScene } from "@shared/script/contract";
import { guardCheckVisuals, showsAnswer } from "./visual-guard";

describe("a VISUAL before the check never shows its answer", () => {
  it("knows a picture that quotes the answer, or part of it, or describes all of it", () => {
    const bus = "I was late because the bus got a flat tire.";
    expect(
      showsAnswer("A fragment, 'Because the bus.', with a missing puzzle piece that fills in as 'I was late'.", bus),
    ).toBe(true);
    expect(showsAnswer('Word cards: "map" lights up.', "map")).toBe(true);
    expect(showsAnswer("A glossary page at the back of a book with the glossary heading", "the glossary")).toBe(false);
    expect(showsAnswer("A bee flies from one apple blossom to another.", "Helping Plants")).toBe(false);
    expect(showsAnswer('A word tree: "sign" with a branch "signal".', "signal")).toBe(true);
    // One quoted word that is only part of a longer answer gives nothing away.
    expect(showsAnswer('A sign that says "late".', bus)).toBe(false);
  });

  it("takes such pictures out of the scenes before the check, and only those", () => {
    const scene = (kind: ContractScene["kind"], visual: string): ContractScene => ({
      kind,
      title: "",
      code: null,
      durationSec: 10,
      beats: [
        { type: "visual", text: visual },
        { type: "line", speaker: "Maya", text: "Hello." },
      ],
    });
    const scenes = [
      scene("teach", "A puzzle piece that fills in as 'I was late'."),
      scene("teach", "A kelp forest with fish."),
      scene("check", "Title card: 'I was late'."),
    ];
    expect(guardCheckVisuals(scenes, ["I was late because the bus got a flat tire."])).toBe(1);
    expect(scenes[0]!.beats.map((b) => b.type)).toEqual(["line"]);
    expect(scenes[1]!.beats).toHaveLength(2);
    expect(scenes[2]!.beats).toHaveLength(2);
  });
});
