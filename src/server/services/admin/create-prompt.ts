import { AppError } from "@shared/errors";
import type { AdminPromptDto, PromptForm } from "@shared/schemas/admin";
import type { Db } from "../../db/client";
import { prompts } from "../../db/schema/content";
import { assertValidPromptContent } from "./check-prompt-form";
import { isUniqueViolation, toAdminPromptDto } from "./prompt-dto";

/**
 * Creates a prompt (POST /api/admin/prompts). Names are unique.
 * @throws AppError CONFLICT 'A prompt named "X" already exists.'; VALIDATION_ERROR "Line N: …" for a template
 *   that does not parse or names an unknown variable (docs/product/admin-prompts.md).
 */
export async function createPrompt(db: Db, input: PromptForm): Promise<AdminPromptDto> {
  assertValidPromptContent(input);
  try {
    const [row] = await db.insert(prompts).values(input).returning();
    return toAdminPromptDto(row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", `A prompt named "${input.name}" already exists.`);
    throw err;
  }
}
