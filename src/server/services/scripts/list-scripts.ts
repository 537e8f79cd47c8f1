import { AppError } from "@shared/errors";
import { TEAM_TOTAL_CAP } from "@shared/schemas/dto";
import { PG_INT_MAX } from "@shared/constants";
import { and, desc, eq, lt, or, sql, type SQL } from "drizzle-orm";
import type { ReviewStatus, ScriptListScope, Visibility } from "@shared/schemas/collaboration";
import type { Engine } from "@shared/schemas/generation";
import type { Grade } from "@shared/schemas/grade";
import type { AppUser } from "@shared/schemas/user";
import type { Db } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { SCRIPT_SEARCH_DOCUMENT, scripts } from "../../db/schema/content";
import { ownedBy } from "./own-script";

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
  engine: Engine;
  version: number;
  createdAt: string;
  updatedAt: string;
  /** The author's e-mail (team scope only). */
  author?: string;
  grade: Grade | null;
  status: ReviewStatus;
  visibility: Visibility;
  approvedVersion: number | null;
}

export interface ListScriptsQuery {
  /** Words matched (as word prefixes, all of them) in topic, concept, character names and script text. */
  q?: string;
  /** Page size, 1–100. */
  limit: number;
  /** Opaque cursor from the previous page (`nextCursor`). */
  cursor?: string;
  /** true: the caller's drafts (generated, not saved yet, ADR 0012); default: saved scripts. */
  drafts?: boolean;
  /** `mine` (default): the caller's scripts; `team`: saved scripts shared with the team, of every author. */
  scope?: ScriptListScope;
  /** Filters: review status, grade, a CCSS standard code. */
  status?: ReviewStatus;
  grade?: Grade;
  standard?: string;
}

const encodeCursor = (createdAt: Date, id: number) =>
  Buffer.from(`${createdAt.toISOString()}|${id}`).toString("base64url");
/**
 * A cursor made by encodeCursor: an ISO time between the years 2000 and 9999 and a row id within PostgreSQL's
 * integer; anything else is 400 VALIDATION_ERROR (a crafted cursor must never reach the database as a value it
 * refuses: docs/product/security.md, "Low findings").
 */
function decodeCursor(cursor: string): { createdAt: Date; id: number } {
  const [iso, id, ...rest] = Buffer.from(cursor, "base64url").toString().split("|");
  const date = new Date(iso ?? "");
  const n = Number(id);
  const year = date.getUTCFullYear();
  if (rest.length || Number.isNaN(date.getTime()) || year < 2000 || year > 9999 || !/^\d{1,10}$/.test(id ?? ""))
    throw new AppError("VALIDATION_ERROR", INVALID_CURSOR);
  if (n < 1 || n > PG_INT_MAX) throw new AppError("VALIDATION_ERROR", INVALID_CURSOR);
  return { createdAt: date, id: n };
}

const INVALID_CURSOR = "cursor: This list position is not valid. Load the list again from the start.";

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
 * The page query with placeholders (userId, isSaved, limit; tsquery when searching; afterCreatedAt, afterId
 * after a cursor), prepared once per database and shape (ADR 0025: built once, not per request; on
 * PostgreSQL also parsed and planned once per connection). One statement: the page's ids come from the
 * (user_id, is_saved, created_at, id) index without touching the texts, only those rows are then read, and the
 * total is counted once beside them.
 */
