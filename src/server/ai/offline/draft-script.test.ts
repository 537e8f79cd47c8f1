import { describe, it, expect } from "vitest";
import curriculum from "@data/ccss-ela-k5.json";
import type { Standard } from "@shared/schemas/standard";
import { citedStandardCodes, parseDuration, parseScript, speakerTag, totalDurationSec } from "@shared/script-format";
import { draftScript, type DraftInput } from "./draft-script";
import { phraseStandard } from "./phrasing";

const ALL: Standard[] = (curriculum as { standards: Standard[] }).standards.map((s) => ({
  code: s.code,
  description: s.description,
}));
const byCode = (code: string) => ALL.find((s) => s.code === code)!;

function buildInput(overrides: Partial<DraftInput> = {}): DraftInput {
  return {
    topic: "Fables and Folktales",
    standards: [byCode("RL.3.2"), byCode("L.4.4.b")],
    characters: [
      {
        name: "Max",
        label: "Word Detective",
        personality: "Curious and energetic. Loves puzzles.",
        catchphrase: "Case closed!",
      },
      {
        name: "Luna",
        label: "Story Keeper",
        personality: "Calm, kind and wise.",
        catchphrase: "??",
        educationalStrength: "Vocabulary and word parts",
      },
      { name: "Pip", label: "Robot Sidekick", personality: "Silly and playful", catchphrase: "Beep boop, let's loop" },
    ],
    concept: {
      title: "The Great Fable Quest",
      description: "The cast follow a storybook map to find the lesson in each fable.",
    },
    ...overrides,
  };
}

