import { describe, expect, it } from "vitest";
import { characterCountLabel, scriptFileName, scriptRowNames } from "./script-file";

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

describe("scriptRowNames", () => {
  const row = (id: number, topic: string, concept = "", createdAt = "2026-11-28T09:00:00.000Z") => ({
    id,
    topic,
    concept,
    createdAt,
  });

  it("names a row by its topic while no other row shares it", () => {
    expect([...scriptRowNames([row(1, "Fables"), row(2, "Poetry")]).values()]).toEqual(["Fables", "Poetry"]);
  });

  it("adds the concept and time to rows that share a topic, and the place to rows still alike", () => {
    const names = scriptRowNames([
      row(1, "Fables", "Fable Court"),
      row(2, "Fables", "Moral Detectives"),
      row(3, "Fables"),
      row(4, "Fables"),
      row(5, "Poetry"),
    ]);
    expect(names.get(1)).toMatch(/^Fables \(Fable Court, Nov 28, \d\d:00 [AP]M\)$/);
    expect(names.get(2)).toMatch(/^Fables \(Moral Detectives, /);
    expect(names.get(3)).toMatch(/^Fables \(Untitled Script, .*\), row 3$/);
    expect(names.get(4)).toMatch(/, row 4$/);
    expect(names.get(5)).toBe("Poetry");
    expect(new Set(names.values()).size).toBe(5);
  });
});
