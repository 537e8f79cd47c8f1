import { and, eq } from "drizzle-orm";
import { AppError } from "@shared/errors";
import type { AdminUser, AdminUserPatch } from "@shared/schemas/accounts";
import type { AppUser } from "@shared/schemas/user";
import type { Db } from "../../db/client";
import { appUsers, session, user } from "../../db/schema/index";
import { canSetActive, canSetAdmin, type PolicyDecision } from "../../policies/users";
import { recordAuditEvent } from "../audit/record-audit-event";
import { adminUserColumns, toAdminUser } from "./list-users";

function enforce(decision: PolicyDecision): void {
  if (!decision.allowed) throw new AppError(decision.code, decision.message);
}

/**
 * PATCH /api/admin/users/:id: grants or revokes admin and deactivates or reactivates an account, as `actor`
 * (docs/product/accounts.md; rules in policies/users.ts). In one transaction that locks the active admins' rows,
 * so two admins revoking each other at once cannot leave none. Deactivating deletes the account's sessions: the
 * database announces each deletion and every instance drops it from its session cache (ADR 0015), so the
 * person is signed out everywhere at once; their scripts are kept. Each change is an audit event.
 * @throws AppError NOT_FOUND (unknown id), VALIDATION_ERROR (deactivating oneself), CONFLICT (the last active admin).
 */
export async function updateUser(
  db: Db,
  actor: AppUser,
  targetId: number,
  patch: AdminUserPatch,
  /**
   * Called once the deactivation is committed, with the account's auth user id: this instance drops its cached
   * sessions at once rather than when the database's announcement arrives (on PostgreSQL, a moment later).
   */
  onSignedOut?: (authUserId: string) => void,
): Promise<AdminUser> {
  let signedOut: string | null = null;
  await db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: appUsers.id })
      .from(appUsers)
      .where(and(eq(appUsers.isAdmin, true), eq(appUsers.active, true)))
      .for("update");
    const [actorRow] = await tx.select().from(appUsers).where(eq(appUsers.id, actor.id));
    const [target] = await tx.select().from(appUsers).where(eq(appUsers.id, targetId)).for("update");
    if (!target) throw new AppError("NOT_FOUND", `No account with id ${targetId}.`);
    const acting = actorRow ?? { id: actor.id, isAdmin: false, active: false };
    const changes: Partial<Pick<typeof appUsers.$inferInsert, "isAdmin" | "active">> = {};
    if (patch.isAdmin !== undefined && patch.isAdmin !== target.isAdmin) {
      enforce(canSetAdmin(acting, target, patch.isAdmin, admins.length));
      changes.isAdmin = patch.isAdmin;
    }
    if (patch.active !== undefined && patch.active !== target.active) {
      enforce(canSetActive(acting, target, patch.active, admins.length));
      changes.active = patch.active;
    }
    if (Object.keys(changes).length === 0) return;
    await tx.update(appUsers).set(changes).where(eq(appUsers.id, target.id));
    if (changes.active === false) {
      await tx.delete(session).where(eq(session.userId, target.authUserId));
      signedOut = target.authUserId;
    }
    const by = actorRow?.email ?? actor.email;
    if (changes.isAdmin !== undefined)
      await recordAuditEvent(tx, {
        kind: changes.isAdmin ? "admin.granted" : "admin.revoked",
        actor: by,
        target: target.email,
        detail: changes.isAdmin ? "Made an admin." : "No longer an admin.",
      });
    if (changes.active !== undefined)
      await recordAuditEvent(tx, {
        kind: changes.active ? "account.reactivated" : "account.deactivated",
        actor: by,
        target: target.email,
        detail: changes.active ? "Can sign in again." : "Signed out everywhere; cannot sign in.",
      });
  });
  if (signedOut !== null) onSignedOut?.(signedOut);
  const [row] = await db
    .select(adminUserColumns)
    .from(appUsers)
    .innerJoin(user, eq(user.id, appUsers.authUserId))
    .where(eq(appUsers.id, targetId));
  return toAdminUser(row!);
}
