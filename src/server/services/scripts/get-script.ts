import { and, eq } from "drizzle-orm";
import { AppError } from "@shared/errors";
import type { AppUser } from "@shared/schemas/user";
import type { ScriptDto } from "@shared/schemas/script";
import type { Db } from "../../db/client";
import { scripts } from "../../db/schema/content";
import { scriptDtoColumns, toScriptDto } from "./script-dto";

/** The caller's own script. Another user's script answers NOT_FOUND, so existence is not leaked. */
export async function getScript(db: Db, user: AppUser, id: number): Promise<ScriptDto> {
  const [row] = await db.select(scriptDtoColumns).from(scripts).where(and(eq(scripts.id, id), eq(scripts.userId, user.id)));
  if (!row) throw new AppError("NOT_FOUND", "The script you're looking for doesn't exist or you don't have access to it.");
  return toScriptDto(row);
}
