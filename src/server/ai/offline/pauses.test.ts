import { describe, expect, it } from "vitest";
import { GRADES } from "@shared/schemas/grade";
import { PROMISES_TIME, THINK_PAUSE_SEC, thinkPauseSec, thinkTask, TIME_PROMISE_MIN_SEC } from "./pauses";

describe("think pauses by task (docs/decisions/0045-pauses-by-task-and-grade.md)", () => {
  it.each([
    ["Retell 'The Monarchs' Long Trip' in three sentences. Tell the big idea and two key details.", "compose"],
    ["Add a new reason the author could use, and say what evidence would support it.", "compose"],
    ["Write a definition of the word erupt.", "compose"],
    ["Write one literal sentence and one nonliteral sentence with the words cold feet.", "compose"],
    ["Think of something you did this week. Tell your story to someone: First, Next, Then.", "compose"],
    ["Turn and talk! Tell someone near you what sequence means, and give your own example.", "discuss"],
    ["Sort these dolphin facts into two groups: what dolphins eat and how they swim.", "order"],
    ["Put these in order and add time words: We ate cake. We went to the park.", "order"],
    ["Put in order from least to most: chilly, freezing, cold.", "order"],
    ["Why do you think the author included what sleep doctors recommend?", "sentence"],
    // Two decisions: literal or not, then the meaning in the child's own words.
    ["Literal or nonliteral? 'Coach said we dropped the ball.' What does it mean?", "sentence"],
    ["Write the plural: woman.", "sentence"],
    ["Find the word in our reading that tells when.", "find"],
    ["Say the sound for the first letter in fan.", "say"],
    // From the second specialist reading: a short report, two key details, a word to work out.
    ["Now you try: give a three-sentence report about your favorite animal.", "compose"],
    ["Name two key details from the passage about the moon.", "sentence"],
    ["Split and read: problem.", "find"],
    // RL.1.1's key move: the child makes a question of their own, then answers it.
    ["Ask a who question about “Ana and the Snail.” Then answer it.", "sentence"],
  ])("reads %j as a %s task", (prompt, task) => {
    expect(thinkTask(prompt)).toBe(task);
  });

  it("tells short choices from choices that are whole sentences said aloud", () => {
    expect(thinkTask("Which word starts with /v/?", ["fan", "man", "van"])).toBe("choose");
    expect(
      thinkTask("Which is the author's point?", [
        "Kids need plenty of sleep to grow.",
        "Sleep doctors work at night.",
        "Some kids stay up late on weekends.",
      ]),
    ).toBe("weigh");
    expect(thinkTask("Which one?", true)).toBe("choose");
  });

  it("never gives an older grade less time to make its own language than a younger one", () => {
    for (const task of ["sentence", "compose", "discuss"] as const) {
      const [k1, g23, g45] = THINK_PAUSE_SEC[task];
      expect(g23).toBeGreaterThanOrEqual(k1);
      expect(g45).toBeGreaterThanOrEqual(g23);
    }
  });

  it("gives a retell, a written definition and a turn and talk at least 15 seconds at every grade", () => {
    for (const g of GRADES) {
      expect(thinkPauseSec(thinkTask("Retell the story in three sentences."), g)).toBeGreaterThanOrEqual(15);
      expect(thinkPauseSec(thinkTask("Write a definition of the word erupt."), g)).toBeGreaterThanOrEqual(15);
      expect(thinkPauseSec("discuss", g)).toBeGreaterThanOrEqual(15);
      // Rowe's three seconds is the floor for any question.
      expect(thinkPauseSec("say", g)).toBeGreaterThanOrEqual(3);
    }
  });

  it("keeps a promise of time only for a pause long enough to keep it", () => {
    expect(PROMISES_TIME.test("Take your time.")).toBe(true);
    expect(PROMISES_TIME.test("Try it in your own time.")).toBe(true);
    expect(TIME_PROMISE_MIN_SEC).toBeGreaterThan(THINK_PAUSE_SEC.sentence[2]);
  });
});
