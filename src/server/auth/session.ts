import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { AppError } from "@shared/errors";
import { DEACTIVATED_MESSAGE } from "@shared/sso";
import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import type { AppEnv } from "../http/context";
import { getAppUser } from "../services/users/get-app-user";
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S, type Auth } from "./auth";
import { findSessionUser } from "./find-session-user";
import type { SessionCache } from "./session-cache";
import { verifySessionCookie } from "./session-cookie";

const unauthenticated = () => new AppError("UNAUTHENTICATED", "Please sign in to continue.");

/** better-auth extends the session and re-sends its cookie; the new cookie goes out with this response. */
async function refreshSession(auth: Auth, c: Context<AppEnv>): Promise<void> {
  const { headers, response } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
  if (!response) throw unauthenticated();
  for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
}

/**
 * Requires a verified session cookie: sets `c.var.user` (the app user) or answers 401 UNAUTHENTICATED.
 * A session this instance checked recently comes from `sessions` (no database work); otherwise the cookie's
 * signature is checked and one query reads the session with its users (ADR 0015). Revocation: see
 * SessionCache and ADR 0015. An account whose domain is no longer allowed is refused too
 * (docs/product/rules.md#validation).
 */
export interface SessionDeps {
  auth: Auth;
  db: Db;
  config: AppConfig;
  sessions: SessionCache;
}

export function requireUser({ auth, db, config, sessions }: SessionDeps): MiddlewareHandler<AppEnv> {
  // better-auth's own name for the cookie ("__Secure-" prefixed on https).
  const cookieName = auth.$context.then((ctx) => ctx.authCookies.sessionToken.name);
  return async (c, next) => {
    const value = getCookie(c, await cookieName);
    if (!value) throw unauthenticated();
    let cached = sessions.get(value);
    if (!cached) {
      const token = verifySessionCookie(value, config.authSecret);
      if (!token) throw unauthenticated();
      const generation = sessions.generation;
      const found = await findSessionUser(db, token);
      const now = Date.now();
      if (!found || found.expiresAt.getTime() <= now || !found.emailVerified) throw unauthenticated();
      // Deactivation deletes the sessions too; this also covers a session made while it was being deactivated.
      if (found.appUser?.active === false) throw new AppError("UNAUTHENTICATED", DEACTIVATED_MESSAGE);
      const refreshAt = found.expiresAt.getTime() - (SESSION_EXPIRES_IN_S - SESSION_UPDATE_AGE_S) * 1000;
      if (refreshAt <= now) await refreshSession(auth, c);
      const appUser = found.appUser;
      const user =
        appUser && appUser.isVerified === found.emailVerified
          ? {
              id: appUser.id,
              email: appUser.email,
              isAdmin: appUser.isAdmin,
              isVerified: appUser.isVerified,
              createdAt: appUser.createdAt.toISOString(),
            }
          : await getAppUser(
              db,
              { id: found.authUserId, email: found.email, emailVerified: found.emailVerified },
              config.adminEmails,
            );
      cached = {
        sessionId: found.sessionId,
        authUserId: found.authUserId,
        user,
        expiresAt: found.expiresAt.getTime(),
        refreshAt,
      };
      // After a refresh the stored expiry is old; the next request looks the session up again.
      if (refreshAt > now) sessions.set(value, cached, generation);
    }
    // No child logger per request for the user (it cost more than the rest of a cached list);
    // the request line and error lines name the user themselves.
    c.set("user", cached.user);
    await next();
  };
}

/** Requires an admin (after requireUser): 403 FORBIDDEN otherwise. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.user?.isAdmin) throw new AppError("FORBIDDEN", "You do not have permission to access this page.");
  await next();
};
