import { sql } from "drizzle-orm";
import type { CoverageResponse, CoverageStandard, CoverageStatus, Strand } from "@shared/schemas/coverage";
import type { ReviewStatus, Visibility } from "@shared/schemas/collaboration";
import type { Grade } from "@shared/schemas/grade";
import type { AppUser } from "@shared/schemas/user";
import { catalogueTopicFor } from "@shared/curriculum/topic-for-standard";
import type { Db } from "../../db/client";
import { allStandardDetails } from "../../curriculum/standards-catalogue";

/** Scripts listed per standard in the map's reply (the cell counts them all: `scriptCount`). */
export const COVERAGE_SCRIPTS_PER_STANDARD = 10;

const STATUS_OF_RANK: Record<number, CoverageStatus> = { 0: "none", 1: "draft", 2: "in_review", 3: "approved" };

interface Row {
  code: string;
  best: number;
  n: number;
  script_id: number | null;
  taught: boolean | null;
  status: ReviewStatus | null;
  visibility: Visibility | null;
  user_id: number | null;
  scenes: number[] | null;
  title: string | null;
}

const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Row[];

/**
 * The coverage map (docs/product/coverage.md, ADR 0060): every CCSS ELA K–5 standard of the grade and strand asked
 * for, with the best status among the scripts the caller can see that teach it (the team's shared scripts and the
 * caller's own private ones; saved scripts only: an unsaved generation is not a script yet). A script that lists
 * a standard without a scene teaching it is listed with `taught: false` and does not count.
 *
 * One statement: an indexed GROUP BY over script_standards (whose visibility and status follow the script's,
 * migration 0012), then, for the standards that have scripts, the first few by an index scan each.
 */
export async function getCoverage(
  db: Db,
  user: Pick<AppUser, "id">,
  filter: { grade?: Grade; strand?: Strand },
): Promise<CoverageResponse> {
  const where = sql.join(
    [
      sql`ss.is_saved`,
      sql`(ss.visibility = 'team' or ss.user_id = ${user.id})`,
      ...(filter.grade ? [sql`ss.grade = ${filter.grade}`] : []),
      ...(filter.strand ? [sql`ss.strand = ${filter.strand}`] : []),
    ],
    sql` and `,
  );
  const result = await db.execute(sql`
    with counted as (
      select ss.code, max(case when ss.taught then ss.status_rank else 0 end)::int as best, count(*)::int as n
      from script_standards ss where ${where} group by ss.code
    )
    select counted.code, counted.best, counted.n, l.script_id, l.taught, l.status, l.visibility, l.user_id, l.scenes,
      l.title
    from counted left join lateral (
      select ss.script_id, ss.taught, ss.status, ss.visibility, ss.user_id, ss.scenes, s.concept as title
      from script_standards ss join scripts s on s.id = ss.script_id
      where ss.code = counted.code and ss.is_saved and (ss.visibility = 'team' or ss.user_id = ${user.id})
      order by ss.taught desc, ss.status_rank desc, ss.script_id desc
      limit ${COVERAGE_SCRIPTS_PER_STANDARD}
    ) l on true`);

  const byCode = new Map<string, { best: number; n: number; scripts: CoverageStandard["scripts"] }>();
  for (const r of rowsOf(result)) {
    let entry = byCode.get(r.code);
    if (!entry) byCode.set(r.code, (entry = { best: r.best, n: r.n, scripts: [] }));
    if (r.script_id === null) continue;
    entry.scripts.push({
      id: r.script_id,
      title: r.title ?? "",
      status: r.status!,
      visibility: r.visibility!,
      taught: r.taught === true,
      mine: r.user_id === user.id,
      scenes: r.scenes ?? [],
    });
  }
  const standards = allStandardDetails()
    .filter((s) => (!filter.grade || s.grade === filter.grade) && (!filter.strand || s.strand === filter.strand))
    .map((s): CoverageStandard => {
      const entry = byCode.get(s.code);
      return {
        code: s.code,
        grade: s.grade,
        strand: s.strand as Strand,
        description: s.description,
        topic: catalogueTopicFor(s.code) ?? s.domain,
        status: STATUS_OF_RANK[entry?.best ?? 0]!,
        scripts: entry?.scripts ?? [],
        scriptCount: entry?.n ?? 0,
      };
    });
  return { standards };
}
