import { describe, expect, it } from "vitest";
import type { Grade } from "@shared/schemas/grade";
import { exampleConcepts } from "./example-concepts";
import { inferredStrands } from "./topic-strands";
import { standardsForTopic } from "./topic-standards";
import { meantWord, oneSlipApart, readTopic } from "./topic-spelling";

/** The chosen grade's codes as step 2 shows them first (ADR 0057: the 3 shown first). */
const shownFirst = (topic: string, grade: Grade, n = 3) =>
  standardsForTopic(topic, grade)
    .standards.filter((s) => s.grade === grade)
    .slice(0, n)
    .map((s) => s.code);

/** The general causes ADR 0074 found on the sixth development set, each tried on topics of its own. */
describe("a topic typed fast: misspellings, words run together, digits (ADR 0074)", () => {
  it("takes one slip inside a word for the word meant, but not a real word's neighbour", () => {
    expect(oneSlipApart("adjectvies", "adjectives")).toBe(true);
    expect(oneSlipApart("prepositonal", "prepositional")).toBe(true);
    expect(oneSlipApart("puncutation", "punctuation")).toBe(true);
    // Two slips are too far to be sure.
    expect(oneSlipApart("punctuaton", "punctuation")).toBe(true);
    expect(oneSlipApart("punktuaton", "punctuation")).toBe(false);
    // A changed first letter or a letter added at the end makes another word.
    expect(oneSlipApart("sinking", "linking")).toBe(false);
    expect(oneSlipApart("summarizer", "summarize")).toBe(false);
  });

  it("reads a misspelt or run-together skill name as meant and leaves other words as typed", () => {
    expect(meantWord("adjectvies")).toBe("adjectives");
    expect(meantWord("prepositonal")).toBe("prepositional");
    expect(meantWord("homophnoes")).toBe("homophone");
    expect(meantWord("sightwords")).toBe("sight words");
    for (const word of ["Penguins", "sinking", "leaders", "Halloween", "xylophonequux", "reading"])
      expect(meantWord(word)).toBe(word);
    expect(readTopic("Reading 3-syllable words")).toBe("Reading three-syllable words");
    // A digit standing alone is left as typed.
    expect(readTopic("The 5 W's")).toBe("The 5 W's");
  });

  it("finds the standard of a misspelt skill name, as if typed well", () => {
    expect(shownFirst("adjectvies", "2")[0]).toBe("L.2.1.e");
    expect(shownFirst("Compund words", "2")[0]).toBe("L.2.4.d");
    expect(shownFirst("prepositonal phrases", "4")[0]).toBe("L.4.1.e");
    expect(shownFirst("homophnoes", "4")[0]).toBe("L.4.1.g");
    expect(shownFirst("sightwords", "1")[0]).toBe("RF.1.3.g");
    expect(shownFirst("Reading 3-syllable words", "4")[0]).toBe("RF.4.3.a");
    // A topic near no skill's name is not read as one: a plain subject stays a subject (ADR 0093).
    expect(shownFirst("Halloween costumes", "3")[0]).toBe("RI.3.2");
  });
});

describe("word parts typed alone (ADR 0074)", () => {
  it("reads a part with a hyphen after it as a prefix, with one before it as a suffix", () => {
    expect(exampleConcepts("What do mis- and non- mean?")).toEqual(["prefix"]);
    expect(exampleConcepts("un-, re- and -ness")).toEqual(["prefix", "suffix"]);
    // Inflectional endings, -er and -est, and a hyphened word are no prefix or suffix.
    expect(exampleConcepts("Words with -ed and -s")).toEqual([]);
    expect(exampleConcepts("First- and third-person narrators")).toEqual([]);
    expect(shownFirst("What do mis- and non- mean?", "3")).toEqual(expect.arrayContaining(["RF.3.3.a", "L.3.4.b"]));
  });
});

describe("the kind of text and of writing a topic names (ADR 0074)", () => {
  it("reads a setting, a plot, a theme, a folktale or a storybook as literature", () => {
    expect(inferredStrands("Describing the plot with pictures and words").get("RI")).toBe(0.7);
    expect(inferredStrands("The theme of a fairytale").get("RL")).toBe(1.3);
    expect(inferredStrands("Characters and setting of a storybook").get("RI")).toBe(0.7);
    // Setting goals is no story's setting.
    expect(inferredStrands("Setting goals for reading").get("RI")).toBe(1.3);
    expect(shownFirst("The theme of a fairytale", "3")).toEqual(["RL.3.2"]);
  });

  it("lowers the other kinds of writing when one is named", () => {
    const strands = inferredStrands("Persuasive letter with facts and details");
    expect([strands.get("W.1"), strands.get("W.2"), strands.get("W.3")]).toEqual([undefined, 0.7, 0.7]);
    expect(shownFirst("Opinion paragraph with facts and details", "3")[0]).toBe("W.3.1");
    expect(shownFirst("Persuasive letter with facts and details", "4")[0]).toBe("W.4.1");
    // Two kinds named lower neither.
    expect(inferredStrands("Writing opinion and informative paragraphs").get("W.2")).toBeUndefined();
  });
});

describe("subjects typed alone and teachers' everyday words (ADR 0074)", () => {
  it("reads a common animal typed alone as informational reading: main idea and key details", () => {
    // Then writing about it (ADR 0091): the three shown first are its reading and writing, not three reading codes.
    expect(shownFirst("Polar bears", "1")).toEqual(["RI.1.2", "RI.1.1", "W.1.2"]);
    expect(shownFirst("Sharks", "2")).toEqual(expect.arrayContaining(["RI.2.2", "RI.2.1"]));
    expect(shownFirst("Octopuses", "4")).toEqual(expect.arrayContaining(["RI.4.2", "RI.4.1"]));
    // Letters that are no subject are still nothing (any other plain subject is read about: ADR 0093).
    expect(shownFirst("qwerty", "2")).toEqual([]);
  });

  it("finds locating an answer fast, acting out verbs, little letters, events in order and coming ready", () => {
    expect(shownFirst("Find the answer fast in a few websites", "5")[0]).toBe("RI.5.7");
    expect(shownFirst("Act out these verbs: hop, jump, leap", "K")[0]).toBe("L.K.5.d");
    expect(shownFirst("Little letters a to z", "K")[0]).toBe("RF.K.1.d");
    expect(shownFirst("Draw and write what happened, in the order it happened", "K")[0]).toBe("W.K.3");
    expect(shownFirst("Come ready to discuss the chapter", "3")[0]).toBe("SL.3.1.a");
  });
});
