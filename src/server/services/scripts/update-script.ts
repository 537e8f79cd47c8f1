import { and, eq, sql } from "drizzle-orm";
import { AppError } from "@shared/errors";
import type { AppUser } from "@shared/schemas/user";
import type { SaveScriptRequest, ScriptDto } from "@shared/schemas/script";
import type { Db } from "../../db/client";
import { scripts } from "../../db/schema/content";
import { resolveStandards } from "../../curriculum/resolve-standards";
import { ownScript, scriptNotFound } from "./own-script";
import { scriptColumns } from "./script-columns";
import { scriptDtoColumns, toScriptDto } from "./script-dto";

/**
 * Replaces the caller's script (spec §7 PUT /api/scripts/{id}) with optimistic concurrency: when `version`
 * is given and the stored version differs, nothing is written and CONFLICT (409) is thrown.
 *
 * One statement, so one round trip to the database (issue 12 item 2; it was BEGIN, INSERT, UPDATE, COMMIT):
 * the text being replaced is kept as a version (issue 11) by an INSERT in a WITH clause, which reads the row as
 * it was when the statement began, beside the UPDATE. Both are atomic together, and the version is kept only
 * when the guarded row exists. When two saves of one version race, the second's INSERT waits on the first's
 * unique (script_id, version) row and does nothing, and its UPDATE re-checks the version after the first
 * commits, finds it changed and updates nothing: a 409, nothing written.
 * @throws AppError NOT_FOUND (missing or another user's), CONFLICT, VALIDATION_ERROR (unknown codes).
 */
export async function updateScript(db: Db, user: AppUser, id: number, input: SaveScriptRequest): Promise<ScriptDto> {
  const standards = resolveStandards(input.standards);
  const mine = ownScript(user, id);
  const guard = input.version ? and(mine, eq(scripts.version, input.version))! : mine;
  const kept = db.$with("kept", { scriptId: sql<number>`script_id` }).as(
    sql`insert into script_versions (script_id, version, topic, concept, script_content, saved_at)
      select id, version, topic, concept, script_content, updated_at from ${scripts} where ${guard}
      on conflict (script_id, version) do nothing returning script_id`,
  );
  const [row] = await db
    .with(kept)
    .update(scripts)
    .set({
      ...scriptColumns(input, standards),
      // Saving a draft promotes it (issue 11); a saved script stays saved.
      isSaved: sql`${scripts.isSaved} or ${input.isSaved}`,
      // An edit that does not send them keeps the grade and length the script was written for.
      ...(input.grade !== undefined ? { grade: input.grade } : {}),
      ...(input.targetMinutes !== undefined ? { targetMinutes: input.targetMinutes } : {}),
      version: sql`${scripts.version} + 1`,
    })
    .where(guard)
    .returning(scriptDtoColumns);
  if (row) return toScriptDto(row);
  const [current] = await db.select({ version: scripts.version }).from(scripts).where(mine);
  if (!current) throw scriptNotFound();
  throw new AppError(
    "CONFLICT",
    `This script was changed elsewhere (now version ${current.version}, you edited version ${input.version}). Reload it or overwrite with your text.`,
  );
}
