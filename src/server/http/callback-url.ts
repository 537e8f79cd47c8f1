import type { MiddlewareHandler } from "hono";
import { AppError } from "@shared/errors";
import type { AppEnv } from "./context";
import { errorJson } from "./errors";

/** Parameters better-auth redirects to after a step (query string or JSON body). */
const CALLBACK_FIELDS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL", "callbackUrl"];

const PROBE = "http://same-origin.invalid";

/**
 * Whether `value` is a path on this site (docs/product/security.md#low-findings): it starts with a single "/", holds
 * only printable ASCII (anything else must be percent-encoded: a raw character above U+00FF cannot be sent in a
 * Location header, docs/product/security.md) and no backslash, and still resolves to this site once normalised
 * ("/.//evil" resolves to "//evil" and is refused). Absolute URLs, protocol-relative ones and schemes such as
 * javascript: are refused.
 */
export function isSameSitePath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//") || /[\\]|[^\x21-\x7e]/.test(value)) return false;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return false;
  }
  if (decoded.startsWith("//") || decoded.includes("\\")) return false;
  try {
    const url = new URL(value, PROBE);
    return url.origin === PROBE && !url.pathname.startsWith("//");
  } catch {
    return false;
  }
}

/** Refuses (400) any auth request whose callback URL is not a same-site path, in the query or the JSON body. */
export function sameSiteCallbacks(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const values: string[] = [];
    for (const field of CALLBACK_FIELDS) values.push(...(c.req.queries(field) ?? []));
    const mayHaveBody = c.req.method !== "GET" && c.req.method !== "HEAD";
    if (mayHaveBody && c.req.raw.body !== null && (c.req.header("content-type") ?? "").startsWith("application/json")) {
      try {
        // Hono keeps the text it read: the route and better-auth's forwarder read the same text again.
        const body = (await c.req.json()) as Record<string, unknown>;
        for (const field of CALLBACK_FIELDS) if (typeof body?.[field] === "string") values.push(body[field] as string);
      } catch {
        // Not JSON: the route's own validation answers.
      }
    }
    if (values.some((v) => v !== "" && !isSameSitePath(v))) {
      return errorJson(
        c,
        new AppError(
          "VALIDATION_ERROR",
          "Only a path on this site (such as /dashboard) is accepted as a callback URL.",
        ),
      );
    }
    return next();
  };
}
