import { describe, expect, it } from "vitest";
import ccss from "@data/ccss-ela-k5.json";
import type { Grade } from "@shared/schemas/grade";
import { parseContract } from "@shared/script/contract";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { askQuestion } from "./questions";
import { hasBlank, pictureFirst, speakBlanks } from "./spoken-blanks";
import { saidUnmarked, sayExample } from "./teach-blocks";

/** What a presenter cannot say: underscores, a base word in parentheses in the sentence's place, a picture note. */
const UNSAYABLE = /_{2,}|\b[A-Za-z]+ \([a-z]+\) [a-z]|(?:^|[.?!:] )Picture: /;
/** An item as the engine says it: its picture note shown, not read. */
const pointed = (t: string) => pictureFirst(t)?.said ?? t;

describe("blanks said aloud", () => {
  it("says a blank as 'blank', a base word as 'Use the word …', and choices as a question", () => {
    expect(speakBlanks("Last night we ___ tacos for dinner. (eat)")).toBe(
      "Last night we blank tacos for dinner. Use the word eat.",
    );
    expect(speakBlanks("Right now, Amara ___ (paint) a sunset.")).toBe(
      "Right now, Amara blank a sunset. Use the word paint.",
    );
    expect(speakBlanks("Six ___ swam in the tank. (fish, fishes).")).toBe(
      "Six blank swam in the tank. Fish or fishes?",
    );
    expect(speakBlanks("The lost puppy ___ at the door. (whimpered, giggled, announced)")).toBe(
      "The lost puppy blank at the door. Whimpered, giggled, or announced?",
    );
    expect(speakBlanks("Add two describing words: I have a ___ ___ hat.")).toBe(
      "Add two describing words: I have a blank, blank hat.",
    );
    expect(speakBlanks("Which word starts his next reason? ___, benches give us a seat.")).toBe(
      "Which word starts his next reason? Blank, benches give us a seat.",
    );
    expect(speakBlanks("Yesterday Jamal (run) to the bus.", { inPlace: true })).toBe(
      "Yesterday Jamal blank to the bus. Use the word run.",
    );
  });

  it("leaves a gloss in parentheses alone where there is no blank", () => {
    expect(speakBlanks("like cred (believe) or therm (heat)", { inPlace: true })).toBe(
      "like cred (believe) or therm (heat)",
    );
    expect(speakBlanks("Yesterday Jamal (run) to the bus.")).toBe("Yesterday Jamal (run) to the bus.");
    expect(hasBlank("Yesterday Jamal (run) to the bus.")).toBe(true);
    expect(hasBlank("tap (softest), knock, pound (hardest)")).toBe(false);
  });

  it("shows an item's picture note as a VISUAL and points to it", () => {
    expect(
      pictureFirst(
        "Picture: a boy covering his ears. Words: The drum made a deafening boom. What might deafening mean?",
      ),
    ).toEqual({
      visual: "A picture on screen: a boy covering his ears.",
      said: "Look at the picture. The words say: The drum made a deafening boom. What might deafening mean?",
    });
    expect(pictureFirst("Tell where the cat is.")).toBeNull();
  });

  it("every card's examples, practice items and checks are sayable as the engine says them", () => {
    const unsayable = ccss.standards.flatMap((s) => {
      const card = getTeachingCard(s.code)!;
      const lines = [
        ...card.examples.map((e) => sayExample(e.show)),
        ...card.practice.map((p) => speakBlanks(saidUnmarked(pointed(p.prompt)), { inPlace: true })),
        ...card.checks.map((c) =>
          speakBlanks(askQuestion(pointed(c.question), c.answer, c.choices).spoken, { inPlace: true }),
        ),
      ];
      return lines.filter((t) => UNSAYABLE.test(t)).map((t) => `${s.code}: ${t}`);
    });
    expect(unsayable).toEqual([]);
  });

  it("a drafted lesson shows the blank ON SCREEN and says it as 'blank'", () => {
    // Cards with blanks in their examples, practice items and checks (L.3.1.d, L.2.1.b, W.3.1.c, L.1.1.e), and with
    // picture notes in a practice item and a check (L.K.4).
    for (const code of ["L.3.1.d", "L.2.1.b", "W.3.1.c", "L.1.1.e", "L.K.4"])
      for (const seed of [1, 2, 3]) {
        const { text } = draftScript({
          topic: "Our lesson",
          grade: code.split(".")[1] as Grade,
          targetMinutes: 4,
          seed,
          standards: [{ code, description: "" }],
          characters: [starterCast[0]!],
          concept: { title: "Word Quest", description: "" },
        });
        const beats = parseContract(text).scenes.flatMap((sc) => sc.beats);
        const lines = beats.flatMap((b) => (b.type === "line" ? [b.text] : []));
        expect(
          lines.filter((l) => UNSAYABLE.test(l)),
          `${code} seed ${seed}`,
        ).toEqual([]);
        const saysBlank = lines.some((l) => /\bblank\b/i.test(l));
        const showsBlank = beats.some((b) => b.type === "onScreen" && /_{2,}/.test(b.text));
        expect(saysBlank && !showsBlank, `${code} seed ${seed}: says "blank" with no blank on screen`).toBe(false);
      }
  });
});
