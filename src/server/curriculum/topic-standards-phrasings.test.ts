import { describe, expect, it } from "vitest";
import type { Grade } from "@shared/schemas/grade";
import { exampleConcepts } from "./example-concepts";
import { lexiconScores } from "./standards-lexicon";
import { standardsForTopic } from "./topic-standards";

/** The chosen grade's codes as step 2 shows them first (ADR 0057: the 3 shown first). */
const shownFirst = (topic: string, grade: Grade, n = 3) =>
  standardsForTopic(topic, grade)
    .standards.filter((s) => s.grade === grade)
    .slice(0, n)
    .map((s) => s.code);

/** The teachers' phrasings and typed examples of ADR 0068's amendment of 2026-11-28 (second development set). */
describe("typed topics in teachers' everyday phrasings (ADR 0068, amended)", () => {
  it("reads 'my', 'our', 'the' as joining a phrase's words, but 'in' as parting them", () => {
    const score = (topic: string, code: string) =>
      [...lexiconScores(topic, "2").entries()].find(([s]) => s.code === code)?.[1] ?? 0;
    // "fixing our mistakes" is the phrase "fixing mistakes" (RF.2.4.c), met together: its full word count.
    expect(score("Fixing our mistakes while reading", "RF.2.4.c")).toBeGreaterThanOrEqual(2);
    expect(shownFirst("Fixing our mistakes while reading", "2")[0]).toBe("RF.2.4.c");
    // "sounds in words" is still not the phrase "sound words" (onomatopoeia) standing together.
    const apart = [...lexiconScores("Sounds in words", "1").entries()].find(([s]) => s.code === "RL.1.4")?.[1];
    expect(apart).toBeCloseTo(1.2);
  });

  it("names the grammar concept that forms of one word typed as examples show", () => {
    expect(exampleConcepts("Small, smaller, smallest")).toEqual(["comparative", "superlative"]);
    expect(exampleConcepts("hot, hotter, hottest")).toEqual(["comparative", "superlative"]);
    expect(exampleConcepts("Soft or softly?")).toEqual(["adverb"]);
    expect(exampleConcepts("gentle and gently")).toEqual(["adverb"]);
    // A lone -er form is a person or a thing as often as a comparison.
    expect(exampleConcepts("The farm and the farmer")).toEqual([]);
    expect(exampleConcepts("Read like a reader")).toEqual([]);
    expect(shownFirst("Big, bigger, biggest", "3")[0]).toBe("L.3.1.g");
    expect(shownFirst("Soft or softly?", "2")[0]).toBe("L.2.1.e");
  });

  it("finds the comparing standard when two texts are compared, not the subject's reading standards", () => {
    expect(shownFirst("Two books about sharks: alike and different", "1")[0]).toBe("RI.1.9");
    expect(shownFirst("Comparing two stories about a clever fox", "2")[0]).toBe("RL.2.9");
    expect(shownFirst("Comparing the adventures of two bunnies", "K")[0]).toBe("RL.K.9");
  });

  it("reads questions about the author as the author's purpose and reasons", () => {
    expect(shownFirst("Why did the author write a book about trucks?", "3")[0]).toBe("RI.3.6");
    expect(shownFirst("Why does the author say bees are important?", "2")[0]).toBe("RI.2.8");
    expect(shownFirst("Who is talking on this page?", "1")[0]).toBe("RL.1.6");
    expect(shownFirst("Storybooks and books that give information", "1")[0]).toBe("RL.1.5");
  });

  it("knows kindergarten's words for sounds and print", () => {
    expect(shownFirst("Do cat and cup start the same?", "K")[0]).toBe("RF.K.2.d");
    expect(shownFirst("Short o in hop and pot", "K")[0]).toBe("RF.K.3.b");
    expect(shownFirst("Blending c and at to make cat", "K")[0]).toBe("RF.K.2.c");
    expect(shownFirst("How many words are in this sentence? Counting words", "K")[0]).toBe("RF.K.1.c");
  });

  it("knows the everyday words of speaking, listening and discussion", () => {
    expect(shownFirst("Asking our visitor good questions", "2")[0]).toBe("SL.2.3");
    expect(shownFirst("Speaking in a loud clear voice", "K")[0]).toBe("SL.K.6");
    expect(shownFirst("Building on my partner's idea", "2")[0]).toBe("SL.2.1.b");
    expect(shownFirst("Adding a sound clip to my slides", "5")[0]).toBe("SL.5.5");
    expect(shownFirst("Main idea of a video about bats", "3")[0]).toBe("SL.3.2");
  });

  it("knows the everyday words of writing: typing, class books, 'which is best', a piece", () => {
    expect(shownFirst("Typing a story on the computer", "4")[0]).toBe("W.4.6");
    expect(shownFirst("Making a class book about the zoo", "K")[0]).toBe("W.K.7");
    expect(shownFirst("Which pet is best? Tell why", "1")[0]).toBe("W.1.1");
    expect(shownFirst("Informative piece about bees", "2")[0]).toBe("W.2.2");
  });

  it("knows a process, an explanation and a performance in teachers' words", () => {
    expect(shownFirst("How a tadpole becomes a frog: steps in a book", "1")[0]).toBe("RI.1.3");
    expect(shownFirst("Explaining why rivers flood in a science article", "4")[0]).toBe("RI.4.3");
    expect(shownFirst("Practicing a play for a performance", "3")[0]).toBe("RF.3.4.b");
    expect(shownFirst("It's a piece of cake: idioms", "3")).toContain("L.3.5.a");
  });

  it("knows the everyday words for standards that had only their CCSS words (the pass over every strand)", () => {
    expect(shownFirst("Himself and herself", "2")[0]).toBe("L.2.1.c");
    expect(shownFirst("Using a dash for effect", "4")[0]).toBe("L.4.3.b");
    expect(shownFirst("How to end a story", "3")[0]).toBe("W.3.3.d");
    expect(shownFirst("Birdhouse and notebook: two small words", "2")[0]).toBe("L.2.4.d");
    expect(shownFirst("Opposites: hot and cold", "K")[0]).toBe("L.K.5.b");
    expect(shownFirst("Who wrote it and who drew it", "K")).toContain("RL.K.6");
    // A lone "during" or "what is a" names no grammar: the topic's own concept or subject stays first.
    expect(shownFirst("What is a noun?", "1")[0]).toBe("L.1.1.b");
    expect(shownFirst("What happens during a storm", "1")).not.toContain("L.1.1.i");
  });

  it("reads generic words by what the learner does: 'what happened' is narrative writing only when writing", () => {
    expect(shownFirst("Writing about what happened on the field trip", "2")[0]).toBe("W.2.3");
    expect(shownFirst("Beginning, middle, end: what happened in the story", "1")).not.toContain("W.1.3");
    // A letter the topic reads from is a setting, not the learner's letter; a piece or a research report is written.
    expect(shownFirst("Fact and opinion in a letter to the school paper", "4")).not.toContain("W.4.1");
    expect(shownFirst("Opinion piece: should we have homework?", "4")[0]).toBe("W.4.1");
    expect(shownFirst("Research reports about inventors", "5")[0]).toBe("W.5.7");
  });

  it("finds the lettered part that linking words typed as examples name", () => {
    expect(shownFirst("Giving reasons with because and so in opinion writing", "4")[0]).toBe("W.4.1.c");
    expect(shownFirst("Words from Greek myths like Achilles heel", "4")[0]).toBe("RL.4.4");
  });

  it("reads the words after 'like' or 'such as' as examples of the concept, not another concept", () => {
    expect(shownFirst("Context clues such as cause and effect", "4")).toEqual(["L.4.4.a"]);
    // "like" itself stays with the concept: similes are made "with like or as".
    expect(shownFirst("Similes with like or as", "4")[0]).toBe("L.4.5.a");
  });
});
