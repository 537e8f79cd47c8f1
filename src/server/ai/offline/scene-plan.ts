/**
 * Scene timing of an offline draft (all values in seconds). The whole video aims at about 3–6 minutes:
 * 150 s plus 50 s per standard, clamped to 180–360 s; about two thirds of that when "short" was asked for.
 */
export interface ScenePlanInput {
  /** Number of teaching scenes (one per standard, at least 1). */
  teaching: number;
  castSize: number;
  /** Questions in CHECK FOR UNDERSTANDING (2–3). */
  questions: number;
  short: boolean;
}

const round5 = (sec: number) => Math.round(sec / 5) * 5;

/** Target length of the whole video (seconds). */
export function targetLengthSec(teaching: number, short: boolean): number {
  const full = Math.min(360, Math.max(180, 150 + 50 * Math.max(1, teaching)));
  return short ? Math.max(120, round5(full * 0.65)) : full;
}

/**
 * Durations in scene order: HOOK, each teaching scene, PRACTICE, RECAP, CHECK FOR UNDERSTANDING.
 * They add up to `targetLengthSec` unless many standards force the minimum teaching time (20–25 s each).
 */
export function planDurations(input: ScenePlanInput): number[] {
  const teaching = Math.max(1, input.teaching);
  const cast = Math.max(1, Math.min(5, input.castSize));
  const hook = input.short ? Math.min(30, 10 + 5 * cast) : Math.min(40, 15 + 5 * cast);
  const practice = input.short ? 30 : 45;
  const recap = input.short ? 20 : 15 + 5 * Math.min(cast, 3);
  const check = (input.short ? 10 : 15) + (input.short ? 8 : 10) * input.questions;
  const minTeach = input.short ? 20 : 25;
  const teachTotal = targetLengthSec(teaching, input.short) - hook - practice - recap - check;
  const base = Math.max(minTeach, Math.floor(teachTotal / teaching / 5) * 5);
  const extra = Math.max(0, teachTotal - base * teaching);
  const scenes = Array.from({ length: teaching }, (_, i) => base + (i === 0 ? extra : 0));
  return [hook, ...scenes, practice, recap, check];
}
