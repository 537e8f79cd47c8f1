import { describe, it, expect } from "vitest";
import {
  citedStandardCodes,
  formatDuration,
  formatSceneHeading,
  parseDuration,
  parseScript,
  speakerTag,
  totalDurationSec,
} from "./script-format";

const SAMPLE = `TITLE: The Great Fable Quest
TOPIC: Fables | CONCEPT: Quest | TARGET LENGTH: 1:35 | GRADES: K-5
STANDARDS: RL.3.2, L.4.4.b
CAST: Max (Word Detective), Luna (Story Keeper)
NOTE: Content considerations: avoid food.

SCENE 1 — HOOK (0:20)
VISUAL: Title card.
MAX: Hi, friends!
LUNA: Ready for a quest?

SCENE 2 — RETELL STORIES (0:45)
VISUAL: Badge "RL.3.2".
LUNA: Standard RL.3.2 is about retelling stories.
This stray line is ignored.
MAX: Let's try!

SCENE 3 — CHECK FOR UNDERSTANDING (0:30)
VISUAL: [PAUSE 5 seconds]
MAX: Question 1: What is a fable?
`;

describe("formatDuration / parseDuration", () => {
  it("formats seconds as m:ss", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(65)).toBe("1:05");
    expect(formatDuration(600)).toBe("10:00");
    expect(formatDuration(59.6)).toBe("1:00");
    expect(formatDuration(-5)).toBe("0:00");
    expect(formatDuration(Number.NaN)).toBe("0:00");
  });

  it("parses m:ss and a few tolerant forms, null otherwise", () => {
    expect(parseDuration("1:05")).toBe(65);
    expect(parseDuration(" 0:20 ")).toBe(20);
    expect(parseDuration("12:00")).toBe(720);
    expect(parseDuration("1:02:03")).toBe(3723);
    expect(parseDuration("45")).toBe(45);
    expect(parseDuration("45s")).toBe(45);
    expect(parseDuration("45 seconds")).toBe(45);
    expect(parseDuration("1:75")).toBeNull();
    expect(parseDuration("soon")).toBeNull();
    expect(parseDuration("")).toBeNull();
  });

  it("round-trips", () => {
    for (const sec of [0, 7, 59, 60, 61, 185, 359, 3599]) expect(parseDuration(formatDuration(sec))).toBe(sec);
  });
});

