import { describe, expect, it } from "vitest";
import type { TeachingCard } from "@shared/curriculum/teaching-card";
import { parseContract, sceneSeconds } from "@shared/script/contract";
import testCards from "./test-cards.json";
import { starterCast } from "../../db/seed-characters";
import { draftScript, SHORT_HOOK_SEC, wrapLine, type DraftInput } from "./draft-script";

/** The hand-written cards (RF.1.3.a print, RF.1.2.b oral), so these tests do not depend on data/teaching. */
const cards = testCards as TeachingCard[];
const deps = { getCard: (code: string) => cards.find((c) => c.code === code) };
const [penny, quill, rhymo] = [starterCast[0]!, starterCast[1]!, starterCast[2]!];
const input = (over: Partial<DraftInput> = {}): DraftInput => ({
  topic: "Digraphs",
  standards: [{ code: "RF.1.3.a", description: "" }],
  characters: [penny, quill, rhymo],
  concept: { title: "Word Quest", description: "" },
  grade: "1",
  targetMinutes: 2,
  seed: 7,
  ...over,
});
const hookOf = (over: Partial<DraftInput>) => {
  const c = parseContract(draftScript(input(over), deps).text);
  return c.scenes.find((s) => s.kind === "hook")!;
};
const lines = (scene: { beats: { type: string; text?: string; speaker?: string }[] }) =>
  scene.beats.flatMap((b) => (b.type === "line" ? [{ speaker: b.speaker!, text: b.text! }] : []));

describe("a two-minute video opens in about 15 seconds", () => {
  it("greets once per presenter by name, the host's greeting and name in one line, then the question", () => {
    for (const seed of [1, 2, 3, 4]) {
      const said = lines(hookOf({ seed }));
      // Each presenter speaks once before the topic and the question; only the host greets.
      expect(said.slice(0, 3).map((l) => l.speaker.toLowerCase())).toEqual(
        [penny, quill, rhymo].map((v) => v.name.toLowerCase()),
      );
      expect(said[0]!.text).toMatch(/^Welcome to Word Quest! I'm Penny Page\./);
      expect(said.slice(1, 3).map((l) => l.text)).toEqual(["I'm Professor Quill.", "And I'm Rhymo."]);
      // Then the topic when it is said, and the question: no couplet, no launch line after it.
      expect(said.at(-1)!.text).toMatch(/^Can you .*\?$/);
      expect(said).toHaveLength(said.some((l) => l.text.startsWith("Today's topic")) ? 5 : 4);
    }
  });

  it("adds the host's catchphrase only while the hook stays within 15 seconds", () => {
    // RF.1.2.b's question is short ("Can you blend sounds to say a word?"); RF.1.3.a's, with three names, is not.
    const solo = hookOf({ characters: [penny], standards: [{ code: "RF.1.2.b", description: "" }] });
    const trio = hookOf({});
    const said = (s: typeof solo) => lines(s).map((l) => l.text);
    // Said, the hook fits; left out, saying it would not have (grade 1: 120 words a minute).
    const withIt = (s: typeof solo) =>
      sceneSeconds(s, "1") + (said(s)[0]!.endsWith(penny.catchphrase) ? 0 : penny.catchphrase.split(" ").length / 2);
    for (const hook of [solo, trio])
      expect(withIt(hook) <= SHORT_HOOK_SEC).toBe(said(hook)[0]!.endsWith(penny.catchphrase));
    // Both cases are met: a short hook keeps it, three presenters' does not.
    expect([said(solo)[0]!.endsWith(penny.catchphrase), said(trio)[0]!.endsWith(penny.catchphrase)]).toEqual([
      true,
      false,
    ]);
    expect(said(trio).join(" ")).not.toContain(quill.catchphrase);
    expect(said(trio).join(" ")).not.toContain(rhymo.catchphrase);
  });

  it("keeps every presenter's catchphrase in a longer video's hook, each presenter greeting at most once", () => {
    const hook = hookOf({ targetMinutes: 5 });
    const said = lines(hook);
    for (const v of [penny, quill, rhymo]) {
      expect(said.filter((l) => l.text.includes(v.catchphrase))).toHaveLength(1);
      expect(
        said.filter((l) => l.speaker.toLowerCase() === v.name.toLowerCase() && /\b(?:hello|hi|welcome)\b/i.test(l.text))
          .length,
      ).toBeLessThanOrEqual(1);
    }
    // Three presenters say their names, not three padded introductions.
    expect(said[1]!.text).toBe(`I'm Professor Quill. ${quill.catchphrase}`);
  });

  it("closes on the frame's shortest wrap", () => {
    const wraps = ["We found the treasure, and it was learning all along.", "Quest complete, explorers!"];
    expect(wrapLine(wraps[0]!, wraps, true)).toBe("Quest complete, explorers!");
    expect(wrapLine(wraps[0]!, wraps, false)).toBe(wraps[0]);
  });
});
