import { eq } from "drizzle-orm";
import { AppError } from "@shared/errors";
import type { AppUser } from "@shared/schemas/user";
import type { Db } from "../../db/client";
import { uploads } from "../../db/schema/content";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uploadPathPattern = /^(?:https?:\/\/[^/]+)?\/api\/uploads\/([^/?#]+)\/?(?:[?#].*)?$/i;

/** True for a well-formed upload id (a UUID); anything else can never name an upload. */
export const isUploadId = (value: string) => uuidPattern.test(value);

/** The upload id in `/api/uploads/<id>` (optionally absolute, with a query); null for anything else. */
export function uploadIdFromUrl(url: string): string | null {
  const id = uploadPathPattern.exec(url.trim())?.[1];
  return id && isUploadId(id) ? id : null;
}

/** What GET /api/uploads/:id serves: the stored bytes and their real (content-checked) MIME type. */
export interface ServedUpload {
  kind: "pdf" | "photo";
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  data: Buffer;
}

/**
 * An upload for `user` to download. Photos (character pictures) are readable by every signed-in user;
 * a PDF only by the user who uploaded it. Unknown, malformed or unreadable ids all → NOT_FOUND, so the
 * existence of someone else's PDF is not leaked.
 */
export async function getUploadForServing(db: Db, user: AppUser, id: string): Promise<ServedUpload> {
  const notFound = new AppError(
    "NOT_FOUND",
    "The file you're looking for doesn't exist or you don't have access to it.",
  );
  if (!isUploadId(id)) throw notFound;
  const [row] = await db
    .select({
      kind: uploads.kind,
      userId: uploads.userId,
      fileName: uploads.fileName,
      mimeType: uploads.mimeType,
      sizeBytes: uploads.sizeBytes,
      data: uploads.data,
    })
    .from(uploads)
    .where(eq(uploads.id, id));
  if (!row || (row.kind !== "photo" && row.userId !== user.id)) throw notFound;
  const { userId: _owner, ...served } = row;
  return served;
}
