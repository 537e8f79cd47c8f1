import lessonLengths from "@data/lesson-lengths.json";
import type { Grade } from "@shared/schemas/grade";
import { TARGET_MINUTE_CHOICES } from "@shared/schemas/script-length";
import { MAX_SUPPORTING_STANDARDS, narrationWpm } from "./contract";

/**
 * Do the chosen standards fit the target length? (docs/decisions/0063-standards-fit-the-length.md)
 *
 * One estimate for the wizard's warning (steps 2 and 4), the offline engine's choice of which standards to teach
 * and the model prompt, so what the writer is told before generating is what the script then does.
 *
 * Units: lengths in minutes (the length picker's whole minutes) and seconds; narration in words at the grade's
 * rate in words per minute (`NARRATION_WPM`, docs/product/pace.md); pauses in seconds (think time by task and
 * grade, docs/decisions/0045-pauses-by-task-and-grade.md).
 *
 * The rule (docs/decisions/0007-teaching-cards-and-contract.md): a video teaches its primary standard and up to
 * two supporting ones, and lands within ±10 % of its target. A supporting standard is left out only when the
 * shortest script that teaches it (every cuttable block cut: launch line, introductions, second check, recap
 * cheer, second half of the primary explanation) would still run over the target by more than {@link FIT_ALLOWANCE}.
 * The later a standard was chosen, the sooner it goes: the primary is always taught.
 *
 * The primary standard has a length of its own below which no script teaches it within ±10 %: the offline engine's
 * measured minimum for each standard alone (`data/lesson-lengths.json`, written with the golden scripts). A target
 * under it is named before generation ("RL.3.2 needs about 4 minutes: 2 minutes is too short to teach it.").
 */

/** The shortest script may run this share of the target (the offline engine's fitter stops cutting here). */
export const FIT_ALLOWANCE = 1.08;

interface ShortestScript {
  /** Spoken words of the hook, the primary standard's teaching, one practice item, one check, recap and close. */
  baseWords: number;
  /** Seconds of pauses in it (the hook's wonder pause, think time after the practice item and the check). */
  basePauseSec: number;
  /** Spoken words each supporting standard adds: goal, first half of its explanation, one worked example, recap line. */
  perStandardWords: number;
  /** Seconds of pauses each supporting standard adds. */
  perStandardPauseSec: number;
}

/**
 * The shortest script by grade, measured with the offline engine on every teaching card of the grade (a primary
 * alone, and with one and two supporting standards of the same grade; every cuttable block cut). Cards differ a
 * lot (a grade 4 primary's shortest script runs 1:30 to 3:45), so the figures are each grade's 60th percentile,
 * not its median: a standard the estimate keeps then seldom makes the script overrun its target, and one it
 * leaves out is named before generation with the length that teaches it. Older grades' cards say more.
 */
const SHORTEST: Record<Grade, ShortestScript> = {
  K: { baseWords: 220, basePauseSec: 11, perStandardWords: 145, perStandardPauseSec: 4 },
  "1": { baseWords: 225, basePauseSec: 11, perStandardWords: 145, perStandardPauseSec: 4 },
  "2": { baseWords: 260, basePauseSec: 9, perStandardWords: 170, perStandardPauseSec: 3 },
  "3": { baseWords: 300, basePauseSec: 12, perStandardWords: 185, perStandardPauseSec: 3 },
  "4": { baseWords: 330, basePauseSec: 12, perStandardWords: 200, perStandardPauseSec: 3 },
  "5": { baseWords: 365, basePauseSec: 12, perStandardWords: 275, perStandardPauseSec: 3 },
};

/** The grade a CCSS ELA K–5 code names second ("RF.1.2.b" → "1"), for a lesson with no grade chosen. */
function gradeOfCode(code: string | undefined): Grade | null {
  const m = /^[A-Z]+\.(K|[1-5])\./.exec(code ?? "");
  return m ? (m[1] as Grade) : null;
}

/**
 * Seconds the shortest script teaching `standards` standards (the primary and `standards − 1` supporting ones)
 * runs at `grade` (null: grade 3's figures at the default rate).
 */
