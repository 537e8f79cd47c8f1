import type { MiddlewareHandler } from "hono";
import { AppError } from "@shared/errors";
import type { AppEnv } from "./context";
import { errorJson } from "./errors";

/** NUL or a lone UTF-16 surrogate: text PostgreSQL cannot store, and no person types (issue 8 item 6). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function hasBadText(value: unknown, depth = 0): boolean {
  if (depth > 64) return true;
  if (typeof value === "string") return BAD_TEXT.test(value);
  if (Array.isArray(value)) return value.some((v) => hasBadText(v, depth + 1));
  if (value && typeof value === "object")
    return Object.entries(value).some(([k, v]) => BAD_TEXT.test(k) || hasBadText(v, depth + 1));
  return false;
}

const BAD_TEXT_MESSAGE = "Text must not contain NUL characters or broken Unicode.";

/**
 * Refuses, with 400, any /api request whose path, query or JSON body holds a NUL character or broken Unicode,
 * before it reaches a handler or the database. The body is read once through Hono's request (which keeps the
 * text), so handlers, validators and the auth forwarder read the same text again without copying the stream.
 * A body that is not valid JSON is left to the handler's own 400.
 */
export function cleanInput(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // A URL arrives percent-encoded (ASCII): only its decoded form can hold a NUL or a broken surrogate.
    const url = c.req.url;
    if (url.includes("%")) {
      let target: string;
      try {
        target = decodeURIComponent(url);
      } catch {
        return errorJson(c, new AppError("VALIDATION_ERROR", "The address is not valid (broken percent-encoding)."));
      }
      if (BAD_TEXT.test(target)) return errorJson(c, new AppError("VALIDATION_ERROR", BAD_TEXT_MESSAGE));
    }
    // GET and HEAD carry no body (asking for one would build a full Request object on every read).
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const type = c.req.header("content-type") ?? "";
    // Whether a body came is told by its headers: asking the request for its body stream would build a full
    // web Request around the socket, where reading the text goes straight to it.
    // (A Request made in process, as in tests, states no length: there the stream is asked.)
    const length = c.req.header("content-length");
    const hasBody =
      length === undefined
        ? c.req.header("transfer-encoding") !== undefined || c.req.raw.body !== null
        : Number(length) > 0;
    if (hasBody && type.toLowerCase().startsWith("application/json")) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(await c.req.text());
      } catch {
        return next();
      }
      if (hasBadText(parsed)) return errorJson(c, new AppError("VALIDATION_ERROR", BAD_TEXT_MESSAGE));
    }
    return next();
  };
}
