import { describe, expect, it } from "vitest";
import type { Grade } from "@shared/schemas/grade";
import { exampleConcepts } from "./example-concepts";
import { stemWord } from "./standards-catalogue";
import { inferredStrands, learnerWrites } from "./topic-strands";
import { standardsForTopic } from "./topic-standards";

/** The chosen grade's codes as step 2 shows them first (ADR 0057: the 3 shown first). */
const shownFirst = (topic: string, grade: Grade, n = 3) =>
  standardsForTopic(topic, grade)
    .standards.filter((s) => s.grade === grade)
    .slice(0, n)
    .map((s) => s.code);

/** The teachers' phrasings of ADR 0068's second amendment of 2026-11-28 (third development set). */
describe("typed topics in teachers' everyday phrasings, third round (ADR 0068, amended)", () => {
  it("knows teachers' words for phonics, grammar and vocabulary standards", () => {
    expect(shownFirst("Two letters make one sound: when, phone, duck", "1")[0]).toBe("RF.1.3.a");
    expect(shownFirst("Joining sentences with and, or, but", "1")[0]).toBe("L.1.1.g");
    expect(shownFirst("Time words and place words in our stories", "3")[0]).toBe("L.3.6");
    expect(shownFirst("Same spelling, different meaning: wind and wind", "5")[0]).toBe("L.5.5.c");
  });

  it("knows teachers' words for the reading standards", () => {
    expect(shownFirst("Make-believe or real? Sorting our library books", "1")[0]).toBe("RL.1.5");
    expect(shownFirst("How does the story start and how does it end?", "2")[0]).toBe("RL.2.5");
    expect(shownFirst("Different voices for the characters when we read aloud", "2")[0]).toBe("RL.2.6");
    expect(shownFirst("Who narrates this chapter? I or she", "5")[0]).toBe("RL.5.6");
    expect(shownFirst("Trickster stories from different cultures", "4")[0]).toBe("RL.4.9");
    expect(shownFirst("The structure of an article about volcanoes", "5")[0]).toBe("RI.5.5");
    expect(shownFirst("Two reports of the same event: a fire in town", "5")[0]).toBe("RI.5.6");
  });

  it("knows teachers' words for the writing and speaking standards", () => {
    expect(shownFirst("A class book about our field trip to the zoo", "2")).toContain("W.2.8");
    expect(shownFirst("Questions for the presenter after a science talk", "4")[0]).toBe("SL.4.3");
  });

  it("names the concept that typed examples of a simile or a perfect tense show", () => {
    expect(exampleConcepts("As quiet as a mouse")).toEqual(["simile"]);
    expect(exampleConcepts("Has walked, had walked, will have walked")).toEqual(["perfect tense"]);
    // "as … as" without a thing compared to, and "have" without a participle, show neither.
    expect(exampleConcepts("As soon as we get home")).toEqual([]);
    expect(exampleConcepts("Have fun with rhymes")).toEqual([]);
    expect(shownFirst("As quiet as a mouse: comparisons we hear every day", "4")[0]).toBe("L.4.5.a");
    expect(shownFirst("Has walked, had walked, will have walked", "5")[0]).toBe("L.5.1.b");
  });

  it("keeps 'note' apart from 'not', so 'or not?' names no note taking", () => {
    expect(stemWord("note")).toBe("note");
    expect(stemWord("notes")).toBe("note");
    expect(stemWord("not")).toBe("not");
    expect(shownFirst("Taking notes from a website", "3")[0]).toBe("W.3.8");
    expect(shownFirst("Letter or diary, eyewitness or not?", "4")).not.toContain("W.4.8");
  });

  it("reads the writer of a text read as its author, and only a writer's workshop as the learner writing", () => {
    expect(shownFirst("What is the writer's purpose?", "3")[0]).toBe("RI.3.6");
    expect(shownFirst("Why does the writer say recess matters?", "2")[0]).toBe("RI.2.8");
    expect(learnerWrites(inferredStrands("How the writer describes the storm"))).toBe(false);
    expect(learnerWrites(inferredStrands("Writer's workshop: adding details"))).toBe(true);
    expect(learnerWrites(inferredStrands("Young writers plan a story"))).toBe(true);
  });

  it("reads a kind of text after 'of' at the end of a topic as its setting, not as the lesson", () => {
    expect(shownFirst("Sum it up: the summary of a chapter book", "5")[0]).toBe("RL.5.2");
    // With more after it, the kind of text and what follows are the lesson's words.
    expect(shownFirst("Parts of a text: chapter and stanza", "3")[0]).toBe("RL.3.5");
  });

  it("reads an inference lesson in grades K-3 as asking and answering questions about the text, and slides as a visual display", () => {
    expect(shownFirst("Inferring how the bear feels from clues in the story", "1")[0]).toBe("RL.1.1");
    expect(shownFirst("Making inferences: reading between the lines", "3")[0]).toBe("RL.3.1");
    expect(shownFirst("A slide show for our report on bats", "2")).toContain("SL.2.5");
  });

  it("knows more everyday words: mostly about, mean the opposite, checking our writing, a video's summary", () => {
    expect(shownFirst("Sharks: what is the book mostly about?", "1")[0]).toBe("RI.1.2");
    expect(shownFirst("Words that mean the opposite: up and down", "K")[0]).toBe("L.K.5.b");
    expect(shownFirst("Checking our writing before we share it", "3")[0]).toBe("W.3.5");
    expect(shownFirst("Summarizing a video about rain forests", "4")[0]).toBe("SL.4.2");
    expect(shownFirst("How visuals add to the meaning of a graphic novel", "5")[0]).toBe("RL.5.7");
  });

  it("reads a story the class heard as listening (SL.x.2)", () => {
    expect(shownFirst("Telling back a story we heard yesterday", "1")).toContain("SL.1.2");
  });

  it("puts informative linking words first when the typed examples are informative ones", () => {
    expect(shownFirst("Transition words: for example, also", "5")[0]).toBe("W.5.2.c");
    // Transition words alone, or with time-order examples, stay the narrative's sequence of events.
    expect(shownFirst("Transition words: first, then, finally", "5")[0]).toBe("W.5.3.c");
  });

  it("reads a narrative as the learner's writing, but not a narrative poem or narrative nonfiction", () => {
    expect(learnerWrites(inferredStrands("Pacing the big moment of a narrative"))).toBe(true);
    expect(shownFirst("Pacing the big moment of a narrative", "5")[0]).toBe("W.5.3.b");
    expect(learnerWrites(inferredStrands("Reading narrative poems aloud"))).toBe(false);
    expect(learnerWrites(inferredStrands("Narrative nonfiction about whales"))).toBe(false);
  });
});
