import type { Grade } from "../schemas/grade";
import { DEFAULT_WPM, NARRATION_WPM, wordCount, type ScriptContract } from "./contract";

/**
 * Captions from a script (issue 11 item 5): one cue per spoken line, timed by the script's own timing — words
 * at the grade's narration rate (words per minute) with pauses adding silence — so the last cue ends at the
 * script's read-aloud runtime.
 */
export interface CaptionCue {
  /** Start and end, milliseconds from the start of the video. */
  startMs: number;
  endMs: number;
  speaker: string;
  text: string;
}

export function captionCues(
  contract: Pick<ScriptContract, "scenes" | "grade">,
  grade: Grade | null = contract.grade,
): CaptionCue[] {
  const msPerWord = 60_000 / (grade ? NARRATION_WPM[grade] : DEFAULT_WPM);
  const cues: CaptionCue[] = [];
  let t = 0;
  for (const scene of contract.scenes) {
    for (const beat of scene.beats) {
      if (beat.type === "pause") t += beat.seconds * 1000;
      else if (beat.type === "line") {
        const duration = Math.max(800, wordCount(beat.text) * msPerWord);
        cues.push({ startMs: Math.round(t), endMs: Math.round(t + duration), speaker: beat.speaker, text: beat.text });
        t += duration;
      }
    }
  }
  return cues;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
function clock(ms: number, separator: "," | "."): string {
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`;
}

/** SubRip (.srt): numbered cues, "HH:MM:SS,mmm --> HH:MM:SS,mmm", the speaker in capitals before the line. */
export function toSrt(cues: readonly CaptionCue[]): string {
  return cues
    .map((c, i) => `${i + 1}\n${clock(c.startMs, ",")} --> ${clock(c.endMs, ",")}\n${c.speaker}: ${c.text}\n`)
    .join("\n");
}

/** WebVTT (.vtt): the header, then cues with a voice span per speaker. */
export function toVtt(cues: readonly CaptionCue[]): string {
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `WEBVTT\n\n${cues.map((c) => `${clock(c.startMs, ".")} --> ${clock(c.endMs, ".")}\n<v ${escape(c.speaker)}>${escape(c.text)}\n`).join("\n")}`;
}
