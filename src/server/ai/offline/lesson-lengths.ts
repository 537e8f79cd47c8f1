import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ccss from "@data/ccss-ela-k5.json";
import type { Grade } from "@shared/schemas/grade";
import { TARGET_MINUTE_CHOICES } from "@shared/schemas/script-length";
import { sceneSeconds } from "@shared/script/contract";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";

/**
 * The shortest length that teaches each standard alone, measured with this engine
 * (docs/decisions/0063-standards-fit-the-length.md, amended): the table the shared estimate reads
 * (`data/lesson-lengths.json`), so the wizard can say before generation "RL.3.2 needs about 3 minutes".
 *
 * A lesson fits a length when its script, read aloud (words at the grade's narration rate plus pauses), lands within
 * ±10 % of it, as the Script check counts it. It is measured as `npm run eval` drafts each standard alone (its domain as
 * the topic, the eval's two casts, one presenter and two of whom one speaks in rhyme, and its seeds), and a length
 * counts only when both casts fit: a second presenter's
 * introduction is never cut, so a lesson that fits alone may not fit with two.
 */

/** The casts a standard is measured with: one presenter, and two. */
const CASTS = [[starterCast[0]!], [starterCast[1]!, starterCast[2]!]] as const;

/** A standard as measured: its code, grade, and domain (the lesson's topic, as `npm run eval` drafts it). */
export interface MeasuredStandard {
  code: string;
  grade: Grade;
  domain: string;
}

/** Seconds the offline engine's script for `s` alone runs at `minutes`, with cast `solo` (one) or two presenters. */
export function aloneRuntimeSec({ code, grade, domain }: MeasuredStandard, minutes: number, solo: boolean): number {
  const { contract } = draftScript({
    topic: domain,
    grade,
    targetMinutes: minutes,
    seed: minutes + (solo ? 0 : 10),
    standards: [{ code, description: "" }],
    characters: [...CASTS[solo ? 0 : 1]],
    concept: { title: "Word Quest", description: "" },
  });
  return Math.round(contract.scenes.reduce((n, s) => n + sceneSeconds(s, grade), 0));
}

/** Whether a runtime lands within ±10 % of `minutes` (the Script check's runtime rule). */
export const landsWithin = (runtimeSec: number, minutes: number): boolean =>
  Math.abs(runtimeSec - minutes * 60) <= minutes * 6;

/** Whether the standard alone fits `minutes` with both casts. */
export const fitsAlone = (s: MeasuredStandard, minutes: number): boolean =>
  [true, false].every((solo) => landsWithin(aloneRuntimeSec(s, minutes, solo), minutes));

/** The shortest length the length picker offers that teaches `s` alone, minutes; null when none does. */
export function measureMinimumMinutes(s: MeasuredStandard): number | null {
  return TARGET_MINUTE_CHOICES.find((m) => fitsAlone(s, m)) ?? null;
}

/** Every official standard with its grade and domain. */
export const allStandards = (): MeasuredStandard[] =>
  ccss.standards.map((s) => ({ code: s.code, grade: s.grade as Grade, domain: s.domain }));

/** Measures every standard and writes data/lesson-lengths.json (run by `npm run golden:update`). */
export function writeLessonLengths(): number {
  const minutes: Record<string, number | null> = {};
  for (const s of allStandards()) minutes[s.code] = measureMinimumMinutes(s);
  const file = fileURLToPath(new URL("../../../../data/lesson-lengths.json", import.meta.url));
  const about =
    "The shortest target length, in whole minutes, at which the offline engine's script for each standard taught alone lands within ±10 % with one presenter and with two. Written by npm run golden:update (src/server/ai/offline/lesson-lengths.ts); do not edit by hand.";
  writeFileSync(file, `${JSON.stringify({ about, minutes }, null, 2)}\n`);
  return Object.keys(minutes).length;
}
