import { and, desc, eq, sql } from "drizzle-orm";
import { AppError } from "@shared/errors";
import type { AppUser } from "@shared/schemas/user";
import type { Db } from "../../db/client";
import { scriptVersions } from "../../db/schema/content";
import { authorizeScriptAction } from "../collaboration/script-facts";

/**
 * One earlier version of a script, as listed (docs/product/screens.md#script-editor). `chars` is the script text's
 * length in characters.
 */
export interface ScriptVersionSummary {
  version: number;
  savedAt: string;
  chars: number;
}

export interface ScriptVersionDto extends ScriptVersionSummary {
  topic: string;
  concept: string;
  scriptContent: string;
}

/** Versions are read by whoever may open the script (src/server/policies/scripts.ts "view"). */
async function assertOwn(db: Db, user: AppUser, scriptId: number): Promise<void> {
  await authorizeScriptAction(db, user, scriptId, "view");
}

/** A script's earlier versions, newest first (at most 50). @throws NOT_FOUND for a script the caller may not open. */
export async function listScriptVersions(db: Db, user: AppUser, scriptId: number): Promise<ScriptVersionSummary[]> {
  await assertOwn(db, user, scriptId);
  const rows = await db
    .select({
      version: scriptVersions.version,
      savedAt: scriptVersions.savedAt,
      chars: sql<number>`char_length(${scriptVersions.scriptContent})::int`,
    })
    .from(scriptVersions)
    .where(eq(scriptVersions.scriptId, scriptId))
    .orderBy(desc(scriptVersions.version))
    .limit(50);
  return rows.map((r) => ({ version: r.version, savedAt: r.savedAt.toISOString(), chars: r.chars }));
}

/** One earlier version with its text. @throws NOT_FOUND (a script the caller may not open, or no such version). */
export async function getScriptVersion(
  db: Db,
  user: AppUser,
  scriptId: number,
  version: number,
): Promise<ScriptVersionDto> {
  await assertOwn(db, user, scriptId);
  const [row] = await db
    .select()
    .from(scriptVersions)
    .where(and(eq(scriptVersions.scriptId, scriptId), eq(scriptVersions.version, version)));
  if (!row) throw new AppError("NOT_FOUND", `Version ${version} of this script was not found.`);
  return {
    version: row.version,
    savedAt: row.savedAt.toISOString(),
    chars: row.scriptContent.length,
    topic: row.topic,
    concept: row.concept,
    scriptContent: row.scriptContent,
  };
}
