import { describe, expect, it } from "vitest";
import type { Grade } from "@shared/schemas/grade";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { checksRepeatingEarlier } from "../../../../eval/checks";

describe("a check on a text never asks the pair the lesson modelled", () => {
  it("asks RI.x.3 of another link of our text, or of the word that links the practised pair", () => {
    const repeats: string[] = [];
    for (const code of ["RI.2.3", "RI.3.3", "RI.4.3"])
      for (const seed of [1, 2]) {
        const { text } = draftScript({
          topic: code === "RI.4.3" ? "Friendship" : "Doctors and nurses",
          grade: code.split(".")[1] as Grade,
          targetMinutes: 4,
          seed,
          standards: [{ code, description: "" }],
          characters: [starterCast[0]!, starterCast[1]!],
          concept: { title: "Word Quest", description: "" },
        });
        for (const c of checksRepeatingEarlier(text)) repeats.push(`${code} seed ${seed}: ${c.question}`);
      }
    expect(repeats.filter((r) => /Which happens first/.test(r))).toEqual([]);
  });
});
