import { Worker } from "node:worker_threads";
import { AppError } from "@shared/errors";
import { serverPaths } from "../../paths";

/** At most this many characters of a PDF's text are kept (enough context for generation, bounded prompt). */
export const PDF_TEXT_MAX_CHARS = 50_000;

/** Collapses runs of spaces, drops control characters (Postgres text refuses NUL) and caps the length. */
export function normalisePdfText(text: string): string {
  const clean = text
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n]/gu, " ")
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (clean.length <= PDF_TEXT_MAX_CHARS) return clean;
  // Do not end on half of a surrogate pair.
  const cut = clean.slice(0, PDF_TEXT_MAX_CHARS);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** Limits of one PDF extraction (issue 8 item 1): wall-clock ms, worker heap MB, characters read. */
export interface PdfLimits {
  timeoutMs: number;
  maxHeapMb: number;
  maxChars: number;
}

export const DEFAULT_PDF_LIMITS: PdfLimits = { timeoutMs: 10_000, maxHeapMb: 256, maxChars: 200_000 };

export const UNREADABLE_PDF =
  "This PDF could not be read: it takes too much memory or time to unpack. Try a smaller or simpler PDF, or leave it out.";

const workerUrl = serverPaths.pdfTextWorker;

/**
 * The text of a PDF (all pages, whitespace normalised, at most PDF_TEXT_MAX_CHARS characters), read in a worker
 * thread so the server keeps answering everyone else (issue 8 item 1). A PDF without extractable text (scanned,
 * encrypted, damaged) gives "". @throws AppError UNREADABLE_FILE (422) when the worker runs out of its memory
 * (`maxHeapMb`) or time (`timeoutMs`) — a decompression bomb, for instance.
 */
export async function extractPdfText(bytes: Uint8Array, limits: PdfLimits = DEFAULT_PDF_LIMITS): Promise<string> {
  const worker = new Worker(workerUrl, {
    workerData: { bytes: new Uint8Array(bytes), maxChars: limits.maxChars },
    resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  });
  try {
    const text = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new AppError("UNREADABLE_FILE", UNREADABLE_PDF)), limits.timeoutMs);
      worker.once("message", (m: { ok: boolean; text: string }) => {
        clearTimeout(timer);
        resolve(m.text);
      });
      worker.once("error", () => {
        clearTimeout(timer);
        reject(new AppError("UNREADABLE_FILE", UNREADABLE_PDF));
      });
      worker.once("exit", (code) => {
        clearTimeout(timer);
        if (code !== 0) reject(new AppError("UNREADABLE_FILE", UNREADABLE_PDF));
      });
    });
    return normalisePdfText(text);
  } finally {
    await worker.terminate();
  }
}
