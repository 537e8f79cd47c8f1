import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ccss from "@data/ccss-ela-k5.json";
import type { Grade } from "@shared/schemas/grade";
import { TARGET_MINUTE_CHOICES } from "@shared/schemas/script-length";
import { sceneSeconds } from "@shared/script/contract";
import { starterCast } from "../../db/seed-characters";
import type { AvoidRule } from "@shared/script/considerations";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { topicTextLibrary, type TopicTextLibrary } from "../../curriculum/topic-texts";
import { lessonText } from "../lesson-text";
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
export function aloneRuntimeSec(
  { code, grade, domain }: MeasuredStandard,
  minutes: number,
  solo: boolean,
  topicTexts?: TopicTextLibrary,
): number {
  const { contract } = draftScript(
    {
      topic: domain,
      grade,
      targetMinutes: minutes,
      seed: minutes + (solo ? 0 : 10),
      standards: [{ code, description: "" }],
      characters: [...CASTS[solo ? 0 : 1]],
      concept: { title: "Word Quest", description: "" },
    },
    { getCard: getTeachingCard, ...(topicTexts ? { topicTexts } : {}) },
  );
  return Math.round(contract.scenes.reduce((n, s) => n + sceneSeconds(s, grade), 0));
}

/** Whether a runtime lands within ±10 % of `minutes` (the Script check's runtime rule). */
export const landsWithin = (runtimeSec: number, minutes: number): boolean =>
  Math.abs(runtimeSec - minutes * 60) <= minutes * 6;

/** Whether the standard alone fits `minutes` with both casts. */
export const fitsAlone = (s: MeasuredStandard, minutes: number, topicTexts?: TopicTextLibrary): boolean =>
  [true, false].every((solo) => landsWithin(aloneRuntimeSec(s, minutes, solo, topicTexts), minutes));

/** The shortest length the length picker offers that teaches `s` alone, minutes; null when none does. */
export function measureMinimumMinutes(s: MeasuredStandard, topicTexts?: TopicTextLibrary): number | null {
  return TARGET_MINUTE_CHOICES.find((m) => fitsAlone(s, m, topicTexts)) ?? null;
}

/**
 * The shortest length that teaches `code` alone when the typed `topic` names a subject of our library and the lesson
 * is taught from our text about it (ADR 0090): measured as the table is, but with the topic as typed, so the script
 * measured is the one the engine will really draft (a story read aloud, or a text and the items made from it, runs
 * longer than the card's own passage). Minutes; null when the lesson reads no text of ours (the table's figure, from
 * the card, applies) or no length teaches it. Remembered per text, grade and standard: the answer depends on nothing
 * else.
 */
export function topicTextMinimumMinutes(
  input: { topic: string; grade: Grade; code: string; avoid?: readonly AvoidRule[] },
  library: TopicTextLibrary = topicTextLibrary(),
): number | null {
  const found = lessonText(
    { topic: input.topic, grade: input.grade, standard: input.code, avoid: input.avoid },
    library,
  );
  if (found?.source !== "topicText") return null;
  const key = `${found.id}|${input.grade}|${input.code}`;
  const known = topicTextMinutes.get(library)?.get(key);
  if (known !== undefined) return known;
  // The subject's own name as the topic: the same text, and no other word of the typed topic in the measure.
  const minutes = measureMinimumMinutes({ code: input.code, grade: input.grade, domain: found.subject }, library);
  if (!topicTextMinutes.has(library)) topicTextMinutes.set(library, new Map());
  topicTextMinutes.get(library)!.set(key, minutes);
  return minutes;
}
const topicTextMinutes = new WeakMap<TopicTextLibrary, Map<string, number | null>>();

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
