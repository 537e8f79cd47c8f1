import { describe, expect, it } from "vitest";
import { characterCountLabel, scriptFileName } from "./script-file";

describe("scriptFileName", () => {
  it("lowercases the topic and turns spaces into hyphens", () => {
    expect(scriptFileName("Main Idea and Details")).toBe("main-idea-and-details-script.txt");
    expect(scriptFileName("Earth  Day")).toBe("earth-day-script.txt");
  });
});

describe("characterCountLabel", () => {
  it("uses the singular only for one character", () => {
    expect(characterCountLabel(0)).toBe("0 characters");
    expect(characterCountLabel(1)).toBe("1 character");
    expect(characterCountLabel(3)).toBe("3 characters");
  });
});
