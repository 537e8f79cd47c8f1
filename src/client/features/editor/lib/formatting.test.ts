import { describe, expect, it } from "vitest";
import { applyChanges, formatEdit, headingEdit, headingLevelAt, type FormatEdit } from "./formatting";

const run = (text: string, edit: FormatEdit) => {
  const next = applyChanges(text, edit.changes);
  return { text: next, selected: next.slice(edit.selection.from, edit.selection.to), selection: edit.selection };
};

describe("formatEdit (the formatting bar's marker buttons)", () => {
  it("wraps the selection in ** for bold and keeps the words selected; pressing again removes the markers", () => {
    const once = run("Say hello now", formatEdit("Say hello now", { from: 4, to: 9 }, "bold"));
    expect(once).toMatchObject({ text: "Say **hello** now", selected: "hello" });
    const twice = run(once.text, formatEdit(once.text, once.selection, "bold"));
    expect(twice).toMatchObject({ text: "Say hello now", selected: "hello" });
  });

  it("wraps the selection in * for italic, toggles it off, and does not mistake bold for italic", () => {
    const once = run("Say hello now", formatEdit("Say hello now", { from: 4, to: 9 }, "italic"));
    expect(once).toMatchObject({ text: "Say *hello* now", selected: "hello" });
    expect(run(once.text, formatEdit(once.text, once.selection, "italic")).text).toBe("Say hello now");
    expect(run("**hi**", formatEdit("**hi**", { from: 2, to: 4 }, "italic")).text).toBe("***hi***");
  });

  it("inserts an empty marker pair with the caret inside when nothing is selected", () => {
    const r = run("ab", formatEdit("ab", { from: 1, to: 1 }, "bold"));
    expect(r.text).toBe("a****b");
    expect(r.selection).toEqual({ from: 3, to: 3 });
  });

  it("prefixes the caret's line with the bullet symbol, the caret moving with its text", () => {
    const r = run("One\nTwo\nThree", formatEdit("One\nTwo\nThree", { from: 5, to: 5 }, "bullet"));
    expect(r.text).toBe("One\n• Two\nThree");
    expect(r.selection).toEqual({ from: 7, to: 7 });
  });

  it("numbers every selected line from 1 and selects them; again removes the numbers", () => {
    const r = run("One\nTwo\nThree", formatEdit("One\nTwo\nThree", { from: 0, to: 7 }, "numbered"));
    expect(r.text).toBe("1. One\n2. Two\nThree");
    expect(r.selected).toBe("1. One\n2. Two");
    expect(run(r.text, formatEdit(r.text, r.selection, "numbered")).text).toBe("One\nTwo\nThree");
  });

  it("prefixes a single line and ignores a trailing newline in the selection; clamps a selection outside the text", () => {
    expect(run("One\nTwo", formatEdit("One\nTwo", { from: 0, to: 4 }, "numbered")).text).toBe("1. One\nTwo");
    expect(run("", formatEdit("", { from: 0, to: 0 }, "bullet")).text).toBe("• ");
    expect(run("ab", formatEdit("ab", { from: 5, to: 9 }, "italic")).text).toBe("ab**");
  });
});

describe("headings (the Style select)", () => {
  const text = "SCENE 1 — HOOK (0:20)\nRHYMO: Hi!\n## Notes";

  it("reads the heading level of the caret's line", () => {
    expect(headingLevelAt(text, 3)).toBe(0);
    expect(headingLevelAt(text, text.length)).toBe(2);
  });

  it("sets, changes and removes a line's heading marker, keeping the caret on its text", () => {
    const h1 = run(text, headingEdit(text, { from: 3, to: 3 }, 1));
    expect(h1.text.split("\n")[0]).toBe("# SCENE 1 — HOOK (0:20)");
    expect(h1.selection).toEqual({ from: 5, to: 5 });
    const h2 = run(h1.text, headingEdit(h1.text, h1.selection, 2));
    expect(h2.text.split("\n")[0]).toBe("## SCENE 1 — HOOK (0:20)");
    const normal = run(h2.text, headingEdit(h2.text, { from: h2.text.length, to: h2.text.length }, 0));
    expect(normal.text.split("\n")[2]).toBe("Notes");
  });

  it("applies to every line the selection touches and changes nothing when the level is already set", () => {
    expect(
      run(text, headingEdit(text, { from: 0, to: 25 }, 2))
        .text.split("\n")
        .slice(0, 2),
    ).toEqual(["## SCENE 1 — HOOK (0:20)", "## RHYMO: Hi!"]);
    expect(headingEdit(text, { from: text.length, to: text.length }, 2).changes).toEqual([]);
  });
});
