import { describe, expect, it } from "vitest";
import { applySceneOperation, replaceScene, retimeScene, splitScenes, tagScene } from "./scene-ops";
import { traceStandards } from "./trace-standards";
import { parseScript } from "../script-format";

const SCRIPT = `TITLE: Rhyme Time
TOPIC: Rhyming | CONCEPT: Rhyme Rocket | TARGET LENGTH: 1:00 | GRADE: 1
STANDARDS: RF.1.2 (primary)
CAST: Mo (Host), Jo (Robot)
NOTE: Keep it light.

SCENE 1 — HOOK (0:10)
VISUAL: A rocket.
MO: Ready → go!

SCENE 2 — TEACH: RHYMES (0:20)
JO: Cat and hat rhyme.

SCENE 3 — PRACTICE (0:15)
MO: Does dog rhyme with log?
PAUSE: 3 seconds — think

SCENE 4 — CLOSE (0:05)
JO: Bye, friends — see you soon.
`;

const headings = (text: string) => parseScript(text).scenes.map((s) => `${s.number} ${s.name}`);

describe("scene operations on the script text", () => {
  it("splits without losing a byte", () => {
    const { head, scenes } = splitScenes(SCRIPT);
    expect(head + scenes.join("")).toBe(SCRIPT);
    expect(scenes).toHaveLength(4);
    expect(head).toMatch(/NOTE: Keep it light.\n\n$/);
  });

  it("moves a scene up and down, renumbering the headings", () => {
    const up = applySceneOperation(SCRIPT, { kind: "moveUp", scene: 3 })!;
    expect(headings(up)).toEqual(["1 HOOK", "2 PRACTICE", "3 TEACH: RHYMES", "4 CLOSE"]);
    expect(up.endsWith("see you soon.\n")).toBe(true);
    expect(applySceneOperation(up, { kind: "moveDown", scene: 2 })).toBe(SCRIPT);
    expect(applySceneOperation(SCRIPT, { kind: "moveUp", scene: 1 })).toBeNull();
    expect(applySceneOperation(SCRIPT, { kind: "moveDown", scene: 4 })).toBeNull();
  });

  it("duplicates and deletes a scene", () => {
    const twice = applySceneOperation(SCRIPT, { kind: "duplicate", scene: 2 })!;
    expect(headings(twice)).toEqual(["1 HOOK", "2 TEACH: RHYMES", "3 TEACH: RHYMES", "4 PRACTICE", "5 CLOSE"]);
    expect(applySceneOperation(twice, { kind: "delete", scene: 3 })).toBe(SCRIPT);
    const lastGone = applySceneOperation(SCRIPT, { kind: "delete", scene: 4 })!;
    expect(lastGone.endsWith("PAUSE: 3 seconds — think\n")).toBe(true);
    expect(applySceneOperation(SCRIPT, { kind: "delete", scene: 9 })).toBeNull();
  });

  it("replaces one scene and keeps every other byte", () => {
    const out = replaceScene(SCRIPT, 3, "SCENE 7 — PRACTICE (0:09)\nJO: Log, dog, frog!")!;
    const before = splitScenes(SCRIPT);
    const after = splitScenes(out);
    expect(after.head).toBe(before.head);
    expect([after.scenes[0], after.scenes[1], after.scenes[3]]).toEqual([
      before.scenes[0],
      before.scenes[1],
      before.scenes[3],
    ]);
    expect(after.scenes[2]).toBe("SCENE 3 — PRACTICE (0:09)\nJO: Log, dog, frog!\n\n");
    expect(replaceScene(SCRIPT, 0, "SCENE 1 — X")).toBeNull();
  });

  it("recomputes a scene's time from its words and pauses", () => {
    // 6 words at 115 wpm ≈ 3 s, plus a 4-second pause = 7 s (grade 1 rate).
    const scene = "SCENE 3 — PRACTICE (0:45)\nMO: One two three four five six.\nPAUSE: 4 seconds — think";
    expect(retimeScene(scene, "1").split("\n")[0]).toBe("SCENE 3 — PRACTICE (0:07)");
    expect(retimeScene("SCENE 2 — HOOK\nMO: Hi there friends and family.", "1").split("\n")[0]).toBe(
      "SCENE 2 — HOOK (0:05)",
    );
  });
});

describe('tagScene: the editor\'s "Tag scene" (ADR 0059)', () => {
  const taught = (text: string) => traceStandards(text).scenes.map((s) => `${s.scene}: ${s.codes.join(" ") || "-"}`);

  it("puts a STANDARD: line under the heading of an untagged scene, which the trace then reads", () => {
    const tagged = tagScene(SCRIPT, 3, "RF.1.2")!;
    expect(tagged).toBe(SCRIPT.replace("SCENE 3 — PRACTICE (0:15)\n", "SCENE 3 — PRACTICE (0:15)\nSTANDARD: RF.1.2\n"));
    expect(taught(tagged)).toEqual(["1: -", "2: -", "3: RF.1.2", "4: -"]);
  });

  it("replaces the scene's tag lines with one, where the first was, and removes them all for no standard", () => {
    const twice = SCRIPT.replace(
      "JO: Cat and hat rhyme.\n",
      "STANDARDS: RF.1.1, RF.1.3\nJO: Cat and hat rhyme.\n**STANDARD:** RF.1.4\n",
    );
    expect(taught(twice)[1]).toBe("2: RF.1.1 RF.1.3 RF.1.4");
    const replaced = tagScene(twice, 2, "RF.1.2")!;
    expect(replaced).toBe(SCRIPT.replace("JO: Cat and hat rhyme.\n", "STANDARD: RF.1.2\nJO: Cat and hat rhyme.\n"));
    expect(tagScene(replaced, 2, "RF.1.2")).toBe(replaced);
    expect(tagScene(replaced, 2, null)).toBe(SCRIPT);
    expect(tagScene(SCRIPT, 2, null)).toBe(SCRIPT);
  });

  it("leaves the header's STANDARDS line and every other scene alone; no such scene is null", () => {
    const tagged = tagScene(SCRIPT, 1, "RF.1.3")!;
    expect(parseScript(tagged).standards).toEqual(["RF.1.2"]);
    expect(splitScenes(tagged).scenes.slice(1)).toEqual(splitScenes(SCRIPT).scenes.slice(1));
    expect(tagScene(SCRIPT, 5, "RF.1.2")).toBeNull();
    expect(tagScene(SCRIPT, 0, "RF.1.2")).toBeNull();
    expect(tagScene("SCENE 1 — HOOK (0:10)", 1, "RF.1.2")).toBe("SCENE 1 — HOOK (0:10)\nSTANDARD: RF.1.2\n");
  });
});
