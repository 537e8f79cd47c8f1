import type { Grade } from "@shared/schemas/grade";
import { narrationWpm, type Beat, type ContractScene } from "@shared/script/contract";
import type { Voice } from "./voice";

/**
 * Who speaks when (docs/product/presenters.md, ADR 0055): a catchphrase is said at most twice a script, and with two
 * or more presenters no one speaks for more than about 60 s (K–2) or 90 s (3–5) at a stretch, except when reading
 * a text aloud. Both rules are applied to the assembled scenes, after fitting to time, so they hold whatever was kept.
 */

/** The longest a presenter speaks at a stretch, in seconds at the grade's narration rate. */
export const turnLimitSec = (grade: Grade | null): number =>
  grade === "K" || grade === "1" || grade === "2" ? 60 : 90;

/** A visual that starts a read-aloud: the lines after it, up to the next visual or on-screen beat, are the reading. */
export const READ_ALOUD = /lights up as it is read aloud/;

/** Keeps each catchphrase to its first two sayings; later ones are taken out of their lines. */
export function capCatchphrases(scenes: ContractScene[], voices: readonly Voice[]): void {
  for (const phrase of new Set(voices.flatMap((v) => (v.catchphrase ? [v.catchphrase] : [])))) {
    let said = 0;
    for (const scene of scenes)
      scene.beats = scene.beats.flatMap((b): Beat[] => {
        if (b.type !== "line" || !b.text.includes(phrase)) return [b];
        said += 1;
        if (said <= 2) return [b];
        const text = b.text
          .replace(phrase, "")
          .replace(/\s{2,}/g, " ")
          .trim();
        return text ? [{ ...b, text }] : [];
      });
  }
}

/**
 * Hands a line to the next presenter when its speaker has already spoken up to the limit without another voice
 * (read-alouds do not count and are never split). Returns how many lines were handed over.
 */
export function balanceTurns(scenes: ContractScene[], voices: readonly Voice[], grade: Grade | null): number {
  if (voices.length < 2) return 0;
  const wpm = narrationWpm(grade);
  const limitWords = (turnLimitSec(grade) * wpm) / 60;
  const words = (t: string) => t.split(/\s+/).filter(Boolean).length;
  let handed = 0;
  let who = "";
  let run = 0;
  for (const scene of scenes) {
    let reading = false;
    scene.beats.forEach((b, i) => {
      if (b.type === "visual" && READ_ALOUD.test(b.text)) {
        reading = true;
        who = "";
        run = 0;
        return;
      }
      if (b.type !== "line") {
        if (reading && (b.type === "visual" || b.type === "onScreen")) reading = false;
        return;
      }
      if (reading) return;
      if (b.speaker !== who) {
        who = b.speaker;
        run = 0;
      }
      if (run + words(b.text) > limitWords && run > 0) {
        const at = voices.findIndex((v) => v.name === b.speaker);
        const next = voices[(at + 1) % voices.length]!;
        scene.beats[i] = { ...b, speaker: next.name };
        handed += 1;
        who = next.name;
        run = words(b.text);
        return;
      }
      run += words(b.text);
    });
  }
  return handed;
}