function buildPageQuery(db: Db, isTeam: boolean, isSearch: boolean, hasCursor: boolean, isFiltered: boolean) {
  const p = sql.placeholder;
  // Team scope (docs/product/team-workflow.md "Sharing"): saved scripts shared with the team, served by the
  // partial index scripts_team_created_idx.
  const filters: SQL[] = isTeam
    ? [sql`${scripts.visibility} = 'team'`, sql`${scripts.isSaved}`]
    : [ownedBy(p("userId")), eq(scripts.isSaved, p("isSaved"))];
  if (isFiltered) {
    filters.push(
      sql`(${p("status")}::text is null or ${scripts.status} = ${p("status")}::text)`,
      sql`(${p("grade")}::text is null or ${scripts.grade} = ${p("grade")}::text)`,
      sql`(${p("standard")}::text is null or ${scripts.standards} @> jsonb_build_array(jsonb_build_object('code', ${p("standard")}::text)))`,
    );
  }
  if (isSearch) {
    // A row written since the indexer last ran has no stored document yet (ADR 0027): it is matched on the
    // document computed from the row, so a search finds a script the moment it is saved.
    filters.push(
      sql`(${scripts.search} @@ to_tsquery('simple', ${p("tsquery")}) or (${scripts.search} is null and ${SCRIPT_SEARCH_DOCUMENT} @@ to_tsquery('simple', ${p("tsquery")})))`,
    );
  }
  const where = and(...filters)!;
  const pageWhere = hasCursor
    ? and(
        where,
        or(
          lt(scripts.createdAt, p("afterCreatedAt")),
          and(eq(scripts.createdAt, p("afterCreatedAt")), lt(scripts.id, p("afterId"))),
        ),
      )
    : where;
  const page = db
    .$with("page")
    .as(
      db
        .select({ pageId: scripts.id, pageCreatedAt: scripts.createdAt })
        .from(scripts)
        .where(pageWhere)
        .orderBy(desc(scripts.createdAt), desc(scripts.id))
        .limit(p("limit")),
    );
  return {
    page: db
      .with(page)
      .select({
        id: scripts.id,
        topic: scripts.topic,
        concept: scripts.concept,
        characters: scripts.characters,
        standards: scripts.standards,
        preview: sql<string>`${scripts.preview}`,
        textLength: sql<number>`${scripts.textLength}`,
        engine: scripts.engine,
        version: scripts.version,
        createdAt: scripts.createdAt,
        updatedAt: scripts.updatedAt,
        grade: scripts.grade,
        status: scripts.status,
        visibility: scripts.visibility,
        approvedVersion: scripts.approvedVersion,
        ...(isTeam
          ? { author: sql<string>`(select u.email from app_users u where u.id = ${sql.raw(`"scripts"."user_id"`)})` }
          : {}),
        total: totalOf(where, isTeam),
      })
      .from(page)
      .innerJoin(scripts, eq(scripts.id, page.pageId))
      .orderBy(desc(page.pageCreatedAt), desc(page.pageId))
      .prepare(`list_scripts_${shapeName(isTeam, isSearch, hasCursor, isFiltered)}`),
    count: db
      .select({ n: totalOf(where, isTeam) })
      .from(sql`(select 1) one`)
      .prepare(`count_scripts_${shapeName(isTeam, isSearch, false, isFiltered)}`),
  };
}

/**
 * The list's total: every match of the caller's own scripts; for the team scope at most TEAM_TOTAL_CAP + 1 (ADR
 * 0058: counting every shared script, ≈ 50,000 in the bench, was most of the first page's time; a capped count
 * reads at most 1,001 entries of the partial index).
 */
const totalOf = (where: SQL, isTeam: boolean) =>
  isTeam
    ? sql<number>`(SELECT count(*)::int FROM (SELECT 1 FROM ${scripts} WHERE ${where} LIMIT ${sql.raw(String(TEAM_TOTAL_CAP + 1))}) capped)`
    : sql<number>`(SELECT count(*)::int FROM ${scripts} WHERE ${where})`;

const shapeName = (...flags: boolean[]) => flags.map(Number).join("");

const pageQuery = (db: Db, isTeam: boolean, isSearch: boolean, hasCursor: boolean, isFiltered: boolean) =>
  preparedOnce(db, `list_scripts_${shapeName(isTeam, isSearch, hasCursor, isFiltered)}`, () =>
    buildPageQuery(db, isTeam, isSearch, hasCursor, isFiltered),
  );

/**
 * The caller's saved scripts (or drafts), or with `scope: "team"` the saved scripts shared with the team, newest first, one page at a time (keyset pagination on createdAt, id).
 * `total` counts every match (the team scope: up to TEAM_TOTAL_CAP, then `isTotalCapped`). Never returns another
 * user's scripts.
 */
export async function listScripts(db: Db, user: AppUser, query: ListScriptsQuery) {
  const tsquery = toPrefixQuery(query.q ?? "");
  if (query.q?.trim() && !tsquery) return { scripts: [], nextCursor: null, total: 0 };
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const isFiltered = Boolean(query.status || query.grade || query.standard);
  const q = pageQuery(db, query.scope === "team", Boolean(tsquery), Boolean(after), isFiltered);
  const params = {
    status: query.status ?? null,
    grade: query.grade ?? null,
    standard: query.standard ?? null,
    userId: user.id,
    isSaved: !query.drafts,
    limit: query.limit + 1,
    tsquery,
    afterCreatedAt: after?.createdAt.toISOString(),
    afterId: after?.id,
  };
  const found = await q.page.execute(params);
  const rows = found.slice(0, query.limit);
  // A page past the end has no row to carry the total.
  const counted = found[0]?.total ?? (after ? ((await q.count.execute(params))[0]?.n ?? 0) : 0);
  // Only the team scope's count stops at the cap; the caller's own lists count every match.
  const isTotalCapped = query.scope === "team" && counted > TEAM_TOTAL_CAP;
  const total = isTotalCapped ? TEAM_TOTAL_CAP : counted;
  const last = rows.at(-1);
  return {
    scripts: rows.map<ScriptSummary>(({ total: _total, ...r }) => ({
      ...r,
      characters: r.characters.map((c) => ({ name: c.name, label: c.label, photoUrl: c.photoUrl ?? null })),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    nextCursor: found.length > query.limit && last ? encodeCursor(new Date(last.createdAt), last.id) : null,
    total,
    ...(isTotalCapped ? { isTotalCapped } : {}),
  };
}
