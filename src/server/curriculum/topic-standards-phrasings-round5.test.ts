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

/** The general causes ADR 0073 found on the fifth development set, each tried on topics of its own. */
describe("typed topics in teachers' everyday phrasings, fifth round (ADR 0073)", () => {
  it("reads a noun and its plural after a number as plural nouns, and one word in two meanings as a homonym", () => {
    expect(exampleConcepts("One fox, three foxes")).toEqual(["plural noun"]);
    expect(exampleConcepts("a hat and many hats")).toEqual(["plural noun"]);
    // A verb agreeing with each noun is subject-verb agreement, not a plural lesson.
    expect(exampleConcepts("One frog hops, two frogs hop")).toEqual(["subject verb agreement"]);
    // Two different nouns are no plural.
    expect(exampleConcepts("One dog, two cats")).toEqual([]);
    expect(exampleConcepts("Bark on a tree or bark of a dog")).toEqual(["homonym"]);
    expect(exampleConcepts("Bat the animal vs bat for baseball")).toEqual(["homonym"]);
    // An article or a word with its -er form is no word named twice.
    expect(exampleConcepts("The farm and the farmer")).toEqual([]);
    expect(exampleConcepts("Read and reread")).toEqual([]);
    expect(shownFirst("One fox, three foxes", "K")[0]).toBe("L.K.1.c");
    expect(shownFirst("Bark on a tree or bark of a dog", "K")[0]).toBe("L.K.4.a");
  });

  it("knows well-known adages and proverbs typed as the topic", () => {
    expect(shownFirst("Actions speak louder than words", "4")[0]).toBe("L.4.5.b");
    expect(shownFirst("Don't count your chickens before they hatch", "5")[0]).toBe("L.5.5.b");
    // At grade 3 a proverb is nonliteral language (L.3.5.a).
    expect(shownFirst("Look before you leap", "3")[0]).toBe("L.3.5.a");
  });

  it("finds discussion moves, the author's thinking and time-order words in teachers' words", () => {
    expect(shownFirst("Adding on to what your partner says", "2")).toContain("SL.2.1.b");
    expect(shownFirst("Linking comments in a small group", "1")).toContain("SL.1.1.b");
    expect(shownFirst("Pose and respond to questions in a discussion", "5")).toContain("SL.5.1.c");
    expect(shownFirst("What does the author think about zoos?", "3")[0]).toBe("RI.3.6");
    expect(shownFirst("Words that show time order in my narrative", "4")).toContain("W.4.3.c");
    expect(shownFirst("Books in the same series: what stays the same?", "3")[0]).toBe("RL.3.9");
  });

  it("offers the named part of a kind of writing, and a digital tool before the class book it makes", () => {
    expect(shownFirst("Concluding my opinion piece", "3")).toContain("W.3.1.d");
    expect(shownFirst("Linking ideas in a report on tornadoes", "5")).toContain("W.5.2.c");
    expect(shownFirst("Linking opinions and reasons in a book review", "4")).toContain("W.4.1.c");
    expect(shownFirst("Typing our class book on the tablet", "K")[0]).toBe("W.K.6");
    expect(shownFirst("Question words: who, what, where, when", "K")[0]).toBe("L.K.1.d");
  });
});

describe("a topic that names only reading (ADR 0073)", () => {
  it("lowers the writing standards, as writing or speaking alone lowers the reading ones", () => {
    expect(inferredStrands("After reading about penguins, describe how they survive the winter").get("W")).toBe(0.7);
    expect(learnerWrites(inferredStrands("Reading and writing about penguins"))).toBe(true);
    expect(inferredStrands("Reading and writing about penguins").get("W")).toBeGreaterThan(1);
    expect(shownFirst("After reading about the Oregon Trail, describe the sequence of events", "4")[0]).toMatch(
      /^RI\./,
    );
  });
});

describe("pictures that tell a story, and the learner's own drawing (ADR 0073)", () => {
  it("reads how pictures help tell a story as the illustrations' part (RL.K-3.7), not telling a story aloud", () => {
    expect(shownFirst("Do the pictures tell the story too?", "1")[0]).toBe("RL.1.7");
  });

  it("takes 'my drawing' as the learner's work, so reading standards do not lead", () => {
    expect(learnerWrites(inferredStrands("Labels for my drawing"))).toBe(true);
    expect(learnerWrites(inferredStrands("The drawings in a picture book"))).toBe(false);
  });
});
