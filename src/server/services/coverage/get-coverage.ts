import { sql, type SQL } from "drizzle-orm";
import { AppError } from "@shared/errors";
import type {
  CoverageResponse,
  CoverageScript,
  CoverageStandard,
  CoverageStatus,
  StandardScriptsPage,
  Strand,
} from "@shared/schemas/coverage";
import { parseStandardScriptsCursor } from "@shared/schemas/coverage";
import type { ReviewStatus, Visibility } from "@shared/schemas/collaboration";
import type { Grade } from "@shared/schemas/grade";
import type { AppUser } from "@shared/schemas/user";
import { catalogueTopicFor } from "@shared/curriculum/topic-for-standard";
import type { Db } from "../../db/client";
import { allStandardDetails, getStandardDetails } from "../../curriculum/standards-catalogue";

/** Scripts listed per standard in the map's reply (the cell counts them all: `scriptCount`). */
export const COVERAGE_SCRIPTS_PER_STANDARD = 10;

const STATUS_OF_RANK: Record<number, CoverageStatus> = { 0: "none", 1: "draft", 2: "in_review", 3: "approved" };

interface ScriptRow {
  script_id: number | null;
  taught: boolean | null;
  status_rank: number | null;
  status: ReviewStatus | null;
  visibility: Visibility | null;
  user_id: number | null;
  scenes: number[] | null;
  title: string | null;
}

