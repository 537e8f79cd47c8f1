import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { appUsers, session, user } from "../db/schema/index";

/**
 * A session by its token with its auth user and app user, in one query (ADR 0015); undefined when no
 * session has that token. `appUser` is null when the app user row does not exist yet.
 */
export async function findSessionUser(db: Db, token: string) {
  const [row] = await db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      authUserId: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      appUser: {
        id: appUsers.id,
        email: appUsers.email,
        isAdmin: appUsers.isAdmin,
        isVerified: appUsers.isVerified,
        active: appUsers.active,
        createdAt: appUsers.createdAt,
      },
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(appUsers, eq(appUsers.authUserId, user.id))
    .where(eq(session.token, token))
    .limit(1);
  return row;
}
