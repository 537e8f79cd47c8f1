import { eq } from "drizzle-orm";
import type { AppUser } from "@shared/schemas/user";
import type { Db } from "../../db/client";
import { appUsers } from "../../db/schema/index";

/**
 * The app user for a verified better-auth user, created on first use if the auth hook has not made it
 * (e.g. accounts that existed before the app_users table). Keeps isVerified in step with the session.
 */
export async function getAppUser(
  db: Db,
  authUser: { id: string; email: string; emailVerified: boolean },
  adminEmails: readonly string[],
): Promise<AppUser> {
  let [row] = await db.select().from(appUsers).where(eq(appUsers.authUserId, authUser.id));
  if (!row) {
    [row] = await db
      .insert(appUsers)
      .values({
        authUserId: authUser.id,
        email: authUser.email.toLowerCase(),
        isAdmin: adminEmails.includes(authUser.email.toLowerCase()),
        isVerified: authUser.emailVerified,
      })
      .onConflictDoUpdate({ target: appUsers.authUserId, set: { isVerified: authUser.emailVerified } })
      .returning();
  } else if (row.isVerified !== authUser.emailVerified) {
    [row] = await db
      .update(appUsers)
      .set({ isVerified: authUser.emailVerified })
      .where(eq(appUsers.id, row.id))
      .returning();
  }
  const r = row!;
  return {
    id: r.id,
    email: r.email,
    isAdmin: r.isAdmin,
    isVerified: r.isVerified,
    createdAt: r.createdAt.toISOString(),
  };
}
