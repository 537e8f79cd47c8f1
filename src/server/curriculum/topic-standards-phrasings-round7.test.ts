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

/** The general causes ADR 0084 found on the seventh development set, each tried on topics of its own. */
describe("teachers' jargon for a skill (ADR 0084)", () => {
  it("knows the classroom names of word-study routines at every grade that teaches them", () => {
    // Elkonin (sound) boxes segment a short word's sounds: RF.K.2.d in kindergarten, RF.1.2.d in grade 1.
    expect(shownFirst("Elkonin boxes for short words", "K")[0]).toBe("RF.K.2.d");
    expect(shownFirst("sound boxes", "1")[0]).toBe("RF.1.2.d");
    // A word's "chunks" are its syllables; counting them by their vowels is RF.1.3.d, not long and short vowels.
    expect(shownFirst("Every chunk has a vowel", "1")[0]).toBe("RF.1.3.d");
    expect(shownFirst("How many chunks does it have?", "1")[0]).toBe("RF.1.3.d");
  });

  it("knows the writing and grammar routines teachers name by a picture or an acronym", () => {
    // A hamburger paragraph: topic sentence, details, closing: a paragraph that informs (W.x.2).
    expect(shownFirst("Building a hamburger paragraph about bats", "4")[0]).toBe("W.4.2");
    // "Said is dead", dead words: choosing words for effect (L.3.3.a) or precisely (L.4.3.a).
    expect(shownFirst("Other words for said", "3")[0]).toBe("L.3.3.a");
    expect(shownFirst("Dead words", "4")[0]).toBe("L.4.3.a");
    // AAAWWUBBIS, "a white bus": the subordinating conjunctions (L.3.1.h), as FANBOYS are the coordinating ones.
    expect(shownFirst("A WHITE BUS words", "3")[0]).toBe("L.3.1.h");
    expect(shownFirst("aaawwubbis", "3")[0]).toBe("L.3.1.h");
  });

  it("reads a kind of tale as the folktales RL.2.2 and RL.3.2 name", () => {
    expect(shownFirst("Pourquoi tale: how the leopard got its spots", "3")[0]).toBe("RL.3.2");
    expect(shownFirst("Pourquoi stories", "2")[0]).toBe("RL.2.2");
    expect(shownFirst("Anansi tales", "3")[0]).toBe("RL.3.2");
    // "Why" alone asks a question; it names no kind of tale.
    expect(shownFirst("Why stories have a problem", "2")).not.toContain("RL.2.2");
  });

  it("reads asking when stuck as asking for help, and many books for a class report as shared research", () => {
    expect(shownFirst("Ask for help when you get stuck", "K")[0]).toBe("SL.K.3");
    expect(shownFirst("Asking a question when I'm stuck", "1")[0]).toBe("SL.1.1.c");
    expect(shownFirst("Reading many books about sharks for a class report", "1")[0]).toBe("W.1.7");
  });
});

describe("one strand's words for another strand's skill (ADR 0084)", () => {
  it("reads how the pictures help as informational text's images too, and a story's when a story is named", () => {
    expect(shownFirst("Photos of volcanoes: how the pictures help", "3")[0]).toBe("RI.3.7");
    expect(shownFirst("Story pictures: how the pictures help", "2")).toEqual(["RL.2.7"]);
  });

  it("reads time words in the learner's own narrative as narrative writing, and alone as vocabulary", () => {
    expect(shownFirst("Time words in my personal narrative", "2")[0]).toBe("W.2.3");
    expect(shownFirst("Time words in my story", "5")[0]).toBe("W.5.3.c");
    expect(shownFirst("Time words", "3")[0]).toBe("L.3.6");
  });

  it("reads my story as the learner's own, and someone else's journal as a text read", () => {
    expect(learnerWrites(inferredStrands("Fixing the ending of my story"))).toBe(true);
    // A story map or mountain is filled in for a story read; "our story" is often the class's read-aloud.
    expect(learnerWrites(inferredStrands("Filling in my story map"))).toBe(false);
    expect(learnerWrites(inferredStrands("Characters in our story"))).toBe(false);
    expect(learnerWrites(inferredStrands("Writing in our science journals"))).toBe(true);
    expect(learnerWrites(inferredStrands("Reading a story about a dog"))).toBe(false);
    expect(learnerWrites(inferredStrands("A sailor's journal"))).toBe(false);
  });
});

describe("what a topic's sources and questions name (ADR 0084)", () => {
  it("reads a firsthand source named beside a secondhand one as two accounts of the same event", () => {
    expect(exampleConcepts("A pioneer's diary and a history book")).toEqual(
      expect.arrayContaining(["firsthand account", "secondhand account"]),
    );
    expect(shownFirst("Autobiography and biography of Helen Keller", "4")[0]).toBe("RI.4.6");
    expect(shownFirst("A soldier's letters home and a textbook chapter on the Civil War", "5")[0]).toBe("RI.5.6");
    // One source alone, or an interview the learner gives and an article they write, are no two accounts.
    expect(exampleConcepts("Anne Frank's diary")).toEqual([]);
    expect(exampleConcepts("Interview a grandparent and write a news article")).toEqual([]);
  });

  it("reads a question that sorts people by what they did as one about the characters", () => {
    expect(exampleConcepts("Goldilocks: who was sorry and who wasn't?")).toEqual(["character action"]);
    expect(shownFirst("Goldilocks: who was sorry and who wasn't?", "1")[0]).toBe("RL.1.3");
    expect(shownFirst("Who shared and who did not?", "2")[0]).toBe("RL.2.3");
    // One "who" question names no character's action.
    expect(exampleConcepts("Who won the race?")).toEqual([]);
  });
});
