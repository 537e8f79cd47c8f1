import { Hono, type Context } from "hono";
import { AppError, authErrorMessage, authErrors } from "@shared/errors";
import {
  changePasswordSchema,
  credentialsSchema,
  emailOnlySchema,
  resetByCodeSchema,
  resetByLinkSchema,
  signUpSchema,
  updateUserSchema,
  verifyCodeSchema,
} from "@shared/schemas/auth-requests";
import type { Auth } from "../auth/auth";
import { domainRuleMessage, isAllowedEmail } from "@shared/schemas/user";
import { requireUser, type SessionDeps } from "../auth/session";
import {
  checkDummyPassword,
  clearFailedCodes,
  findAccount,
  recordFailedCode,
  replaceUnverifiedAccount,
  resetTokenEmail,
  setPassword,
  takeContestedMark,
  voidResetCredentials,
} from "../auth/unverified-accounts";
import type { AppEnv } from "../http/context";
import { bodyEmail, clientAddress, limitRequests, type RateLimitStoreFactory } from "../http/rate-limit";
import { sameSiteCallbacks } from "../http/callback-url";
import { errorJson } from "../http/errors";
import { jsonBody } from "../http/validate";

/** What a stale or used reset link answers (400 INVALID_TOKEN); a verification link's words differ. */
const RESET_LINK_INVALID = "This reset link is invalid or has expired. Ask for a new one with Forgot password?";

/** The e-mail inside a verification link's token (a JWT that better-auth checks itself); undefined if unreadable. */
function tokenEmail(token: string | undefined): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token?.split(".")[1] ?? "", "base64url").toString("utf8")) as {
      email?: unknown;
    };
    return typeof payload.email === "string" ? payload.email.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** What an error better-auth answers without a JSON body is called (docs/product/security.md: JSON for every error). */
function bareErrorCode(status: number): string {
  if (status === 404) return "NOT_FOUND";
  if (status === 405) return "METHOD_NOT_ALLOWED";
  if (status === 429) return "RATE_LIMITED";
  return status >= 500 ? "INTERNAL" : "AUTH_ERROR";
}

/** Re-issues a better-auth error response in the app's `{error, message}` shape; other responses pass. */
async function reshape(res: Response): Promise<Response> {
  if (res.ok || res.status < 400) return res;
  if (!res.headers.get("content-type")?.includes("json")) {
    const error = bareErrorCode(res.status);
    const message = res.status === 404 ? "Not found." : authErrors.AUTH_ERROR.message;
    return new Response(JSON.stringify({ error, message }), {
      status: res.status,
      headers: { "content-type": "application/json" },
    });
  }
  const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
  const code = body.code ?? (res.status === 429 ? "RATE_LIMITED" : "AUTH_ERROR");
  // Our words for a code better-auth names; its own words otherwise (e.g. "No fields to update").
  const message =
    (body.code === undefined ? undefined : authErrorMessage(body.code)) ??
    body.message ??
    authErrors.AUTH_ERROR.message;
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ error: code, message }), { status: res.status, headers });
}

/** Passes the request to better-auth with the (already read) body, or with `body` in its place. */
async function forward(auth: Auth, c: Context, body?: unknown, path?: string): Promise<Response> {
  const raw = c.req.raw;
  const hasBody = raw.method !== "GET" && raw.method !== "HEAD";
  const headers = new Headers(raw.headers);
  if (body !== undefined) headers.delete("content-length");
  const url = path ? new URL(path, raw.url).href : raw.url;
  const text = body !== undefined ? JSON.stringify(body) : hasBody ? await c.req.text() : undefined;
  return reshape(await auth.handler(new Request(url, { method: path ? "POST" : raw.method, headers, body: text })));
}

/**
 * /api/auth: GET /me (the app user; 401 without a verified session) and better-auth's endpoints behind
 * the domain rule (docs/product/rules.md#validation, 403) and per-client / per-e-mail rate limits.
 */
