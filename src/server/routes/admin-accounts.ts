import { Hono } from "hono";
import { AppError } from "@shared/errors";
import { adminUserPatchSchema, adminUsersQuerySchema, auditQuerySchema } from "@shared/schemas/accounts";
import { requireAdmin, requireUser, type SessionDeps } from "../auth/session";
import type { AppEnv } from "../http/context";
import { idParams } from "../http/params";
import { jsonBody, query } from "../http/validate";
import { canListUsers, canViewAudit, type PolicyDecision } from "../policies/users";
import { listUsers } from "../services/accounts/list-users";
import { updateUser } from "../services/accounts/update-user";
import { listAuditEvents } from "../services/audit/list-audit-events";

const userId = idParams({ id: "account" });

function enforce(decision: PolicyDecision): void {
  if (!decision.allowed) throw new AppError(decision.code, decision.message);
}

/**
 * Account governance in the admin panel (docs/product/accounts.md), mounted on /api/admin (verified session →
 * 401; not an admin → 403 on every route):
 * - GET /users?search=&cursor= → AdminUsersPage (by e-mail; 50 a page);
 * - PATCH /users/:id {isAdmin?, active?} → AdminUser; 400 deactivating oneself, 409 for the last active admin,
 *   404 unknown id; deactivation signs the person out on every instance;
 * - GET /audit?kind=&actor=&cursor= → AuditPage (newest first; 50 a page).
 */
export function adminAccountRoutes(deps: SessionDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use("*", requireUser(deps))
    .use("*", requireAdmin)
    .get("/users", query(adminUsersQuerySchema), async (c) => {
      enforce(canListUsers({ ...c.var.user, active: true }));
      return c.json(await listUsers(db, c.req.valid("query")));
    })
    .patch("/users/:id", userId, jsonBody(adminUserPatchSchema), async (c) =>
      c.json(
        await updateUser(db, c.var.user, c.req.valid("param").id, c.req.valid("json"), (authUserId) =>
          deps.sessions.handleChange(`u:${authUserId}`),
        ),
      ),
    )
    .get("/audit", query(auditQuerySchema), async (c) => {
      enforce(canViewAudit({ ...c.var.user, active: true }));
      return c.json(await listAuditEvents(db, c.req.valid("query")));
    });
}
