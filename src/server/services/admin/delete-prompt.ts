import { eq } from "drizzle-orm";
import { AppError } from "@shared/errors";
import type { Db } from "../../db/client";
import { prompts } from "../../db/schema/content";

/**
 * Deletes a prompt (DELETE /api/admin/prompts/:id). Deleting a generation prompt makes generation fall
 * back to the built-in default text (see loadPrompt).
 * @throws AppError NOT_FOUND for an unknown id.
 */
export async function deletePrompt(db: Db, id: number): Promise<void> {
  const rows = await db.delete(prompts).where(eq(prompts.id, id)).returning({ id: prompts.id });
  if (rows.length === 0) throw new AppError("NOT_FOUND", `No prompt with id ${id}.`);
}
