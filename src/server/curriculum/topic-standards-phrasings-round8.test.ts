import { describe, expect, it } from "vitest";
import type { Grade } from "@shared/schemas/grade";
import { exampleConcepts } from "./example-concepts";
import { standardsForTopic } from "./topic-standards";
import { meantWord, readTopic } from "./topic-spelling";

/** The chosen grade's codes as step 2 shows them first (ADR 0057: the 3 shown first). */
const shownFirst = (topic: string, grade: Grade, n = 3) =>
  standardsForTopic(topic, grade)
    .standards.filter((s) => s.grade === grade)
    .slice(0, n)
    .map((s) => s.code);

/** The general causes ADR 0091 found on the eighth development set, each tried on topics of its own. */
describe("a plain subject, shown across its strands (ADR 0091)", () => {
  it("shows a subject's main idea, key details and writing about it first, not three reading codes alike", () => {
    expect(shownFirst("Tornadoes", "3")).toEqual(["RI.3.2", "RI.3.1", "W.3.2"]);
    expect(shownFirst("Sea otters", "K")).toEqual(["RI.K.2", "RI.K.1", "W.K.2"]);
    expect(shownFirst("Apples and pumpkins", "1")).toEqual(["RI.1.2", "RI.1.1", "W.1.2"]);
    // Its words (RI.x.4) and the connections in it (RI.x.3) follow.
    expect(shownFirst("Tornadoes", "3", 8)).toEqual(expect.arrayContaining(["RI.3.4", "RI.3.3"]));
  });

  it("leads with connections for a course of events, a process or a how question, in grades 2-5", () => {
    expect(shownFirst("The Civil War", "5")[0]).toBe("RI.5.3");
    expect(shownFirst("How do tornadoes form?", "4")[0]).toBe("RI.4.3");
    // The subject alone leads with its main idea.
    expect(shownFirst("Tornadoes", "4")[0]).toBe("RI.4.2");
    // In K-1 RI.x.3 is only a connection between two events or ideas: the main topic leads.
    expect(shownFirst("Life cycle of a pumpkin", "K")[0]).toBe("RI.K.2");
  });

  it("offers no writing when the topic names reading or more than the subject", () => {
    expect(shownFirst("Reading about sharks", "2")).toEqual(["RI.2.2", "RI.2.1", "RI.2.4"]);
    expect(shownFirst("Sharks in the news: relationships between people in a text", "5")).not.toContain("W.5.2");
    // A thing that is no subject of science or social studies is still nothing (ADR 0057).
    expect(shownFirst("Pizza", "2")).toEqual([]);
  });
});

describe("a word as typed: British spellings, short forms, reading aloud (ADR 0091)", () => {
  it("reads a British spelling as the American one the standards use", () => {
    expect(meantWord("colour")).toBe("color");
    expect(meantWord("summarising")).toBe("summarizing");
    expect(meantWord("theatre")).toBe("theater");
    expect(meantWord("analysing")).toBe("analyzing");
    // A word the standards hold is left alone, though it ends like a British form ("tour", "noise", "centre").
    expect(meantWord("noise")).toBe("noise");
    expect(shownFirst("Colour words", "K")).toEqual(shownFirst("Color words", "K"));
    expect(shownFirst("Colour words", "K")).not.toEqual([]);
  });

  it("reads teachers' short forms as their words", () => {
    expect(readTopic("Lit circle roles")).toBe("literature circle roles");
    expect(shownFirst("Lit circle roles", "5")[0]).toBe("SL.5.1.b");
    expect(shownFirst("Vocab in a science article", "3")).not.toEqual([]);
    expect(shownFirst("Convos with a partner", "K")[0]).toBe("SL.K.1");
  });

  it("reads the learner reading aloud as oral reading, not a read-aloud listened to", () => {
    expect(readTopic("Fixing mistakes when we read aloud")).toBe("Fixing mistakes when we read orally");
    expect(shownFirst("Fixing mistakes when we read aloud", "2")).toEqual(["RF.2.4.c"]);
    expect(shownFirst("Using context as we read to check our words", "3")[0]).toBe("RF.3.4.c");
    // A read-aloud heard by the class is still listening (SL.x.2).
    expect(shownFirst("Retelling the read-aloud", "2")).toContain("SL.2.2");
  });
});

describe("teachers' jargon, organizers and routines (ADR 0091)", () => {
  it("knows the tools and words of kindergarten and first-grade routines", () => {
    expect(shownFirst("The spaceman goes between my words", "K")[0]).toBe("RF.K.1.c");
    expect(shownFirst("Spacer sticks", "K")[0]).toBe("RF.K.1.c");
    expect(shownFirst("When I am confused, I ask", "K")[0]).toBe("SL.K.3");
    expect(shownFirst("Positional words", "1")[0]).toBe("L.1.1.i");
    expect(shownFirst("Whisper phone practice", "2")[0]).toBe("RF.2.4.b");
  });

  it("reads a comparing organizer as comparing texts", () => {
    expect(shownFirst("Double bubble map", "3")).toEqual(["RL.3.9", "RI.3.9"]);
    expect(shownFirst("Venn diagram of two stories", "1")[0]).toBe("RL.1.9");
  });

  it("knows a visiting expert is a speaker asked questions, and a constructed response is writing from texts", () => {
    expect(shownFirst("Ask the expert: a vet visits our class", "2")[0]).toBe("SL.2.3");
    expect(shownFirst("Questions for a visiting author", "3")[0]).toBe("SL.3.3");
    expect(shownFirst("Writing constructed responses", "4")[0]).toBe("W.4.9");
  });

  it("finds the research behind taking notes, and photos as pictures beside the words", () => {
    expect(shownFirst("We research volcanoes and take notes", "3")).toEqual(expect.arrayContaining(["W.3.8", "W.3.7"]));
    expect(shownFirst("Did we learn it from the photo or from the words?", "1")[0]).toBe("RI.1.6");
  });

  it("reads a small moment as the learner's own narrative", () => {
    expect(shownFirst("Small moments with a beginning, middle and end", "1")).toEqual(["W.1.3"]);
  });
});

describe("questions that name a character, a teller or a plot (ADR 0091)", () => {
  it("reads a story told by another of its people as point of view", () => {
    expect(exampleConcepts("What if the giant told the story?")).toContain("point of view");
    expect(shownFirst("What if the giant told the story?", "3")[0]).toBe("RL.3.6");
    expect(shownFirst("The wolf's side of the story", "4")[0]).toBe("RL.4.6");
    expect(exampleConcepts("Who told you the story?")).not.toContain("point of view");
  });

  it("reads how one named character feels, responds or changes by the end as the character standard", () => {
    expect(shownFirst("How does Lilly feel at the end?", "1")[0]).toBe("RL.1.3");
    expect(shownFirst("How does the little red hen react?", "2")[0]).toBe("RL.2.3");
    expect(shownFirst("How does the old woman change by the end?", "3")[0]).toBe("RL.3.3");
    // A group is history's people, not a story's character.
    expect(exampleConcepts("How did the colonists react to the new tax?")).toEqual([]);
  });

  it("reads a character's actions moving the plot as characters and events", () => {
    expect(shownFirst("How Max's actions move the plot along", "2")).toEqual(["RL.2.3"]);
    // Transitions that move a story along are still narrative writing's.
    expect(shownFirst("Transitions that move the story along: later, meanwhile", "4")[0]).toBe("W.4.3.c");
  });
});
