import { AppError } from "@shared/errors";
import type { PromptForm } from "@shared/schemas/admin";
import { checkPromptTemplate } from "../../ai/prompts/check-template";

/**
 * A prompt's template must be valid Mustache naming only known variables before it is stored
 * (docs/product/admin-prompts.md).
 * @throws AppError VALIDATION_ERROR "Line N: …" naming the first problem.
 */
export function assertValidPromptContent(input: Pick<PromptForm, "content">): void {
  const problem = checkPromptTemplate(input.content);
  if (problem) throw new AppError("VALIDATION_ERROR", `Line ${problem.line}: ${problem.message}`);
}
