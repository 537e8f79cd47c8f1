import { eq, sql } from "drizzle-orm";
import type { SharedScriptDto } from "@shared/schemas/dto";
import type { AppUser } from "@shared/schemas/user";
import type { Db } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { scripts } from "../../db/schema/content";
import { authorizeScript, scriptNotFound } from "../../policies/scripts";
import { collaborationColumns, factsOf, toSharedScriptDto } from "../collaboration/script-facts";
import { scriptDtoColumns } from "./script-dto";

/** One prepared statement for every get: the row and its team workflow in one round trip. */
const getScriptQuery = (db: Db) =>
  preparedOnce(db, "get_script", () =>
    db
      .select({ ...scriptDtoColumns, ...collaborationColumns(sql.placeholder("userId")) })
      .from(scripts)
      .where(eq(scripts.id, sql.placeholder("id")))
      .prepare("get_script"),
  );

/**
 * A script the caller may open (src/server/policies/scripts.ts "view": own, co-edited, to review, or shared with
 * the team), with the caller's access. Any other answers NOT_FOUND, so existence is not leaked.
 */
export async function getScript(db: Db, user: AppUser, id: number): Promise<SharedScriptDto> {
  const [row] = await getScriptQuery(db).execute({ id, userId: user.id });
  if (!row) throw scriptNotFound();
  const access = authorizeScript(user, "view", factsOf(row));
  return toSharedScriptDto(row, access);
}
