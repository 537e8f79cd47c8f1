import { eq, sql } from "drizzle-orm";
import type { TopicSummaryDto } from "@shared/schemas/admin";
import type { Db } from "../../db/client";
import { scripts } from "../../db/schema/content";

/**
 * Every topic used by a saved script, with its saved-script count and newest createdAt (GET /api/admin/topics;
 * docs/product/rules.md#data Topic summary). One GROUP BY query that the (topic, created_at) index can answer with an
 * index-only scan; no rows are scanned in JavaScript. Unordered: the client sorts and filters.
 */
export async function listTopicSummaries(db: Db): Promise<TopicSummaryDto[]> {
  const rows = await db
    .select({
      topic: scripts.topic,
      scriptCount: sql<number>`count(*)::int`,
      lastUsed: sql<Date | null>`max(${scripts.createdAt})`.mapWith(scripts.createdAt),
    })
    .from(scripts)
    // Saved scripts only: a generated draft nobody saved is not a "saved script" (docs/product/team-workflow.md).
    .where(eq(scripts.isSaved, true))
    .groupBy(scripts.topic);
  return rows.map((r) => ({
    topic: r.topic,
    scriptCount: r.scriptCount,
    lastUsed: r.lastUsed ? r.lastUsed.toISOString() : null,
  }));
}
