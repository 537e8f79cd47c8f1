import { describe, expect, it } from "vitest";
import { asksTheSkill, checksRepeatingEarlier, givesAnswerAway } from "./checks";

const script = (practiceAnswer: string) => `TITLE: T
TOPIC: T | CONCEPT: C | TARGET LENGTH: 2:00 | GRADE: 2
STANDARDS: RL.2.3 (primary)
CAST: Ada (Host)

SCENE 1 — TEACH: RESPOND (0:40)
VISUAL: The passage "Pip" appears on screen; each part lights up as it is read aloud.
ADA: Pip hid under the big leaf when the storm came.
VISUAL: Our reading on screen.
ADA: Watch me: how does Pip respond to the storm?
ADA: There it is: Pip is scared. He hides.

SCENE 2 — PRACTICE (0:20)
ADA: Your turn. Who helps Pip?
PAUSE: 5 seconds — viewers try it
ADA: Here's the answer: ${practiceAnswer}

SCENE 3 — CHECK FOR UNDERSTANDING (0:20)
ADA: Question 1: Who comes to help Pip at the end?
PAUSE: 5 seconds — viewers answer out loud
ADA: Here's the answer: Grandma Mole opens her door.
`;

describe("the eval's scan of checks", () => {
  it("finds a check whose answer a practice item said, and not the text read aloud", () => {
    expect(checksRepeatingEarlier(script("Grandma Mole opens her door."))).toHaveLength(1);
    expect(checksRepeatingEarlier(script("Grandma Mole."))).toHaveLength(0);
  });

  it("finds a word's meaning said in its own question", () => {
    expect(
      givesAnswerAway({ question: "What are sunglasses?", answer: "Glasses that keep out the sun.", choices: [] }),
    ).toBe("definition");
    expect(
      givesAnswerAway({ question: "What is a burrow?", answer: "A hole where an animal lives.", choices: [] }),
    ).toBeNull();
  });

  it("finds a right choice that alone repeats the question's words", () => {
    const c = {
      question: "Which clue tells you the dog is wet?",
      answer: "The dog is dripping.",
      choices: ["The dog is dripping.", "It is sunny.", "Sam runs."],
    };
    expect(givesAnswerAway(c)).toBe("choice");
    expect(givesAnswerAway({ ...c, choices: ["The dog is dripping.", "The dog barks.", "Sam runs."] })).toBeNull();
  });

  it("asks a standard's own skill of a text, by grade", () => {
    expect(asksTheSkill("RL.2.3", "What happens first in our story?")).toBe(false);
    expect(asksTheSkill("RL.2.3", "How does Pip respond to the storm?")).toBe(true);
    expect(asksTheSkill("RL.5.3", "What is Pip like?")).toBe(false);
    expect(asksTheSkill("RL.5.3", "Compare Pip and Grandma Mole.")).toBe(true);
    expect(asksTheSkill("RL.K.1", "Who builds a snow dog?")).toBe(true);
    expect(asksTheSkill("RL.3.2", "Who builds a snow dog?")).toBe(false);
    expect(asksTheSkill("RF.1.3", "Which word has a long a?")).toBeNull();
  });
});
