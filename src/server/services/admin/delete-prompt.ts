import { eq } from "drizzle-orm";
import { AppError } from "@shared/errors";
import type { Db } from "../../db/client";
import { prompts } from "../../db/schema/content";
import { recordAuditEvent } from "../audit/record-audit-event";

/**
 * Deletes a prompt (DELETE /api/admin/prompts/:id). Deleting a generation prompt makes generation fall
 * back to the built-in default text (see loadPrompt).
 * `actor` (the admin's e-mail): the change is also written to the audit log (docs/product/accounts.md).
 * @throws AppError NOT_FOUND for an unknown id.
 */
export async function deletePrompt(db: Db, id: number, actor?: string): Promise<void> {
  const rows = await db.delete(prompts).where(eq(prompts.id, id)).returning({ id: prompts.id, name: prompts.name });
  if (rows.length === 0) throw new AppError("NOT_FOUND", `No prompt with id ${id}.`);
  if (actor)
    await recordAuditEvent(db, {
      kind: "prompt.changed",
      actor,
      target: `prompt ${id}`,
      detail: `Deleted "${rows[0]!.name}".`,
    });
}
