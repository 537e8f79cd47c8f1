import { describe, expect, it } from "vitest";
import lexicon from "@data/standards-lexicon.json";
import { allStandardDetails, stemWord } from "./standards-catalogue";
import { conceptWords, lexiconScores } from "./standards-lexicon";

const top = (topic: string, grade: string) =>
  [...lexiconScores(topic, grade).entries()].sort((a, b) => b[1] - a[1]).map(([s]) => s.code)[0];

describe("the concept lexicon (ADR 0057)", () => {
  it("reduces words to simple stems so plurals and -ing forms meet", () => {
    expect(["rhyme", "rhymes", "rhyming"].map(stemWord)).toEqual(["rhym", "rhym", "rhym"]);
    expect(["tale", "tales", "stories", "story"].map(stemWord)).toEqual(["tal", "tal", "story", "story"]);
    expect(stemWord("class")).toBe("class");
    // A doubled consonant before -ing or -ed is undone ("planning" meets "plan"), but "add" is no "ad"; "-ly" goes.
    expect(["planning", "stopped", "spelling", "adding", "fluently", "family"].map(stemWord)).toEqual([
      "plan",
      "stop",
      "spell",
      "add",
      "fluent",
      "family",
    ]);
  });

  it("reads hyphens and punctuation as spaces and drops stop words", () => {
    expect(conceptWords("Comparing with -er and -est")).toEqual(["compar", "er", "est"]);
    expect(conceptWords("Writing thank-you notes")).toEqual(["writ", "thank", "you", "note"]);
    expect(conceptWords("Author's purpose")).toEqual(["author", "purpos"]);
    // A letter's plural is the letter: "5 W's" meets the phrase "5 W".
    expect(conceptWords("5 W's and H questions")).toEqual(["5", "w", "h", "question"]);
    expect(conceptWords("how-to books", true)).toEqual(["how", "to", "book"]);
  });

  it("keeps the stop words of a one-word phrase ('how to', 'run on') and matches it only as written", () => {
    const codes = (topic: string, grade: string) => [...lexiconScores(topic, grade).keys()].map((s) => s.code);
    expect(codes("How-to books", "1")).toContain("W.1.2");
    expect(codes("How plants grow", "1")).not.toContain("W.1.2");
    expect(codes("Run-on sentences", "4")).toContain("L.4.1.f");
    expect(codes("Running a race", "4")).not.toContain("L.4.1.f");
  });

  it("meets a phrase's words apart only in the phrase's order", () => {
    expect(top("Stretching words into sounds", "1")).toBe("RF.1.2.d");
    // "sound word" (onomatopoeia) is not "a word … its sounds".
    expect([...lexiconScores("Breaking a word into its sounds", "1").keys()].map((s) => s.code)).not.toContain(
      "RL.1.4",
    );
  });

  it("reads words with stop words between them as apart: 'sounds in words' is not the phrase 'sound words'", () => {
    const score = (topic: string) =>
      [...lexiconScores(topic, "1").entries()].find(([s]) => s.code === "RL.1.4")?.[1] ?? 0;
    expect(score("Sound words")).toBe(2);
    expect(score("Sounds in words")).toBeCloseTo(1.2);
  });

  it("weighs a concept above the setting it is taught in ('… in tall tales')", () => {
    const scores = lexiconScores("Exaggeration in tall tales", "5");
    const of = (code: string) => [...scores.entries()].find(([s]) => s.code === code)?.[1] ?? 0;
    expect(of("L.5.5.a")).toBeGreaterThan(of("RL.5.2"));
    // "in" before something that is no text or subject starts no setting.
    expect(top("Words ending in -tion", "3")).toBe("RF.3.3.b");
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
    // A subject alone leads with its main idea (ADR 0091); a course of events, a process or a how or why question
    // about it leads with the connections between its events or steps in grades 2-5.
    expect(top("Volcanoes", "3")).toBe("RI.3.2");
    expect(top("How volcanoes erupt", "3")).toBe("RI.3.3");
    expect(top("The American Revolution", "5")).toBe("RI.5.3");
    // In K-1 the main topic and key details come first.
    expect(top("Animals in winter", "K")).toBe("RI.K.2");
    expect(top("Animal idioms", "4")).toBe("L.4.5.b");
    expect([...lexiconScores("Animal idioms", "4").keys()].map((s) => s.code)).not.toContain("RI.4.3");
  });
});

describe("the concept lexicon's data", () => {
  const codes = new Set(allStandardDetails().map((s) => s.code));
  const matches = (pattern: string) => {
    const re = new RegExp(`^${pattern.replace(/\./g, "\\.").replace(/\*/g, "[^.]+")}$`);
    return [...codes].filter((c) => re.test(c));
  };

  it("names only CCSS ELA K-5 codes, each key at least one", () => {
    for (const key of Object.keys(lexicon.standards)) expect(matches(key), key).not.toHaveLength(0);
    for (const key of Object.keys(lexicon.writing.standards)) expect(matches(key), key).not.toHaveLength(0);
  });

  it("points a subject written about to writing standards", () => {
    for (const key of lexicon.content.writing) expect(key.startsWith("W."), key).toBe(true);
    for (const key of lexicon.content.writing) expect(matches(key), key).toHaveLength(6);
  });

  it("points every grade's subjects to informational reading standards of that grade", () => {
    expect(Object.keys(lexicon.content.codes).sort()).toEqual(["1", "2", "3", "4", "5", "K"]);
    for (const [grade, list] of Object.entries(lexicon.content.codes)) {
      for (const code of list) {
        expect(codes.has(code), code).toBe(true);
        expect(code.startsWith(`RI.${grade}.`), code).toBe(true);
      }
    }
  });
});
