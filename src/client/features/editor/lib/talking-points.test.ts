import { describe, expect, it } from "vitest";
import { DEFAULT_TALKING_POINTS } from "@shared/constants";
import { getTalkingPoints } from "./talking-points";

describe("getTalkingPoints", () => {
  it("takes up to four trimmed lines longer than 20 characters, in order", () => {
    const lines = [
      "short line",
      "   exactly twenty chars   ".trim(),
      "  The first long enough line.  ",
      "Second long enough line here",
      "Third long enough line here!",
      "Fourth long enough line here",
      "Fifth long enough line here.",
    ];
    expect(getTalkingPoints(lines.join("\n"))).toEqual([
      "The first long enough line.",
      "Second long enough line here",
      "Third long enough line here!",
      "Fourth long enough line here",
    ]);
  });

  it("ignores a line of exactly 20 characters and keeps one of 21", () => {
    expect(getTalkingPoints(`${"a".repeat(20)}\n${"b".repeat(21)}`)).toEqual(["b".repeat(21)]);
  });

  it("cuts a line longer than 50 characters to 50 plus '...'", () => {
    const long = "x".repeat(51);
    expect(getTalkingPoints(`${"y".repeat(50)}\r\n${long}`)).toEqual(["y".repeat(50), `${"x".repeat(50)}...`]);
  });

  it("falls back to the four default points", () => {
    expect(getTalkingPoints("")).toEqual([...DEFAULT_TALKING_POINTS]);
    expect(getTalkingPoints("Hi\n   \nShort one")).toEqual([
      "Introduction to the topic",
      "Key concepts and explanations",
      "Real-world applications",
      "Summary and conclusion",
    ]);
  });
});

describe("talking points from the teaching contract (ADR 0007)", () => {
  it("lists each teaching scene's kid goal, not the first lines of the file", () => {
    const script = [
      "TITLE: Digraph Detectives",
      "TOPIC: Digraphs | CONCEPT: Digraph Detectives | TARGET LENGTH: 3:00 | GRADE: 1",
      "",
      "SCENE 1 — HOOK (0:20)",
      "PENNY PAGE: Hi, friends! Welcome to a very long opening line that is not a talking point.",
      "",
      "SCENE 2 — TEACH: DIGRAPH (1:00)",
      "ON SCREEN: RF.1.3.a — I can read words with sh, ch, th and wh.",
      "PENNY PAGE: Some letters team up.",
      "",
      "SCENE 3 — TEACH: BLEND (0:40)",
      "ON SCREEN: RF.1.2.b — I can blend sounds to say a word.",
    ].join("\n");
    expect(getTalkingPoints(script)).toEqual([
      "I can read words with sh, ch, th and wh.",
      "I can blend sounds to say a word.",
    ]);
  });
});
