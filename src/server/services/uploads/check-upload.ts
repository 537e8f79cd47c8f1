import { fileTypeFromBuffer } from "file-type";
import { PDF_MAX_BYTES, PHOTO_MAX_BYTES } from "@shared/constants";
import { AppError } from "@shared/errors";

/** Image types accepted for character photos (decided by content, never by name or declared type). */
export const PHOTO_MIME_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export type PhotoMimeType = (typeof PHOTO_MIME_TYPES)[number];

/** Per kind: the byte limit and the messages users see (spec wording for the PDF type message). */
export const uploadLimits = {
  pdf: {
    maxBytes: PDF_MAX_BYTES,
    tooLarge: "The PDF is larger than 20 MB. Please choose a smaller file.",
    wrongType: "Please select a PDF file.",
  },
  photo: {
    maxBytes: PHOTO_MAX_BYTES,
    tooLarge: "The photo is larger than 10 MB. Please choose a smaller file.",
    wrongType: "Please choose a PNG, JPG, GIF or WebP image.",
  },
} as const;

/**
 * Refuses a PDF upload: over PDF_MAX_BYTES (bytes) → PAYLOAD_TOO_LARGE; content that is not a PDF
 * (whatever its name) → UNSUPPORTED_MEDIA_TYPE. The size check comes first and needs no parsing.
 */
export async function assertPdf(bytes: Uint8Array): Promise<void> {
  const { maxBytes, tooLarge, wrongType } = uploadLimits.pdf;
  if (bytes.byteLength > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", tooLarge);
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime !== "application/pdf") throw new AppError("UNSUPPORTED_MEDIA_TYPE", wrongType);
}

/**
 * Refuses a photo upload: over PHOTO_MAX_BYTES (bytes) → PAYLOAD_TOO_LARGE; content other than PNG,
 * JPEG, GIF or WebP → UNSUPPORTED_MEDIA_TYPE. Returns the MIME type found in the content.
 */
export async function assertPhoto(bytes: Uint8Array): Promise<PhotoMimeType> {
  const { maxBytes, tooLarge, wrongType } = uploadLimits.photo;
  if (bytes.byteLength > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", tooLarge);
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  const accepted = PHOTO_MIME_TYPES.find((t) => t === mime);
  if (!accepted) throw new AppError("UNSUPPORTED_MEDIA_TYPE", wrongType);
  return accepted;
}
