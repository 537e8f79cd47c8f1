import { Hono, type Context, type MiddlewareHandler } from "hono";
import { AppError } from "@shared/errors";
import { OIDC_PROVIDER_ID, passwordSignInOffMessage, type SsoErrorCode } from "@shared/sso";
import type { Auth } from "../auth/auth";

import { oidcSignIns, type OidcSignIn } from "../auth/oidc-sign-in";
import type { AppConfig, OidcConfig } from "../config";
import type { AppEnv } from "../http/context";
import { errorJson } from "../http/errors";

/** Where a company sign-in ends: the dashboard, or /login with `sso_error` (and the provider's e-mail). */
const SIGNED_IN_PATH = "/dashboard";
const LOGIN_PATH = "/login";

/** The password endpoints PASSWORD_SIGN_IN=false turns off (sign-up, sign-in, verification with a password, reset). */
const PASSWORD_PATHS = new Set([
  "/api/auth/sign-up/email",
  "/api/auth/sign-in/email",
  "/api/auth/email-otp/verify-email",
  "/api/auth/send-verification-email",
  "/api/auth/request-password-reset",
  "/api/auth/reset-password",
  "/api/auth/email-otp/reset-password",
  "/api/auth/change-password",
]);

/** better-auth's callback error codes (and the provider's own, RFC 6749 §4.1.2.1), by what the person is told. */
function ssoCode(error: string): SsoErrorCode {
  if (["access_denied", "consent_required", "login_required", "interaction_required"].includes(error))
    return "CANCELLED";
  if (/state|invalid_callback_request|no_code|please_restart/i.test(error)) return "EXPIRED";
  if (error === "ACCOUNT_DEACTIVATED") return "ACCOUNT_DEACTIVATED";
  if (error === "oauth_provider_not_found") return "PROVIDER_UNAVAILABLE";
  return "FAILED";
}

/** Whether the provider answers its discovery document within 3 s (tells "down" from "refused the code"). */
async function isReachable(oidc: OidcConfig): Promise<boolean> {
  try {
    const res = await fetch(`${oidc.issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(3000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Company sign-in routes (ADR 0042; docs/product/accounts.md), mounted on /api/auth before the auth routes:
 * - every request: with PASSWORD_SIGN_IN=false the password endpoints answer 403 FORBIDDEN with a message
 *   naming the provider (the sign-in button is the only way in);
 * - GET /oidc/start → 302 to the provider (better-auth's social sign-in: state, PKCE verifier and nonce kept
 *   server-side); 302 to /login?sso_error=PROVIDER_UNAVAILABLE when the provider is not registered;
 * - GET /callback/oidc → better-auth's callback; every failure (refused e-mail, deactivated account, denied
 *   consent, tampered state or nonce, a used or expired code, provider down, wrong client secret) becomes a
 *   302 to /login?sso_error=CODE (&email=) and a log line with the cause — never a 5xx.
 */
export function oidcRoutes(deps: { auth: Auth; config: AppConfig }) {
  const { auth, config } = deps;
  const routes = new Hono<AppEnv>();
  const oidc = config.oidc;

  const passwordGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (config.passwordSignIn || c.req.method !== "POST" || !PASSWORD_PATHS.has(c.req.path)) return next();
    return errorJson(c, new AppError("FORBIDDEN", passwordSignInOffMessage(oidc?.providerName ?? "your company")));
  };
  routes.use("*", passwordGuard);
  if (!oidc) return routes;

  const toLogin = (c: Context<AppEnv>, code: SsoErrorCode, email?: string) => {
    const query = new URLSearchParams({ sso_error: code });
    if (email) query.set("email", email);
    return c.redirect(`${LOGIN_PATH}?${query}`, 302);
  };

  routes.get("/oidc/start", async (c) => {
    const ctx = await auth.$context;
    if (!ctx.socialProviders.some((p) => p.id === OIDC_PROVIDER_ID)) {
      c.get("log").warn(
        "oidc: provider not registered (its discovery failed at start-up); restart once it is reachable",
      );
      return toLogin(c, "PROVIDER_UNAVAILABLE");
    }
    try {
      const { headers, response } = await auth.api.signInSocial({
        body: {
          provider: OIDC_PROVIDER_ID,
          callbackURL: SIGNED_IN_PATH,
          newUserCallbackURL: SIGNED_IN_PATH,
          errorCallbackURL: LOGIN_PATH,
          disableRedirect: true,
        },
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      if (!response?.url) throw new Error("no authorization URL");
      for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
      return c.redirect(response.url, 302);
    } catch (err) {
      c.get("log").warn({ err }, "oidc: could not start a sign-in");
      return toLogin(c, "FAILED");
    }
  });

  routes.get(`/callback/${OIDC_PROVIDER_ID}`, async (c) => {
    const signIn: OidcSignIn = {};
    const log = c.get("log");
    let res: Response;
    try {
      res = await oidcSignIns.run(signIn, () => auth.handler(c.req.raw));
    } catch (err) {
      log.warn({ err }, "oidc: callback failed");
      return toLogin(c, (await isReachable(oidc)) ? "FAILED" : "PROVIDER_UNAVAILABLE");
    }
    const location = res.headers.get("location");
    const target = location ? new URL(location, config.appUrl) : undefined;
    if (res.status >= 300 && res.status < 400 && target?.pathname === SIGNED_IN_PATH) return res;
    // A failure: better-auth's redirect to /login?error=… (or its error page), or an error reply.
    let error = target?.searchParams.get("error") ?? undefined;
    if (!error && !target) {
      const body = (await res.json().catch(() => ({}))) as { code?: string };
      error = body.code;
    }
    let code = signIn.refusal?.code ?? ssoCode(error ?? "");
    if (code === "FAILED" && !(await isReachable(oidc))) code = "PROVIDER_UNAVAILABLE";
    log.warn(
      {
        status: res.status,
        error,
        errorDescription: target?.searchParams.get("error_description") ?? undefined,
        cause: signIn.refusal?.cause,
        code,
      },
      "oidc: sign-in refused",
    );
    const redirect = toLogin(c, code, signIn.refusal?.email);
    // Cookies better-auth cleared or set (the state cookie) still reach the browser.
    for (const cookie of res.headers.getSetCookie()) redirect.headers.append("Set-Cookie", cookie);
    return redirect;
  });

  return routes;
}
