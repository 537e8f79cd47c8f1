import { describe, expect, it } from "vitest";
import { diffSegments, mapRange } from "./anchors";

const map = (oldText: string, newText: string, range: { from: number; to: number }) =>
  mapRange(diffSegments(oldText, newText), range);
const rangeOf = (text: string, part: string) => ({ from: text.indexOf(part), to: text.indexOf(part) + part.length });
const textAt = (text: string, range: { from: number; to: number } | null) =>
  range ? text.slice(range.from, range.to) : null;

describe("comment anchors through a saved change", () => {
  const before = "NARRATOR: Hello.\nPIP: A noun names a thing.\nNARRATOR: Bye.\n";
  const line = rangeOf(before, "PIP: A noun names a thing.");

  it("an insert before the range moves it", () => {
    const after = "TITLE\n" + before;
    expect(textAt(after, map(before, after, line))).toBe("PIP: A noun names a thing.");
  });

  it("an insert inside the range widens it", () => {
    const after = before.replace("names a thing", "names a person, place or thing");
    expect(textAt(after, map(before, after, line))).toBe("PIP: A noun names a person, place or thing.");
  });

  it("an insert right after the range is not taken in", () => {
    const after = before.replace("thing.", "thing. Nouns!");
    expect(textAt(after, map(before, after, line))).toBe("PIP: A noun names a thing.");
  });

  it("deleting the whole range makes it outdated", () => {
    const after = before.replace("PIP: A noun names a thing.\n", "");
    expect(map(before, after, line)).toBeNull();
  });

  it("deleting part of the range shrinks it", () => {
    const after = before.replace("PIP: A noun", "A noun");
    expect(textAt(after, map(before, after, line))).toBe("A noun names a thing.");
  });

  it("a replaced range with the same words elsewhere is outdated, not moved", () => {
    const after = before.replace("PIP: A noun names a thing.", "ZED: Verbs show action!!!!");
    expect(map(before, after, line)).toBeNull();
  });

  it("several edits at once: a line added above, a word changed inside", () => {
    const after = "NARRATOR: Welcome!\n" + before.replace("a thing", "an object");
    expect(textAt(after, map(before, after, line))).toBe("PIP: A noun names an object.");
  });

  it("an unchanged text keeps the range", () => {
    expect(map(before, before, line)).toEqual(line);
  });
});
