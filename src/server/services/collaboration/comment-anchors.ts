import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { scriptComments } from "../../db/schema/collaboration";
import { scriptVersions, scripts } from "../../db/schema/content";
import { diffSegments, mapRange } from "./anchors";

/**
 * The text of each of a script's versions from `from` on (earlier versions from the history, the current one
 * from the script), by version number.
 */
async function textsFrom(db: Db, scriptId: number, from: number, current: { version: number; text: string }) {
  const rows = await db
    .select({ version: scriptVersions.version, text: scriptVersions.scriptContent })
    .from(scriptVersions)
    .where(
      and(
        eq(scriptVersions.scriptId, scriptId),
        gte(scriptVersions.version, from),
        lt(scriptVersions.version, current.version),
      ),
    );
  const texts = new Map(rows.map((r) => [r.version, r.text]));
  texts.set(current.version, current.text);
  return texts;
}

/** The text of `version` of a script (null when the history does not have it). */
export async function textAtVersion(
  db: Db,
  scriptId: number,
  version: number,
  current: { version: number; text: string },
): Promise<string | null> {
  if (version === current.version) return current.text;
  const [row] = await db
    .select({ text: scriptVersions.scriptContent })
    .from(scriptVersions)
    .where(and(eq(scriptVersions.scriptId, scriptId), eq(scriptVersions.version, version)));
  return row?.text ?? null;
}

/**
 * Brings the anchors of a script's comments up to its current version (docs/product/team-workflow.md "Comments"):
 * each anchor made on (or last mapped to) an earlier version is mapped through every saved change since, one
 * version to the next; one whose text was all deleted becomes outdated. The results are stored, so each change
 * is mapped once. Saves stay one statement (ADR 0036): the mapping happens when comments are next read.
 */
export async function mapCommentAnchors(db: Db, scriptId: number): Promise<void> {
  const [script] = await db
    .select({ version: scripts.version, text: scripts.scriptContent })
    .from(scripts)
    .where(eq(scripts.id, scriptId));
  if (!script) return;
  const stale = await db
    .select({
      id: scriptComments.id,
      from: scriptComments.anchorFrom,
      to: scriptComments.anchorTo,
      version: scriptComments.anchorVersion,
    })
    .from(scriptComments)
    .where(
      and(
        eq(scriptComments.scriptId, scriptId),
        lt(scriptComments.anchorVersion, script.version),
        sql`${scriptComments.anchorFrom} is not null and not ${scriptComments.outdated}`,
      ),
    );
  if (stale.length === 0) return;
  const first = Math.min(...stale.map((c) => c.version));
  const texts = await textsFrom(db, scriptId, first, script);
  const mapped = stale.map((c) => ({
    id: c.id,
    range: { from: c.from!, to: c.to! } as { from: number; to: number } | null,
    version: c.version,
  }));
  for (let v = first; v < script.version; v++) {
    const due = mapped.filter((c) => c.version === v && c.range);
    const oldText = texts.get(v);
    const newText = texts.get(v + 1);
    if (due.length && oldText !== undefined && newText !== undefined) {
      const segments = diffSegments(oldText, newText);
      for (const c of due) c.range = mapRange(segments, c.range!);
    }
    // A version missing from the history: the anchor is kept as it was.
    for (const c of due) c.version = v + 1;
  }
  const values = mapped.map((c) => ({
    id: c.id,
    f: c.range?.from ?? null,
    t: c.range?.to ?? null,
    o: c.range === null,
  }));
  await db.execute(sql`update script_comments c
    set anchor_from = v.f, anchor_to = v.t, outdated = v.o, anchor_version = ${script.version}
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id int, f int, t int, o boolean)
    where c.id = v.id and c.anchor_version < ${script.version}`);
}
