import { describe, expect, it } from "vitest";
import { applyFormatting } from "./formatting";

const selected = (r: { text: string; selection: { start: number; end: number } }) => r.text.slice(r.selection.start, r.selection.end);

describe("applyFormatting", () => {
  it("wraps the selection in ** for bold and keeps the words selected", () => {
    const result = applyFormatting("Say hello now", { start: 4, end: 9 }, "bold");
    expect(result.text).toBe("Say **hello** now");
    expect(selected(result)).toBe("hello");
  });

  it("wraps the selection in * for italic", () => {
    const result = applyFormatting("Say hello now", { start: 4, end: 9 }, "italic");
    expect(result.text).toBe("Say *hello* now");
    expect(selected(result)).toBe("hello");
  });

  it("inserts an empty marker pair with the caret inside when nothing is selected", () => {
    const result = applyFormatting("ab", { start: 1, end: 1 }, "bold");
    expect(result.text).toBe("a****b");
    expect(result.selection).toEqual({ start: 3, end: 3 });
  });

  it("prefixes the caret's line with the bullet symbol", () => {
    const result = applyFormatting("One\nTwo\nThree", { start: 5, end: 5 }, "bullet");
    expect(result.text).toBe("One\n• Two\nThree");
    expect(result.selection).toEqual({ start: 7, end: 7 });
  });

  it("numbers every selected line from 1", () => {
    const result = applyFormatting("One\nTwo\nThree", { start: 0, end: 7 }, "numbered");
    expect(result.text).toBe("1. One\n2. Two\nThree");
    expect(selected(result)).toBe("1. One\n2. Two");
  });

  it("prefixes a single line with '1. ' and ignores a trailing newline in the selection", () => {
    expect(applyFormatting("One\nTwo", { start: 0, end: 4 }, "numbered").text).toBe("1. One\nTwo");
    expect(applyFormatting("", { start: 0, end: 0 }, "bullet").text).toBe("• ");
  });

  it("clamps a selection outside the text", () => {
    expect(applyFormatting("ab", { start: 5, end: 9 }, "italic").text).toBe("ab**");
  });
});
