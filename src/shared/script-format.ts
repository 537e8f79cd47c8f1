import { STRAND_SOURCE } from "./curriculum/standard-code";

/**
 * The plain-text script format shared by both drafting engines (the model is asked to follow it; the offline
 * engine writes it) and read back by the program (e.g. scene counts, talking points). A person reads it as-is.
 *
 * ```
 * TITLE: <title>
 * TOPIC: <topic> | CONCEPT: <concept title> | TARGET LENGTH: <m:ss> | GRADE: 2
 * STANDARDS: RL.2.2 (primary), RL.2.3 (supporting)
 * CAST: Name (Label), Name (Label)
 * NOTE: <production note>            (any number)
 *
 * SCENE 1 — HOOK (0:20)               (em dash U+2014; (m:ss) is the scene's duration)
 * VISUAL: <what is on screen>
 * ON SCREEN: <text shown on screen>
 * NAME: <spoken line>
 * PAUSE: 5 seconds — <what the viewer does>
 * STANDARD: RL.2.2                    (the writer's tag: this scene teaches RL.2.2; not spoken, not shown)
 * ```
 * The scene order and kinds are the teaching contract (`@shared/script/contract`).
 */

/** The dash between scene number and scene name (U+2014 EM DASH). */
export const SCENE_DASH = "\u2014";
/** Longest speaker tag (characters) the parser recognises before `:`. */
export const SPEAKER_MAX_CHARS = 60;

export interface ParsedLine {
  /** Speaker tag as written (the generators write the character name in capitals, see `speakerTag`). */
  speaker: string;
  text: string;
}

/** One beat of a scene, in order: a production cue, on-screen text, a spoken line or a pause (seconds). */
export type Beat =
  | { type: "visual"; text: string }
  | { type: "onScreen"; text: string }
  | { type: "line"; speaker: string; text: string }
  | { type: "pause"; seconds: number; text: string };

export interface ParsedScene {
  number: number;
  /** Scene name as written, e.g. "HOOK". */
  name: string;
  /** Scene duration in seconds; 0 when the heading gives none. */
  durationSec: number;
  /** Text of the `VISUAL:` cue lines, in order. */
  visuals: string[];
  lines: ParsedLine[];
  /** Everything in the scene, in order (visuals, on-screen text, spoken lines, pauses). */
  beats: Beat[];
  /**
   * Codes on the scene's `STANDARD:` lines: the writer's tag that the scene teaches them (ADR 0059). A tag is
   * neither spoken nor shown, so it is not a beat.
   */
  tags: string[];
}

export interface ParsedScript {
  title?: string;
  topic?: string;
  concept?: string;
  /** TARGET LENGTH in seconds. */
  targetLengthSec?: number;
  grades?: string;
  /** Codes listed on the STANDARDS line. */
  standards: string[];
  /** The same codes with their role: "(primary)"/"(supporting)" as written, else the first is primary. */
  standardRoles: { code: string; role: "primary" | "supporting" }[];
  cast: { name: string; label: string }[];
  /** `NOTE:` lines before the first scene. */
  notes: string[];
  scenes: ParsedScene[];
}

