import {
  HEADER_FIELD_KEYS,
  keyedLine,
  NOTE_KEYS,
  ON_SCREEN_KEYS,
  SCENE_LINE_START,
  VISUAL_KEYS,
} from "../script-format";
import { SCENE_KIND_NAMES, type ContractScene } from "./contract";

/**
 * The saved script text, line by line, as the Word and PDF exports print it (docs/product/exports.md): every
 * line kept in its words and order, its kind read from the script format (`@shared/script-format`) to style it,
 * and the editor's formatting markers ("# " headings, **bold**, *italic*) turned into styles rather than
 * printed.
 */
export type ExportLineKind =
  "blank" | "title" | "header" | "note" | "scene" | "visual" | "onScreen" | "pause" | "line" | "heading" | "text";

export interface ExportRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

export interface ExportLine {
  kind: ExportLineKind;
  runs: ExportRun[];
  /** The line as a reader sees it (the runs' text joined). */
  plain: string;
}

const INLINE_RE = /(\*\*[^*\n]+?\*\*|(?<![\w*])\*(?=\S)[^*\n]*?\S\*(?![\w*]))/;

/** A line's text in runs: "**x**" bold, "*x*" italic, `base` styles under both. */
export function inlineRuns(text: string, base: Omit<ExportRun, "text"> = {}): ExportRun[] {
  return text
    .split(INLINE_RE)
    .filter(Boolean)
    .map((part) =>
      part.startsWith("**") && part.endsWith("**") && part.length > 4
        ? { ...base, text: part.slice(2, -2), bold: true }
        : part.startsWith("*") && part.endsWith("*") && part.length > 2
          ? { ...base, text: part.slice(1, -1), italic: true }
          : { ...base, text: part },
    );
}

// The kinds are read with the script format's keys (one grammar for the parser, the editor and the exports);
// APPROVED is the line an export of an approved version adds above the script (export-meta.ts).
const KINDS: [RegExp, ExportLineKind][] = [
  [SCENE_LINE_START, "scene"],
  [keyedLine(["TITLE"]), "title"],
  [keyedLine([...HEADER_FIELD_KEYS.filter((k) => k !== "TITLE"), "APPROVED"]), "header"],
  [keyedLine(NOTE_KEYS), "note"],
  [keyedLine(VISUAL_KEYS), "visual"],
  [keyedLine(ON_SCREEN_KEYS), "onScreen"],
  [/^PAUSE\b/i, "pause"],
];
// A spoken line: a short speaker tag without sentence punctuation, then ':' (as the script parser reads it).
const SPEAKER_RE = /^([\p{L}\p{N}][^:!?"“”]{0,59}):\s+(.*)$/u;

/** Splits `text` into export lines (see the module comment). Never throws. */
export function exportLines(text: string): ExportLine[] {
  return text
    .normalize("NFC")
    .split(/\r?\n/)
    .map((raw): ExportLine => {
      const trimmed = raw.trim();
      if (!trimmed) return { kind: "blank", runs: [], plain: "" };
      const heading = /^#{1,6}\s+/.exec(trimmed);
      const body = heading ? trimmed.slice(heading[0].length) : trimmed;
      const bare = body.replace(/\*\*/g, "");
      let kind = KINDS.find(([re]) => re.test(bare))?.[1];
      let runs: ExportRun[];
      const speaker = kind ? null : SPEAKER_RE.exec(body);
      if (speaker && speaker[1]!.split(/\s+/).length <= 8) {
        kind = "line";
        runs = [{ text: `${speaker[1]}: `, bold: true }, ...inlineRuns(speaker[2]!)];
      } else {
        kind ??= heading ? "heading" : "text";
        const italic = kind === "visual" || kind === "onScreen" || kind === "pause" || kind === "note";
        runs = inlineRuns(body, {
          ...(kind === "scene" || kind === "title" || kind === "heading" ? { bold: true } : {}),
          ...(italic ? { italic: true } : {}),
        });
      }
      return { kind, runs, plain: runs.map((r) => r.text).join("") };
    });
}

/** A scene's name as its heading gives it: "HOOK", "TEACH: QUIET E", or an unknown heading as written. */
export function sceneHeadingName(scene: Pick<ContractScene, "kind" | "title">): string {
  return scene.kind === "teach"
    ? `TEACH: ${scene.title}`
    : scene.kind === "other"
      ? scene.title
      : SCENE_KIND_NAMES[scene.kind];
}
