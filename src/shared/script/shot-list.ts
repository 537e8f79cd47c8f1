import Papa from "papaparse";
import { avRows } from "./av-rows";
import { narrationWpm, parseContract, wordCount, type ScriptContract } from "./contract";
import { sceneHeadingName } from "./export-lines";

/**
 * The shot list (docs/product/exports.md): one row per spoken line or pause, in order, with the scene, when it
 * starts and how long it runs on the script's own clock (words at the grade's narration rate, pauses as
 * written — the clock of the runtime and the captions), the VISUAL and ON SCREEN cues that open its A/V row
 * (on the row's first line only), who speaks and what. A cue group with no audio is a row of its own.
 */
export const SHOT_LIST_COLUMNS = [
  "Scene",
  "Start",
  "Duration (s)",
  "Visual",
  "On screen",
  "Audio / speaker",
  "Line",
] as const;

export type ShotListRow = Record<(typeof SHOT_LIST_COLUMNS)[number], string>;

/** Milliseconds → "HH:MM:SS" (rounded to the second), which spreadsheets read as a duration. */
function timecode(ms: number): string {
  const s = Math.round(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

export function shotListRows(contract: Pick<ScriptContract, "scenes" | "grade" | "cast">): ShotListRow[] {
  const msPerWord = 60_000 / narrationWpm(contract.grade);
  const nameOf = (tag: string) => contract.cast.find((m) => m.name.toUpperCase() === tag.toUpperCase())?.name ?? tag;
  const rows: ShotListRow[] = [];
  let clock = 0;
  contract.scenes.forEach((scene, i) => {
    const sceneLabel = `${i + 1} — ${sceneHeadingName(scene)}`;
    for (const group of avRows(scene)) {
      const visual = group.visual
        .filter((b) => b.type === "visual")
        .map((b) => b.text)
        .join(" / ");
      const onScreen = group.visual
        .filter((b) => b.type === "onScreen")
        .map((b) => b.text)
        .join(" / ");
      const audio = group.audio.length ? group.audio : [null];
      audio.forEach((beat, j) => {
        const ms = !beat ? 0 : beat.type === "pause" ? beat.seconds * 1000 : wordCount(beat.text) * msPerWord;
        rows.push({
          Scene: sceneLabel,
          Start: timecode(clock),
          "Duration (s)": (ms / 1000).toFixed(1),
          Visual: j === 0 ? visual : "",
          "On screen": j === 0 ? onScreen : "",
          "Audio / speaker": !beat ? "" : beat.type === "pause" ? "Pause" : nameOf(beat.speaker),
          Line: !beat ? "" : beat.text,
        });
        clock += ms;
      });
    }
  });
  return rows;
}

/**
 * The shot list as CSV (RFC 4180, CRLF, a UTF-8 byte-order mark so spreadsheets read accents and arrows), a
 * header row of SHOT_LIST_COLUMNS; a cell that a spreadsheet would run as a formula (=, +, -, @) is quoted
 * with a leading apostrophe.
 */
export function scriptToShotListCsv(text: string): string {
  const rows = shotListRows(parseContract(text));
  return `\uFEFF${Papa.unparse({ fields: [...SHOT_LIST_COLUMNS], data: rows.map((r) => SHOT_LIST_COLUMNS.map((c) => r[c])) }, { newline: "\r\n", escapeFormulae: true })}\r\n`;
}
