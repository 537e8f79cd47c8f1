import type { MiddlewareHandler } from "hono";
import { AppError } from "@shared/errors";
import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import type { AppEnv } from "../http/context";
import { getAppUser } from "../services/users/get-app-user";
import type { Auth } from "./auth";

/**
 * Requires a verified session cookie: sets `c.var.user` (the app user) or answers 401 UNAUTHENTICATED.
 * An account whose domain is no longer allowed is refused too (spec §1: only company users may sign in).
 */
export function requireUser(auth: Auth, db: Db, config: AppConfig): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!found || !found.user.emailVerified) {
      throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
    }
    const user = await getAppUser(db, found.user, config.adminEmails);
    c.set("user", user);
    c.set("log", c.var.log.child({ userId: user.id }));
    await next();
  };
}

/** Requires an admin (after requireUser): 403 FORBIDDEN otherwise. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.user?.isAdmin) throw new AppError("FORBIDDEN", "You do not have permission to access this page.");
  await next();
};
