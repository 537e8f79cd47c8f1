import { and, eq, inArray, type Placeholder, type SQL } from "drizzle-orm";
import type { AppUser } from "@shared/schemas/user";
import { scripts } from "../../db/schema/content";

/**
 * The owner condition of every script query: rows of this user only. `userId` may be a placeholder for
 * prepared statements (the lists). Scripts are scoped by owner in the query itself, never checked afterwards.
 */
export function ownedBy(userId: number | Placeholder): SQL {
  return eq(scripts.userId, userId);
}

/**
 * The caller's script `id`: the one scope get, update, delete and the version history read and write
 * through. Another user's script matches nothing, so it answers NOT_FOUND like a missing one.
 */
export function ownScript(user: { id: AppUser["id"] | Placeholder }, id: number | Placeholder): SQL {
  return and(eq(scripts.id, id), ownedBy(user.id))!;
}

/** The caller's scripts among `ids` (others' ids match nothing). */
export function ownScripts(user: Pick<AppUser, "id">, ids: readonly number[]): SQL {
  return and(ownedBy(user.id), inArray(scripts.id, [...ids]))!;
}
