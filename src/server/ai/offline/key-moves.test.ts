import { describe, expect, it } from "vitest";
import ccss from "@data/ccss-ela-k5.json";
import type { Grade } from "@shared/schemas/grade";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript, type DraftCharacter } from "./draft-script";
import { keyFirst, keyItemsOf, missingKeyMoves, modelledExchange } from "./key-moves";

const draft = (code: string, seed: number, minutes: number, cast: DraftCharacter[] = [starterCast[0]!]) =>
  draftScript({
    topic: "Our lesson",
    grade: code.split(".")[1] as Grade,
    targetMinutes: minutes,
    seed,
    standards: [{ code, description: "" }],
    characters: cast,
    concept: { title: "Word Quest", description: "" },
  }).text;

describe("key moves (declared on the cards, always made)", () => {
  it.each([
    ["RL.1.1", /Ask a who question/],
    ["RL.K.2", /Use first, next, then and last to retell the whole hen story/],
  ])("%s makes its key move at every seed and length", (code, said) => {
    for (const seed of [1, 2, 3, 4])
      for (const minutes of [1, 2, 3]) {
        const text = draft(code, seed, minutes, [starterCast[1]!, starterCast[3]!]);
        expect(text, `${code} seed ${seed}, ${minutes} min`).toMatch(said);
        expect(missingKeyMoves(getTeachingCard(code)!, text)).toEqual([]);
      }
  });

  it("W.3.1 makes an opinion with a reason and shows a linking word", () => {
    for (const seed of [1, 2, 3])
      expect(missingKeyMoves(getTeachingCard("W.3.1")!, draft("W.3.1", seed, 2))).toEqual([]);
  });

  // Their key items are said otherwise than written: a picture note shown and pointed to, a blank said "blank".
  it.each(["RI.K.7", "L.K.4", "SL.3.1.d"])("%s makes its key move with a picture note or a blank", (code) => {
    for (const seed of [1, 2]) expect(missingKeyMoves(getTeachingCard(code)!, draft(code, seed, 3))).toEqual([]);
  });

  // npm run eval checks all 486 × 3 seeds; here every sixth standard, to keep the unit run short.
  it("a sample of every strand and grade makes its key moves in a 2-minute video", () => {
    const missing = ccss.standards
      .filter((_, i) => i % 6 === 0)
      .flatMap((s) => {
        const gone = missingKeyMoves(getTeachingCard(s.code)!, draft(s.code, 7, 2));
        return gone.length ? [`${s.code}: ${gone.join("; ")}`] : [];
      });
    expect(missing).toEqual([]);
  });
});

describe("keyFirst", () => {
  it("puts a move's items first in the order the card declares them, then the rest in their given order", () => {
    expect(keyFirst(["a", "b", "c", "d"], new Set(["c", "a"]))).toEqual(["c", "a", "b", "d"]);
    expect(keyFirst(["d", "b"], new Set(["c", "a"]))).toEqual(["d", "b"]);
  });
});

/** The teach scenes' spoken lines (the "I do" before the child tries it). */
const teaching = (text: string) =>
  text
    .split(/\n(?=SCENE )/)
    .filter((sc) => /^SCENE \d+ — TEACH/.test(sc))
    .join("\n")
    .split("\n")
    .filter((l) => /^[A-Z][A-Z .'-]+: /.test(l) && !/^(?:VISUAL|ON SCREEN|NOTE|PAUSE): /.test(l))
    .join("\n");

describe("a discussion move is acted out before the child is asked to make it (SL.x.1)", () => {
  it("keeps the card's exchange that builds on an idea as the model for the build-on practice", () => {
    const card = getTeachingCard("SL.3.1")!;
    const model = modelledExchange(card, card.keyMoves![0]!.move)!;
    expect(model.show).toMatch(/Ryan: I'm building on Lucia's idea/);
    expect([...keyItemsOf(card).examples]).toEqual([model]);
    // Other strands keep their declared examples only.
    expect(modelledExchange(getTeachingCard("RL.2.2")!, "retell")).toBeUndefined();
    for (const seed of [1, 2]) {
      const text = draft("SL.3.1", seed, 3, [starterCast[0]!, starterCast[1]!]);
      const built = text.indexOf("I'm building on Lucia's idea");
      expect(built, `seed ${seed}`).toBeGreaterThan(0);
      expect(built).toBeLessThan(text.indexOf("SCENE 3"));
    }
  });
});

describe("a standard of several parts is modelled whole before the child tries it (CCSS text)", () => {
  // W.x.3: a narrative written in front of the child: events in order with time words, details, an ending.
  // RF.5.3.a: a long word read by its letter sounds, syllables and parts, in a sentence and checked there.
  // L.3.1.f, L.3.1.h, L.4.1.a: both halves of the standard in one sentence.
  it.each([
    // Two events, as it says, with the prompt's own time words (First and Then), then a closing line.
    ["W.1.3", [/I tell two events in order\. First, we dug holes\. Then /, /a detail/, /I end with a closing line/]],
    [
      "W.2.3",
      [/First, Dad held .* Then he let go/, /I add a thought, “Keep pedaling!”, and a feeling/, /At the end, /],
    ],
    ["W.3.3", [/I start with the situation/, /“Biscuit, come back!” I yelled/, /After ten minutes/, /I end it/]],
    ["W.4.3", [/setting the scene/, /“Try the dry pine needles,” Mom whispered/, /After three tries/, /what it meant/]],
    [
      "W.5.3",
      [/the situation and the narrator/, /Strangers everywhere\. Loud music\./, /A few minutes later/, /what it meant/],
    ],
    ["RF.5.3.a", [/P-h says \/f\//, /Syllables: pho-no-graph/, /Phono means sound/, /That fits the sentence/]],
    ["L.3.1.f", [/First the verb: who rides\?/, /Next the pronoun: it stands for the kids/]],
    ["L.3.1.h", [/subordinating word because/, /coordinating word and/]],
    ["L.4.1.a", [/relative pronoun who/, /relative adverb when/]],
  ])("%s at 3 and 5 minutes, one presenter or two", (code, parts) => {
    const card = getTeachingCard(code)!;
    for (const minutes of [3, 5])
      for (const cast of [[starterCast[0]!], [starterCast[1]!, starterCast[2]!]])
        for (const seed of [1, 2]) {
          const text = draft(code, seed, minutes, cast);
          const taught = teaching(text);
          for (const part of parts) expect(taught, `${code} ${minutes} min seed ${seed}`).toMatch(part);
          expect(missingKeyMoves(card, text)).toEqual([]);
        }
  });

  it("RF.5.3.a teaches decoding by sounds, syllables and parts, not a stress shift", () => {
    const card = getTeachingCard("RF.5.3.a")!;
    const all = JSON.stringify(card);
    expect(all).not.toMatch(/\bstress\b|\bschwa\b/i);
    expect(card.explanation).toMatch(/syllables/);
    expect(card.explanation).toMatch(/prefix, a root or a suffix/);
    expect(card.explanation).toMatch(/\/f\//);
  });
});
