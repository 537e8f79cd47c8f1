import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { ClientRateLimitInfo, HonoConfigType, Store } from "hono-rate-limiter";
import type { Db } from "../db/client";
import { rateLimitHits } from "../db/schema/index";
import type { AppEnv } from "./context";

/**
 * hono-rate-limiter's Store on PostgreSQL (ADR 0016): every instance on one database counts
 * into the same fixed window per key (table rate_limit_hits). One upsert per counted request: a window that
 * has ended starts again at 1. Times are the database's clock, so instances need not agree on theirs.
 */
export class PgRateLimitStore implements Store<AppEnv> {
  private windowMs = 60_000;

  constructor(private readonly db: Db) {}

  init(options: HonoConfigType<AppEnv>): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.db
      .select({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.resetAt, sql`now()`)));
    return row ? { totalHits: row.hits, resetTime: row.resetAt } : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const ended = sql`${rateLimitHits.resetAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key, hits: 1, resetAt: sql`now() + ${this.windowMs} * interval '1 millisecond'` })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
          resetAt: sql`CASE WHEN ${ended} THEN excluded.reset_at ELSE ${rateLimitHits.resetAt} END`,
        },
      })
      .returning({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt });
    return { totalHits: row!.hits, resetTime: row!.resetAt };
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .update(rateLimitHits)
      .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
      .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.resetAt, sql`now()`)));
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
  }
}

/** Deletes counters whose window has ended (housekeeping); returns how many. */
export async function deleteEndedRateLimits(db: Db): Promise<number> {
  const gone = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.resetAt, sql`now()`))
    .returning({ key: rateLimitHits.key });
  return gone.length;
}
