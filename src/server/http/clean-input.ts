import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "@shared/errors";
import type { AppEnv } from "./context";
import { errorJson } from "./errors";
import { checkJsonShape } from "./json-shape";

// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const NUL = /\u0000/;
/** A UTF-16 surrogate without its partner: text PostgreSQL cannot store (docs/product/security.md). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const hasLoneSurrogate = (s: string) =>
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);

/** `s` with every lone surrogate replaced by U+FFFD (the replacement character), as a UTF-8 decoder does. */
export const replaceLoneSurrogates = (s: string): string =>
  hasLoneSurrogate(s) ? s.replace(LONE_SURROGATE, "\ufffd") : s;

type Cleaned = { value: unknown; hasNul: boolean; changed: boolean };

/**
 * Walks a parsed body (depth already bounded by checkJsonShape): lone surrogates in keys and strings become
 * U+FFFD (model output pasted into the editor may hold one, and it must still save); a NUL is reported.
 */
function clean(value: unknown): Cleaned {
  if (typeof value === "string") {
    const fixed = replaceLoneSurrogates(value);
    return { value: fixed, hasNul: NUL.test(value), changed: fixed !== value };
  }
  if (Array.isArray(value)) {
    let hasNul = false;
    let changed = false;
    const out = value.map((v) => {
      const r = clean(v);
      hasNul ||= r.hasNul;
      changed ||= r.changed;
      return r.value;
    });
    return { value: changed ? out : value, hasNul, changed };
  }
  if (value && typeof value === "object") {
    let hasNul = false;
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const key = replaceLoneSurrogates(k);
      const r = clean(v);
      hasNul ||= r.hasNul || NUL.test(k);
      changed ||= r.changed || key !== k;
      out[key] = r.value;
    }
    return { value: changed ? out : value, hasNul, changed };
  }
  return { value, hasNul: false, changed: false };
}

const NUL_MESSAGE = "Text must not contain NUL characters or broken Unicode.";

/** Hono keeps what it read of a body per kind; later readers (validators, the auth forwarder) take it from here. */
function cacheBody(c: Context, text: string, json: unknown): void {
  const cache = c.req.bodyCache as Record<string, Promise<unknown>>;
  cache.text = Promise.resolve(text);
  cache.json = Promise.resolve(json);
}

/**
 * Reads every /api JSON body exactly once (docs/product/security.md, "Request bodies"): its shape is checked
 * by a linear pre-scan (400 past 64 levels or 100,000 values) before it is parsed, it is parsed once, and the
 * parsed value is what handlers, validators and the auth forwarder read. A NUL character anywhere (path,
 * query or body) is refused with 400; lone surrogates in the body become U+FFFD. A body that is not valid
 * JSON is left to the handler's own 400.
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
      if (NUL.test(target) || hasLoneSurrogate(target))
        return errorJson(c, new AppError("VALIDATION_ERROR", NUL_MESSAGE));
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
      const text = await c.req.text();
      const problem = checkJsonShape(text);
      if (problem) return errorJson(c, new AppError("VALIDATION_ERROR", problem.message));
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return next();
      }
      const cleaned = clean(parsed);
      if (cleaned.hasNul) return errorJson(c, new AppError("VALIDATION_ERROR", NUL_MESSAGE));
      cacheBody(c, cleaned.changed ? JSON.stringify(cleaned.value) : text, cleaned.value);
    }
    return next();
  };
}