export function authRoutes(deps: SessionDeps & { rateLimitStore?: RateLimitStoreFactory }) {
  const { auth, db, config } = deps;
  const limits = config.rateLimits;
  const routes = new Hono<AppEnv>();
  const domainMessage = domainRuleMessage(config.allowedDomains);
  const checkDomain = (email: string) => {
    if (!isAllowedEmail(email, config.allowedDomains)) throw new AppError("FORBIDDEN", domainMessage);
  };

  // Every redirect after an auth step stays on this site (docs/product/security.md#low-findings).
  routes.use("*", sameSiteCallbacks());

  // A sign-out, password change or reset may end sessions. The database tells every instance (ADR 0015); this
  // one also forgets its checked sessions at once, so its own next request never sees a revoked session.
  routes.use("*", async (c, next) => {
    await next();
    if (c.req.method === "POST" && !/\/(sign-in|sign-up)\/email$/.test(c.req.path)) deps.sessions.clear();
  });

  routes.get("/me", requireUser(deps), (c) => c.json({ user: c.var.user }));

  routes.post(
    "/sign-up/email",
    limitRequests(
      limits.signUp,
      (c) => `signup:${clientAddress(c)}`,
      "Too many sign-up attempts. Please try again in a few minutes.",
      deps.rateLimitStore,
    ),
    jsonBody(signUpSchema),
    async (c) => {
      const body = c.req.valid("json");
      checkDomain(body.email);
      // Sign-in already tells whether an account exists (docs/product/rules.md#errors), so sign-up says so plainly too.
      // An unverified account is only a claim: a new sign-up replaces it (ADR 0009).
      const existing = await findAccount(db, body.email);
      if (existing?.emailVerified) {
        throw new AppError("USER_ALREADY_EXISTS");
      }
      if (existing) await replaceUnverifiedAccount(db, existing.id, body.email);
      return forward(auth, c);
    },
  );

  routes.post(
    "/sign-in/email",
    // Per address (all accounts) and per (address, account): wrong passwords from one address never lock
    // the account's owner out from another (docs/product/security.md#client-address).
    limitRequests(
      limits.signInPerAddress,
      (c) => `signin-ip:${clientAddress(c)}`,
      "Too many sign-in attempts from this network. Please wait a few minutes and try again.",
      deps.rateLimitStore,
    ),
    limitRequests(
      limits.signIn,
      async (c) => `signin:${clientAddress(c)}:${await bodyEmail(c)}`,
      "Too many sign-in attempts. Please wait a few minutes and try again.",
      deps.rateLimitStore,
    ),
    // Failed sign-ins per account from every address together: no address (spoofed or not) resets it, and a
    // correct password only takes its own count back (docs/product/security.md, "Client address").
    limitRequests(
      limits.signInFailures,
      async (c) => `signin-fail:${await bodyEmail(c)}`,
      "Too many failed sign-ins for this account. Please wait 15 minutes, or reset your password with Forgot password?",
      deps.rateLimitStore,
      { failuresOnly: true },
    ),
    jsonBody(credentialsSchema),
    async (c) => {
      const body = c.req.valid("json");
      checkDomain(body.email);
      if (!(await findAccount(db, body.email))) {
        // As slow as a wrong password, and the same answer (code included), so neither the time nor the reply
        // tells which addresses have accounts (docs/product/sign-in-messages.md).
        await checkDummyPassword(auth, body.password);
        throw new AppError("INVALID_EMAIL_OR_PASSWORD");
      }
      return forward(auth, c);
    },
  );

  routes.post(
    "/send-verification-email",
    limitRequests(
      limits.resendVerification,
      async (c) => `resend:${await bodyEmail(c)}`,
      "A verification email was just sent. Please wait a minute before asking for another.",
      deps.rateLimitStore,
    ),
    jsonBody(emailOnlySchema),
    async (c) => {
      checkDomain(c.req.valid("json").email);
      return forward(auth, c);
    },
  );

  routes.post(
    "/email-otp/verify-email",
    // Code entry is limited per address (all e-mails together), overall, and per e-mail; an unverified account
    // is deleted after MAX_FAILED_CODES wrong codes in all (docs/product/security.md, "Verification").
    limitRequests(
      limits.verifyCodeOverall,
      () => "code-all",
      "Too many verification attempts right now. Please wait a few minutes and try again.",
      deps.rateLimitStore,
    ),
    limitRequests(
      limits.verifyCodePerAddress,
      (c) => `code-ip:${clientAddress(c)}`,
      "Too many attempts from this network. Please wait a few minutes and try again.",
      deps.rateLimitStore,
    ),
    limitRequests(
      limits.verifyCode,
      async (c) => `code:${await bodyEmail(c)}`,
      "Too many attempts. Please wait a few minutes and try again.",
      deps.rateLimitStore,
    ),
    jsonBody(verifyCodeSchema),
    async (c) => {
      const body = c.req.valid("json");
      const before = await findAccount(db, body.email);
      const res = await forward(auth, c, { email: body.email, otp: body.otp });
      if (!res.ok) {
        if (before && !before.emailVerified && res.status < 429) await recordFailedCode(db, body.email);
        return res;
      }
      await clearFailedCodes(db, body.email);
      await takeContestedMark(db, body.email, true);
      // Whoever typed the code owns the mailbox, so the password they typed with it becomes the account's, and
      // only then are they signed in. A password chosen before the mailbox was proved is never activated: a
      // code typed without a password voids it, and the verifier chooses one with "Forgot password?".
      const account = await findAccount(db, body.email);
      if (!account) return res;
      if (body.password) {
        await setPassword(auth, account.id, body.password);
        const signedIn = await forward(
          auth,
          c,
          { email: body.email, password: body.password },
          "/api/auth/sign-in/email",
        );
        const headers = new Headers({ "content-type": "application/json" });
        for (const cookie of signedIn.headers.getSetCookie()) headers.append("set-cookie", cookie);
        return new Response(JSON.stringify({ status: true, signedIn: signedIn.ok, passwordResetRequired: false }), {
          status: 200,
          headers,
        });
      }
      const wasUnverified = before !== undefined && !before.emailVerified;
      if (wasUnverified) await setPassword(auth, account.id, null);
      return c.json({ status: true, signedIn: false, passwordResetRequired: wasUnverified });
    },
  );

  // The link in the verification mail: verifies only (nobody is signed in). The password was chosen before the
  // mailbox was proved, perhaps by someone else, so it is voided; a reset mail goes out and the link leads to
  // "Forgot password?" (docs/product/security.md, "Verification").
  routes.get("/verify-email", async (c) => {
    const email = tokenEmail(c.req.query("token"));
    const before = email ? await findAccount(db, email) : undefined;
    const res = await forward(auth, c);
    if (!email || !before || before.emailVerified) return res;
    const account = await findAccount(db, email);
    if (!account?.emailVerified) return res;
    await takeContestedMark(db, email, true);
    await clearFailedCodes(db, email);
    await setPassword(auth, account.id, null);
    await auth.api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" } });
    return c.redirect(`${config.appUrl}/login?verified=choose-password&email=${encodeURIComponent(email)}`, 302);
  });

  // "Forgot password?": one message with a link (to /reset-password) and a 6-digit code.
  routes.post(
    "/request-password-reset",
    limitRequests(
      limits.signUp,
      (c) => `reset-ip:${clientAddress(c)}`,
      "Too many reset requests. Please try again in a few minutes.",
      deps.rateLimitStore,
    ),
    limitRequests(
      limits.resendVerification,
      async (c) => `reset:${await bodyEmail(c)}`,
      "A reset email was just sent. Please wait a minute before asking for another.",
      deps.rateLimitStore,
    ),
    jsonBody(emailOnlySchema),
    async (c) => {
      const { email } = c.req.valid("json");
      checkDomain(email);
      return forward(auth, c, { email, redirectTo: "/reset-password" });
    },
  );
  routes.post(
    "/reset-password",
    limitRequests(
      limits.verifyCode,
      (c) => `reset-link:${clientAddress(c)}`,
      "Too many attempts. Please wait a few minutes and try again.",
      deps.rateLimitStore,
    ),
    jsonBody(resetByLinkSchema),
    async (c) => {
      const body = c.req.valid("json");
      const email = await resetTokenEmail(db, body.token);
      const res = await forward(auth, c, { token: body.token, newPassword: body.newPassword });
      if (res.ok && email) await voidResetCredentials(db, email);
      if (res.status !== 400) return res;
      throw new AppError("INVALID_TOKEN", RESET_LINK_INVALID);
    },
  );
  routes.post(
    "/email-otp/reset-password",
    limitRequests(
      limits.verifyCode,
      async (c) => `reset-code:${await bodyEmail(c)}`,
      "Too many attempts. Please wait a few minutes and try again.",
      deps.rateLimitStore,
    ),
    jsonBody(resetByCodeSchema),
    async (c) => {
      const body = c.req.valid("json");
      checkDomain(body.email);
      const res = await forward(auth, c, { email: body.email, otp: body.otp, password: body.password });
      if (res.ok) await voidResetCredentials(db, body.email);
      return res;
    },
  );
  // A changed password ends every other session (ADR 0009).
  routes.post("/change-password", jsonBody(changePasswordSchema), async (c) => {
    const body = c.req.valid("json");
    return forward(auth, c, {
      currentPassword: body.currentPassword,
      newPassword: body.newPassword,
      revokeOtherSessions: true,
    });
  });

  // Checking the password is a guess like a sign-in: limited per session (else per address).
  routes.post(
    "/verify-password",
    limitRequests(
      limits.verifyPassword,
      (c) =>
        `verify-password:${c.req.header("cookie")?.match(/session_token=([^;.]{1,200})/)?.[1] ?? clientAddress(c)}`,
      "Too many password checks. Please wait a few minutes and try again.",
      deps.rateLimitStore,
    ),
    (c) => forward(auth, c),
  );

  // A profile update takes a display name and a photo URL only (updateUserSchema); better-auth reads the body as sent.
  routes.post("/update-user", jsonBody(updateUserSchema), (c) => forward(auth, c));

  // Codes are only delivered inside the verification and reset messages; sign-in by code is not offered, and
  // the other ways to ask for a reset would skip the limits above.
  const notOffered = (c: Context) => errorJson(c, new AppError("NOT_FOUND", "Not found."));
  for (const path of ["/email-otp/*", "/forget-password", "/forget-password/*", "/sign-in/email-otp"])
    routes.post(path, notOffered);

  routes.on(["GET", "POST"], "/*", (c) => forward(auth, c));
  return routes;
}
