import { describe, expect, it } from "vitest";
import { noteKey, renderScript, type ScriptContract } from "./contract";
import { dropRepeatedNotes } from "./notes";

describe("NOTE lines are kept once (docs/product/rules.md)", () => {
  it("noteKey ignores case, spacing, the NOTE: label and closing punctuation, not the words", () => {
    expect(noteKey("NOTE: Keep it calm.")).toBe(noteKey("keep  it calm"));
    expect(noteKey("Keep it calm")).not.toBe(noteKey("Keep it quiet"));
  });

  it("dropRepeatedNotes keeps the first of each header note and every other byte", () => {
    const text = "TITLE: T\nNOTE: One.\nNOTES: one\nNOTE: Two\n\nSCENE 1 — HOOK (0:10)\nA: Hi.\n";
    expect(dropRepeatedNotes(text)).toBe("TITLE: T\nNOTE: One.\nNOTE: Two\n\nSCENE 1 — HOOK (0:10)\nA: Hi.\n");
    const clean = "TITLE: T\nNOTE: One.\n\nSCENE 1 — HOOK (0:10)\nA: Hi.";
    expect(dropRepeatedNotes(clean)).toBe(clean);
  });

  it("renderScript writes a note once even when two sources word it differently in case or spacing", () => {
    const contract: ScriptContract = {
      title: "T",
      topic: "Topic",
      concept: "C",
      targetSec: 60,
      grade: null,
      standards: [],
      cast: [{ name: "Pip", label: "Host" }],
      notes: ["Keep the troll friendly.", "keep the  troll friendly", "Another note."],
      scenes: [],
    };
    const notes = renderScript(contract)
      .split("\n")
      .filter((l) => l.startsWith("NOTE:"));
    expect(notes).toEqual(["NOTE: Keep the troll friendly.", "NOTE: Another note."]);
  });
});