const rowsOf = <T>(r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as T[];

/** The catalogue's facts of each standard, by filter: fixed, so worked out once (catalogueTopicFor scans). */
type StandardFacts = Omit<CoverageStandard, "status" | "scripts" | "scriptCount">;
const factsByFilter = new Map<string, readonly StandardFacts[]>();
function standardFacts(filter: { grade?: Grade; strand?: Strand }): readonly StandardFacts[] {
  const key = `${filter.grade ?? ""}/${filter.strand ?? ""}`;
  let facts = factsByFilter.get(key);
  if (!facts) {
    facts = allStandardDetails()
      .filter((s) => (!filter.grade || s.grade === filter.grade) && (!filter.strand || s.strand === filter.strand))
      .map((s) => ({
        code: s.code,
        grade: s.grade,
        strand: s.strand as Strand,
        description: s.description,
        topic: catalogueTopicFor(s.code) ?? s.domain,
      }));
    factsByFilter.set(key, facts);
  }
  return facts;
}

/**
 * The scripts the caller can see for the standard `code` (an SQL expression), best first: teaching ones first,
 * then approved > in review > draft, then newest. Two ordered index scans, the team's shared scripts
 * (script_standards_team_list_idx) and the caller's own private ones (script_standards_private_idx), merged;
 * each reads at most `take` entries and no heap page (the indexes include what is shown; a row's visibility is
 * its index's: the private index holds every row that is not shared).
 */
const visibleScripts = (userId: number, code: SQL, take: number, after?: StandardScriptsAfter) => {
  // Keyset: only rows after the cursor in the list's order (all three keys descending, so a row comparison).
  const past = (a: string) =>
    after
      ? sql`and (${sql.raw(a)}.taught, ${sql.raw(a)}.status_rank, ${sql.raw(a)}.script_id) < (${after.taught}, ${after.statusRank}, ${after.scriptId})`
      : sql``;
  return sql`
  (select t.script_id, t.taught, t.status_rank, t.status, 'team' as visibility, t.user_id, t.scenes
    from script_standards t
    where t.code = ${code} and t.is_saved and t.visibility = 'team' ${past("t")}
    order by t.taught desc, t.status_rank desc, t.script_id desc limit ${take})
  union all
  (select p.script_id, p.taught, p.status_rank, p.status, 'private' as visibility, p.user_id, p.scenes
    from script_standards p
    where p.user_id = ${userId} and p.code = ${code} and p.is_saved and p.visibility <> 'team' ${past("p")}
    order by p.taught desc, p.status_rank desc, p.script_id desc limit ${take})
  order by taught desc, status_rank desc, script_id desc`;
};

/** Where a page of one standard's list starts: after this script (parseStandardScriptsCursor). */
type StandardScriptsAfter = { taught: boolean; statusRank: number; scriptId: number };

/** How many scripts the caller can see for the standard `code`: index-only counts on the two partial indexes. */
const visibleCount = (userId: number, code: SQL) => sql`
  (select count(*) from script_standards t where t.code = ${code} and t.is_saved and t.visibility = 'team')
  + (select count(*) from script_standards p
      where p.user_id = ${userId} and p.code = ${code} and p.is_saved and p.visibility <> 'team')`;

/** A listed script as the reply shows it (CoverageScript), built in SQL: `v` its row, `s` the script. */
const scriptJson = (userId: number) => sql`json_build_object('id', v.script_id, 'title', coalesce(s.concept, ''),
  'status', v.status, 'visibility', v.visibility, 'taught', v.taught, 'mine', v.user_id = ${userId},
  'scenes', v.scenes)`;

const toScript = (r: ScriptRow, userId: number): CoverageScript => ({
  id: r.script_id!,
  title: r.title ?? "",
  status: r.status!,
  visibility: r.visibility!,
  taught: r.taught === true,
  mine: r.user_id === userId,
  scenes: r.scenes ?? [],
});

/**
 * The coverage map (docs/product/coverage.md, ADR 0060): every CCSS ELA K–5 standard of the grade and strand asked
 * for, with the best status among the scripts the caller can see that teach it (the team's shared scripts and the
 * caller's own private ones; saved scripts only: an unsaved generation is not a script yet; a deleted script has
 * no rows). A script that lists a standard without a scene teaching it is listed with `taught: false` and does
 * not count.
 *
 * One statement, per standard of the catalogue (migration 0013): the count of its visible rows, index-only on two
 * partial indexes, then its first few scripts by two ordered index scans merged, as the reply's JSON. The best
 * status is the best among those few (teaching scripts come first, best status first, so it is the best of
 * all). A standard with no visible script reads two index pages and nothing else.
 */
export async function getCoverage(
  db: Db,
  user: Pick<AppUser, "id">,
  filter: { grade?: Grade; strand?: Strand },
): Promise<CoverageResponse> {
  const facts = standardFacts(filter);
  const codes = facts.map((s) => s.code).join(",");
  const result = await db.execute(sql`
    with c as materialized (
      select c.code, c.ord, ${visibleCount(user.id, sql`c.code`)} as n
      from unnest(string_to_array(${codes}, ',')) with ordinality as c(code, ord)
    )
    select c.code, c.n::int as n, l.best, l.scripts
    from c
    left join lateral (
      select max(case when v.taught then v.status_rank else 0 end) as best,
        json_agg(${scriptJson(user.id)} order by v.taught desc, v.status_rank desc, v.script_id desc) as scripts
      from (${visibleScripts(user.id, sql`c.code`, COVERAGE_SCRIPTS_PER_STANDARD)}
        limit ${COVERAGE_SCRIPTS_PER_STANDARD}) v
      left join scripts s on s.id = v.script_id
    ) l on c.n > 0`);

  const byCode = new Map<string, { n: number; best: number | null; scripts: CoverageScript[] | null }>();
  for (const r of rowsOf<{ code: string; n: number; best: number | null; scripts: CoverageScript[] | null }>(result))
    byCode.set(r.code, r);
  return {
    standards: facts.map((s) => {
      const entry = byCode.get(s.code);
      return {
        ...s,
        status: STATUS_OF_RANK[entry?.best ?? 0]!,
        scripts: entry?.scripts ?? [],
        scriptCount: entry?.n ?? 0,
      };
    }),
  };
}

/**
 * One page of the scripts the caller can see for the standard `code` (GET /api/coverage/standards/:code/scripts,
 * docs/product/coverage.md): the same scripts, order and permissions as the map, `limit` of them after `cursor`
 * (a keyset page, ADR 0005), with the count of all and the cursor of the next page. Each index scan reads at most
 * `limit + 1` entries from the cursor on.
 * @throws AppError NOT_FOUND for a code that is not a CCSS ELA K–5 standard
 */
export async function getStandardScripts(
  db: Db,
  user: Pick<AppUser, "id">,
  code: string,
  page: { cursor?: string; limit: number },
): Promise<StandardScriptsPage> {
  const found = getStandardDetails(code);
  if (!found) throw new AppError("NOT_FOUND", "No CCSS ELA K–5 standard has that code.");
  const c = sql`${found.code}::text`;
  const after = page.cursor ? parseStandardScriptsCursor(page.cursor) : null;
  if (page.cursor && !after) throw new AppError("VALIDATION_ERROR", "cursor must come from nextCursor");
  const result = await db.execute(sql`
    with c as materialized (select ${visibleCount(user.id, c)} as n)
    select c.n::int as n, l.script_id, l.taught, l.status_rank, l.status, l.visibility, l.user_id, l.scenes,
      s.concept as title
    from c
    left join lateral (
      ${visibleScripts(user.id, c, page.limit + 1, after ?? undefined)} limit ${page.limit + 1}
    ) l on true
    left join scripts s on s.id = l.script_id
    order by l.taught desc, l.status_rank desc, l.script_id desc`);
  const rows = rowsOf<ScriptRow & { n: number }>(result);
  const scriptCount = rows[0]?.n ?? 0;
  const listed = rows.filter((r) => r.script_id !== null);
  // One row more than the page was read: its presence says a next page exists.
  const shown = listed.slice(0, page.limit);
  const last = shown.at(-1);
  const nextCursor =
    listed.length > page.limit && last ? `${last.taught ? 1 : 0}.${last.status_rank}.${last.script_id}` : null;
  return { code: found.code, scriptCount, scripts: shown.map((r) => toScript(r, user.id)), nextCursor };
}
