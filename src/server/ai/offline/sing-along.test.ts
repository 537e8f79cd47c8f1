import { describe, expect, it } from "vitest";
import ccss from "@data/ccss-ela-k5.json";
import type { Grade } from "@shared/schemas/grade";
import { CATALOGUE_SWEEP_TIMEOUT_MS } from "../../../../tests/support/timeouts";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { CHORUS_LINE_WORDS, chorusOf } from "./sing-along";

const SONG = "The presenters sing a catchy call-and-response song about our lesson, with a chorus.";
const draft = (code: string, minutes: number, title: string, description = SONG) =>
  draftScript({
    topic: "Our lesson",
    grade: code.split(".")[1] as Grade,
    targetMinutes: minutes,
    seed: 1,
    standards: [{ code, description: "" }],
    characters: [starterCast[0]!, starterCast[1]!],
    concept: { title, description },
  }).contract;

const words = (line: string) => line.split(/\s+/).filter(Boolean).length;
/** The last word of a line, without punctuation: "Rhyme, rhyme, here we go!" → "go". */
const lastWord = (line: string) =>
  line
    .replace(/[^a-z\s]/gi, "")
    .trim()
    .split(/\s+/)
    .at(-1)!
    .toLowerCase();
const codes = (ccss.standards as { code: string }[]).map((s) => s.code).filter((c) => getTeachingCard(c));

describe("a sing-along concept has its song (sing-along.ts)", () => {
  it("chants the lesson's own key terms, on a repeated beat", () => {
    const { lines } = chorusOf({ keyTerms: [{ term: "rhyme", definition: "" }], mode: "oral" });
    expect(lines[0]).toMatch(/^Rhyme, rhyme\b/);
    expect(lines.join(" ")).not.toMatch(/\bWe can\b.*\bwhat we\b/);
  });

  it("gives every card a chorus of four short lines (4–7 words), most ending on one rhyme", () => {
    const problems: string[] = [];
    for (const code of codes) {
      const { lines } = chorusOf(getTeachingCard(code)!);
      if (lines.length !== 4) problems.push(`${code}: ${lines.length} lines`);
      for (const line of lines)
        if (words(line) < CHORUS_LINE_WORDS.min || words(line) > CHORUS_LINE_WORDS.max)
          problems.push(`${code}: "${line}" has ${words(line)} words`);
      // A chant rhymes: at least three of the four lines end on the same sound (go / know / slow / show).
      const ends = lines.map((l) => lastWord(l).slice(-1));
      if (!ends.some((e) => ends.filter((x) => x === e).length >= 3)) problems.push(`${code}: no rhyme in ${lines}`);
    }
    expect(problems).toEqual([]);
  });

  it(
    "sings the chorus in the hook and the recap, and tells the producer, for every tenth card at 2 and 5 minutes",
    () => {
      const missing: string[] = [];
      codes
        .filter((_, i) => i % 10 === 0)
        .forEach((code) => {
          for (const minutes of [2, 5]) {
            const contract = draft(code, minutes, "Conversation Sing-Along");
            const first = "here we go!";
            const sung = contract.scenes
              .filter((sc) => sc.beats.some((b) => b.type === "line" && b.text.includes(first)))
              .map((sc) => sc.kind);
            if (!sung.includes("hook") || !sung.includes("recap"))
              missing.push(`${code} ${minutes} min: sung in ${sung}`);
            if (!contract.notes.some((n) => n.startsWith("Sing-along: the chorus"))) missing.push(`${code}: no NOTE`);
          }
        });
      expect(missing).toEqual([]);
      // Not in a concept that promises no song.
      const quest = draft("RL.2.1", 5, "The Great Story Quest", "The presenters follow a map on a quest.");
      expect(quest.notes.some((n) => n.startsWith("Sing-along"))).toBe(false);
    },
    CATALOGUE_SWEEP_TIMEOUT_MS,
  );
});