export function shortestScriptSeconds(grade: Grade | null, standards: number): number {
  const s = SHORTEST[grade ?? "3"];
  const wpm = narrationWpm(grade);
  const extra = Math.max(0, standards - 1);
  return ((s.baseWords + extra * s.perStandardWords) / wpm) * 60 + s.basePauseSec + extra * s.perStandardPauseSec;
}

const PRIMARY_MINUTES: Readonly<Record<string, number | null>> = lessonLengths.minutes;

/**
 * The shortest length the length picker offers at which the offline engine teaches `code` alone within ±10 % of the
 * target (with one presenter and with two), minutes; null for a code not measured. Measured at the code's own grade.
 */
export const minimumMinutes = (code: string): number | null => PRIMARY_MINUTES[code] ?? null;

export interface LengthFitInput {
  /** The grade the video is for; null → the primary standard's grade. */
  grade: Grade | null;
  /** The target length, minutes. */
  targetMinutes: number;
  /** The chosen standards' codes in the order chosen: the first is the primary. */
  standards: readonly string[];
  /**
   * The primary standard's own shortest length when the lesson is taught from one of our topic texts (measured on
   * the server with that text, ADR 0090; the wizard has it from GET /api/topic-text), in place of the card's
   * measured figure (`minimumMinutes`). Undefined or null: the card's.
   */
  primaryMinutes?: number | null;
}

export interface LengthFit {
  /** The standards the script teaches: the primary first, then the supporting ones that fit. */
  taught: string[];
  /** Standards one video could teach (one primary, two supporting) that the target length leaves out. */
  notTaught: string[];
  /** Standards beyond what one video teaches, whatever its length (for a separate video). */
  beyond: string[];
  /** The shortest length the length picker offers that teaches `taught` and `notTaught` all, minutes; null if none. */
  minutesToTeachAll: number | null;
  /** The shortest length that teaches the primary standard alone ({@link minimumMinutes}); null when unknown. */
  primaryMinutes: number | null;
  /** The target is under `primaryMinutes`: even the primary standard alone runs more than 10 % over it. */
  primaryTooShort: boolean;
}

/** How many of the chosen standards a script of the target length teaches, and the length that would teach them all. */
export function lengthFit({ grade, targetMinutes, standards, primaryMinutes: ownText }: LengthFitInput): LengthFit {
  const g = grade ?? gradeOfCode(standards[0]);
  const considered = standards.slice(0, 1 + MAX_SUPPORTING_STANDARDS);
  const fits = (minutes: number, n: number) => shortestScriptSeconds(g, n) <= minutes * 60 * FIT_ALLOWANCE;
  let taught = Math.min(1, considered.length);
  while (taught < considered.length && fits(targetMinutes, taught + 1)) taught++;
  const primaryMinutes = considered[0] ? (ownText ?? minimumMinutes(considered[0])) : null;
  // The primary alone: its own measured length. With supporting standards: the grade's estimate, and never under
  // the primary's own length.
  const all =
    considered.length === 1 && primaryMinutes !== null
      ? primaryMinutes
      : (TARGET_MINUTE_CHOICES.find((m) => fits(m, considered.length) && m >= (primaryMinutes ?? 0)) ?? null);
  return {
    taught: considered.slice(0, taught),
    notTaught: considered.slice(taught),
    beyond: standards.slice(considered.length),
    minutesToTeachAll: all,
    primaryMinutes,
    primaryTooShort: primaryMinutes !== null && targetMinutes < primaryMinutes,
  };
}

/** The NOTE that names the standards the length leaves out (both engines write it; the header lists only the rest). */
export const notTaughtNote = (codes: readonly string[]): string =>
  `Not taught, for time: ${codes.join(", ")}. Choose a longer target length, or make another video for it.`;

/** The NOTE that names the standards beyond what one video teaches. */
export const beyondNote = (codes: readonly string[]): string =>
  `Also selected: ${codes.join(", ")}. One video teaches one primary and at most ${MAX_SUPPORTING_STANDARDS} supporting standards; make a separate video for these.`;
