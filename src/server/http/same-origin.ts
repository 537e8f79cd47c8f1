import type { MiddlewareHandler } from "hono";
import { AppError } from "@shared/errors";
import type { AppEnv } from "./context";
import { errorJson } from "./errors";

/** Methods that change state: they must come from the app's own pages (ADR 0010). */
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** What a JSON route answers (415) to a body of another type. */
export const JSON_ONLY = "Send the request body as JSON (Content-Type: application/json).";

/** Request bodies of these routes are files (multipart/form-data), not JSON. */
const MULTIPART_PATHS = ["/api/uploads/"];

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery guard for /api (ADR 0010): every POST, PUT, PATCH and DELETE must carry an
 * `Origin` (or, failing that, a `Referer`) whose origin is APP_URL's or one of the trusted origins; anything
 * else is 403 FORBIDDEN. A request with a body must send `Content-Type: application/json` (multipart for
 * uploads), else 415 UNSUPPORTED_MEDIA_TYPE, so an HTML form (text/plain, urlencoded) can never reach a handler.
 */
export function sameOriginGuard(allowedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins.map((o) => originOf(o)).filter((o): o is string => !!o));
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const from = origin && origin !== "null" ? originOf(origin) : originOf(c.req.header("referer"));
    if (!from || !allowed.has(from)) {
      return errorJson(c, new AppError("FORBIDDEN", "This request must come from Nova Writer's own pages."));
    }
    // A body is declared by its length, chunked transfer, or (requests built in-process) a content type.
    const length = c.req.header("content-length");
    const hasBody =
      length !== undefined
        ? Number(length) > 0
        : c.req.header("transfer-encoding") !== undefined ||
          (c.req.raw.body !== null && c.req.header("content-type") !== undefined);
    if (hasBody) {
      const type = (c.req.header("content-type") ?? "").toLowerCase();
      const multipart = MULTIPART_PATHS.some((p) => c.req.path.startsWith(p));
      const ok = multipart ? type.startsWith("multipart/form-data") : type.startsWith("application/json");
      if (!ok) {
        return errorJson(
          c,
          new AppError("UNSUPPORTED_MEDIA_TYPE", multipart ? "Send the file as multipart/form-data." : JSON_ONLY),
        );
      }
    }
    return next();
  };
}
