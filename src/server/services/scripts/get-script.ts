import type { AppUser } from "@shared/schemas/user";
import type { ScriptDto } from "@shared/schemas/script";
import type { Db } from "../../db/client";
import { scripts } from "../../db/schema/content";
import { ownScript, scriptNotFound } from "./own-script";
import { scriptDtoColumns, toScriptDto } from "./script-dto";

/** The caller's own script. Another user's script answers NOT_FOUND, so existence is not leaked. */
export async function getScript(db: Db, user: AppUser, id: number): Promise<ScriptDto> {
  const [row] = await db.select(scriptDtoColumns).from(scripts).where(ownScript(user, id));
  if (!row) throw scriptNotFound();
  return toScriptDto(row);
}
