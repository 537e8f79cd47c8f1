import { sql } from "drizzle-orm";
import type { AppUser } from "@shared/schemas/user";
import type { ScriptDto } from "@shared/schemas/script";
import type { Db } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { scripts } from "../../db/schema/content";
import { ownScript, scriptNotFound } from "./own-script";
import { scriptDtoColumns, toScriptDto } from "./script-dto";

/** One prepared statement for every get (issue 12 item 2). */
const getScriptQuery = (db: Db) =>
  preparedOnce(db, "get_script", () =>
    db
      .select(scriptDtoColumns)
      .from(scripts)
      .where(ownScript({ id: sql.placeholder("userId") }, sql.placeholder("id")))
      .prepare("get_script"),
  );

/** The caller's own script. Another user's script answers NOT_FOUND, so existence is not leaked. */
export async function getScript(db: Db, user: AppUser, id: number): Promise<ScriptDto> {
  const [row] = await getScriptQuery(db).execute({ id, userId: user.id });
  if (!row) throw scriptNotFound();
  return toScriptDto(row);
}
