import { eq } from "drizzle-orm";
import { AppError } from "@shared/errors";
import type { AdminPromptDto, PromptForm } from "@shared/schemas/admin";
import type { Db } from "../../db/client";
import { prompts, promptVersions } from "../../db/schema/content";
import { assertValidPromptContent } from "./check-prompt-form";
import { isUniqueViolation, toAdminPromptDto } from "./prompt-dto";
import { recordAuditEvent } from "../audit/record-audit-event";

/**
 * Replaces a prompt's fields (PUT /api/admin/prompts/:id), keeping the replaced fields as a prompt version
 * (docs/product/admin-prompts.md; nothing is kept when nothing changed). Generation picks the change up on its
 * next call. `actor` (the admin's e-mail, or it with the event's own detail): the change is also written to the
 * audit log (docs/product/accounts.md).
 * @throws AppError NOT_FOUND for an unknown id; CONFLICT when another prompt has the new name; VALIDATION_ERROR
 *   "Line N: …" for a template that does not parse or names an unknown variable.
 */
export async function updatePrompt(
  db: Db,
  id: number,
  input: PromptForm,
  actor?: string | { actor: string; detail: string },
): Promise<AdminPromptDto> {
  const audit = typeof actor === "string" ? { actor, detail: `Edited "${input.name}".` } : actor;
  assertValidPromptContent(input);
  try {
    return await db.transaction(async (tx) => {
      const [old] = await tx.select().from(prompts).where(eq(prompts.id, id)).for("update");
      if (!old) throw new AppError("NOT_FOUND", `No prompt with id ${id}.`);
      const changed =
        old.name !== input.name ||
        old.description !== input.description ||
        old.content !== input.content ||
        old.isActive !== input.isActive;
      if (!changed) return toAdminPromptDto(old);
      await tx.insert(promptVersions).values({
        promptId: id,
        name: old.name,
        description: old.description,
        content: old.content,
        isActive: old.isActive,
      });
      const [row] = await tx
        .update(prompts)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(prompts.id, id))
        .returning();
      if (audit) await recordAuditEvent(tx, { kind: "prompt.changed", target: `prompt ${id}`, ...audit });
      return toAdminPromptDto(row!);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", `A prompt named "${input.name}" already exists.`);
    throw err;
  }
}
