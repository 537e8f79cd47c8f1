import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/client";
import { SCRIPT_SEARCH_DOCUMENT } from "../../db/schema/content";

/** How often (ms) each instance looks for scripts whose search document is missing (ADR 0027). */
export const SEARCH_INDEX_INTERVAL_MS = 2000;
/** Scripts indexed per statement; a larger backlog (a bulk import) takes several statements back to back. */
export const SEARCH_INDEX_BATCH = 200;

/**
 * Stores the search document of up to `batch` scripts that have none (written since they were last indexed;
 * migration 0008 sets the column to NULL whenever topic, concept, cast or text change). Rows another
 * instance (or a save) holds locked are skipped and picked up on a later pass. Filling in the document is not
 * announced as a script change (the list caches keep their lists). Returns how many scripts were indexed.
 */
export async function indexStaleScripts(db: Db, batch = SEARCH_INDEX_BATCH): Promise<number> {
  // Raw SQL: the query builder would also move updated_at on (its $onUpdate), and indexing is not an edit.
  const result = await db.execute(sql`
    update scripts set search = ${SCRIPT_SEARCH_DOCUMENT}
    where id in (select id from scripts where search is null order by id limit ${batch} for update skip locked)
    returning id`);
  return result.rows.length;
}

/**
 * Indexes stale scripts now and every `intervalMs` (ADR 0027): a save pays for no search document, and a
 * script saved many times in a row is indexed about once per interval, not once per save. Searches never wait
 * for it (list-scripts matches unindexed rows on their computed document). One pass at a time; a failed pass
 * is logged and retried at the next tick. The timer never keeps the process alive; `stop` waits for a pass
 * in progress.
 */
export function startSearchIndexer(db: Db, logger: Logger, intervalMs = SEARCH_INDEX_INTERVAL_MS): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = async () => {
    try {
      let indexed: number;
      do indexed = await indexStaleScripts(db);
      while (indexed === SEARCH_INDEX_BATCH && !stopped);
    } catch (err) {
      if (!stopped) logger.warn({ err }, "search indexing failed");
    }
  };
  const tick = () => {
    if (running || stopped) return;
    running = pass().finally(() => (running = null));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
