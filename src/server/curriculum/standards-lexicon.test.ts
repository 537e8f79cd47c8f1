import { describe, expect, it } from "vitest";
import { stemWord } from "./standards-catalogue";
import { conceptWords, lexiconScores } from "./standards-lexicon";

const top = (topic: string, grade: string) =>
  [...lexiconScores(topic, grade).entries()].sort((a, b) => b[1] - a[1]).map(([s]) => s.code)[0];

describe("the concept lexicon (ADR 0057)", () => {
  it("reduces words to simple stems so plurals and -ing forms meet", () => {
    expect(["rhyme", "rhymes", "rhyming"].map(stemWord)).toEqual(["rhym", "rhym", "rhym"]);
    expect(["tale", "tales", "stories", "story"].map(stemWord)).toEqual(["tal", "tal", "story", "story"]);
    expect(stemWord("class")).toBe("class");
  });

  it("reads hyphens and punctuation as spaces and drops stop words", () => {
    expect(conceptWords("Comparing with -er and -est")).toEqual(["compar", "er", "est"]);
    expect(conceptWords("Writing thank-you notes")).toEqual(["writ", "thank", "you", "not"]);
    expect(conceptWords("Author's purpose")).toEqual(["author", "purpos"]);
  });

  it("matches whole words only, phrases together before phrases apart", () => {
    // "ad" (advertisement) names RI.4.8; "address" must not meet it.
    expect([...lexiconScores("Facts in ads", "4").keys()].map((s) => s.code)).toContain("RI.4.8");
    expect([...lexiconScores("Commas in addresses", "4").keys()].map((s) => s.code)).not.toContain("RI.4.8");
    expect(top("Onomatopoeia", "2")).toBe("RL.2.4");
  });

  it("needs a word of the topic for each word of a phrase, even a repeated one", () => {
    const codes = [...lexiconScores("Using maps to understand a text", "3").keys()].map((s) => s.code);
    expect(codes).not.toContain("RI.3.9"); // "text to text" needs "text" twice
    expect([...lexiconScores("Text to text connections", "3").keys()].map((s) => s.code)).toContain("RI.3.9");
  });

  it("scores a science subject for the informational reading standards only when no ELA concept is named", () => {
    expect(top("Volcanoes", "3")).toBe("RI.3.3");
    expect(top("Animal idioms", "4")).toBe("L.4.5.b");
    expect([...lexiconScores("Animal idioms", "4").keys()].map((s) => s.code)).not.toContain("RI.4.3");
  });
});
