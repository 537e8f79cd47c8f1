import { describe, expect, it } from "vitest";
import type { Grade } from "@shared/schemas/grade";
import { answersJustSaid } from "@shared/script/answer-just-said";
import { parseContract } from "@shared/script/contract";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";

const draft = (code: string, seed: number, minutes: number) =>
  draftScript({
    topic: "Our lesson",
    grade: code.split(".")[1] as Grade,
    targetMinutes: minutes,
    seed,
    standards: [{ code, description: "" }],
    characters: [starterCast[0]!],
    concept: { title: "Word Quest", description: "" },
  }).text;

describe("checks for understanding not answered by what was just said", () => {
  // Lessons whose first check repeated the practice item's answer (RL.2.6: "He loves it." said, then "How does
  // Biscuit feel about bath day?"), or whose second check repeated the first one's, before the checks were reordered.
  it.each(["RL.2.6", "RL.1.10", "RI.K.2", "RI.K.6"])("%s asks no check whose answer was just said", (code) => {
    for (const seed of [1, 2, 3])
      for (const minutes of [2, 4])
        expect(
          answersJustSaid(parseContract(draft(code, seed, minutes)).scenes),
          `seed ${seed}, ${minutes} min`,
        ).toEqual([]);
  });
});
