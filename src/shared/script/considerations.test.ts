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

  it("reads a second instruction after 'and' as its own, never as a word to avoid", () => {
    // From a teacher's words: "and use a Spanish greeting" was avoided as a phrase, and "and avoid dogs" was lost.
    const spanish = readConsiderations("Avoid food and use a Spanish greeting.");
    expect(spanish.avoid.map((r) => r.label)).toEqual(["food or eating"]);
    expect(spanish.spanish).toBe(true);
    const short = readConsiderations("Keep it under 3 minutes and avoid dogs.");
    expect(short.maxMinutes).toBe(3);
    expect(short.avoid.map((r) => r.label)).toEqual(["pets"]);
    const words = readConsiderations("Avoid sports examples and include key words.");
    expect(words.avoid.map((r) => r.label)).toEqual(['"sports"']);
    expect(words.include).toEqual(["vocabularyPreview"]);
    // A list of things to avoid stays one list.
    expect(readConsiderations("No cats and dogs.").avoid.map((r) => r.label)).toEqual(["pets"]);
    expect(readConsiderations("Avoid food and holidays.").avoid.map((r) => r.label)).toEqual([
      "food or eating",
      "holidays",
    ]);
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
  it("finds a frame and a movement break, not a question about sentence starters or a rhyme that names a move", () => {
    const scene = (text: string) => ({
      kind: "hook" as const,
      title: "HOOK",
      code: null,
      durationSec: 5,
      beats: [{ type: "line" as const, speaker: "RHYMO", text }],
    });
    expect(
      scenesWithSupport([scene("Which sentence starter links to another person's idea?")], "sentenceFrame"),
    ).toEqual([]);
    expect(
      scenesWithSupport([scene("When you answer, you can use this sentence frame: I think blank.")], "sentenceFrame"),
    ).toEqual([1]);
    expect(
      scenesWithSupport(
        [scene("Wiggle your fingers, wiggle your toes, this is where the learning goes!")],
        "movementBreak",
      ),
    ).toEqual([]);
    expect(scenesWithSupport([scene("Movement break! Stand up and stretch up high.")], "movementBreak")).toEqual([1]);
  });

  it("names the scenes that mention an avoided topic and those that show a support", () => {
    const c = readConsiderations("Avoid food. Include a sentence frame, a vocabulary preview and wait time.");
    expect(scenesMentioning(script, c.avoid[0]!)).toEqual([1]);
    expect(scenesWithSupport(script, "sentenceFrame")).toEqual([2]);
    expect(scenesWithSupport(script, "vocabularyPreview")).toEqual([1]);
    expect(scenesWithSupport(script, "waitTime")).toEqual([2]);
    expect(scenesWithSupport(script, "movementBreak")).toEqual([]);
  });
});
