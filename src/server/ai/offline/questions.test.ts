import { describe, expect, it } from "vitest";
import { askQuestion, exampleAnswer, isSentenceLike, revealAnswer, sayAnswer } from "./questions";

const first = <T>(items: readonly T[]) => items[0]!;
const reverse = <T>(items: readonly T[]) => [...items].reverse();

describe("how the offline engine says questions and answers", () => {
  it("tells clauses from words and phrases", () => {
    expect(isSentenceLike("ship")).toBe(false);
    expect(isSentenceLike("the cast of characters")).toBe(false);
    expect(isSentenceLike("puppy has 2 syllables")).toBe(true);
    expect(isSentenceLike("The lake was a mirror.")).toBe(true);
  });

  it("asks short choices as one question each, and keeps numbers in order", () => {
    const q = askQuestion("How many sounds do you hear in 'thin'?", "3", ["2", "3", "4"], { shuffle: reverse });
    expect(q.spoken).toBe("How many sounds do you hear in 'thin'? Is it 2? 3? Or 4?");
    expect(q.reveal).toBe("The answer is 3.");
  });

  it("letters sentence choices, ends on a question and reveals the letter with the answer", () => {
    const q = askQuestion("Which sentence uses a metaphor?", "The lake was a mirror.", ["The lake was a mirror.", "The lake was like glass.", "The lake was big."], { shuffle: reverse });
    expect(q.spoken).toBe("Which sentence uses a metaphor? A: The lake was big. B: The lake was like glass. C: The lake was a mirror. Which is it: A, B or C?");
    expect(q.spoken.endsWith("?")).toBe(true);
    expect(q.reveal).toBe("The answer is C: The lake was a mirror.");
    expect(q.spoken).not.toMatch(/\.\?/);
  });

  it("asks K–1 viewers short sentence choices without letters", () => {
    const q = askQuestion("Which one is the setting?", "a pond on a rainy day", ["Frog", "Duck", "a pond on a rainy day"], { young: true });
    expect(q.spoken).toBe("Which one is the setting? Is it Frog? Duck? Or a pond on a rainy day?");
  });

  it("never leaves an answer that is itself a question looking like a new question", () => {
    const q = askQuestion("Which question asks about time?", "When did Ana help in the garden?", ["Who is Ana?", "When did Ana help in the garden?", "Where is the garden?"]);
    expect(q.reveal).toBe("The answer is B: “When did Ana help in the garden?” That's the one.");
    expect(sayAnswer("Why was the boy sad?")).toBe("For example: “Why was the boy sad?” That's one good way.");
    expect(revealAnswer("what did the fox want?")).toMatch(/\.$/);
    expect(exampleAnswer("A question: How do bees talk?", first)).toMatch(/\.$/);
  });

  it("introduces a worked example's answer to fit its shape", () => {
    expect(exampleAnswer("ship", first)).toBe("So the answer is ship.");
    expect(exampleAnswer("puppy has 2 syllables", first)).toBe("So: Puppy has 2 syllables.");
    expect(exampleAnswer("'as quiet as a mouse.'", first)).not.toMatch(/'\.$/);
  });
});
