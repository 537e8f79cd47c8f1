import { and, desc, eq, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { AppUser } from "@shared/schemas/user";
import { SAVED_LIST_PREVIEW_CHARS } from "@shared/constants";
import type { Db } from "../../db/client";
import { scripts } from "../../db/schema/content";

/** A list row: everything a card draws, with a 300-character preview instead of the full text. */
export interface ScriptSummary {
  id: number;
  topic: string;
  concept: string;
  characters: { name: string; label: string; photoUrl?: string | null }[];
  standards: { code: string; description: string }[];
  preview: string;
  /** Length of the script text, in characters. */
  textLength: number;
  engine: "model" | "offline";
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface ListScriptsQuery {
  /** Words matched (as word prefixes, all of them) in topic, concept, character names and script text. */
  q?: string;
  /** Page size, 1–100. */
  limit: number;
  /** Opaque cursor from the previous page (`nextCursor`). */
  cursor?: string;
  /** true: the caller's drafts (generated, not saved yet, issue 11); default: saved scripts. */
  drafts?: boolean;
}

const encodeCursor = (createdAt: Date, id: number) => Buffer.from(`${createdAt.toISOString()}|${id}`).toString("base64url");
function decodeCursor(cursor: string): { createdAt: Date; id: number } | null {
  const [iso, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const date = new Date(iso ?? "");
  const n = Number(id);
  return Number.isNaN(date.getTime()) || !Number.isInteger(n) ? null : { createdAt: date, id: n };
}

/**
 * A prefix-matching tsquery from free words: "numb 4" → 'numb':* & '4':*. Characters outside letters,
 * digits, '.', '-' are dropped, so user input can never break the query syntax. Empty → null.
 */
export function toPrefixQuery(q: string): string | null {
  const words = q
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}.-]/gu, "").replace(/^[.-]+|[.-]+$/g, ""))
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `'${w}':*`).join(" & ") : null;
}

/**
 * The caller's saved scripts, newest first, one page at a time (keyset pagination on createdAt, id, served
 * by the (user_id, created_at) index). `total` counts every match. Never returns another user's scripts.
 */
export async function listScripts(db: Db, user: AppUser, query: ListScriptsQuery) {
  const filters: SQL[] = [eq(scripts.userId, user.id), eq(scripts.isSaved, !query.drafts)];
  const tsquery = toPrefixQuery(query.q ?? "");
  if (query.q?.trim() && !tsquery) return { scripts: [], nextCursor: null, total: 0 };
  if (tsquery) filters.push(sql`${scripts.search} @@ to_tsquery('simple', ${tsquery})`);
  const where = and(...filters);
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const pageWhere = after
    ? and(where, or(lt(scripts.createdAt, after.createdAt), and(eq(scripts.createdAt, after.createdAt), lt(scripts.id, after.id))))
    : where;
  // Two steps keep the cost flat as a library grows: the page's ids come from the (user_id, created_at, id)
  // index without touching the texts; only those rows are then read in full.
  const [ids, [counted]] = await Promise.all([
    db
      .select({ id: scripts.id })
      .from(scripts)
      .where(pageWhere)
      .orderBy(desc(scripts.createdAt), desc(scripts.id))
      .limit(query.limit + 1),
    db.select({ total: sql<number>`count(*)::int` }).from(scripts).where(where),
  ]);
  const pageIds = ids.slice(0, query.limit).map((r) => r.id);
  const details = pageIds.length
    ? await db
        .select({
          id: scripts.id,
          topic: scripts.topic,
          concept: scripts.concept,
          characters: scripts.characters,
          standards: scripts.standards,
          preview: sql<string>`left(${scripts.scriptContent}, ${SAVED_LIST_PREVIEW_CHARS})`,
          textLength: sql<number>`char_length(${scripts.scriptContent})::int`,
          engine: scripts.engine,
          version: scripts.version,
          createdAt: scripts.createdAt,
          updatedAt: scripts.updatedAt,
        })
        .from(scripts)
        .where(inArray(scripts.id, pageIds))
    : [];
  const byId = new Map(details.map((d) => [d.id, d]));
  const rows = pageIds.map((id) => byId.get(id)!).filter(Boolean);
  const page = rows;
  const last = page.at(-1);
  return {
    scripts: page.map<ScriptSummary>((r) => ({
      ...r,
      characters: r.characters.map((c) => ({ name: c.name, label: c.label, photoUrl: c.photoUrl ?? null })),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    nextCursor: ids.length > query.limit && last ? encodeCursor(new Date(last.createdAt), last.id) : null,
    total: counted?.total ?? 0,
  };
}