/** Seconds → "m:ss" (minutes are not wrapped into hours; negative or non-finite input gives "0:00"). */
export function formatDuration(sec: number): string {
  const total = Number.isFinite(sec) && sec > 0 ? Math.round(sec) : 0;
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

/**
 * "m:ss" (also "h:mm:ss", "45", "45s", "45 sec") → seconds; null when the text is not a duration.
 */
export function parseDuration(text: string): number | null {
  const t = text.trim();
  const clock = /^(?:(\d+):)?(\d+):([0-5]\d)$/.exec(t);
  if (clock) return Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  const secs = /^(\d+)\s*(?:s|sec|secs|seconds?)?$/i.exec(t);
  return secs ? Number(secs[1]) : null;
}

/** Sum of the scene durations (seconds). */
export function totalDurationSec(parsed: Pick<ParsedScript, "scenes">): number {
  return parsed.scenes.reduce((sum, s) => sum + s.durationSec, 0);
}

/** One scene heading line, e.g. `SCENE 1 — HOOK (0:20)`; `durationSec` in seconds. Name in capitals, no parentheses. */
export function formatSceneHeading(number: number, name: string, durationSec: number): string {
  return `SCENE ${number} ${SCENE_DASH} ${oneLine(name.replace(/[()]/g, " ")).toUpperCase()} (${formatDuration(durationSec)})`;
}

/**
 * How a character's name is written before a spoken line: capitals, one line, no `:!?"`, at most 8 words and
 * SPEAKER_MAX_CHARS characters, so that `parseScript` recognises it. Empty names become "NARRATOR".
 */
export function speakerTag(name: string): string {
  const words = oneLine(name.replace(/[:!?"“”]/g, " "))
    .replace(/^[^\p{L}\p{N}]+/u, "")
    .toUpperCase()
    .split(" ");
  const tag = words.slice(0, 8).join(" ").slice(0, SPEAKER_MAX_CHARS).trim();
  return tag || "NARRATOR";
}

/** Collapses whitespace (newlines included) to single spaces. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

// Strand codes of CCSS ELA (@shared/curriculum/standard-code), grade K or 1-12, standard number, optional sub-letter.
const CODE_RE = new RegExp(`\\b${STRAND_SOURCE}\\.(?:K|1[0-2]|[1-9])\\.\\d{1,2}(?:\\.[a-z](?![A-Za-z0-9]))?`, "g");
// A code on the STANDARDS line with its role, "RL.2.2 (primary)".
const ROLE_RE = new RegExp(`(${STRAND_SOURCE}\\.[0-9K]+\\.\\d+(?:\\.[a-z])?)\\s*\\((primary|supporting)\\)`, "gi");

/** CCSS-looking codes (RL.3.2, RF.K.3, L.4.4.b, W.3.1.a, SL.2.3 …) found anywhere in `text`: unique, in order. */
export function citedStandardCodes(text: string): string[] {
  return [...new Set(text.match(CODE_RE) ?? [])];
}

// `SCENE 3 — NAME (0:45)`; tolerant of -, –, :, markdown (#, **) and a missing or "45s" duration.
const HEADING_RE = /^SCENE\s+(\d+)\s*(?:[\u2014\u2013:]|-{1,2})\s*(.*?)\s*(?:\(([^()]*)\))?$/i;
const KEY_RE = /^([A-Za-z][A-Za-z -]{0,20}?)\s*:\s*(.*)$/;

/**
 * The line grammar's keys, one list each (the editor's highlighting and the exports build their patterns from
 * these, so every reader of a script knows the same lines): header fields before the first scene, production
 * notes, and the two cues inside a scene.
 */
export const HEADER_FIELD_KEYS = ["TITLE", "TOPIC", "CONCEPT", "TARGET LENGTH", "GRADES", "GRADE", "STANDARDS", "CAST"];
export const NOTE_KEYS = ["NOTE", "NOTES"];
export const VISUAL_KEYS = ["VISUAL", "VISUALS"];
export const ON_SCREEN_KEYS = ["ON SCREEN", "ON-SCREEN TEXT", "ON-SCREEN"];
/** The start of a scene heading line ("SCENE 3"), as every reader tells one (the full heading: `parseScript`). */
export const SCENE_LINE_START = /^SCENE\s+\d+/i;
/** A pattern matching a line that starts with one of `keys` and a colon ("VISUAL:", "on screen :"). */
export const keyedLine = (keys: readonly string[]): RegExp => new RegExp(`^(?:${keys.join("|")})\\s*:`, "i");

const CUE_KEYS = new Set([
  "SFX",
  "MUSIC",
  "SOUND",
  "PAUSE",
  "ON-SCREEN TEXT",
  "ON-SCREEN",
  "ON SCREEN",
  "TRANSITION",
  "CUT TO",
  "NOTE",
  "NOTES",
]);
// Header fields on one line are split at '|' only where the next known field starts ("Mo | Jo" stays whole).
const FIELD_SPLIT_RE = /\s*\|\s*(?=(?:TITLE|TOPIC|CONCEPT|TARGET LENGTH|GRADES?|STANDARDS|CAST)\s*:)/i;
const HEADER_KEYS = new Set(HEADER_FIELD_KEYS);

/**
 * A line without the formatting the editor writes (the markers are formatting, not words): "#"/"##"
 * headings, "• " and "1. " list prefixes, **bold** and *italic* markers.
 */
function stripMarkdown(line: string): string {
  return (
    line
      .replace(/^#+\s*/, "")
      .replace(/^\s*(?:[•-]\s+|\d{1,2}\.\s+(?=[A-Z*]))/, "")
      // Markdown bold (**x**, __x__), but not a fill-in blank (___).
      .replace(/\*\*|(?<!_)__(?!_)/g, "")
      // Italic *x* (a lone "*" such as "5 * 3" stays).
      .replace(/(?<![\w*])\*(?=\S)([^*\n]*?\S)\*(?![\w*])/g, "$1")
      .trim()
  );
}

/**
 * Whether a line inside a scene is the writer's tag, read exactly as `parseScript` reads it: a `STANDARD:` (or
 * `STANDARDS:`) line, markdown tolerated. The editor's "Tag scene" replaces these lines (`tagScene`).
 */
export function isSceneTagLine(line: string): boolean {
  const key = KEY_RE.exec(stripMarkdown(line));
  const field = key ? key[1]!.trim().toUpperCase() : "";
  return field === "STANDARD" || field === "STANDARDS";
}

function applyHeaderField(out: ParsedScript, key: string, value: string): void {
  switch (key) {
    case "TITLE":
      out.title = value;
      break;
    case "TOPIC":
      out.topic = value;
      break;
    case "CONCEPT":
      out.concept = value;
      break;
    case "TARGET LENGTH": {
      const sec = parseDuration(value);
      if (sec !== null) out.targetLengthSec = sec;
      break;
    }
    case "GRADE":
    case "GRADES":
      out.grades = value;
      break;
    case "STANDARDS": {
      out.standards = citedStandardCodes(value);
      const marked = [...value.matchAll(ROLE_RE)];
      const roleOf = new Map(marked.map((m) => [m[1]!, m[2]!.toLowerCase() as "primary" | "supporting"]));
      out.standardRoles = out.standards.map((code, i) => ({
        code,
        role:
          roleOf.get(code) ??
          (i === 0 && !marked.some((m) => m[2]!.toLowerCase() === "primary") ? "primary" : "supporting"),
      }));
      break;
    }
    case "CAST":
      out.cast = [...value.matchAll(/([^,()]+?)\s*\(([^()]*)\)/g)].map((m) => ({
        name: m[1]!.trim(),
        label: m[2]!.trim(),
      }));
      break;
  }
}

/** "5 seconds — think" → {seconds: 5, text: "think"}; no number → 3 seconds (at most 60). */
function readPauseValue(value: string): { seconds: number; text: string } {
  const m = /^(\d{1,3})\s*(?:s|sec|secs|seconds?)?\b\s*(?:[\u2014\u2013:-]\s*)?(.*)$/i.exec(value.trim());
  return m ? { seconds: Math.min(60, Number(m[1])), text: m[2]!.trim() } : { seconds: 3, text: value.trim() };
}

/** A spoken line's speaker: short, one to eight words, no sentence punctuation. */
function asSpeaker(raw: string): string | null {
  const s = raw.trim();
  if (!s || s.length > SPEAKER_MAX_CHARS || /[!?"“”]/.test(s) || !/^[\p{L}\p{N}]/u.test(s)) return null;
  return s.split(/\s+/).length <= 8 ? s : null;
}

/**
 * Reads a script in the format above. Tolerant: '-' or '–' instead of '—', markdown emphasis, headings
 * without a duration, header fields on one line (split by '|') or on separate lines. Unknown lines are
 * ignored. Never throws.
 */
export function parseScript(text: string): ParsedScript {
  const out: ParsedScript = { standards: [], standardRoles: [], cast: [], notes: [], scenes: [] };
  const source = typeof text === "string" ? text : "";
  let scene: ParsedScene | null = null;
  for (const rawLine of source.split(/\r?\n/)) {
    const line = stripMarkdown(rawLine);
    if (!line) continue;
    const heading = HEADING_RE.exec(line);
    if (heading) {
      const duration = heading[3] !== undefined ? parseDuration(heading[3]) : null;
      const name = heading[3] !== undefined && duration === null ? `${heading[2]} (${heading[3]})` : heading[2]!;
      scene = {
        number: Number(heading[1]),
        name: name.trim(),
        durationSec: duration ?? 0,
        visuals: [],
        lines: [],
        beats: [],
        tags: [],
      };
      out.scenes.push(scene);
      continue;
    }
    const key = KEY_RE.exec(line);
    const field = key ? key[1]!.trim().toUpperCase() : "";
    const value = key ? key[2]!.trim() : "";
    if (!scene) {
      if (NOTE_KEYS.includes(field)) {
        if (value) out.notes.push(value);
      } else if (HEADER_KEYS.has(field)) {
        for (const part of line.split(FIELD_SPLIT_RE)) {
          const m = KEY_RE.exec(part.trim());
          if (m) applyHeaderField(out, m[1]!.trim().toUpperCase(), m[2]!.trim());
        }
      }
      continue;
    }
    if (VISUAL_KEYS.includes(field)) {
      const oldPause = /^\[?PAUSE\b:?\s*(.*?)\]?$/i.exec(value);
      if (oldPause) scene.beats.push({ type: "pause", ...readPauseValue(oldPause[1]!) });
      else if (value) scene.beats.push({ type: "visual", text: value });
      if (value) scene.visuals.push(value);
      continue;
    }
    if (field === "STANDARD" || field === "STANDARDS") {
      for (const code of citedStandardCodes(value)) if (!scene.tags.includes(code)) scene.tags.push(code);
      continue;
    }
    if (field === "PAUSE") {
      scene.beats.push({ type: "pause", ...readPauseValue(value) });
      continue;
    }
    if (ON_SCREEN_KEYS.includes(field)) {
      if (value) scene.beats.push({ type: "onScreen", text: value });
      continue;
    }
    const colon = line.indexOf(":");
    if (colon < 1 || CUE_KEYS.has(field)) continue;
    const speaker = asSpeaker(line.slice(0, colon));
    const spoken = line.slice(colon + 1).trim();
    if (speaker && spoken) {
      scene.lines.push({ speaker, text: spoken });
      scene.beats.push({ type: "line", speaker, text: spoken });
    }
  }
  return out;
}
