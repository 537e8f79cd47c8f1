import { and, eq } from "drizzle-orm";
import type { AppUser } from "@shared/schemas/user";
import type { Db } from "../../db/client";
import { uploads } from "../../db/schema/content";
import { pdfFromDataUrl } from "./extract-pdf-text";
import { uploadIdFromUrl } from "./get-upload";

/**
 * The text of a generation request's supporting PDF: `attachmentUrl` is either `/api/uploads/<id>` (one of
 * the caller's own PDFs; others' are ignored) or the spec's `data:application/pdf;base64,...` form.
 * Returns null when there is no attachment, it names no PDF of the caller's, or the PDF has no text.
 * A data URL that is too large or not a PDF throws as an upload would (413 / 415).
 */
export async function getPdfTextForUser(
  db: Db,
  user: AppUser,
  attachmentUrl: string | null | undefined,
): Promise<string | null> {
  const url = attachmentUrl?.trim();
  if (!url) return null;
  if (/^data:/i.test(url)) return (await pdfFromDataUrl(url)) || null;
  const id = uploadIdFromUrl(url);
  if (!id) return null;
  const [row] = await db
    .select({ text: uploads.extractedText })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, user.id), eq(uploads.kind, "pdf")));
  return row?.text || null;
}
