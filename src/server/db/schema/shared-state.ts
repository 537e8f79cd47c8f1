import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * State that several app instances on one PostgreSQL share (ADR 0016).
 * rate_limit_hits: one fixed-window counter per limiter key (e.g. "signin:203.0.113.5:a@b.com");
 * `hits` requests counted since the window began, which ends at `resetAt`. Used when DATABASE_URL is set;
 * the single PGlite process keeps its counters in memory.
 */
export const rateLimitHits = pgTable("rate_limit_hits", {
  key: text().primaryKey(),
  hits: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});

/** Generated secrets every instance must agree on (name "auth": the session-signing secret when AUTH_SECRET is unset). */
export const appSecrets = pgTable("app_secrets", {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
