/**
 * Who may govern accounts (docs/product/accounts.md): one pure function per action, given the acting user,
 * the account acted on and the facts the rule needs. Services call these and turn a refusal into its AppError;
 * nothing here reads the database. Tested as a matrix in users.test.ts.
 */

/** The signed-in user acting, and the account acted on (their app user ids and flags). */
export interface AccountSubject {
  id: number;
  isAdmin: boolean;
  active: boolean;
}

export type PolicyDecision =
  { allowed: true } | { allowed: false; code: "FORBIDDEN" | "VALIDATION_ERROR" | "CONFLICT"; message: string };

const allow: PolicyDecision = { allowed: true };
const notAdmin: PolicyDecision = {
  allowed: false,
  code: "FORBIDDEN",
  message: "You do not have permission to access this page.",
};

export const LAST_ADMIN_REVOKE_MESSAGE = "Nobody can revoke the last active admin. Make someone else an admin first.";
export const LAST_ADMIN_DEACTIVATE_MESSAGE =
  "Nobody can deactivate the last active admin. Make someone else an admin first.";
export const SELF_DEACTIVATE_MESSAGE = "You cannot deactivate your own account. Ask another admin.";

const isActiveAdmin = (u: AccountSubject) => u.isAdmin && u.active;

/** Listing accounts (the Users tab): active admins only. */
export function canListUsers(actor: AccountSubject): PolicyDecision {
  return isActiveAdmin(actor) ? allow : notAdmin;
}

/** Reading the audit log (the Audit tab): active admins only. */
export function canViewAudit(actor: AccountSubject): PolicyDecision {
  return isActiveAdmin(actor) ? allow : notAdmin;
}

/**
 * Granting (`isAdmin` true) or revoking admin. `activeAdmins`: how many active admins there are now, counted
 * under a lock by the caller. The last active admin keeps the right (409); granting is always possible.
 */
export function canSetAdmin(
  actor: AccountSubject,
  target: AccountSubject,
  isAdmin: boolean,
  activeAdmins: number,
): PolicyDecision {
  if (!isActiveAdmin(actor)) return notAdmin;
  if (!isAdmin && isActiveAdmin(target) && activeAdmins <= 1)
    return { allowed: false, code: "CONFLICT", message: LAST_ADMIN_REVOKE_MESSAGE };
  return allow;
}

/**
 * Deactivating (`active` false) or reactivating an account. Nobody deactivates themselves (400) or the last
 * active admin (409); reactivating is always possible.
 */
export function canSetActive(
  actor: AccountSubject,
  target: AccountSubject,
  active: boolean,
  activeAdmins: number,
): PolicyDecision {
  if (!isActiveAdmin(actor)) return notAdmin;
  if (active) return allow;
  if (actor.id === target.id) return { allowed: false, code: "VALIDATION_ERROR", message: SELF_DEACTIVATE_MESSAGE };
  if (isActiveAdmin(target) && activeAdmins <= 1)
    return { allowed: false, code: "CONFLICT", message: LAST_ADMIN_DEACTIVATE_MESSAGE };
  return allow;
}
