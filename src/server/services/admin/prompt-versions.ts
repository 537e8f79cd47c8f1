import { and, desc, eq } from "drizzle-orm";
import { AppError } from "@shared/errors";
import type { AdminPromptDto, PromptVersionDto } from "@shared/schemas/admin";
import type { Db } from "../../db/client";
import { prompts, promptVersions } from "../../db/schema/content";
import { updatePrompt } from "./update-prompt";

/** Most earlier texts listed per prompt. */
export const PROMPT_VERSIONS_LISTED = 50;

/**
 * A prompt's earlier texts, newest first (GET /api/admin/prompts/:id/versions; docs/product/admin-prompts.md).
 * @throws AppError NOT_FOUND for an unknown prompt.
 */
export async function listPromptVersions(db: Db, promptId: number): Promise<PromptVersionDto[]> {
  const [prompt] = await db.select({ id: prompts.id }).from(prompts).where(eq(prompts.id, promptId));
  if (!prompt) throw new AppError("NOT_FOUND", `No prompt with id ${promptId}.`);
  const rows = await db
    .select()
    .from(promptVersions)
    .where(eq(promptVersions.promptId, promptId))
    .orderBy(desc(promptVersions.id))
    .limit(PROMPT_VERSIONS_LISTED);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    content: r.content,
    isActive: r.isActive,
    replacedAt: r.replacedAt.toISOString(),
  }));
}

/**
 * Makes an earlier text current again (POST /api/admin/prompts/:id/versions/:versionId/restore): an ordinary
 * update, so the text it replaces becomes a version too and the restore can itself be undone. The name and the
 * active switch stay as they are now; description and content come back. `actor` (the admin's e-mail): the
 * restore is written to the audit log like any prompt change, naming the version restored
 * (docs/product/accounts.md).
 * @throws AppError NOT_FOUND for an unknown prompt or version; VALIDATION_ERROR when the old text no longer passes
 *   the template check.
 */
export async function restorePromptVersion(
  db: Db,
  promptId: number,
  versionId: number,
  actor?: string,
): Promise<AdminPromptDto> {
  const [version] = await db
    .select()
    .from(promptVersions)
    .where(and(eq(promptVersions.id, versionId), eq(promptVersions.promptId, promptId)));
  if (!version) throw new AppError("NOT_FOUND", `Prompt ${promptId} has no version ${versionId}.`);
  const [current] = await db.select().from(prompts).where(eq(prompts.id, promptId));
  if (!current) throw new AppError("NOT_FOUND", `No prompt with id ${promptId}.`);
  return updatePrompt(
    db,
    promptId,
    {
      name: current.name,
      description: version.description,
      content: version.content,
      isActive: current.isActive,
    },
    actor
      ? { actor, detail: `Restored "${current.name}" to its text of ${version.replacedAt.toISOString()}.` }
      : undefined,
  );
}
