import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { traceRows, writeTrace } from "./trace-rows";

const BATCH = 200;

/**
 * Traces the scripts saved before tracing existed (ADR 0059), at start-up, a batch at a time: a script with
 * standards or a STANDARD line and no traced row yet. Each script's rows are written in a transaction of their
 * own; a script saved meanwhile was traced by its save and is skipped. Returns how many scripts it traced.
 */
export async function backfillTrace(db: Db): Promise<number> {
  let done = 0;
  let after = 0;
  for (;;) {
    const result = await db.execute(sql`
      select s.id, s.script_content as "text", s.standards from scripts s
      where s.id > ${after}
        and (jsonb_array_length(s.standards) > 0 or s.script_content like '%STANDARD%')
        and not exists (select 1 from script_standards ss where ss.script_id = s.id)
      order by s.id limit ${BATCH}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      id: number;
      text: string;
      standards: { code: string }[];
    }[];
    if (rows.length === 0) return done;
    for (const row of rows) {
      const traced = traceRows(
        row.text,
        row.standards.map((s) => s.code),
      );
      if (traced.length === 0) continue;
      await db.transaction(async (tx) => {
        const [fresh] = (await tx.execute(sql`select 1 from script_standards where script_id = ${row.id} limit 1`))
          .rows;
        if (!fresh) await writeTrace(tx as unknown as Db, row.id, traced);
      });
      done += 1;
    }
    after = rows[rows.length - 1]!.id;
  }
}
