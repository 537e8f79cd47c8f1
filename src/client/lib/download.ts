/** Saves `text` as a plain-text file named `fileName` through a temporary object URL. */
export function downloadTextFile(text: string, fileName: string): void {
  downloadBlob(new Blob([text], { type: "text/plain" }), fileName);
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

/** Spec §9 download names: topic lowercased, whitespace runs → hyphens, plus the suffix ('-outline.txt' or '-script.txt'). */
export function topicFileName(topic: string, suffix: string): string {
  return `${topic.trim().toLowerCase().replace(/\s+/g, "-")}${suffix}`;
}

/** The script exports (issue 11 item 5): formats offered besides plain text, built on demand (lazy-loaded). */
export type ScriptExportFormat = "docx" | "pdf" | "srt" | "vtt";

const EXPORT_TYPES: Record<ScriptExportFormat, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
  srt: "application/x-subrip",
  vtt: "text/vtt",
};

/** Builds `text` in `format` (the libraries load only now) and saves it as "<topic>-script.<ext>". */
export async function downloadScriptAs(text: string, topic: string, format: ScriptExportFormat): Promise<string> {
  let bytes: Uint8Array | string;
  if (format === "docx") bytes = await (await import("@shared/script/export-docx")).scriptToDocx(text);
  else if (format === "pdf") bytes = await (await import("@shared/script/export-pdf")).scriptToPdf(text);
  else {
    const { captionCues, toSrt, toVtt } = await import("@shared/script/captions");
    const { parseContract } = await import("@shared/script/contract");
    const cues = captionCues(parseContract(text));
    bytes = format === "srt" ? toSrt(cues) : toVtt(cues);
  }
  const name = topicFileName(topic || "script", `-script.${format}`);
  downloadBlob(new Blob([bytes as BlobPart], { type: EXPORT_TYPES[format] }), name);
  return name;
}
