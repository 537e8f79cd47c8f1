import { and, eq } from "drizzle-orm";
import type { AppUser } from "@shared/schemas/user";
import type { Db } from "../../db/client";
import { uploads } from "../../db/schema/content";
import { AppError } from "@shared/errors";
import { ATTACH_BY_UPLOAD } from "@shared/schemas/script";
import { uploadIdFromUrl } from "./get-upload";

/**
 * The text of a generation request's supporting PDF: `attachmentUrl` is either `/api/uploads/<id>` (one of
 * the caller's own PDFs; others' are ignored). Returns null when there is no attachment, it names no PDF of the
 * caller's, or the PDF has no text. A `data:` URL answers 415 UNSUPPORTED_MEDIA_TYPE: upload the PDF first.
 */
export async function getPdfTextForUser(
  db: Db,
  user: AppUser,
  attachmentUrl: string | null | undefined,
): Promise<string | null> {
  const url = attachmentUrl?.trim();
  if (!url) return null;
  // PDFs travel only as multipart uploads (docs/product/security.md, "Request bodies").
  if (/^data:/i.test(url)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", ATTACH_BY_UPLOAD);
  const id = uploadIdFromUrl(url);
  if (!id) return null;
  const [row] = await db
    .select({ text: uploads.extractedText })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, user.id), eq(uploads.kind, "pdf")));
  return row?.text || null;
}