describe("draftScript", () => {
  it("is deterministic and depends on its input", () => {
    const a = draftScript(buildInput());
    expect(draftScript(buildInput())).toEqual(a);
    expect(draftScript(buildInput({ topic: "Tall Tales" })).text).not.toBe(a.text);
    expect(a.title).toContain("The Great Fable Quest");
    expect(parseScript(a.text).title).toBe(a.title);
  });

  it("has hook, one teaching scene per standard named after the skill, practice, recap and check", () => {
    const input = buildInput({ standards: [byCode("RL.3.2"), byCode("L.4.4.b"), byCode("SL.2.3")] });
    const parsed = parseScript(draftScript(input).text);
    const skills = input.standards.map((s) => phraseStandard(s).skill.toUpperCase());
    expect(parsed.scenes.map((s) => s.name)).toEqual([
      "HOOK",
      ...skills,
      "PRACTICE",
      "RECAP",
      "CHECK FOR UNDERSTANDING",
    ]);
    expect(parsed.scenes.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    input.standards.forEach((s, i) => {
      const scene = parsed.scenes[i + 1]!;
      expect(scene.lines.some((l) => l.text.includes(s.code))).toBe(true);
    });
    for (const scene of parsed.scenes) {
      expect(scene.visuals.length).toBeGreaterThan(0);
      expect(scene.lines.length).toBeGreaterThan(0);
    }
  });

  it("explains a standard in kid words rather than reading the legal text", () => {
    const parsed = parseScript(draftScript(buildInput()).text);
    const teaching = parsed.scenes[1]!.lines.map((l) => l.text).join(" ");
    expect(teaching).toContain("big lesson");
    expect(teaching).not.toContain("central message, lesson, or moral");
    const vocabulary = parsed.scenes[2]!.lines.map((l) => l.text).join(" ");
    expect(vocabulary).toContain("telegraph, photograph, autograph");
  });

  it("states the header and a target length equal to the scene durations, 3–6 minutes", () => {
    for (const count of [1, 2, 4, 8]) {
      const standards = ALL.filter((s) => s.code.startsWith("RL.2.")).slice(0, count);
      const parsed = parseScript(draftScript(buildInput({ standards })).text);
      expect(parsed.standards).toEqual(standards.map((s) => s.code));
      expect(parsed.cast.map((c) => c.name)).toEqual(["Max", "Luna", "Pip"]);
      expect(parsed.grades).toBe("K-5");
      expect(parsed.targetLengthSec).toBe(totalDurationSec(parsed));
      expect(parsed.targetLengthSec).toBeGreaterThanOrEqual(180);
      expect(parsed.targetLengthSec).toBeLessThanOrEqual(count > 5 ? 420 : 360);
    }
  });

  it("lets every character speak and says each real catchphrase, never the '??' placeholder", () => {
    const { text } = draftScript(buildInput());
    const speakers = new Set(parseScript(text).scenes.flatMap((s) => s.lines.map((l) => l.speaker)));
    expect([...speakers].sort()).toEqual(["LUNA", "MAX", "PIP"]);
    expect(text).toContain("Case closed!");
    expect(text).toContain("Beep boop, let's loop");
    expect(text).not.toContain("??");
  });

  it("lets speakers alternate within each scene", () => {
    for (const scene of parseScript(draftScript(buildInput()).text).scenes) {
      if (scene.name === "RECAP") continue;
      const speakers = scene.lines.map((l) => l.speaker);
      expect(new Set(speakers).size).toBe(Math.min(3, speakers.length));
    }
  });

  it("gives the teaching scene to the character whose educational focus matches", () => {
    const parsed = parseScript(draftScript(buildInput()).text);
    expect(parsed.scenes[2]!.lines[0]!.speaker).toBe("LUNA");
  });

  it("introduces each character in their own voice", () => {
    const hook = parseScript(draftScript(buildInput()).text).scenes[0]!;
    const pip = hook.lines.find((l) => l.speaker === "PIP" && l.text.includes("I'm Pip"))!;
    expect(pip.text).toContain("Robot Sidekick");
    expect(pip.text).toContain("Silly and playful");
  });

  it("cites every standard for every standard in the K-5 data, and the script round-trips", () => {
    const cast = buildInput().characters;
    for (const standard of ALL) {
      const { text } = draftScript(buildInput({ standards: [standard], characters: cast }));
      expect(citedStandardCodes(text)).toContain(standard.code);
      const parsed = parseScript(text);
      expect(parsed.scenes).toHaveLength(5);
      expect(parsed.scenes[1]!.name.length).toBeGreaterThan(3);
    }
  });

  it("asks 2 or 3 questions with a pause after each", () => {
    for (const standards of [
      [byCode("RL.3.2")],
      [byCode("RL.3.2"), byCode("RF.1.3"), byCode("W.3.1.a"), byCode("SL.2.3")],
    ]) {
      const check = parseScript(draftScript(buildInput({ standards })).text).scenes.at(-1)!;
      const questions = check.lines.filter((l) => /^Question \d:/.test(l.text));
      expect(questions.length).toBe(standards.length === 1 ? 2 : 3);
      expect(check.visuals.filter((v) => v.includes("PAUSE"))).toHaveLength(questions.length);
    }
  });

  it("keeps the content considerations in a note and adapts to common ones", () => {
    const considerations = "Avoid food examples.\nNo scary parts; include Spanish words; keep it short.";
    const full = parseScript(draftScript(buildInput()).text);
    const { text } = draftScript(buildInput({ contentConsiderations: considerations }));
    const parsed = parseScript(text);
    expect(parsed.notes[0]).toBe(
      "Content considerations: Avoid food examples. No scary parts; include Spanish words; keep it short.",
    );
    expect(parsed.notes.join("\n")).toMatch(/no food/i);
    expect(parsed.notes.join("\n")).toMatch(/no scary/i);
    expect(text).toContain("¡Hola, amigos!");
    expect(parsed.targetLengthSec!).toBeLessThan(full.targetLengthSec!);
    expect(parsed.targetLengthSec).toBe(totalDurationSec(parsed));
  });

  it("never drops a consideration it does not recognise", () => {
    const parsed = parseScript(
      draftScript(buildInput({ contentConsiderations: "Mention the school mascot, Rocky the Raccoon" })).text,
    );
    expect(parsed.notes[0]).toBe("Content considerations: Mention the school mascot, Rocky the Raccoon");
    expect(parsed.notes).toHaveLength(2);
  });

  it("quotes the PDF in the first teaching scene", () => {
    const pdfText =
      "Page 1\nThe Tortoise and the Hare is one of Aesop's fables.\nThe hare mocks the slow tortoise, who challenges him to a race.\n12";
    const parsed = parseScript(draftScript(buildInput({ pdfText })).text);
    const quote = parsed.scenes[1]!.lines.find((l) => l.text.startsWith("From our reading:"))!;
    expect(quote.text).toContain("The Tortoise and the Hare is one of Aesop's fables.");
  });

  it("notes the continuity with context scripts", () => {
    const contextScripts = [{ topic: "Story Elements", concept: "Story Map", scriptContent: "TITLE: x" }];
    const { text } = draftScript(buildInput({ contextScripts }));
    expect(parseScript(text).notes).toContain('Builds on: Story Elements ("Story Map")');
    expect(text).toContain("Remember when we explored Story Elements?");
  });

  it("still writes a parseable script with an empty cast, no standards or odd names", () => {
    const empty = parseScript(draftScript(buildInput({ characters: [], standards: [] })).text);
    expect(empty.scenes.map((s) => s.name)[0]).toBe("HOOK");
    expect(empty.scenes).toHaveLength(5);
    expect(new Set(empty.scenes.flatMap((s) => s.lines.map((l) => l.speaker)))).toEqual(new Set(["NARRATOR"]));

    const odd = [
      { name: "Dr. Q: Vowel\nWizard", label: "Guide, (Sounds)", personality: "" },
      { name: "Mo | Jo", label: "Pal", personality: "kind" },
    ];
    const { text } = draftScript(buildInput({ characters: odd, topic: "Vowels | Sounds" }));
    const parsed = parseScript(text);
    expect(new Set(parsed.scenes.flatMap((s) => s.lines.map((l) => l.speaker)))).toEqual(
      new Set(odd.map((c) => speakerTag(c.name))),
    );
    expect(parsed.topic).toBe("Vowels / Sounds");
    expect(parsed.cast).toHaveLength(2);
    expect(parseDuration(formatTarget(text))).toBe(totalDurationSec(parsed));
  });
});

function formatTarget(text: string): string {
  return /TARGET LENGTH: (\d+:\d\d)/.exec(text)?.[1] ?? "";
}
