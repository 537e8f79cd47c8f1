import { and, asc, eq, gt, ilike, sql, type SQL } from "drizzle-orm";
import { ADMIN_USERS_PAGE_SIZE, type AdminUser, type AdminUsersPage } from "@shared/schemas/accounts";
import type { Db } from "../../db/client";
import { account, appUsers, user } from "../../db/schema/index";
import { OIDC_PROVIDER_ID } from "@shared/sso";
import { likePattern } from "./like-pattern";

/** The columns of an AdminUser row, shared by the list and by a single account after a change. */
export const adminUserColumns = {
  id: appUsers.id,
  email: appUsers.email,
  createdAt: appUsers.createdAt,
  lastSignInAt: appUsers.lastSignInAt,
  emailVerified: user.emailVerified,
  isAdmin: appUsers.isAdmin,
  active: appUsers.active,
  // An account that has signed in through the company's provider is an "oidc" account, even if it also has a
  // (linked) password.
  isOidc: sql<boolean>`exists (select 1 from ${account} where ${account.userId} = ${appUsers.authUserId} and ${account.providerId} = ${OIDC_PROVIDER_ID})`,
};

interface AdminUserRow {
  id: number;
  email: string;
  createdAt: Date;
  lastSignInAt: Date | null;
  emailVerified: boolean;
  isAdmin: boolean;
  active: boolean;
  isOidc: boolean;
}

export function toAdminUser(r: AdminUserRow): AdminUser {
  return {
    id: r.id,
    email: r.email,
    method: r.isOidc ? "oidc" : "password",
    createdAt: r.createdAt.toISOString(),
    lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
    emailVerified: r.emailVerified,
    isAdmin: r.isAdmin,
    active: r.active,
  };
}

/**
 * GET /api/admin/users: every account by e-mail A→Z, ADMIN_USERS_PAGE_SIZE a page (keyset on the e-mail,
 * which is unique). `search` keeps e-mails containing it (case-insensitive); `cursor` is the previous page's
 * `nextCursor` (the last e-mail shown).
 */
export async function listUsers(db: Db, filter: { search: string; cursor?: string }): Promise<AdminUsersPage> {
  const where: SQL[] = [];
  if (filter.search) where.push(ilike(appUsers.email, likePattern(filter.search.toLowerCase())));
  if (filter.cursor) where.push(gt(appUsers.email, filter.cursor));
  const rows = await db
    .select(adminUserColumns)
    .from(appUsers)
    .innerJoin(user, eq(user.id, appUsers.authUserId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(appUsers.email))
    .limit(ADMIN_USERS_PAGE_SIZE + 1);
  const page = rows.slice(0, ADMIN_USERS_PAGE_SIZE);
  return {
    users: page.map(toAdminUser),
    nextCursor: rows.length > ADMIN_USERS_PAGE_SIZE ? page.at(-1)!.email : null,
  };
}
