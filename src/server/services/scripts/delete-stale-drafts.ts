import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { scripts } from "../../db/schema/content";

/** Drafts (generated, never saved: `isSaved = false`) untouched for this many days are removed (ADR 0012). */
export const DRAFT_RETENTION_DAYS = 30;

/** Deletes drafts last updated more than `days` days ago; returns how many were removed. */
export async function deleteStaleDrafts(db: Db, days = DRAFT_RETENTION_DAYS): Promise<number> {
  const removed = await db
    .delete(scripts)
    .where(and(eq(scripts.isSaved, false), lt(scripts.updatedAt, sql`now() - make_interval(days => ${days})`)))
    .returning({ id: scripts.id });
  return removed.length;
}
