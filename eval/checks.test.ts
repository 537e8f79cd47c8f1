import { describe, expect, it } from "vitest";
import { asksTheSkill, checksRepeatingEarlier, givesAnswerAway, messageModelledFirst } from "./checks";

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

  it("matches a word's forms, not a shorter word inside it", () => {
    const tool = {
      question: "Which tool helps you read the word rained?",
      answer: "Find the base word rain and the ending e-d.",
      choices: ["Find the base word rain and the ending e-d.", "Look at the picture and guess.", "Say one sound."],
    };
    expect(givesAnswerAway(tool)).toBe("choice");
    const claim = {
      question: "What is the author's claim in “Cities Need More Trees”?",
      answer: "Planting more trees would make cities healthier.",
      choices: ["Planting more trees would make cities healthier.", "Tree leaves trap dust.", "Shade is cooler."],
    };
    expect(givesAnswerAway(claim)).toBeNull();
    expect(givesAnswerAway({ ...claim, choices: [claim.answer, "Leaves trap dust.", "Shade is cooler."] })).toBe(
      "choice",
    );
    const seeds = {
      question: "Why read a page called How Seeds Grow?",
      answer: "To learn how seeds grow.",
      choices: ["To learn how seeds grow.", "To enjoy a made-up story about a seed.", "To draw a flower."],
    };
    expect(givesAnswerAway(seeds)).toBeNull();
  });

  it("does not count a pronoun, or the word a child hears and finds in print, as a clue", () => {
    const after = {
      question: "What does Jamal do after Lucía shares her plan?",
      answer: "He sits down and builds with her.",
      choices: ["He sits down and builds with her.", "He goes home.", "He kicks the tower again."],
    };
    expect(givesAnswerAway(after)).toBeNull();
    const print = { question: "Which one is the word pan?", answer: "the word “pan.”", choices: ["pin", "pan", "nap"] };
    expect(givesAnswerAway(print)).toBeNull();
    const phrases = {
      question: "Which one tells about the pan?",
      answer: "a hot pan",
      choices: ["a hot pan", "a cup", "a mug"],
    };
    expect(givesAnswerAway(phrases)).toBe("choice");
    const big = { question: "Which word means very big?", answer: "huge", choices: ["big-hearted", "huge", "bigger"] };
    expect(givesAnswerAway(big)).toBeNull();
    expect(givesAnswerAway({ ...big, answer: "big-hearted" })).toBe("choice");
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

describe("model before you ask (ADR 0079)", () => {
  const lessonScript = (modelled: boolean) => `TITLE: T
TOPIC: T | CONCEPT: C | TARGET LENGTH: 4:00 | GRADE: 2
STANDARDS: RL.2.2 (primary)
CAST: Ada (Host)

SCENE 1 — TEACH: RECOUNT (0:40)
ADA: Watch me: what happens first in our story?
ADA: First, Pip hid under a leaf.
${modelled ? "ADA: What lesson does Pip learn? The story does not say its lesson, so I use what happens.\nADA: The lesson: Friends help each other." : ""}

SCENE 2 — CHECK FOR UNDERSTANDING (0:20)
ADA: Question 1: What lesson does Pip learn? How does the story show it?
PAUSE: 5 seconds — viewers answer out loud
ADA: Here's one way to say it: Friends help each other.
`;
  it("counts a lesson whose quiz asks the message only when the teaching worked one out first", () => {
    expect(messageModelledFirst(lessonScript(false), "RL.2.2")).toBe(false);
    expect(messageModelledFirst(lessonScript(true), "RL.2.2")).toBe(true);
    // Another standard, or a quiz that asks no message, is not counted.
    expect(messageModelledFirst(lessonScript(false), "RL.2.3")).toBeNull();
  });
});
