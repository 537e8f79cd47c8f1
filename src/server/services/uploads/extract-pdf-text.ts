import { extractText, getDocumentProxy } from "unpdf";
import { AppError } from "@shared/errors";
import { assertPdf, uploadLimits } from "./check-upload";

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

/**
 * The text of a PDF (all pages, whitespace normalised, at most PDF_TEXT_MAX_CHARS characters).
 * A PDF without extractable text (scanned, encrypted, damaged) gives "" rather than an error.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  let doc: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    // pdf.js may detach the buffer it is given, so it gets a copy; verbosity 0 keeps warnings out of the logs.
    doc = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    const { text } = await extractText(doc, { mergePages: true });
    return normalisePdfText(text);
  } catch {
    return "";
  } finally {
    await doc?.loadingTask.destroy().catch(() => undefined);
  }
}

const dataUrlHead = /^data:([^,]{0,200}),/i;

/**
 * The spec's attachment form: `data:application/pdf;base64,<bytes>`. Decodes it, applies the PDF upload
 * checks (≤ PDF_MAX_BYTES bytes → else 413; PDF content → else 415) and returns the extracted text
 * (possibly ""). Nothing is stored. A string that is not a base64 data URL → UNSUPPORTED_MEDIA_TYPE.
 */
export async function pdfFromDataUrl(dataUrl: string): Promise<string> {
  const { maxBytes, tooLarge, wrongType } = uploadLimits.pdf;
  const head = dataUrlHead.exec(dataUrl);
  if (!head || !/;base64$/i.test(head[1] ?? "")) throw new AppError("UNSUPPORTED_MEDIA_TYPE", wrongType);
  const payload = dataUrl.slice(head[0].length);
  // Refuse from the encoded length before decoding: 4 base64 characters carry 3 bytes.
  if (Math.floor((payload.replace(/[\s=]+/g, "").length * 3) / 4) > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", tooLarge);
  const bytes = Buffer.from(payload, "base64");
  await assertPdf(bytes);
  return extractPdfText(bytes);
}
