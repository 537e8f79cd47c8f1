import type { ExportOptions } from "@shared/script/export-meta";

/** Saves `text` as a plain-text file named `fileName` through a temporary object URL. */
export function downloadTextFile(text: string, fileName: string): void {
  downloadBlob(new Blob([text], { type: "text/plain;charset=utf-8" }), fileName);
}

/** Saves `blob` as `fileName` through a temporary object URL. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * docs/product/rules.md#limits download names: topic lowercased, whitespace runs → hyphens, plus the suffix
 * ('-outline.txt' or '-script.txt').
 */
export function topicFileName(topic: string, suffix: string): string {
  return `${topic.trim().toLowerCase().replace(/\s+/g, "-")}${suffix}`;
}

/** The script exports (docs/product/exports.md); every format but text is built on demand (lazy-loaded). */
export type ScriptExportFormat = "txt" | "docx" | "pdf" | "srt" | "vtt" | "csv";

const EXPORT_TYPES: Record<ScriptExportFormat, string> = {
  txt: "text/plain;charset=utf-8",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
  srt: "application/x-subrip;charset=utf-8",
  vtt: "text/vtt;charset=utf-8",
  csv: "text/csv;charset=utf-8",
};

/**
 * The file name of an export, the same from every screen (docs/product/exports.md): "<topic>-script.<ext>",
 * "<topic>-shot-list.csv", and for plain text the screen's own name (`textFileName`).
 */
export function exportFileName(topic: string, format: ScriptExportFormat, textFileName: string): string {
  if (format === "txt") return textFileName;
  return topicFileName(topic.trim() || "script", format === "csv" ? "-shot-list.csv" : `-script.${format}`);
}

/** Builds `text` in `format`; the libraries (and the PDF's fonts) load only now. */
export async function buildScriptExport(
  text: string,
  format: ScriptExportFormat,
  options: ExportOptions = {},
): Promise<Blob> {
  let bytes: Uint8Array | string;
  if (format === "txt") bytes = (await import("@shared/script/export-meta")).scriptToText(text, options);
  else if (format === "docx") bytes = await (await import("@shared/script/export-docx")).scriptToDocx(text, options);
  else if (format === "pdf") {
    const [{ scriptToPdf }, { loadPdfFonts }] = await Promise.all([
      import("@shared/script/export-pdf"),
      import("./pdf-fonts"),
    ]);
    bytes = await scriptToPdf(text, await loadPdfFonts(), options);
  } else if (format === "csv") bytes = (await import("@shared/script/shot-list")).scriptToShotListCsv(text);
  else {
    const [{ captionCues, toSrt, toVtt }, { parseContract }] = await Promise.all([
      import("@shared/script/captions"),
      import("@shared/script/contract"),
    ]);
    const cues = captionCues(parseContract(text));
    bytes = format === "srt" ? toSrt(cues) : toVtt(cues, options.approval);
  }
  return new Blob([bytes as BlobPart], { type: EXPORT_TYPES[format] });
}
