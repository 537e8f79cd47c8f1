import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { AppError } from "@shared/errors";
import type { AppUser } from "@shared/schemas/user";
import type { SharedScriptDto } from "@shared/schemas/dto";
import type { SaveScriptRequest } from "@shared/schemas/script";
import type { Db } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { scripts } from "../../db/schema/content";
import { resolveStandards } from "../../curriculum/resolve-standards";
import { authorizeScript } from "../../policies/scripts";
import {
  authorizeScriptAction,
  collaborationColumns,
  factsOf,
  isEditorSql,
  toSharedScriptDto,
} from "../collaboration/script-facts";
import { TRACE_RECORD, traceJson, traceRows } from "../coverage/trace-rows";
import { scriptColumns } from "./script-columns";
import { scriptDtoColumns } from "./script-dto";

const p = sql.placeholder;

/** The fields a save may leave out to keep what is stored (null clears them); the request schema fills the rest. */
const KEPT_UNLESS_SENT = ["grade", "targetMinutes"] as const;

/** `column` set to placeholder `name` when placeholder `set_name` is true, else kept as stored. */
const setWhenSent = (column: AnyPgColumn, name: (typeof KEPT_UNLESS_SENT)[number]): SQL =>
  sql`case when ${p(`set_${name}`)}::boolean then ${p(name)} else ${column} end`;

/**
 * The save statement, built and prepared once per database (building this update cost a
 * quarter of a save's time on the server; on PostgreSQL it is now also parsed and planned once per connection).
 * One statement, so one round trip: the text being replaced is kept as a version
 * (docs/product/screens.md#script-editor) by an INSERT in a WITH clause, which reads the row as it was when the
 * statement began, beside the UPDATE. Both are atomic together, and the version is kept only when the guarded row
 * exists. When two saves of one version race, the second's INSERT waits on the first's unique (script_id, version) row
 * and does nothing, and its UPDATE re-checks the version after the first commits, finds it changed and updates nothing:
 * a 409, nothing written. The owner and co-editors save through it alike (src/server/policies/scripts.ts "edit"), with
 * the same concurrency; the activity log's entry is written by a second INSERT that reads the first's RETURNING, so it
 * exists exactly when a version was kept (docs/product/team-workflow.md "Activity"). Saving an approved script
 * starts a new working version: its status goes back to draft, the approved version number stays.
 */
const updateQuery = (db: Db) =>
  preparedOnce(db, "update_script", () => {
    const guard = and(
      eq(scripts.id, p("id")),
      eq(scripts.version, p("version")),
      or(eq(scripts.userId, p("userId")), isEditorSql(p("userId"))),
    )!;
    const kept = db.$with("kept", { scriptId: sql<number>`script_id` }).as(
      sql`insert into script_versions (script_id, version, topic, concept, script_content, saved_at)
        select id, version, topic, concept, script_content, updated_at from ${scripts} where ${guard}
        on conflict (script_id, version) do nothing returning script_id, version`,
    );
    const logged = db.$with("logged", { scriptId: sql<number>`script_id` }).as(
      sql`insert into script_activity (script_id, user_id, kind, version, detail)
        select script_id, ${p("userId")}, ${p("activityKind")}, version + 1, ${p("activityDetail")} from kept
        returning script_id`,
    );
    // Line-to-standard tracing (ADR 0059), rebuilt in the same statement as the save it traces, exactly when a
    // version was kept: the codes still traced are upserted, the others deleted (disjoint rows, so the two
    // CTEs never touch the same row).
    const traced = db.$with("traced", { scriptId: sql<number>`script_id` }).as(
      sql`insert into script_standards (script_id, code, grade, strand, role, listed, taught, scenes, questions)
        select kept.script_id, t.code, t.grade, t.strand, t.role, t.listed, t.taught, t.scenes, t.questions
        from kept, jsonb_to_recordset(${p("traced")}::jsonb) as ${TRACE_RECORD}
        on conflict (script_id, code) do update set grade = excluded.grade, strand = excluded.strand,
          role = excluded.role, listed = excluded.listed, taught = excluded.taught, scenes = excluded.scenes,
          questions = excluded.questions
        returning script_id`,
    );
    const untraced = db.$with("untraced", { scriptId: sql<number>`script_id` }).as(
      sql`delete from script_standards where script_id in (select script_id from kept)
        and code not in (select t.code from jsonb_to_recordset(${p("traced")}::jsonb) as ${TRACE_RECORD})
        returning script_id`,
    );
    return db
      .with(kept, logged, traced, untraced)
      .update(scripts)
      .set({
        topic: sql`${p("topic")}`,
        // JSON text (a placeholder in raw SQL gets no column encoder).
        standards: sql`${p("standards")}::jsonb`,
        characters: sql`${p("characters")}::jsonb`,
        concept: sql`${p("concept")}`,
        scriptContent: sql`${p("scriptContent")}`,
        conceptDescription: sql`${p("conceptDescription")}`,
        contentConsiderations: sql`${p("contentConsiderations")}`,
        attachmentUrl: sql`${p("attachmentUrl")}`,
        attachmentName: sql`${p("attachmentName")}`,
        // An edit that does not send them keeps the grade and length the script was written for.
        grade: setWhenSent(scripts.grade, "grade"),
        targetMinutes: setWhenSent(scripts.targetMinutes, "targetMinutes"),
        // Saving a draft promotes it (ADR 0012); a saved script stays saved.
        isSaved: sql`${scripts.isSaved} or ${p("isSaved")}::boolean`,
        version: sql`${scripts.version} + 1`,
        status: sql`case when ${scripts.status} = 'approved' then 'draft' else ${scripts.status} end`,
        // Said here: the column's onUpdate default would be evaluated once, when the statement is prepared.
        updatedAt: sql`now()`,
      })
      .where(guard)
      .returning({ ...scriptDtoColumns, ...collaborationColumns(p("userId")) })
      .prepare("update_script");
  });

