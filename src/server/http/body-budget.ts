import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "@shared/errors";
import type { AppEnv } from "./context";
import { errorJson } from "./errors";
import { clientAddress } from "./rate-limit";

/** A body at least this large (bytes) counts against its sender's budget (docs/product/security.md). */
export const LARGE_BODY_BYTES = 256 * 1024;

export interface BodyBudget {
  /** Bytes of large bodies one sender may send per window. */
  bytes: number;
  /** Window length (ms). */
  windowMs: number;
}

export const DEFAULT_BODY_BUDGET: BodyBudget = { bytes: 40 * 1024 * 1024, windowMs: 60_000 };

/** Names who sent a request: a signed-in session's token when it has a valid one (app.ts), else null. */
export type SessionOf = (c: Context<AppEnv>) => string | null;

/**
 * Large bodies (≥ LARGE_BODY_BYTES, by their stated length) count against a per-sender (session, else address) byte budget in this
 * instance's memory: past `budget.bytes` within `budget.windowMs` the sender gets 429 RATE_LIMITED with
 * Retry-After, before the body is read, so one client repeating big saves cannot take the main thread from
 * others (docs/product/security.md, "Request bodies"). Small requests are never counted.
 */
export function largeBodyBudget(
  sessionOf: SessionOf,
  budget: BodyBudget = DEFAULT_BODY_BUDGET,
): MiddlewareHandler<AppEnv> {
  const used = new Map<string, { bytes: number; resetAt: number }>();
  return async (c, next) => {
    const length = Number(c.req.header("content-length") ?? 0);
    if (!(length >= LARGE_BODY_BYTES)) return next();
    const now = Date.now();
    if (used.size > 10_000) for (const [k, v] of used) if (v.resetAt <= now) used.delete(k);
    const session = sessionOf(c);
    const key = session ? `session:${session}` : `address:${clientAddress(c)}`;
    let entry = used.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { bytes: 0, resetAt: now + budget.windowMs };
      used.set(key, entry);
    }
    if (entry.bytes + length > budget.bytes) {
      c.header("Retry-After", String(Math.ceil((entry.resetAt - now) / 1000)));
      c.header("Connection", "close");
      return errorJson(
        c,
        new AppError(
          "RATE_LIMITED",
          "You are sending large requests very quickly. Please wait a minute and try again.",
        ),
      );
    }
    entry.bytes += length;
    return next();
  };
}
