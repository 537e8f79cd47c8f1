import { and, eq, sql } from "drizzle-orm";
import { AppError } from "@shared/errors";
import type { AppUser } from "@shared/schemas/user";
import type { SaveScriptRequest, ScriptDto } from "@shared/schemas/script";
import type { Db } from "../../db/client";
import { scripts } from "../../db/schema/content";
import { resolveStandards } from "../curriculum/resolve-standards";
import { toScriptDto } from "./script-dto";

/**
 * Replaces the caller's script (spec §7 PUT /api/scripts/{id}) with optimistic concurrency: when `version`
 * is given and the stored version differs, nothing is written and CONFLICT (409) is thrown.
 * @throws AppError NOT_FOUND (missing or another user's), CONFLICT, VALIDATION_ERROR (unknown codes).
 */
export async function updateScript(db: Db, user: AppUser, id: number, input: SaveScriptRequest): Promise<ScriptDto> {
  const standards = resolveStandards(input.standards);
  const mine = and(eq(scripts.id, id), eq(scripts.userId, user.id));
  const [row] = await db
    .update(scripts)
    .set({
      topic: input.topic,
      standards,
      characters: input.characters.map(({ id: _id, ...c }) => c),
      concept: input.concept,
      conceptDescription: input.conceptDescription,
      scriptContent: input.scriptContent,
      contentConsiderations: input.contentConsiderations,
      attachmentUrl: input.attachmentUrl,
      attachmentName: input.attachmentName,
      // Saving a draft promotes it (issue 11); a saved script stays saved.
      isSaved: sql`${scripts.isSaved} or ${input.isSaved}`,
      // An edit that does not send them keeps the grade and length the script was written for.
      ...(input.grade !== undefined ? { grade: input.grade } : {}),
      ...(input.targetMinutes !== undefined ? { targetMinutes: input.targetMinutes } : {}),
      version: sql`${scripts.version} + 1`,
    })
    .where(input.version ? and(mine, eq(scripts.version, input.version)) : mine)
    .returning();
  if (row) return toScriptDto(row);
  const [current] = await db.select({ version: scripts.version }).from(scripts).where(mine);
  if (!current) throw new AppError("NOT_FOUND", "The script you're looking for doesn't exist or you don't have access to it.");
  throw new AppError(
    "CONFLICT",
    `This script was changed elsewhere (now version ${current.version}, you edited version ${input.version}). Reload it or overwrite with your text.`,
  );
}
