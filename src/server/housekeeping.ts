import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "./db/client";
import { deleteExpiredUnverifiedAccounts } from "./auth/unverified-accounts";
import { deleteStaleDrafts } from "./services/scripts/delete-stale-drafts";
import { deleteEndedRateLimits } from "./http/pg-rate-limit-store";

/** How often housekeeping runs (ms): at start-up, then every 6 hours. */
export const HOUSEKEEPING_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Periodic clean-up that needs no user: stale drafts (ADR 0012), unverified accounts older than 24 h (ADR 0009) and
 * ended rate-limit windows (ADR 0016); with `analyze` (PGlite) also refreshes the planner's statistics and the
 * coverage table's visibility map. Safe to run on several instances at once
 * (each step is one idempotent DELETE). Returns a stop function; the timer never keeps the process alive.
 */
export function startHousekeeping(db: Db, logger: Logger, options: { analyze?: boolean } = {}): { stop(): void } {
  const run = async () => {
    try {
      // PGlite has no autovacuum: without fresh statistics its planner guesses (list queries
      // doubled in cost on a new data directory), and without a vacuum the coverage map's index-only counts
      // (ADR 0066) read every row's heap page. PostgreSQL vacuums and analyzes on its own.
      if (options.analyze) {
        await db.execute(sql`VACUUM script_standards`);
        await db.execute(sql`ANALYZE`);
      }
      const drafts = await deleteStaleDrafts(db);
      if (drafts > 0) logger.info({ drafts }, "stale drafts removed");
      const accounts = await deleteExpiredUnverifiedAccounts(db);
      if (accounts > 0) logger.info({ accounts }, "expired unverified accounts removed");
      await deleteEndedRateLimits(db);
    } catch (err) {
      logger.warn({ err }, "housekeeping failed");
    }
  };
  void run();
  const timer = setInterval(() => void run(), HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
