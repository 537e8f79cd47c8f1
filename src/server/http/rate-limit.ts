import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { rateLimiter, type Store } from "hono-rate-limiter";
import { AppError } from "@shared/errors";
import type { RateRule } from "../config";
import type { AppEnv } from "./context";
import { errorJson } from "./errors";

/**
 * The client's address (issue 8 item 2): the first X-Forwarded-For entry when `trustProxy` (TRUST_PROXY, only
 * behind a proxy you run, which sets that header), else the socket's remote address; "local" for in-process
 * requests in tests.
 */
export function resolveClientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? "local";
  } catch {
    return "local";
  }
}

/** The address createApp resolved for this request (see {@link resolveClientAddress}). */
export function clientAddress(c: Context<AppEnv>): string {
  return c.var.clientIp ?? "local";
}

/** E-mail field of a JSON body, lower-cased ("" when absent or unreadable). Hono caches the parsed body. */
export async function bodyEmail(c: Context): Promise<string> {
  try {
    const body = (await c.req.json()) as { email?: unknown };
    return typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
  } catch {
    return "";
  }
}

/** Makes a limiter's store: each limiter needs its own (the store learns the limiter's window). */
export type RateLimitStoreFactory = () => Store<AppEnv>;

/**
 * A fixed-window limiter (hono-rate-limiter) answering 429 `{error: "RATE_LIMITED", message}` with a
 * Retry-After header once `rule.limit` requests with the same key arrive within `rule.windowMs` ms. Counters
 * live in `store` (PostgreSQL: shared by every instance) or, without one, in this process's memory.
 */
export function limitRequests(
  rule: RateRule,
  key: (c: Context<AppEnv>) => Promise<string> | string,
  message: string,
  store?: RateLimitStoreFactory,
): MiddlewareHandler<AppEnv> {
  return rateLimiter<AppEnv>({
    ...(store ? { store: store() } : {}),
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: "draft-6",
    keyGenerator: key,
    handler: (c) => {
      c.header("Retry-After", String(Math.ceil(rule.windowMs / 1000)));
      return errorJson(c, new AppError("RATE_LIMITED", message));
    },
  });
}
