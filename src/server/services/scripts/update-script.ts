import { and, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { AppError } from "@shared/errors";
import type { AppUser } from "@shared/schemas/user";
import type { SaveScriptRequest, ScriptDto } from "@shared/schemas/script";
import type { Db } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { scripts } from "../../db/schema/content";
import { resolveStandards } from "../../curriculum/resolve-standards";
import { ownScript, scriptNotFound } from "./own-script";
import { scriptColumns } from "./script-columns";
import { scriptDtoColumns, toScriptDto } from "./script-dto";

const p = sql.placeholder;

/** The fields a save may leave out to keep what is stored (null clears them); the request schema fills the rest. */
const KEPT_UNLESS_SENT = ["grade", "targetMinutes"] as const;

/** `column` set to placeholder `name` when placeholder `set_name` is true, else kept as stored. */
const setWhenSent = (column: AnyPgColumn, name: (typeof KEPT_UNLESS_SENT)[number]): SQL =>
  sql`case when ${p(`set_${name}`)}::boolean then ${p(name)} else ${column} end`;

/**
 * The save statement, built and prepared once per database (issue 12 item 2: building this update cost a
 * quarter of a save's time on the server; on PostgreSQL it is now also parsed and planned once per connection).
 * One statement, so one round trip: the text being replaced is kept as a version (issue 11) by an INSERT in a
 * WITH clause, which reads the row as it was when the statement began, beside the UPDATE. Both are atomic
 * together, and the version is kept only when the guarded row exists. When two saves of one version race, the
 * second's INSERT waits on the first's unique (script_id, version) row and does nothing, and its UPDATE
 * re-checks the version after the first commits, finds it changed and updates nothing: a 409, nothing written.
 */
const updateQuery = (db: Db) =>
  preparedOnce(db, "update_script", () => {
    const guard = and(ownScript({ id: p("userId") }, p("id")), eq(scripts.version, p("version")))!;
    const kept = db.$with("kept", { scriptId: sql<number>`script_id` }).as(
      sql`insert into script_versions (script_id, version, topic, concept, script_content, saved_at)
        select id, version, topic, concept, script_content, updated_at from ${scripts} where ${guard}
        on conflict (script_id, version) do nothing returning script_id`,
    );
    return db
      .with(kept)
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
        // Saving a draft promotes it (issue 11); a saved script stays saved.
        isSaved: sql`${scripts.isSaved} or ${p("isSaved")}::boolean`,
        version: sql`${scripts.version} + 1`,
        // Said here: the column's onUpdate default would be evaluated once, when the statement is prepared.
        updatedAt: sql`now()`,
      })
      .where(guard)
      .returning(scriptDtoColumns)
      .prepare("update_script");
  });

/**
 * Replaces the caller's script (spec §7 PUT /api/scripts/{id}) with optimistic concurrency: when the stored
 * version differs from `input.version`, nothing is written and CONFLICT (409) is thrown. It replaces every field
 * (optional texts left out are cleared, as the request schema reads them) except the grade and target length,
 * which a save that leaves them out keeps; null clears them.
 * @throws AppError NOT_FOUND (missing or another user's), CONFLICT, VALIDATION_ERROR (unknown codes),
 *   PRECONDITION_REQUIRED (no `version`: without it a save could silently overwrite another tab's, issue 8).
 */
export async function updateScript(db: Db, user: AppUser, id: number, input: SaveScriptRequest): Promise<ScriptDto> {
  if (input.version === undefined) {
    throw new AppError(
      "PRECONDITION_REQUIRED",
      'Send the version you edited (the script\'s "version") so a newer save is never overwritten.',
    );
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
  };
  for (const name of KEPT_UNLESS_SENT) {
    values[`set_${name}`] = input[name] !== undefined;
    values[name] = input[name] ?? null;
  }
  const [row] = await updateQuery(db).execute(values);
  if (row) return toScriptDto(row);
  const [current] = await db.select({ version: scripts.version }).from(scripts).where(ownScript(user, id));
  if (!current) throw scriptNotFound();
  throw new AppError(
    "CONFLICT",
    `This script was changed elsewhere (now version ${current.version}, you edited version ${input.version}). Reload it or overwrite with your text.`,
  );
}
