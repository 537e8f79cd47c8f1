import { sql } from "drizzle-orm";
import type { Grade } from "@shared/schemas/grade";
import { traceStandards } from "@shared/script/trace-standards";
import type { Db } from "../../db/client";
import { scriptStandards } from "../../db/schema/coverage";
import { getStandardDetails } from "../../curriculum/standards-catalogue";

/** One script_standards row as a save writes it (the script's facts are copied in by the table's triggers). */
export interface TraceRow {
  code: string;
  grade: Grade;
  strand: string;
  role: "primary" | "supporting" | null;
  listed: boolean;
  taught: boolean;
  scenes: number[];
  questions: number;
}

/**
 * The rows tracing `text` gives (ADR 0059): every official CCSS ELA K–5 code the script lists or teaches, with
 * the scenes that teach it. Codes that are not official are left out (the Script check reports them).
 */
export function traceRows(text: string, selectedCodes: readonly string[]): TraceRow[] {
  return traceStandards(text, selectedCodes).standards.flatMap((s) => {
    const details = getStandardDetails(s.code);
    if (!details) return [];
    return [
      {
        code: details.code,
        grade: details.grade,
        strand: details.strand,
        role: s.role,
        listed: s.listed,
        taught: s.taught,
        scenes: s.scenes,
        questions: s.questions,
      },
    ];
  });
}

/** The JSON a save passes to its statement: `jsonb_to_recordset` reads it (see TRACE_RECORD). */
export const traceJson = (rows: readonly TraceRow[]): string => JSON.stringify(rows);

/** The record type of `jsonb_to_recordset` over `traceJson`. */
export const TRACE_RECORD = sql.raw(
  "t(code text, grade text, strand text, role text, listed boolean, taught boolean, scenes jsonb, questions int)",
);

/** Replaces script `scriptId`'s traced rows (inside the caller's transaction). */
export async function writeTrace(db: Db, scriptId: number, rows: readonly TraceRow[]): Promise<void> {
  await db.execute(sql`delete from script_standards where script_id = ${scriptId}`);
  if (rows.length > 0) await db.insert(scriptStandards).values(rows.map((r) => ({ ...r, scriptId })));
}
