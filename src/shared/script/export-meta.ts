/**
 * What an export carries besides the script text (docs/product/exports.md): the standards' own text for the
 * Word cover, and, when the script has an approved version, its approval line. Every builder takes these as
 * optional `ExportOptions`, so a caller that knows of an approval passes it and nothing else changes.
 */

/** An approved version of a script: its version number, who approved it and when (ISO 8601 time). */
export interface ApprovalLine {
  version: number;
  approvedBy: string;
  approvedAt: string;
}

/** A standard's code and its official text ("RF.1.3.c", "Know final -e and common vowel team conventions…"). */
export interface StandardText {
  code: string;
  description?: string;
}

export interface ExportOptions {
  /** The script's standards with their text (the script itself names only the codes). */
  standards?: readonly StandardText[];
  /** Set when the exported text is an approved version: shown on the cover and in the files. */
  approval?: ApprovalLine | null;
}

/** "Approved: version 3, by Ana Ortiz on 2026-11-28" (the date in UTC, as the ISO time gives it). */
export function approvalText(a: ApprovalLine): string {
  const at = new Date(a.approvedAt);
  const date = Number.isNaN(at.getTime()) ? a.approvedAt : at.toISOString().slice(0, 10);
  return `Approved: version ${a.version}, by ${a.approvedBy.replace(/\s+/g, " ").trim()} on ${date}`;
}

/**
 * The plain-text export: the script text as saved, with the approval line on top when there is one (the
 * script parser ignores an unknown header field, so the file still reads back as the same script).
 */
export function scriptToText(text: string, options: ExportOptions = {}): string {
  return options.approval ? `${approvalText(options.approval).replace(/^Approved:/, "APPROVED:")}\n${text}` : text;
}
