import { describe, expect, it } from "vitest";
import ccss from "@data/ccss-ela-k5.json";
import type { Grade } from "@shared/schemas/grade";
import { CATALOGUE_SWEEP_TIMEOUT_MS } from "../../../../tests/support/timeouts";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { chorusOf } from "./sing-along";

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

describe("a sing-along concept has its song (sing-along.ts)", () => {
  it("sings the lesson's goal as a chorus the viewers sing back", () => {
    expect(chorusOf({ kidGoal: "I can ask and answer questions about what I hear." })).toEqual({
      call: "What can we do?",
      response: "We can ask and answer questions about what we hear!",
    });
  });

  it(
    "sings the chorus in the hook and the recap, and tells the producer, for every tenth card at 2 and 5 minutes",
    () => {
      const codes = (ccss.standards as { code: string }[]).map((s) => s.code).filter((c) => getTeachingCard(c));
      const missing: string[] = [];
      codes
        .filter((_, i) => i % 10 === 0)
        .forEach((code) => {
          for (const minutes of [2, 5]) {
            const contract = draft(code, minutes, "Conversation Sing-Along");
            const { response } = chorusOf(getTeachingCard(code)!);
            const sung = contract.scenes
              .filter((sc) => sc.beats.some((b) => b.type === "line" && b.text.includes(response)))
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
