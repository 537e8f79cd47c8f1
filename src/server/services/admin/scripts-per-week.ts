import { sql } from "drizzle-orm";
import type { WeeklyCountDto } from "@shared/schemas/admin";
import type { Db } from "../../db/client";

/**
 * Saved scripts (drafts nobody saved are not counted) created per ISO week (Monday 00:00 UTC) for the last `weeks` weeks, the current week included,
 * oldest first, empty weeks as 0 (GET /api/admin/topics/stats/weekly). One query: generate_series of week
 * starts left-joined to a date_trunc('week') count of the scripts in that range.
 */
export async function scriptsPerWeek(db: Db, weeks = 12, now: Date = new Date()): Promise<WeeklyCountDto[]> {
  const n = Math.min(Math.max(Math.trunc(weeks), 1), 520);
  const result = await db.execute(sql`
    with bounds as (
      select date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC') as last_week
    ), series as (
      select generate_series(last_week - (${n - 1}::int * interval '1 week'), last_week, interval '1 week') as week_start from bounds
    ), counts as (
      select date_trunc('week', s.created_at at time zone 'UTC') as week_start, count(*)::int as n
      from scripts s, bounds b
      where s.created_at >= (b.last_week - (${n - 1}::int * interval '1 week')) at time zone 'UTC'
        and s.created_at < (b.last_week + interval '1 week') at time zone 'UTC'
        and s.is_saved
      group by 1
    )
    select to_char(series.week_start, 'YYYY-MM-DD') as "weekStart", coalesce(counts.n, 0)::int as "count"
    from series left join counts on counts.week_start = series.week_start
    order by series.week_start`);
  return (result.rows as { weekStart: string; count: number | string }[]).map((r) => ({
    weekStart: r.weekStart,
    count: Number(r.count),
  }));
}
