import { and, eq } from "drizzle-orm";
import { AppError } from "@shared/errors";
import type { Grade } from "@shared/schemas/grade";
import type { PdfExcerpt, PdfExcerptQuery } from "@shared/schemas/pdf-excerpt";
import type { AppUser } from "@shared/schemas/user";
import type { Db } from "../../db/client";
import { uploads } from "../../db/schema/content";
import { chooseExcerpt, shownText } from "../../ai/offline/excerpt";
import { getStandardDetails } from "../../curriculum/standards-catalogue";
import { isUploadId } from "./get-upload";
import { documentExcerpt } from "@shared/text/document-excerpt";

/**
 * The read-aloud excerpt of `pdfText` for a script at `grade` on the primary standard `standard`: the very
 * choice the script engines make (`chooseExcerpt`, which the offline engine reads aloud and the model is given;
 * docs/product/attachments.md), with the grade settled as the offline engine settles it (the wizard's grade, else
 * the primary standard's). Never recomputed another way, so what the writer sees is what presenters may say.
 */
export function readAloudExcerpt(pdfText: string | null, grade: Grade | null, standard: string): PdfExcerpt {
  const settled = grade ?? (standard ? (getStandardDetails(standard)?.grade ?? null) : null);
  const excerpt = chooseExcerpt(pdfText, settled, standard);
  // A middle left out for time shows as "…" between the opening and the ending, as the model receives it.
  if (excerpt) return { title: excerpt.title, text: shownText(excerpt), leftOut: excerpt.dropped };
  // Nothing can be read aloud (the engines then read none of it): the sentences left out are those the shared
  // classifier of document sentences refuses (docs/product/security.md, "Supporting documents").
  return { title: null, text: "", leftOut: documentExcerpt(pdfText).leftOut.length };
}

/**
 * GET /api/uploads/:upload/excerpt for `user`: their own PDF's read-aloud excerpt. Someone else's PDF, a photo
 * or an unknown or malformed id all answer 404, as GET /api/uploads/:id does, so no one learns of another's file.
 */
export async function getReadAloudExcerpt(
  db: Db,
  user: AppUser,
  uploadId: string,
  query: PdfExcerptQuery,
): Promise<PdfExcerpt> {
  const notFound = new AppError(
    "NOT_FOUND",
    "The file you're looking for doesn't exist or you don't have access to it.",
  );
  if (!isUploadId(uploadId)) throw notFound;
  const [row] = await db
    .select({ text: uploads.extractedText })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.userId, user.id), eq(uploads.kind, "pdf")));
  if (!row) throw notFound;
  return readAloudExcerpt(row.text || null, query.grade ?? null, query.standard?.trim() ?? "");
}
