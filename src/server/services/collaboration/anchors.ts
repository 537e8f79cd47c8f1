import { diffChars } from "diff";

/**
 * Comment anchors through saved changes (docs/product/team-workflow.md "Comments"): a range of one version's
 * text mapped to the next version's. Ranges are [from, to) in UTF-16 code units, as JavaScript indexes strings.
 */
export interface Range {
  from: number;
  to: number;
}

/** One stretch of the old text: kept (`equal`) or replaced, with where it sits in the old and the new text. */
interface Segment {
  equal: boolean;
  oldStart: number;
  oldEnd: number;
  newStart: number;
  newEnd: number;
}

/** Longest a character diff may take (ms) before the changed middle is treated as replaced as a whole. */
const DIFF_TIMEOUT_MS = 250;
/**
 * Kept stretches shorter than this between two changes count as changed: a character diff of a rewritten line
 * finds a few letters and spaces in common, which would keep a comment on text that is gone.
 */
const MIN_KEPT_CHARS = 4;

/**
 * What changed between two texts, as segments in order. The common start and end are cut off first (an edit
 * touches a small part of a script), and only the middle is diffed character by character (the `diff` package).
 */
export function diffSegments(oldText: string, newText: string): Segment[] {
  let head = 0;
  const max = Math.min(oldText.length, newText.length);
  while (head < max && oldText.charCodeAt(head) === newText.charCodeAt(head)) head++;
  let tail = 0;
  while (
    tail < max - head &&
    oldText.charCodeAt(oldText.length - 1 - tail) === newText.charCodeAt(newText.length - 1 - tail)
  ) {
    tail++;
  }
  const segments: Segment[] = [];
  const push = (equal: boolean, oldLen: number, newLen: number) => {
    const last = segments.at(-1);
    const oldStart = last ? last.oldEnd : 0;
    const newStart = last ? last.newEnd : 0;
    if (oldLen === 0 && newLen === 0) return;
    if (last && last.equal === equal && !equal) {
      last.oldEnd += oldLen;
      last.newEnd += newLen;
      return;
    }
    segments.push({ equal, oldStart, oldEnd: oldStart + oldLen, newStart, newEnd: newStart + newLen });
  };
  push(true, head, head);
  const oldMiddle = oldText.slice(head, oldText.length - tail);
  const newMiddle = newText.slice(head, newText.length - tail);
  if (oldMiddle || newMiddle) {
    const parts = oldMiddle && newMiddle ? diffChars(oldMiddle, newMiddle, { timeout: DIFF_TIMEOUT_MS }) : undefined;
    if (!parts) push(false, oldMiddle.length, newMiddle.length);
    else {
      parts.forEach((part, i) => {
        const n = part.value.length;
        if (part.added) push(false, 0, n);
        else if (part.removed) push(false, n, 0);
        else if (n < MIN_KEPT_CHARS && i > 0 && i < parts.length - 1) push(false, n, n);
        else push(true, n, n);
      });
    }
  }
  push(true, tail, tail);
  return segments;
}

/** Where old position `pos` (a boundary between characters) lands in the new text; `after` at a replaced stretch. */
function mapPoint(segments: Segment[], pos: number): number {
  for (const s of segments) {
    if (pos < s.oldEnd || (pos === s.oldEnd && s === segments.at(-1))) {
      return s.equal ? s.newStart + (pos - s.oldStart) : s.newEnd;
    }
    if (pos === s.oldEnd && s.equal) return s.newEnd;
  }
  return segments.at(-1)?.newEnd ?? 0;
}

/**
 * `range` of the old text in the new one, or null when every character of it was deleted (the comment is then
 * "outdated"). The new range runs from the first to the last of its characters that were kept, so text typed
 * inside it widens it and text typed just before or after it moves it. An empty range (a point) is never outdated.
 */
export function mapRange(segments: Segment[], range: Range): Range | null {
  if (range.from === range.to) {
    const at = mapPoint(segments, range.from);
    return { from: at, to: at };
  }
  let from: number | null = null;
  let to: number | null = null;
  for (const s of segments) {
    if (!s.equal || s.oldEnd <= range.from || s.oldStart >= range.to) continue;
    const start = Math.max(s.oldStart, range.from);
    const end = Math.min(s.oldEnd, range.to);
    if (from === null) from = s.newStart + (start - s.oldStart);
    to = s.newStart + (end - s.oldStart);
  }
  return from === null || to === null ? null : { from, to };
}
