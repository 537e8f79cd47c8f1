import { eq } from "drizzle-orm";
import { AppError } from "@shared/errors";
import type { AdminPromptDto, PromptForm } from "@shared/schemas/admin";
import type { Db } from "../../db/client";
import { prompts } from "../../db/schema/content";
import { isUniqueViolation, toAdminPromptDto } from "./prompt-dto";
import { recordAuditEvent } from "../audit/record-audit-event";

/**
 * Replaces a prompt's fields (PUT /api/admin/prompts/:id). Generation picks the change up on its next call.
 * `actor` (the admin's e-mail): the change is also written to the audit log (docs/product/accounts.md).
 * @throws AppError NOT_FOUND for an unknown id; CONFLICT when another prompt has the new name.
 */
export async function updatePrompt(db: Db, id: number, input: PromptForm, actor?: string): Promise<AdminPromptDto> {
  let rows;
  try {
    rows = await db.update(prompts).set(input).where(eq(prompts.id, id)).returning();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", `A prompt named "${input.name}" already exists.`);
    throw err;
  }
  if (!rows[0]) throw new AppError("NOT_FOUND", `No prompt with id ${id}.`);
  if (actor)
    await recordAuditEvent(db, {
      kind: "prompt.changed",
      actor,
      target: `prompt ${id}`,
      detail: `Edited "${input.name}".`,
    });
  return toAdminPromptDto(rows[0]);
}
