import { APIError } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins";
import type { BetterAuthPlugin } from "better-auth";
import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import { isAllowedEmail } from "@shared/schemas/user";
import { DEACTIVATED_MESSAGE, OIDC_PROVIDER_ID } from "@shared/sso";
import type { AppConfig, OidcConfig } from "../config";
import type { Db } from "../db/client";
import { account, appUsers, user } from "../db/schema/index";
import { recordAuditEvent } from "../services/audit/record-audit-event";

import { oidcSignIns, type OidcSignIn } from "./oidc-sign-in";

export interface OidcDeps {
  config: AppConfig;
  db: Db;
  logger: Logger;
}

/** The claims of a JWT's payload (the ID token has already been verified by better-auth; ADR 0042). */
function jwtClaims(token: string | undefined): Record<string, unknown> {
  try {
    return JSON.parse(Buffer.from(token?.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The provider's discovery document, fetched once (again after a failure). */
function discovery(oidc: OidcConfig) {
  let pending: Promise<{ userinfo_endpoint?: string }> | undefined;
  return () => {
    pending ??= fetch(`${oidc.issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) })
      .then((r) => {
        if (!r.ok) throw new Error(`discovery answered ${r.status}`);
        return r.json() as Promise<{ userinfo_endpoint?: string }>;
      })
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
    return pending;
  };
}

const refuse = (signIn: OidcSignIn | undefined, refusal: NonNullable<OidcSignIn["refusal"]>) => {
  if (signIn) signIn.refusal = refusal;
  return null;
};

/**
 * The company's OpenID Connect provider through better-auth's generic OAuth plugin (ADR 0042): discovery from
 * OIDC_ISSUER, authorization code with PKCE, state and nonce (better-auth checks state and the ID token's
 * signature, issuer, audience and nonce). Its user-info step applies the product's rules before any account is
 * touched (docs/product/accounts.md): a verified e-mail is required, the company-domain rule applies to it, an
 * unverified built-in account for the address is only a claim and is replaced (ADR 0009), a verified one is
 * linked. A refusal returns no profile, which better-auth answers with a redirect to /login; the reason is kept
 * in `oidcSignIns` for the callback route to show.
 */
function oidcProvider({ config, db, logger }: OidcDeps, oidc: OidcConfig) {
  const discover = discovery(oidc);
  return genericOAuth({
    config: [
      {
        providerId: OIDC_PROVIDER_ID,
        name: oidc.providerName,
        discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
        requireIdTokenVerification: true,
        clientId: oidc.clientId,
        clientSecret: oidc.clientSecret,
        scopes: oidc.scopes,
        pkce: true,
        // Signing out of Nova Writer does not sign the person out of their company account.
        disableProviderLogout: true,
        async getUserInfo(tokens) {
          const signIn = oidcSignIns.getStore();
          const claims: Record<string, unknown> = jwtClaims(tokens.idToken);
          const { userinfo_endpoint: userInfoUrl } = await discover();
          if (userInfoUrl && tokens.accessToken) {
            const res = await fetch(userInfoUrl, {
              headers: { authorization: `Bearer ${tokens.accessToken}` },
              signal: AbortSignal.timeout(10_000),
            });
            if (!res.ok) throw new Error(`userinfo answered ${res.status}`);
            const info = (await res.json()) as Record<string, unknown>;
            // OpenID Connect Core §5.3.2: a userinfo reply for another subject must not be used.
            if (claims.sub !== undefined && info.sub !== claims.sub)
              throw new Error("userinfo sub differs from the ID token's");
            Object.assign(claims, info);
          }
          const sub = typeof claims.sub === "string" ? claims.sub : undefined;
          const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : undefined;
          if (signIn) signIn.email = email;
          const isVerified = claims.email_verified === true || claims.email_verified === "true";
          if (!sub) return refuse(signIn, { code: "FAILED", cause: "no sub claim" });
          if (!email || !isVerified)
            return refuse(signIn, {
              code: "EMAIL_UNVERIFIED",
              cause: email ? `${email} not verified` : "no email claim",
              email,
            });
          if (!isAllowedEmail(email, config.allowedDomains)) {
            await recordAuditEvent(db, {
              kind: "sign-in.refused",
              actor: null,
              target: email,
              detail: `Sign-in with ${oidc.providerName} refused: not a ${config.allowedDomains.join(" or ")} address.`,
            });
            return refuse(signIn, { code: "EMAIL_DOMAIN", cause: `${email} outside the allowed domains`, email });
          }
          const groups = Array.isArray(claims.groups) ? claims.groups : [claims.groups];
          if (signIn) signIn.isGroupAdmin = oidc.adminGroup !== undefined && groups.includes(oidc.adminGroup);
          const [local] = await db
            .select({ id: user.id, emailVerified: user.emailVerified })
            .from(user)
            .where(eq(user.email, email));
          if (local && !local.emailVerified) {
            // ADR 0009: an unverified account proves nothing; the provider's verified e-mail takes the address.
            logger.info({ userId: local.id }, "oidc: unverified built-in account replaced by a company sign-in");
            await db.delete(user).where(and(eq(user.id, local.id), eq(user.emailVerified, false)));
          } else if (local && signIn) {
            const [linked] = await db
              .select({ id: account.id })
              .from(account)
              .where(and(eq(account.userId, local.id), eq(account.providerId, OIDC_PROVIDER_ID)));
            if (!linked) signIn.linkingUserId = local.id;
          }
          const name =
            typeof claims.name === "string" && claims.name.trim() ? claims.name.trim() : email.split("@")[0]!;
          return {
            id: sub,
            sub,
            email,
            emailVerified: true,
            name,
            image: typeof claims.picture === "string" ? claims.picture : undefined,
          };
        },
      },
    ],
  });
}

/**
 * Account rules for every way of signing in (docs/product/accounts.md): a deactivated account gets no session
 * (403 ACCOUNT_DEACTIVATED), each new session stamps the account's last sign-in, a company sign-in by a member of
 * OIDC_ADMIN_GROUP makes an admin (never revokes), and linking a built-in account to the provider is audited.
 */
function accountRules({ db }: OidcDeps): BetterAuthPlugin {
  return {
    id: "nova-account-rules",
    init: () => ({
      options: {
        databaseHooks: {
          session: {
            create: {
              async before(created) {
                const [row] = await db
                  .select({ active: appUsers.active })
                  .from(appUsers)
                  .where(eq(appUsers.authUserId, created.userId));
                if (row && !row.active)
                  throw new APIError("FORBIDDEN", { code: "ACCOUNT_DEACTIVATED", message: DEACTIVATED_MESSAGE });
              },
              async after(created) {
                const isGroupAdmin = oidcSignIns.getStore()?.isGroupAdmin === true;
                await db
                  .update(appUsers)
                  .set(isGroupAdmin ? { lastSignInAt: new Date(), isAdmin: true } : { lastSignInAt: new Date() })
                  .where(eq(appUsers.authUserId, created.userId));
              },
            },
          },
          account: {
            create: {
              async after(created) {
                const signIn = oidcSignIns.getStore();
                if (created.providerId !== OIDC_PROVIDER_ID || !signIn?.linkingUserId) return;
                if (signIn.linkingUserId !== created.userId) return;
                await recordAuditEvent(db, {
                  kind: "sso.linked",
                  actor: signIn.email ?? null,
                  target: signIn.email ?? created.userId,
                  detail: "Built-in account linked to the company sign-in (same verified e-mail).",
                });
              },
            },
          },
        },
      },
    }),
  };
}

/**
 * better-auth plugins for company sign-in and account governance: the account rules always, the OpenID
 * Connect provider when OIDC_ISSUER and its settings are configured. auth.ts adds these to its plugin list.
 */
export function oidcPlugins(deps: OidcDeps): BetterAuthPlugin[] {
  const rules = accountRules(deps);
  return deps.config.oidc ? [rules, oidcProvider(deps, deps.config.oidc) as BetterAuthPlugin] : [rules];
}
