import { describe, expect, it } from "vitest";
import { checkScript } from "@shared/script/check-script";
import { parseContract } from "@shared/script/contract";
import { hasStandard } from "../../curriculum/standards-catalogue";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";

const draft = (code: string, grade: "1" | "2" | "K", minutes: number, seed = 12) =>
  draftScript({
    topic: "Text Features",
    standards: [{ code, description: "" }],
    characters: [starterCast[1]!, starterCast[2]!],
    concept: { title: "Word Quest", description: "" },
    grade,
    targetMinutes: minutes,
    seed,
  });

describe("a passage read in part to fit a short target", () => {
  it("reads the first sentence and the ones the items use, fits ±10 %, and says so", () => {
    // RI.1.5's passage is too long for two minutes with its items (RI.2.5's now fits whole with a short opening).
    const { text, contract } = draft("RI.1.5", "1", 2, 1);
    const note = contract.notes.find((n) => n.startsWith("Read in part to fit 2:00"));
    expect(note).toMatch(/"All About Sharks" is shown whole, and \d+ of its \d+ sentences/);
    const teach = contract.scenes.find((s) => s.kind === "teach")!;
    expect(teach.beats.some((b) => b.type === "visual" && /each part we read lights up/.test(b.text))).toBe(true);
    const runtime = checkScript(text, {
      selectedCodes: ["RI.1.5"],
      grade: "1",
      targetSec: 120,
      isOfficialCode: hasStandard,
    }).metrics.runtimeSec;
    expect(Math.abs(runtime - 120)).toBeLessThanOrEqual(12);
  });

  it("reads it whole when there is time, and a story always whole", () => {
    expect(draft("RI.1.5", "1", 4).contract.notes.join(" ")).not.toMatch(/Read in part/);
    const story = draft("RL.K.1", "K", 2);
    expect(story.contract.notes.join(" ")).not.toMatch(/Read in part/);
    expect(
      parseContract(story.text).scenes.some((s) =>
        s.beats.some((b) => b.type === "visual" && /each part lights up/.test(b.text)),
      ),
    ).toBe(true);
  });
});
