import { Hono, type Context, type MiddlewareHandler } from "hono";
import { AppError } from "@shared/errors";
import { requireAdmin, requireUser, type SessionDeps } from "../auth/session";
import type { AppEnv } from "../http/context";
import { uploadLimits } from "../services/uploads/check-upload";
import { getUploadForServing } from "../services/uploads/get-upload";
import { storePdf, storePhoto, type UploadInput } from "../services/uploads/store-upload";
import { getReadAloudExcerpt } from "../services/uploads/read-aloud-excerpt";
import { query } from "../http/validate";
import { pdfExcerptQuerySchema } from "@shared/schemas/pdf-excerpt";

/** Room for multipart boundaries and part headers on top of the file itself (bytes). */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Refuses a body whose declared Content-Length cannot hold a file within `limit` (413 with the kind's
 * message) before anything is buffered. Bodies without a length are checked after parsing, in the service.
 */
function refuseDeclaredOver(limit: { maxBytes: number; tooLarge: string }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const declared = Number(c.req.header("content-length") ?? NaN);
    if (declared > limit.maxBytes + MULTIPART_OVERHEAD_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", limit.tooLarge);
    await next();
  };
}

/** The multipart field `file`: missing (or a plain text field) → 400 'Choose a file to upload.'. */
async function readFileField(c: Context<AppEnv>): Promise<UploadInput> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new AppError("VALIDATION_ERROR", "The upload could not be read. Please try again.");
  }
  const file = body.file;
  if (!(file instanceof File)) throw new AppError("VALIDATION_ERROR", "Choose a file to upload.");
  return { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** `inline` with an ASCII fallback name and, for other names, the RFC 5987 `filename*` form. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  if (ascii === fileName) return `inline; filename="${ascii}"`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * /api/uploads: POST /pdf (signed-in users) and POST /photo (admins), multipart with field `file`, reply
 * `{id, url, name, sizeBytes, textChars}`; GET /:id serves the bytes (photos to any signed-in user,
 * PDFs to their owner only) with the content-checked type, nosniff, and a sandbox CSP for PDFs;
 * GET /:upload/excerpt (query grade, standard) the part of one's own PDF that presenters may read aloud.
 */
export function uploadRoutes(deps: SessionDeps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  return new Hono<AppEnv>()
    .post("/pdf", signedIn, refuseDeclaredOver(uploadLimits.pdf), async (c) =>
      c.json(await storePdf(db, c.var.user, await readFileField(c))),
    )
    .post("/photo", signedIn, requireAdmin, refuseDeclaredOver(uploadLimits.photo), async (c) =>
      c.json(await storePhoto(db, c.var.user, await readFileField(c))),
    )
    .get("/:upload/excerpt", signedIn, query(pdfExcerptQuerySchema), async (c) =>
      c.json(await getReadAloudExcerpt(db, c.var.user, c.req.param("upload"), c.req.valid("query"))),
    )
    .get("/:id", signedIn, async (c) => {
      const upload = await getUploadForServing(db, c.var.user, c.req.param("id"));
      c.header("Content-Type", upload.mimeType);
      c.header("Content-Length", String(upload.data.byteLength));
      c.header("X-Content-Type-Options", "nosniff");
      c.header("Content-Disposition", contentDisposition(upload.fileName));
      c.header("Cache-Control", "private, max-age=3600");
      if (upload.kind === "pdf") c.header("Content-Security-Policy", "sandbox");
      return c.body(upload.data as Uint8Array<ArrayBuffer>);
    });
}
