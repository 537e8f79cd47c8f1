import { AppError } from "@shared/errors";
import type { AdminPromptDto, PromptForm } from "@shared/schemas/admin";
import type { Db } from "../../db/client";
import { prompts } from "../../db/schema/content";
import { assertValidPromptContent } from "./check-prompt-form";
import { isUniqueViolation, toAdminPromptDto } from "./prompt-dto";
import { recordAuditEvent } from "../audit/record-audit-event";

/**
 * Creates a prompt (POST /api/admin/prompts). Names are unique.
 * `actor` (the admin's e-mail): the change is also written to the audit log (docs/product/accounts.md).
 * @throws AppError CONFLICT 'A prompt named "X" already exists.'; VALIDATION_ERROR "Line N: …" for a template
 *   that does not parse or names an unknown variable (docs/product/admin-prompts.md).
 */
export async function createPrompt(db: Db, input: PromptForm, actor?: string): Promise<AdminPromptDto> {
  assertValidPromptContent(input);
  try {
    const [row] = await db.insert(prompts).values(input).returning();
    if (actor)
      await recordAuditEvent(db, {
        kind: "prompt.changed",
        actor,
        target: `prompt ${row!.id}`,
        detail: `Created "${input.name}".`,
      });
    return toAdminPromptDto(row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", `A prompt named "${input.name}" already exists.`);
    throw err;
  }
}