describe("parseScript", () => {
  it("reads the header, scenes, visuals and spoken lines", () => {
    const parsed = parseScript(SAMPLE);
    expect(parsed.title).toBe("The Great Fable Quest");
    expect(parsed.topic).toBe("Fables");
    expect(parsed.concept).toBe("Quest");
    expect(parsed.targetLengthSec).toBe(95);
    expect(parsed.grades).toBe("K-5");
    expect(parsed.standards).toEqual(["RL.3.2", "L.4.4.b"]);
    expect(parsed.cast).toEqual([
      { name: "Max", label: "Word Detective" },
      { name: "Luna", label: "Story Keeper" },
    ]);
    expect(parsed.notes).toEqual(["Content considerations: avoid food."]);
    expect(parsed.scenes.map((s) => [s.number, s.name, s.durationSec])).toEqual([
      [1, "HOOK", 20],
      [2, "RETELL STORIES", 45],
      [3, "CHECK FOR UNDERSTANDING", 30],
    ]);
    expect(parsed.scenes[1]!.visuals).toEqual(['Badge "RL.3.2".']);
    expect(parsed.scenes[1]!.lines).toEqual([
      { speaker: "LUNA", text: "Standard RL.3.2 is about retelling stories." },
      { speaker: "MAX", text: "Let's try!" },
    ]);
    expect(parsed.scenes[2]!.lines[0]).toEqual({ speaker: "MAX", text: "Question 1: What is a fable?" });
    expect(totalDurationSec(parsed)).toBe(95);
  });

  it("tolerates other dashes, markdown, missing durations and CRLF", () => {
    const text = [
      "## SCENE 1 - Hook (0:15)",
      "Max: Hello!",
      "**SCENE 2 – PRACTICE (45s)**",
      "**Visual:** Timer.",
      "SFX: ding",
      "Dr. Lee: Try it!",
      "Scene 3 -- Recap",
      "PAUSE: 3 seconds",
      "SCENE 4: END (later)",
    ].join("\r\n");
    const parsed = parseScript(text);
    expect(parsed.scenes.map((s) => [s.number, s.name, s.durationSec])).toEqual([
      [1, "Hook", 15],
      [2, "PRACTICE", 45],
      [3, "Recap", 0],
      [4, "END (later)", 0],
    ]);
    expect(parsed.scenes[0]!.lines).toEqual([{ speaker: "Max", text: "Hello!" }]);
    expect(parsed.scenes[1]!.visuals).toEqual(["Timer."]);
    expect(parsed.scenes[1]!.lines).toEqual([{ speaker: "Dr. Lee", text: "Try it!" }]);
    expect(parsed.scenes[2]!.lines).toEqual([]);
  });

  it("reads through the editor's formatting: headings, bullet and numbered lines, bold and italic (ADR 0011)", () => {
    const text = [
      "# SCENE 1 — HOOK (0:20)",
      "• PENNY PAGE: Hi, **friends**!",
      "1. RHYMO: *Yes* we can, 5 * 3 times.",
      "## VISUAL: A *big* map.",
    ].join("\n");
    const parsed = parseScript(text);
    expect(parsed.scenes.map((s) => [s.name, s.durationSec])).toEqual([["HOOK", 20]]);
    expect(parsed.scenes[0]!.lines).toEqual([
      { speaker: "PENNY PAGE", text: "Hi, friends!" },
      { speaker: "RHYMO", text: "Yes we can, 5 * 3 times." },
    ]);
    expect(parsed.scenes[0]!.visuals).toEqual(["A big map."]);
  });

  it("never throws on garbage and finds nothing in it", () => {
    const inputs = [
      "",
      "   \n\n",
      ":::",
      "SCENE",
      "SCENE x — ?",
      "(((",
      "VISUAL: before any scene",
      "\u0000\uffff",
      "a".repeat(100_000),
    ];
    for (const input of inputs) {
      expect(() => parseScript(input)).not.toThrow();
      expect(parseScript(input).scenes).toEqual([]);
    }
    expect(() => parseScript(undefined as unknown as string)).not.toThrow();
    expect(() => parseScript(null as unknown as string)).not.toThrow();
  });

  it("ignores lines that are sentences, not speakers", () => {
    const parsed = parseScript(
      "SCENE 1 — HOOK (0:10)\nWhat is this? A test: yes\nThis line has far too many words before its colon to be a speaker: no\nPIP: ok",
    );
    expect(parsed.scenes[0]!.lines).toEqual([{ speaker: "PIP", text: "ok" }]);
  });

  it("parses what formatSceneHeading and speakerTag write", () => {
    const name = "Señor Q: the (Great)!";
    const text = `${formatSceneHeading(7, "Use word (parts)", 83)}\n${speakerTag(name)}: hola`;
    const parsed = parseScript(text);
    expect(parsed.scenes[0]).toMatchObject({ number: 7, durationSec: 83 });
    expect(parsed.scenes[0]!.name).toBe("USE WORD PARTS");
    expect(parsed.scenes[0]!.lines).toEqual([{ speaker: speakerTag(name), text: "hola" }]);
    expect(speakerTag("  max\nthe  cat ")).toBe("MAX THE CAT");
    expect(speakerTag("???")).toBe("NARRATOR");
  });
});

describe("citedStandardCodes", () => {
  it("finds CCSS-looking codes anywhere, unique and in order", () => {
    const text = "We cover RL.3.2, RF.K.3 and L.4.4.b; also W.3.1.a. Then SL.2.3 and RL.3.2 again (RI.5.3).";
    expect(citedStandardCodes(text)).toEqual(["RL.3.2", "RF.K.3", "L.4.4.b", "W.3.1.a", "SL.2.3", "RI.5.3"]);
  });

  it("does not take look-alikes", () => {
    expect(citedStandardCodes("URL.3.2 XL.4.4 RL.3 RL.X.2 http://a.b")).toEqual([]);
    expect(citedStandardCodes("L.4.4.bx and RL.3.2.")).toEqual(["L.4.4", "RL.3.2"]);
  });
});

describe("parseScript header", () => {
  it("splits one-line header fields only at a following field name", () => {
    const parsed = parseScript("TOPIC: Cats | Dogs | CONCEPT: Pets|GRADES: K-5\nCAST: Mo | Jo (Pal), Ann (Host)");
    expect(parsed.topic).toBe("Cats | Dogs");
    expect(parsed.concept).toBe("Pets");
    expect(parsed.grades).toBe("K-5");
    expect(parsed.cast).toEqual([
      { name: "Mo | Jo", label: "Pal" },
      { name: "Ann", label: "Host" },
    ]);
  });
});
