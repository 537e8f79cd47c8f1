/** The formatting bar's actions (spec §2 Script editor, §9 "Formatting inserts markers"). */
export type FormatKind = "bold" | "italic" | "bullet" | "numbered";

/** A textarea selection as character offsets (`start` ≤ `end`). */
export interface TextSelection {
  start: number;
  end: number;
}

export interface FormatResult {
  text: string;
  selection: TextSelection;
}

export const BULLET_PREFIX = "• ";

const WRAP_MARKERS: Record<"bold" | "italic", string> = { bold: "**", italic: "*" };

/**
 * Applies one formatting action to `text` at `selection` and returns the new text with the selection to
 * restore. Bold/italic wrap the selected text in `**`/`*` (an empty selection inserts the pair with the caret
 * between them) and keep the same words selected. Bullet/numbered prefix every line the selection touches
 * with "• " or "1. ", "2. ", …; the new selection spans those whole lines.
 */
export function applyFormatting(text: string, selection: TextSelection, kind: FormatKind): FormatResult {
  const start = clamp(Math.min(selection.start, selection.end), text.length);
  const end = clamp(Math.max(selection.start, selection.end), text.length);

  if (kind === "bold" || kind === "italic") {
    const marker = WRAP_MARKERS[kind];
    const next = `${text.slice(0, start)}${marker}${text.slice(start, end)}${marker}${text.slice(end)}`;
    return { text: next, selection: { start: start + marker.length, end: end + marker.length } };
  }

  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  // A selection ending right after a newline does not touch the next line.
  const lastChar = end > start && text[end - 1] === "\n" ? end - 1 : end;
  const nextBreak = text.indexOf("\n", lastChar);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split("\n");
  const block = lines.map((line, i) => `${kind === "bullet" ? BULLET_PREFIX : `${i + 1}. `}${line}`).join("\n");
  const next = `${text.slice(0, lineStart)}${block}${text.slice(lineEnd)}`;
  if (start === end && lines.length === 1) {
    const caret = start + (block.length - (lineEnd - lineStart));
    return { text: next, selection: { start: caret, end: caret } };
  }
  return { text: next, selection: { start: lineStart, end: lineStart + block.length } };
}

function clamp(value: number, max: number): number {
  return Math.max(0, Math.min(value, max));
}
