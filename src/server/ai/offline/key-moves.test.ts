import { describe, expect, it } from "vitest";
import ccss from "@data/ccss-ela-k5.json";
import type { Grade } from "@shared/schemas/grade";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript, type DraftCharacter } from "./draft-script";
import { keyFirst, missingKeyMoves } from "./key-moves";

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
