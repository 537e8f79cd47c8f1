import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkScript } from "./check-script";
import { renderScript, parseContract } from "./contract";
import { traceStandards } from "./trace-standards";

const SCRIPT = `TITLE: Story Lessons
TOPIC: Fables | CONCEPT: Lessons | TARGET LENGTH: 2:00 | GRADE: 2
STANDARDS: RL.2.2 (primary), RL.2.3 (supporting), RL.2.5 (supporting)
CAST: Mo (Host)

SCENE 1 — HOOK (0:20)
MO: Hello!

SCENE 2 — TEACH: LESSON (0:40)
ON SCREEN: RL.2.2 — I can tell the lesson of a story.
MO: A fable has a lesson.

SCENE 3 — CHARACTERS (0:30)
STANDARD: RL.2.3
MO: Characters react to big events.

SCENE 4 — CHECK FOR UNDERSTANDING (0:30)
MO: What is the lesson?
PAUSE: 3 seconds — think
MO: Slow and steady wins.
ON SCREEN: RL.2.3
MO: How did the hare react?
PAUSE: 3 seconds — think
MO: He laughed.
`;

const official = (code: string) => /^(RL|RI|RF|W|SL|L)\.[K1-5]\./.test(code);

describe("traceStandards", () => {
  it("traces teach scenes by their cue, tagged scenes by their tag, and questions by the nearest cue", () => {
    const t = traceStandards(SCRIPT);
    expect(t.scenes.map((s) => s.codes)).toEqual([[], ["RL.2.2"], ["RL.2.3"], []]);
    expect(t.questions).toEqual([
      { scene: 4, text: "What is the lesson?", code: "RL.2.2" },
      { scene: 4, text: "How did the hare react?", code: "RL.2.3" },
    ]);
    expect(t.standards).toEqual([
      { code: "RL.2.2", role: "primary", listed: true, taught: true, scenes: [2], questions: 1 },
      { code: "RL.2.3", role: "supporting", listed: true, taught: true, scenes: [3], questions: 1 },
      { code: "RL.2.5", role: "supporting", listed: true, taught: false, scenes: [], questions: 0 },
    ]);
  });

  it("uses the selected codes when the script has no STANDARDS line", () => {
    const t = traceStandards("SCENE 1 — TEACH: X (0:10)\nON SCREEN: RF.1.3\nMO: Hi.", ["RF.1.3", "RF.1.2"]);
    expect(t.standards.map((s) => [s.code, s.role, s.taught])).toEqual([
      ["RF.1.3", "primary", true],
      ["RF.1.2", "supporting", false],
    ]);
  });

  it("keeps a scene's tag through parse and render, and never speaks it", () => {
    const c = parseContract(SCRIPT);
    expect(c.scenes[2]!.tags).toEqual(["RL.2.3"]);
    expect(c.scenes[2]!.beats.some((b) => b.type === "line" && b.speaker === "STANDARD")).toBe(false);
    expect(renderScript(c)).toContain("SCENE 3 — CHARACTERS (0:30)\nSTANDARD: RL.2.3\nMO:");
  });
});

describe("Script check: a listed standard taught nowhere", () => {
  it("is an error for a supporting standard, and tagging a scene clears it", () => {
    const kinds = (text: string) =>
      checkScript(text, { selectedCodes: [], grade: "2", isOfficialCode: official }).findings.filter(
        (f) => f.kind === "standard-not-taught" || f.kind === "primary-not-taught",
      );
    expect(kinds(SCRIPT)).toEqual([expect.objectContaining({ kind: "standard-not-taught", severity: "error" })]);
    expect(kinds(SCRIPT)[0]!.message).toContain("RL.2.5");
    expect(kinds(SCRIPT.replace("STANDARD: RL.2.3", "STANDARD: RL.2.3, RL.2.5"))).toEqual([]);
  });
});

describe("the offline engine's golden scripts", () => {
  it("teach every standard they list (no new Script check error)", () => {
    const dir = "src/server/ai/offline/golden";
    const untaught = readdirSync(dir)
      .filter((f) => f.endsWith(".txt"))
      .flatMap((f) =>
        traceStandards(readFileSync(`${dir}/${f}`, "utf8"))
          .standards.filter((s) => s.listed && !s.taught)
          .map((s) => `${f}: ${s.code}`),
      );
    expect(readdirSync(dir).filter((f) => f.endsWith(".txt")).length).toBeGreaterThan(5);
    expect(untaught).toEqual([]);
  });
});
