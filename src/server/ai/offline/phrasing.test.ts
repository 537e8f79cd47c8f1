import { describe, it, expect } from "vitest";
import { clip, phraseStandard, seededOrder, strandOf } from "./phrasing";
import { hashString } from "./random";

describe("phraseStandard", () => {
  it("names the skill and puts the key phrase in kid words", () => {
    const p = phraseStandard({
      code: "RL.3.2",
      description:
        "Recount stories, including fables, folktales, and myths from diverse cultures; determine the central message, lesson, or moral and explain how it is conveyed through key details in the text.",
    });
    expect(p.skill).toBe("Retell stories");
    expect(p.kidWords).toBe("retell stories, including fables, folktales, and myths from diverse cultures");
    expect(p.extra).toBe(
      "figure out the big lesson and explain how it is shown through important details in the reading",
    );
    expect(p.strand).toBe("RL");
  });

  it("drops prompting qualifiers and keeps the standard's examples", () => {
    expect(
      phraseStandard({
        code: "RL.K.1",
        description: "With prompting and support, ask and answer questions about key details in a text.",
      }).skill,
    ).toBe("Ask and answer questions");
    const p = phraseStandard({
      code: "L.4.4.b",
      description:
        "Use common, grade-appropriate Greek and Latin affixes and roots as clues to the meaning of a word (e.g., telegraph, photograph, autograph).",
    });
    expect(p.skill).toBe("Use Greek and Latin word parts");
    expect(p.examples).toEqual(["telegraph", "photograph", "autograph"]);
    expect(p.kidWords).not.toContain("e.g.");
  });

  it("does not end a skill name in the middle of a list", () => {
    const p = phraseStandard({
      code: "RF.K.2.d",
      description:
        "Isolate and pronounce the initial, medial vowel, and final sounds (phonemes) in three-phoneme words.",
    });
    expect(p.skill).toBe("Isolate and pronounce the initial and final sounds");
  });
});

describe("small helpers", () => {
  it("hashes and orders deterministically", () => {
    expect(hashString("abc")).toBe(hashString("abc"));
    expect(hashString("abc")).not.toBe(hashString("abd"));
    const order = seededOrder(12, 42);
    expect(order).toEqual(seededOrder(12, 42));
    expect([...order].sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
  });

  it("clips at a word boundary and reads strands", () => {
    expect(clip("one two three four", 12)).toBe("one two…");
    expect(clip("short", 12)).toBe("short");
    expect(strandOf("SL.2.3")).toBe("SL");
    expect(strandOf("CCRA.R.1")).toBe("OTHER");
  });
});
