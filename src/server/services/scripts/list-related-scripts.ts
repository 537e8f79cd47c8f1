import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { AppUser } from "@shared/schemas/user";
import type { RelatedScriptDto } from "@shared/schemas/script";
import type { Db } from "../../db/client";
import { appUsers } from "../../db/schema/auth";
import { scripts } from "../../db/schema/content";

/**
 * Saved scripts by OTHER authors on the same topic (case-insensitive, trimmed), newest first, at most
 * `limit` ('Related Scripts', docs/product/screens.md#step-5-script). Carries only what the card shows; author = e-mail local part.
 */
export async function listRelatedScripts(
  db: Db,
  user: AppUser,
  topic: string,
  limit = 10,
): Promise<RelatedScriptDto[]> {
  const rows = await db
    .select({
      id: scripts.id,
      topic: scripts.topic,
      concept: scripts.concept,
      scriptContent: scripts.scriptContent,
      characters: scripts.characters,
      standards: scripts.standards,
      createdAt: scripts.createdAt,
      authorEmail: appUsers.email,
    })
    .from(scripts)
    .innerJoin(appUsers, eq(appUsers.id, scripts.userId))
    .where(
      and(
        sql`lower(${scripts.topic}) = lower(${topic.trim()})`,
        ne(scripts.userId, user.id),
        eq(scripts.isSaved, true),
      ),
    )
    .orderBy(desc(scripts.createdAt), desc(scripts.id))
    .limit(limit);
  // Only the part of the author's e-mail before the at-sign leaves the server (docs/product/screens.md#step-5-script).
  return rows.map(({ authorEmail, ...r }) => ({
    ...r,
    characters: r.characters.map((c) => ({ name: c.name, label: c.label })),
    createdAt: r.createdAt.toISOString(),
    author: authorEmail.split("@")[0]!,
  }));
}
