import { AsyncLocalStorage } from "node:async_hooks";
import type { SsoErrorCode } from "@shared/sso";

/**
 * What one company sign-in (one request to /api/auth/callback/oidc) learned on its way through better-auth:
 * set by the provider's user-info step (oidc.ts), read by the session and account hooks and by the callback
 * route (routes/oidc.ts), which runs better-auth inside `oidcSignIns.run`.
 */
export interface OidcSignIn {
  /** The provider's e-mail claim, lower-cased. */
  email?: string;
  /** Why the sign-in was refused before any account was touched; `cause` goes to the log only. */
  refusal?: { code: SsoErrorCode; cause: string; email?: string };
  /** The person is in OIDC_ADMIN_GROUP: made an admin when the session is created. */
  isGroupAdmin?: boolean;
  /** A verified built-in account with this e-mail that this sign-in will link to the provider. */
  linkingUserId?: string;
}

export const oidcSignIns = new AsyncLocalStorage<OidcSignIn>();
