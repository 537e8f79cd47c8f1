import type { AppUser } from "@shared/schemas/user";
import type { Db } from "../../db/client";
import { uploads } from "../../db/schema/content";
import { assertPdf, assertPhoto } from "./check-upload";
import { extractPdfText } from "./extract-pdf-text";

/** A file as received: the name the browser gave and its bytes. */
export interface UploadInput {
  fileName: string;
  bytes: Uint8Array;
}

/** Reply to an upload: `url` is `/api/uploads/<id>`; `sizeBytes` in bytes; `textChars` = extracted characters (0 for photos). */
export interface StoredUpload {
  id: string;
  url: string;
  name: string;
  sizeBytes: number;
  textChars: number;
}

/** The URL an upload is served at (GET /api/uploads/:id). */
export const uploadUrl = (id: string) => `/api/uploads/${id}`;

/** The last path segment of a browser-supplied name, without control characters, at most 255 characters. */
export function cleanFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = Array.from(base.replace(/\p{Cc}/gu, "").trim())
    .slice(0, 255)
    .join("");
  return clean || fallback;
}

async function insertUpload(
  db: Db,
  user: AppUser,
  file: { kind: "pdf" | "photo"; fileName: string; mimeType: string; bytes: Uint8Array; extractedText: string | null },
): Promise<StoredUpload> {
  const data = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  const [row] = await db
    .insert(uploads)
    .values({
      userId: user.id,
      kind: file.kind,
      fileName: file.fileName,
      mimeType: file.mimeType,
      sizeBytes: data.byteLength,
      data,
      extractedText: file.extractedText,
    })
    .returning({ id: uploads.id });
  const id = row!.id;
  return {
    id,
    url: uploadUrl(id),
    name: file.fileName,
    sizeBytes: data.byteLength,
    textChars: file.extractedText?.length ?? 0,
  };
}

/**
 * Stores a supporting PDF for `user` with its extracted text (see extractPdfText; "" when the PDF has no
 * readable text). Throws PAYLOAD_TOO_LARGE over PDF_MAX_BYTES and UNSUPPORTED_MEDIA_TYPE when the
 * content is not a PDF, whatever the file is called.
 */
export async function storePdf(db: Db, user: AppUser, input: UploadInput): Promise<StoredUpload> {
  await assertPdf(input.bytes);
  const extractedText = await extractPdfText(input.bytes, undefined, String(user.id));
  const fileName = cleanFileName(input.fileName, "document.pdf");
  return insertUpload(db, user, {
    kind: "pdf",
    fileName,
    mimeType: "application/pdf",
    bytes: input.bytes,
    extractedText,
  });
}

/**
 * Stores a character photo (the caller checks the admin role). Throws PAYLOAD_TOO_LARGE over
 * PHOTO_MAX_BYTES and UNSUPPORTED_MEDIA_TYPE unless the content is PNG, JPEG, GIF or WebP.
 */
export async function storePhoto(db: Db, user: AppUser, input: UploadInput): Promise<StoredUpload> {
  const mimeType = await assertPhoto(input.bytes);
  const fileName = cleanFileName(input.fileName, "photo");
  return insertUpload(db, user, { kind: "photo", fileName, mimeType, bytes: input.bytes, extractedText: null });
}
