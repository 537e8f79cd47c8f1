import type { CommentDto } from "@shared/schemas/collaboration";

/** A top-level comment and its replies (oldest first). */
export interface CommentThread {
  root: CommentDto;
  replies: CommentDto[];
}

/**
 * Groups comments into threads (docs/product/team-workflow.md "Comments on the text"), in reading order: comments
 * on the whole script first, then by where their range starts in the current text, outdated ones (their text was
 * deleted) last; replies under their thread, oldest first. A reply whose thread is gone is dropped.
 */
export function groupThreads(comments: readonly CommentDto[]): CommentThread[] {
  const threads = new Map<number, CommentThread>();
  for (const c of comments) if (c.parentId === null) threads.set(c.id, { root: c, replies: [] });
  for (const c of comments) if (c.parentId !== null) threads.get(c.parentId)?.replies.push(c);
  const rank = ({ root }: CommentThread) =>
    root.outdated ? Number.MAX_SAFE_INTEGER : root.anchor === null ? -1 : root.anchor.from;
  const byTime = (a: CommentDto, b: CommentDto) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
  for (const t of threads.values()) t.replies.sort(byTime);
  return [...threads.values()].sort((a, b) => rank(a) - rank(b) || byTime(a.root, b.root));
}

/** The 1-based line holding character `offset` of `text`. */
export const lineAt = (text: string, offset: number) => {
  let line = 1;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
};

/**
 * Where a thread sits, as a person reads it: "Whole script", "Line 4", "Lines 4–6" or "Outdated". Offsets are
 * characters of `text` (the current text, to which the server maps anchors).
 */
export function threadPlace(root: CommentDto, text: string): string {
  if (root.outdated) return "Outdated";
  if (!root.anchor) return "Whole script";
  const first = lineAt(text, root.anchor.from);
  // A range ending just after a line break ends on the line before.
  const endOffset = root.anchor.to > root.anchor.from ? root.anchor.to - 1 : root.anchor.to;
  const last = Math.max(first, lineAt(text, endOffset));
  return first === last ? `Line ${first}` : `Lines ${first}–${last}`;
}

/** The text a thread is about: the current range, or for an outdated one the text it was made on. */
export function threadQuote(root: CommentDto, text: string, max = 160): string | null {
  const quote = root.outdated || !root.anchor ? root.quote : text.slice(root.anchor.from, root.anchor.to);
  if (!quote) return null;
  const flat = quote.trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The comment marks an editor shows: open and resolved threads that still have a range. */
export function threadMarks(threads: readonly CommentThread[]) {
  return threads.flatMap(({ root }) =>
    root.anchor && !root.outdated
      ? [{ id: root.id, from: root.anchor.from, to: root.anchor.to, isResolved: root.resolved }]
      : [],
  );
}

/** The texts of open threads' ranges (step 5's document and A/V view mark the beats they fall on). */
export function openThreadTexts(threads: readonly CommentThread[], text: string): string[] {
  return threads.flatMap(({ root }) =>
    root.anchor && !root.outdated && !root.resolved ? [text.slice(root.anchor.from, root.anchor.to)] : [],
  );
}
