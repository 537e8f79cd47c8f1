import { describe, expect, it } from "vitest";
import type { ContractScene } from "@shared/script/contract";
import { sayShownNonExamples } from "./said-aloud";

const scene = (): ContractScene =>
  ({
    kind: "teach",
    beats: [
      { type: "line", speaker: "RHYMO", text: "Cake and lake both end with the /ake/ sound." },
      {
        type: "visual",
        text: "Pictures of a bell and a bed: the presenter stretches the end sounds, and a red X appears.",
      },
      { type: "line", speaker: "RHYMO", text: "Listen: Say a word that rhymes with king." },
    ],
  }) as unknown as ContractScene;
const FIX =
  "Rhymes match at the end, not at the start. Say both words slowly and lean on the end: bell, shell. Those rhyme. Bell, bed: the ends are not the same.";

describe("a non-example shown is also said", () => {
  it("says the misconception fix's sentence about what the picture crosses out", () => {
    const sc = scene();
    sayShownNonExamples([sc], [FIX]);
    expect(sc.beats[2]).toEqual({ type: "line", speaker: "RHYMO", text: "Bell, bed: the ends are not the same." });
  });
  it("adds nothing when the next line already says it", () => {
    const sc = scene();
    sc.beats[2] = { type: "line", speaker: "RHYMO", text: "Bell and bed: the ends are not the same." };
    sayShownNonExamples([sc], [FIX]);
    expect(sc.beats).toHaveLength(3);
  });
});
