import { describe, expect, it } from "vitest";
import type { Grade } from "@shared/schemas/grade";
import { exampleConcepts } from "./example-concepts";
import { inferredStrands, learnerWrites } from "./topic-strands";
import { standardsForTopic } from "./topic-standards";

/** The chosen grade's codes as step 2 shows them first (ADR 0057: the 3 shown first). */
const shownFirst = (topic: string, grade: Grade, n = 3) =>
  standardsForTopic(topic, grade)
    .standards.filter((s) => s.grade === grade)
    .slice(0, n)
    .map((s) => s.code);

/** The general causes ADR 0069 found on the fourth development set, each tried on topics of its own. */
describe("typed topics in teachers' everyday phrasings, fourth round (ADR 0069)", () => {
  it("names the concept that typed forms of a word, a pair of words or a word named twice show", () => {
    expect(exampleConcepts("Look, looks, looked, looking")).toEqual(["inflectional ending"]);
    expect(exampleConcepts("hopped, hopping, hops")).toEqual(["inflectional ending"]);
    // Two forms are no sign: "reads" and "reading" are met in passing.
    expect(exampleConcepts("Who reads? Reading club")).toEqual([]);
    expect(exampleConcepts("The dog runs, the dogs run")).toEqual(["subject verb agreement"]);
    expect(exampleConcepts("A ring on your finger and a ring of the bell")).toEqual(["homonym"]);
    expect(exampleConcepts("Cap or cup?")).toEqual(["similarly spelled word"]);
    // Changing a sound ("to") is phoneme substitution, not telling two spellings apart.
    expect(exampleConcepts("Pin to pan")).toEqual([]);
    expect(exampleConcepts("Cats and dogs")).toEqual([]);
  });

  it("offers the standard those examples name", () => {
    expect(shownFirst("Hopped, hopping, hops", "1")[0]).toBe("RF.1.3.f");
    // L.1.4.c's own example ("look" and "looks, looked, looking"): a root word and its inflectional forms.
    expect(shownFirst("Look, looks, looked, looking", "1")[0]).toBe("L.1.4.c");
    expect(shownFirst("The dog runs, the dogs run", "1")[0]).toBe("L.1.1.c");
    expect(shownFirst("A ring on your finger and a ring of the bell", "K")[0]).toBe("L.K.4.a");
    expect(shownFirst("Cap or cup?", "K")[0]).toBe("RF.K.3.d");
  });

  it("reads two or more of a standard's own examples as that standard, when they are the topic", () => {
    // L.K.5.d: "(e.g., walk, march, strut, prance)"; L.2.1.b: "(e.g., feet, children, teeth, mice, fish)".
    expect(shownFirst("Skip, strut, prance, march", "K")[0]).toBe("L.K.5.d");
    expect(shownFirst("Mice, teeth, geese and more", "2")[0]).toBe("L.2.1.b");
    // W.4.1.c: "(e.g., for instance, in order to, in addition)", before informative writing's linking words.
    expect(shownFirst("In addition, for instance: joining my reasons", "4")[0]).toBe("W.4.1.c");
    // One stem is one example ("dog, dogs" in L.K.1.c), and examples met in passing are not the lesson.
    expect(shownFirst("Dogs and cats", "K")).not.toContain("L.K.1.c");
  });

  it("knows teachers' words for the reading standards", () => {
    expect(shownFirst("Point to each word as we read the big book", "K")[0]).toBe("RF.K.1.a");
    expect(shownFirst("The Gingerbread Man: who is in the story?", "K")[0]).toBe("RL.K.3");
    expect(shownFirst("What is the author trying to tell us about sharks?", "2")[0]).toBe("RI.2.6");
    expect(shownFirst("Do you agree with the writer about school lunches?", "3")[0]).toBe("RI.3.6");
    expect(shownFirst("How does the author support a claim about exercise?", "5")[0]).toBe("RI.5.8");
    expect(shownFirst("Watching the play after reading it", "4")[0]).toBe("RL.4.7");
  });

  it("knows teachers' words for the writing, speaking and language standards", () => {
    expect(shownFirst("The time I rode a horse", "1")[0]).toBe("W.1.3");
    expect(shownFirst("Summarize a podcast about bats", "4")[0]).toBe("SL.4.2");
    expect(shownFirst("Talking to adults and talking to friends", "4")).toEqual(
      expect.arrayContaining(["SL.4.6", "L.4.3.c"]),
    );
    expect(shownFirst("How sure are you? Maybe, probably, definitely", "3")[0]).toBe("L.3.5.c");
    expect(shownFirst("Response to literature: a character's choices", "5")[0]).toBe("W.5.9.a");
  });

  it("reads what the learner does: a story about themselves, a read-aloud of a named kind of text", () => {
    expect(inferredStrands("A story about my grandma").get("W")).toBeGreaterThan(1);
    expect(learnerWrites(inferredStrands("A story about a brave knight"))).toBe(false);
    // A nonfiction read-aloud is still informational text; a read-aloud alone is listened to.
    expect(inferredStrands("Questions about a nonfiction read-aloud on whales").get("RI")).toBeGreaterThan(1);
    expect(inferredStrands("Questions about a read-aloud").get("RI")).toBeLessThan(1);
    // The main topic is informational text's (RI.K–2.2): the story standards are not offered beside it.
    expect(shownFirst("Volcanoes: main topic and key details", "1").some((c) => c.startsWith("RL"))).toBe(false);
    // "What did they learn?" asks a story's lesson, not the class's own recall of what we learned (W.1.8).
    expect(shownFirst("Owl at Home: what did Owl learn?", "1")).not.toContain("W.1.8");
  });

  it("knows teachers' words found by probing every strand beyond the set", () => {
    expect(shownFirst("Design a brochure about the rainforest", "3")[0]).toBe("W.3.2");
    expect(shownFirst("What's the theme? Picture books about kindness", "3")[0]).toBe("RL.3.2");
    expect(shownFirst("Hard and soft g: giant and goat", "2")[0]).toBe("RF.2.3.e");
    expect(shownFirst("Ask a friend to explain their thinking", "2")[0]).toBe("SL.2.1.c");
    expect(shownFirst("Disagree politely in a book discussion", "4")[0]).toBe("SL.4.1.b");
    expect(shownFirst("Why did the author use photographs of the ocean?", "2")[0]).toBe("RI.2.7");
    // "Sun-set" split by syllables holds no story setting ("setting" keeps its -ing as a stem).
    expect(shownFirst("Chunking words: cup-cake, rain-bow, sun-set", "1")[0]).toBe("RF.1.3.e");
  });

  it("puts the part of a kind of writing the topic names after it, and only that part", () => {
    expect(shownFirst("Writing dialogue in a personal narrative", "4", 8)).toEqual(["W.4.3", "W.4.3.b"]);
    expect(shownFirst("Linking clauses in an opinion essay", "5")[0]).toBe("W.5.1.c");
  });
});
