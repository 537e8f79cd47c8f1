import { speakerTag } from "../script-format";
import { breakCost, captionLength, captionWords, layoutCaption, spokenCaptionText } from "./caption-lines";
import { narrationWpm, wordCount, type ScriptContract } from "./contract";
import { approvalText, type ApprovalLine } from "./export-meta";

/**
 * Captions from a script, following the DCMP Captioning Key as docs/product/exports.md sets it out (line rules
 * in ./caption-lines.ts): each spoken line becomes one or more cues of at most two lines, each shown 1–6 s,
 * timed by the script's own clock — its words at the grade's narration rate (`narrationWpm`, the rate the
 * runtime in the Script check uses) with PAUSE beats as silence — so the last cue ends at the script's
 * read-aloud runtime. Cues never overlap and their times only increase. Only what is said is captioned; a
 * change of speaker is marked "[Name]" only when the scene's latest VISUAL cue does not show that speaker.
 */
export interface CaptionCue {
  /** Start and end, milliseconds from the start of the video. */
  startMs: number;
  endMs: number;
  /** One or two lines, each at most CAPTION_LINE_CHARS characters. */
  lines: string[];
}

/** Shortest and longest time a cue stays on screen, ms (DCMP Captioning Key: captions of 1 to 6 seconds). */
export const CAPTION_MIN_MS = 1000;
export const CAPTION_MAX_MS = 6000;
/** Longest "[Name]" marker (characters) before a speaker change is shown as "–" instead. */
const MAX_NAME_MARK = 20;

/** The cast name behind a speaker tag ("PENNY PAGE" → "Penny Page"), else the tag in title case. */
function displayName(tag: string, cast: ScriptContract["cast"]): string {
  const found = cast.find((m) => speakerTag(m.name) === tag || m.name.toUpperCase() === tag.toUpperCase());
  if (found) return found.name;
  return tag.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase());
}

/** Whether a VISUAL cue shows the speaker (names them or their first name). */
function isShown(name: string, visual: string): boolean {
  const v = visual.toLowerCase();
  return [name, name.split(" ")[0]!].some(
    (n) => n && new RegExp(`(^|[^\\p{L}])${escapeRe(n.toLowerCase())}($|[^\\p{L}])`, "u").test(v),
  );
}
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Splits one spoken line's words into cues at the cheapest phrase boundaries (dynamic programming): each cue
 * costs 3, a break inside it its line-break cost, the boundary before it three times its break cost (a caption
 * that stops mid-phrase is worse than a line that does), and a cue under CAPTION_MIN_MS 10 more.
 */
function splitIntoCues(
  words: string[],
  msOf: (from: number, to: number) => number,
): { from: number; to: number; lines: string[] }[] {
  const n = words.length;
  const best: { cost: number; from: number; lines: string[] }[] = [{ cost: 0, from: -1, lines: [] }];
  for (let j = 1; j <= n; j++) {
    best[j] = { cost: Infinity, from: j - 1, lines: [words[j - 1]!] };
    for (let i = j - 1; i >= 0; i--) {
      const ms = msOf(i, j);
      if (ms > CAPTION_MAX_MS && j - i > 1) break;
      const layout = layoutCaption(words, i, j);
      if (!layout) {
        if (j - i > 1) break;
        continue;
      }
      const cost =
        best[i]!.cost + 3 + layout.cost + (i > 0 ? 3 * breakCost(words, i - 1) : 0) + (ms < CAPTION_MIN_MS ? 10 : 0);
      if (cost < best[j]!.cost) best[j] = { cost, from: i, lines: layout.lines };
    }
  }
  const cues: { from: number; to: number; lines: string[] }[] = [];
  for (let j = n; j > 0; j = best[j]!.from) cues.unshift({ from: best[j]!.from, to: j, lines: best[j]!.lines });
  return cues;
}

/** The cues of a script (see the module comment). `contract` as parsed by `parseContract`. */
export function captionCues(contract: Pick<ScriptContract, "scenes" | "grade" | "cast">): CaptionCue[] {
  const msPerWord = 60_000 / narrationWpm(contract.grade);
  const speakers = new Set(
    contract.scenes.flatMap((s) => s.beats.flatMap((b) => (b.type === "line" ? [b.speaker] : []))),
  );
  const cues: CaptionCue[] = [];
  let scheduled = 0; // the script's own clock: where speech is (ms)
  let shownUntil = 0; // where the last cue ends (ms), never later than the next start
  let previousSpeaker: string | null = null;
  for (const scene of contract.scenes) {
    let visual = "";
    for (const beat of scene.beats) {
      if (beat.type === "visual") visual = beat.text;
      if (beat.type === "pause") scheduled += beat.seconds * 1000;
      if (beat.type !== "line") continue;
      const lineMs = wordCount(beat.text) * msPerWord;
      const text = spokenCaptionText(beat.text);
      if (!text) {
        scheduled += lineMs;
        continue;
      }
      const name = displayName(beat.speaker, contract.cast);
      const isChange =
        speakers.size > 1 && previousSpeaker !== null && beat.speaker !== previousSpeaker && !isShown(name, visual);
      previousSpeaker = beat.speaker;
      const mark = captionLength(`[${name}]`) <= MAX_NAME_MARK ? `[${name}]` : "–";
      const words = [...(isChange ? [mark] : []), ...captionWords(text)];
      // The line's time is shared by its words (a stage direction's time stays in the line, as in the runtime).
      const counts = words.map((w, i) => (isChange && i === 0 ? 0 : Math.max(1, wordCount(w))));
      const total = counts.reduce((a, b) => a + b, 0) || 1;
      const msOf = (from: number, to: number) =>
        (counts.slice(from, to).reduce((a, b) => a + b, 0) / total) * Math.max(lineMs, msPerWord);
      for (const cue of splitIntoCues(words, msOf)) {
        const ms = msOf(cue.from, cue.to);
        const startMs = Math.round(Math.max(shownUntil, scheduled));
        const endMs = startMs + Math.round(Math.min(CAPTION_MAX_MS, Math.max(CAPTION_MIN_MS, ms)));
        cues.push({ startMs, endMs, lines: cue.lines });
        shownUntil = endMs;
        scheduled += ms;
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

/** SubRip (.srt): numbered cues, "HH:MM:SS,mmm --> HH:MM:SS,mmm", then the cue's lines. */
export function toSrt(cues: readonly CaptionCue[]): string {
  return cues
    .map((c, i) => `${i + 1}\n${clock(c.startMs, ",")} --> ${clock(c.endMs, ",")}\n${c.lines.join("\n")}\n`)
    .join("\n");
}

/** WebVTT (.vtt): the header, the approval line as a NOTE block when given, then the cues. */
export function toVtt(cues: readonly CaptionCue[], approval?: ApprovalLine | null): string {
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const note = approval ? `NOTE ${approvalText(approval).replace(/-->/g, "->")}\n\n` : "";
  return `WEBVTT\n\n${note}${cues.map((c) => `${clock(c.startMs, ".")} --> ${clock(c.endMs, ".")}\n${c.lines.map(escape).join("\n")}\n`).join("\n")}`;
}
