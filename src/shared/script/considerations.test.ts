import { describe, expect, it } from "vitest";
import { readConsiderations, scenesMentioning, scenesWithSupport } from "./considerations";
import { parseContract } from "./contract";

describe("readConsiderations", () => {
  it("reads avoided topics, requested supports, pace and length, and keeps the rest verbatim", () => {
    const c = readConsiderations(
      "Include a sentence frame for English learners. Avoid food examples. No pets or holidays. " +
        "Add a movement break; keep it under 4 minutes. Go slower. Don't mention Cinderella. Use purple.",
    );
    expect(c.avoid.map((r) => r.label)).toEqual(["food or eating", "pets", "holidays", '"Cinderella"']);
    expect(c.include).toEqual(["sentenceFrame", "movementBreak"]);
    expect(c.maxMinutes).toBe(4);
    expect(c.slower).toBe(true);
    // English learners ask for a frame here, not for Spanish.
    expect(c.spanish).toBe(false);
    expect(c.unhandled).toEqual(["Use purple."]);
  });

  it("matches avoided words as whole words, plurals included", () => {
    const [food] = readConsiderations("Avoid food.").avoid;
    expect(food!.re.test("A tomato on the vine.")).toBe(true);
    expect(food!.re.test("The team ate lunch.")).toBe(true);
    expect(food!.re.test("The pear tree and the pearl.")).toBe(true);
    expect(food!.re.test("Appleton is a town; a pearl shines.")).toBe(false);
    const [name] = readConsiderations("No dragons.").avoid;
    expect(name!.re.test("A dragon sleeps.")).toBe(true);
  });

  it("reads 'no animals' as every animal, in an idiom too, not the one word", () => {
    const [animals] = readConsiderations("Use examples from sports. No animals.").avoid;
    expect(animals!.label).toBe("animals");
    expect(animals!.re.test("'Hold your horses, Kenji! Wait for the others.'")).toBe(true);
    expect(animals!.re.test("The birdbath was full.")).toBe(false);
    expect(animals!.re.test("A bee visits a flower.")).toBe(true);
    // A fable's animals are animals too: a script with "The Tortoise and the Hare" cannot claim "no animals".
    expect(animals!.re.test("Listen to The Tortoise and the Hare.")).toBe(true);
    expect(animals!.re.test("The ox pulled the cart while a robin sang.")).toBe(true);
    expect(animals!.re.test("The box was next to the oxygen tank.")).toBe(false);
  });

  it("treats 'no scary parts' as staging, not as a word to avoid", () => {
    const c = readConsiderations("No scary parts. Keep animals friendly.");
    expect(c.gentle).toBe(true);
    expect(c.avoid).toEqual([]);
    expect(c.unhandled).toEqual([]);
  });
});

describe("finding considerations in a script", () => {
  const script = parseContract(
    [
      "SCENE 1 — HOOK (0:10)",
      "ON SCREEN: Words to know: noun",
      "A: Welcome! We love pizza.",
      "SCENE 2 — PRACTICE (0:20)",
      "ON SCREEN: Sentence frame: The answer is ___.",
      "A: Your turn: what is a noun?",
      "PAUSE: 6 seconds — viewers try it",
      "A: A naming word.",
    ].join("\n"),
  ).scenes;
  it("names the scenes that mention an avoided topic and those that show a support", () => {
    const c = readConsiderations("Avoid food. Include a sentence frame, a vocabulary preview and wait time.");
    expect(scenesMentioning(script, c.avoid[0]!)).toEqual([1]);
    expect(scenesWithSupport(script, "sentenceFrame")).toEqual([2]);
    expect(scenesWithSupport(script, "vocabularyPreview")).toEqual([1]);
    expect(scenesWithSupport(script, "waitTime")).toEqual([2]);
    expect(scenesWithSupport(script, "movementBreak")).toEqual([]);
  });
});
