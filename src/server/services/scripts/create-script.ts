import type { AppUser } from "@shared/schemas/user";
import type { SaveScriptRequest, ScriptDto } from "@shared/schemas/script";
import type { Db } from "../../db/client";
import { scripts } from "../../db/schema/content";
import { resolveStandards } from "../../curriculum/resolve-standards";
import { scriptColumns } from "./script-columns";
import { scriptDtoColumns, toScriptDto } from "./script-dto";

/**
 * Saves a new script owned by `user` (spec §7 POST /api/scripts; isSaved true by default). Standards are
 * resolved against the CCSS data; characters are stored as a snapshot.
 * @throws AppError VALIDATION_ERROR for unknown standard codes.
 */
export async function createScript(db: Db, user: AppUser, input: SaveScriptRequest): Promise<ScriptDto> {
  const [row] = await db
    .insert(scripts)
    .values({
      userId: user.id,
      ...scriptColumns(input, resolveStandards(input.standards)),
      isSaved: input.isSaved,
      engine: input.engine,
      grade: input.grade ?? null,
      targetMinutes: input.targetMinutes ?? null,
    })
    .returning(scriptDtoColumns);
  return toScriptDto(row!);
}
