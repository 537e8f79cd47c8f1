import type { CoverageStandard, CoverageStatus } from "@client/api/coverage";

/** How a status reads on screen and in the export (docs/product/coverage.md). */
export const STATUS_TEXT: Record<CoverageStatus, string> = {
  approved: "Approved",
  in_review: "In review",
  draft: "Draft only",
  none: "No script",
};

const cell = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The map as CSV: one row per standard (code, grade, strand, status, scripts counted, the scripts' ids and titles). */
export function coverageCsv(standards: readonly CoverageStandard[]): string {
  const rows = [["Standard", "Grade", "Strand", "Status", "Scripts", "Teaching scripts", "Description"]];
  for (const s of standards) {
    const teaching = s.scripts.filter((x) => x.taught);
    rows.push([
      s.code,
      s.grade,
      s.strand,
      STATUS_TEXT[s.status],
      String(s.scriptCount),
      teaching.map((x) => `#${x.id} ${x.title} (${x.status})`).join("; "),
      s.description,
    ]);
  }
  return `${rows.map((r) => r.map(cell).join(",")).join("\r\n")}\r\n`;
}

/** Counts by status of `standards`. */
export function statusCounts(standards: readonly CoverageStandard[]): Record<CoverageStatus, number> {
  const counts: Record<CoverageStatus, number> = { approved: 0, in_review: 0, draft: 0, none: 0 };
  for (const s of standards) counts[s.status] += 1;
  return counts;
}
