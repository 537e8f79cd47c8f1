import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/client";
import { SCRIPT_SEARCH_DOCUMENT } from "../../db/schema/content";

/** How often (ms) each instance looks for scripts whose search document is missing (ADR 0027). */
export const SEARCH_INDEX_INTERVAL_MS = 2000;
/**
 * A script is indexed once it has not been written for this long (ms): an editor saving while someone types is
 * indexed when they pause, once, not on every save; until then a search reads the row's own text.
 */
export const SEARCH_INDEX_QUIET_MS = 2000;
/**
 * Scripts indexed per statement (~1 ms each for a three-minute script). Small, so the row locks are held
 * briefly; a larger backlog (a bulk import) takes several statements back to back.
 */
export const SEARCH_INDEX_BATCH = 50;

export interface IndexOptions {
  /** Scripts per statement (default SEARCH_INDEX_BATCH). */
  batch?: number;
  /** Only scripts not written for this many ms (default SEARCH_INDEX_QUIET_MS; 0 = all). */
  quietMs?: number;
}

/**
 * Stores the search document of up to `batch` scripts that have none (migration 0008 sets it to NULL whenever
 * topic, concept, cast or text change) and have been quiet for `quietMs`. Rows another instance (or a save)
 * holds locked are skipped and picked up on a later pass. Filling in the document is not announced as a
 * script change (the list caches keep their lists) and does not move `updated_at`. Returns how many scripts
 * were indexed.
 */
export async function indexStaleScripts(db: Db, options: IndexOptions = {}): Promise<number> {
  const batch = options.batch ?? SEARCH_INDEX_BATCH;
  const quietMs = options.quietMs ?? SEARCH_INDEX_QUIET_MS;
  // Raw SQL: the query builder would also move updated_at on (its $onUpdate), and indexing is not an edit.
  const result = await db.execute(sql`
    update scripts set search = ${SCRIPT_SEARCH_DOCUMENT}
    where id in (
      select id from scripts
      where search is null and updated_at <= now() - make_interval(secs => ${quietMs / 1000})
      order by id limit ${batch} for update skip locked)
    returning id`);
  return result.rows.length;
}

/**
 * Every `intervalMs` (ADR 0027), indexes the scripts whose document is missing and that have been quiet for
 * `quietMs`: a save pays for no search document, and a script saved many times in a row is indexed once.
 * Searches never wait for it (list-scripts matches unindexed rows on their computed document). The first pass
 * comes one interval after start, so it never slows a start. One pass at a time; a failed pass is logged and
 * retried at the next tick. The timer never keeps the process alive; `stop` waits for a pass in progress.
 */
export function startSearchIndexer(
  db: Db,
  logger: Logger,
  options: { intervalMs?: number } & IndexOptions = {},
): { stop(): Promise<void> } {
  const batch = options.batch ?? SEARCH_INDEX_BATCH;
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = async () => {
    try {
      let indexed: number;
      do indexed = await indexStaleScripts(db, { batch, quietMs: options.quietMs });
      while (indexed === batch && !stopped);
    } catch (err) {
      if (!stopped) logger.warn({ err }, "search indexing failed");
    }
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = pass().finally(() => (running = null));
  }, options.intervalMs ?? SEARCH_INDEX_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
