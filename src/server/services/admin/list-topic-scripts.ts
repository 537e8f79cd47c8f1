import { and, desc, eq, sql } from "drizzle-orm";
import type { TopicScriptDto } from "@shared/schemas/admin";
import type { Db } from "../../db/client";
import { appUsers } from "../../db/schema/auth";
import { scripts } from "../../db/schema/content";

/** Shown for a script whose concept is blank (docs/product/screens.md#topics-tab). */
export const UNTITLED_SCRIPT = "Untitled Script";

/**
 * The saved scripts with exactly this topic, newest first, with the creator's e-mail and number of standards
 * (GET /api/admin/topics/:topic/scripts). An unknown topic gives an empty list.
 */
export async function listTopicScripts(db: Db, topic: string): Promise<TopicScriptDto[]> {
  const rows = await db
    .select({
      id: scripts.id,
      concept: scripts.concept,
      userEmail: appUsers.email,
      createdAt: scripts.createdAt,
      standardsCount: sql<number>`jsonb_array_length(${scripts.standards})::int`,
    })
    .from(scripts)
    .innerJoin(appUsers, eq(appUsers.id, scripts.userId))
    .where(and(eq(scripts.topic, topic), eq(scripts.isSaved, true)))
    .orderBy(desc(scripts.createdAt), desc(scripts.id));
  return rows.map((r) => ({
    id: r.id,
    concept: r.concept.trim() || UNTITLED_SCRIPT,
    userEmail: r.userEmail,
    createdAt: r.createdAt.toISOString(),
    standardsCount: r.standardsCount,
  }));
}
