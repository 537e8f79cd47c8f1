/**
 * The formatting bar's actions as text changes (docs/product/screens.md#script-editor, docs/product/rules.md#limits;
 * ADR 0011: the Style select sets a line's heading level). The script stays plain text: bold is `**…**`,
 * italic `*…*`, a bullet line starts with "• ", a numbered line with "1. ", a heading with "# " (Heading 1)
 * or "## " (Heading 2). Pure functions over offsets, so the CodeMirror editor and the tests share them.
 */
export type FormatKind = "bold" | "italic" | "bullet" | "numbered";

/** 0 = Normal Text, 1 = Heading 1, 2 = Heading 2. */
export type HeadingLevel = 0 | 1 | 2;

/** A selection as character offsets (`from` ≤ `to`). */
export interface TextRange {
  from: number;
  to: number;
}

/** One replacement of `text.slice(from, to)` by `insert`; offsets refer to the text before any change. */
export interface TextChange {
  from: number;
  to: number;
  insert: string;
}

export interface FormatEdit {
  /** Non-overlapping, in ascending order. */
  changes: TextChange[];
  /** The selection to show afterwards, as offsets in the changed text. */
  selection: TextRange;
}

export const BULLET_PREFIX = "• ";
const WRAP_MARKERS: Record<"bold" | "italic", string> = { bold: "**", italic: "*" };
const HEADING_RE = /^(#{1,2}) /;
const LIST_RE = { bullet: /^• /, numbered: /^\d+\. / } as const;

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

/** The lines `range` touches: [start offset, end offset] of each (a selection ending right after a newline does not touch the next line). */
function touchedLines(text: string, range: TextRange): { from: number; to: number }[] {
  const start = clamp(Math.min(range.from, range.to), text.length);
  let end = clamp(Math.max(range.from, range.to), text.length);
  if (end > start && text[end - 1] === "\n") end -= 1;
  const lines: { from: number; to: number }[] = [];
  let lineFrom = text.lastIndexOf("\n", start - 1) + 1;
  for (;;) {
    const nextBreak = text.indexOf("\n", lineFrom);
    const lineTo = nextBreak === -1 ? text.length : nextBreak;
    lines.push({ from: lineFrom, to: lineTo });
    if (nextBreak === -1 || nextBreak >= end) break;
    lineFrom = nextBreak + 1;
  }
  return lines;
}

/**
 * Maps an offset in the original text through `changes`. An insertion exactly at `pos` pushes it right when
 * `assoc` is 1 and leaves it before the insertion when -1; an offset inside a replaced range lands after the
 * replacement.
 */
function mapOffset(pos: number, changes: TextChange[], assoc: 1 | -1 = 1): number {
  let delta = 0;
  for (const c of changes) {
    if (c.from > pos) break;
    if (c.to < pos || (c.to === pos && (c.from < pos || assoc > 0))) delta += c.insert.length - (c.to - c.from);
    else if (c.from < pos) return c.from + delta + c.insert.length;
  }
  return pos + delta;
}

/**
 * Bold/italic wrap the selection in `**`/`*` and keep the same words selected; if the selection is already
 * wrapped in exactly those markers they are removed (a toggle). An empty selection inserts the pair with the
 * caret between them. Bullet/numbered prefix every touched line with "• " or "1. ", "2. ", … — or remove the
 * prefix when every touched line already has it; the selection then spans those lines.
 */
export function formatEdit(text: string, range: TextRange, kind: FormatKind): FormatEdit {
  const from = clamp(Math.min(range.from, range.to), text.length);
  const to = clamp(Math.max(range.from, range.to), text.length);

  if (kind === "bold" || kind === "italic") {
    const marker = WRAP_MARKERS[kind];
    const m = marker.length;
    const before = text.slice(Math.max(0, from - 2), from);
    const after = text.slice(to, to + 2);
    // Already wrapped: "**x**" for bold; "*x*" but not "**x**" for italic.
    const isWrapped =
      kind === "bold"
        ? before === "**" && after === "**"
        : before.endsWith("*") && after.startsWith("*") && !(before === "**" && after === "**");
    if (isWrapped && from >= m) {
      return {
        changes: [
          { from: from - m, to: from, insert: "" },
          { from: to, to: to + m, insert: "" },
        ],
        selection: { from: from - m, to: to - m },
      };
    }
    return {
      changes: [
        { from, to: from, insert: marker },
        { from: to, to, insert: marker },
      ],
      selection: { from: from + m, to: to + m },
    };
  }

  const lines = touchedLines(text, { from, to });
  const re = LIST_RE[kind];
  const isRemoving = lines.every((l) => re.test(text.slice(l.from, l.to)));
  const changes = lines.map((l, i): TextChange => {
    if (isRemoving) return { from: l.from, to: l.from + re.exec(text.slice(l.from, l.to))![0].length, insert: "" };
    return { from: l.from, to: l.from, insert: kind === "bullet" ? BULLET_PREFIX : `${i + 1}. ` };
  });
  if (from === to && lines.length === 1) {
    const caret = mapOffset(from, changes);
    return { changes, selection: { from: caret, to: caret } };
  }
  return {
    changes,
    selection: { from: mapOffset(lines[0]!.from, changes, -1), to: mapOffset(lines.at(-1)!.to, changes) },
  };
}

/** The heading level of the line holding `pos` ("# " → 1, "## " → 2, else 0). */
export function headingLevelAt(text: string, pos: number): HeadingLevel {
  const p = clamp(pos, text.length);
  const lineFrom = text.lastIndexOf("\n", p - 1) + 1;
  const marker = HEADING_RE.exec(text.slice(lineFrom, lineFrom + 3));
  return marker ? (marker[1]!.length as HeadingLevel) : 0;
}

/** Sets every line `range` touches to heading `level` (0 removes the "#"/"##" marker). */
export function headingEdit(text: string, range: TextRange, level: HeadingLevel): FormatEdit {
  const lines = touchedLines(text, range);
  const prefix = level === 0 ? "" : `${"#".repeat(level)} `;
  const changes = lines
    .map((l): TextChange => {
      const existing = HEADING_RE.exec(text.slice(l.from, l.to))?.[0] ?? "";
      return { from: l.from, to: l.from + existing.length, insert: prefix };
    })
    .filter((c) => c.to - c.from !== c.insert.length || text.slice(c.from, c.to) !== c.insert);
  const anchor = mapOffset(clamp(Math.min(range.from, range.to), text.length), changes);
  const head = mapOffset(clamp(Math.max(range.from, range.to), text.length), changes);
  return { changes, selection: { from: anchor, to: head } };
}

/** Applies an edit's changes to `text` (for tests and for callers without an editor). */
export function applyChanges(text: string, changes: TextChange[]): string {
  let out = "";
  let at = 0;
  for (const c of changes) {
    out += text.slice(at, c.from) + c.insert;
    at = c.to;
  }
  return out + text.slice(at);
}