/**
 * Replaces a script the caller may edit (docs/product/api.md PUT /api/scripts/{id}; owner or co-editor) with optimistic
 * concurrency: when the stored version differs from `input.version`, nothing is written and CONFLICT (409) is thrown.
 * It replaces every field (optional texts left out are cleared, as the request schema reads them) except the grade and
 * target length, which a save that leaves them out keeps; null clears them.
 * `input.restoredFrom` logs the save as restoring that version.
 * @throws AppError NOT_FOUND (missing or not visible to the caller), FORBIDDEN (visible but not editable by the
 *   caller), CONFLICT, VALIDATION_ERROR (unknown codes),
 *   PRECONDITION_REQUIRED (no `version`: without it a save could silently overwrite another tab's).
 */
export async function updateScript(
  db: Db,
  user: AppUser,
  id: number,
  input: SaveScriptRequest,
): Promise<SharedScriptDto> {
  if (input.version === undefined) {
    throw new AppError(
      "PRECONDITION_REQUIRED",
      'Send the version you edited (the script\'s "version") so a newer save is never overwritten.',
    );
  }
  // Only an earlier version can be restored: "restored version 9" on a save of version 3 would be a false record.
  if (input.restoredFrom !== undefined && input.restoredFrom >= input.version) {
    throw new AppError("VALIDATION_ERROR", "restoredFrom: Not an earlier version of this script.");
  }
  const columns = scriptColumns(input, resolveStandards(input.standards));
  const values: Record<string, unknown> = {
    id,
    userId: user.id,
    version: input.version,
    topic: columns.topic,
    standards: JSON.stringify(columns.standards),
    characters: JSON.stringify(columns.characters),
    concept: columns.concept,
    scriptContent: columns.scriptContent,
    conceptDescription: columns.conceptDescription ?? null,
    contentConsiderations: columns.contentConsiderations ?? null,
    attachmentUrl: columns.attachmentUrl ?? null,
    attachmentName: columns.attachmentName ?? null,
    isSaved: input.isSaved,
    traced: traceJson(
      traceRows(
        columns.scriptContent,
        columns.standards.map((s) => s.code),
      ),
    ),
    activityKind: input.restoredFrom ? "restored" : "saved",
    activityDetail: input.restoredFrom ? `version ${input.restoredFrom}` : null,
  };
  for (const name of KEPT_UNLESS_SENT) {
    values[`set_${name}`] = input[name] !== undefined;
    values[name] = input[name] ?? null;
  }
  const [row] = await updateQuery(db).execute(values);
  if (row) return toSharedScriptDto(row, authorizeScript(user, "edit", factsOf(row)));
  // Nothing written: not the caller's to edit (404/403), or a stale version (409).
  const current = await authorizeScriptAction(db, user, id, "edit");
  throw new AppError(
    "CONFLICT",
    `This script was changed elsewhere (now version ${current.version}, you edited version ${input.version}). Reload it or overwrite with your text.`,
  );
}
