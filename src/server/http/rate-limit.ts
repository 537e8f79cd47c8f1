import { createHash } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { rateLimiter, type Store } from "hono-rate-limiter";
import { AppError } from "@shared/errors";
import type { RateRule } from "../config";
import type { AppEnv } from "./context";
import { errorJson } from "./errors";

/**
 * The client's address (docs/product/security.md, "Client address"). With `proxies` = 0 (TRUST_PROXY=false)
 * the socket's remote address. Behind `proxies` proxies you run, each appending the address it was reached
 * from to X-Forwarded-For, the client is the entry that many from the right: every entry left of it was
 * written by the client and is never believed. A header with fewer entries than that (a request that did not
 * come through every proxy) falls back to the socket's address. "local" for in-process requests in tests.
 */
export function resolveClientAddress(c: Context, proxies: number): string {
  if (proxies > 0) {
    const entries = (c.req.header("x-forwarded-for") ?? "").split(",").map((e) => e.trim());
    const entry = entries.length >= proxies ? entries[entries.length - proxies] : undefined;
    if (entry) return entry.slice(0, 64);
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
  /** `failuresOnly`: only answers of 400 or more count (a failed sign-in), a success takes its count back. */
  options: { failuresOnly?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  return rateLimiter<AppEnv>({
    ...(store ? { store: store() } : {}),
    ...(options.failuresOnly ? { skipSuccessfulRequests: true } : {}),
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: "draft-6",
    // A key past 200 characters (a long e-mail) is stored as its hash: counters never hold unbounded text.
    keyGenerator: async (c) => {
      const k = await key(c);
      return k.length > 200 ? `sha256:${createHash("sha256").update(k).digest("base64url")}` : k;
    },
    handler: (c) => {
      c.header("Retry-After", String(Math.ceil(rule.windowMs / 1000)));
      return errorJson(c, new AppError("RATE_LIMITED", message));
    },
  });
}
