import type { Logger } from "pino";
import type { Database } from "./client";

/**
 * What a cache kept right by the database's change notifications shares (ADR 0015, 0025): it serves nothing
 * while the feed is not live, and counts changes so a lookup that raced one is not stored (read `generation`
 * before the query, compare when storing).
 */
export abstract class ChangeFedCache {
  protected live = false;
  protected changes = 0;

  /** Changes seen so far (and feed state flips): pass the value read before a lookup to the cache's `set`. */
  get generation(): number {
    return this.changes;
  }

  get isLive(): boolean {
    return this.live;
  }

  /** The feed went live or stopped: either way nothing cached before can be trusted. */
  setLive(isLive: boolean): void {
    this.live = isLive;
    this.clear();
  }

  /** Forgets everything (and counts as a change). */
  abstract clear(): void;

  /** One notification's payload. */
  abstract handleChange(payload: string): void;
}

/**
 * Feeds `cache` from NOTIFY on `channel` (PGlite: within the query that made the change; PostgreSQL: a LISTEN
 * connection of its own), logging `lostMessage` when a live feed is lost. Resolves with a function that stops it.
 */
export function feedFromDatabase(
  database: { listen: Database["listen"] },
  channel: string,
  cache: Pick<ChangeFedCache, "handleChange" | "setLive">,
  logger: Logger,
  lostMessage: string,
): Promise<() => Promise<void>> {
  let wasLive = false;
  return database.listen(channel, {
    onMessage: (payload) => cache.handleChange(payload),
    onLive: (isLive) => {
      cache.setLive(isLive);
      if (wasLive && !isLive) logger.warn(lostMessage);
      wasLive = isLive;
    },
  });
}
