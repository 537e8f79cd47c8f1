import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { emailOTP } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from "@shared/constants";
import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import { account, appUsers, session, user, verification } from "../db/schema/index";
import type { Mailer } from "../mail/mailer";
import { passwordResetMessage, verificationMessage } from "../mail/templates";
import { oidcPlugins } from "./oidc";
import { domainRuleMessage, isAllowedEmail } from "@shared/schemas/user";

/** Sessions last 7 days (s) and are extended on use at most once a day. */
export const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 7;
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24;

export interface AuthDeps {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  logger: Logger;
}

/**
 * better-auth with e-mail + password, mandatory verification (link and 6-digit code in one message),
 * cookie sessions kept in the database (7 days, renewed daily on activity, revoked on sign-out), and the
 * company-domain rule enforced when the user row is created. Also keeps the product's app_users row in step.
 */
export function createAuth({ config, db, mailer, logger }: AuthDeps) {
  const expiresInSec = config.verificationExpiresMinutes * 60;
  const isAdminEmail = (email: string) => config.adminEmails.includes(email.toLowerCase());

  const auth = betterAuth({
    appName: "Nova Writer",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [config.appUrl, ...config.trustedOrigins],
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, `auth: ${message}`),
    },
    // Limits are applied by the app's own rate limiter (per e-mail and per client), see routes/auth.ts.
    rateLimit: { enabled: false },
    session: { expiresIn: SESSION_EXPIRES_IN_S, updateAge: SESSION_UPDATE_AGE_S },
    advanced: { cookiePrefix: "nova", useSecureCookies: config.appUrl.startsWith("https://") },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      // "Forgot password?" (ADR 0009): one message with a link and a 6-digit code, like verification.
      resetPasswordTokenExpiresIn: expiresInSec,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user: u, url }) {
        const code = await auth.api.createVerificationOTP({ body: { email: u.email, type: "forget-password" } });
        // Sent after the answer, so asking for a reset takes as long whether or not the address has an account
        // (docs/product/security.md, "Answers that reveal accounts").
        void mailer
          .send(passwordResetMessage({ to: u.email, url, code, expiresInMinutes: config.verificationExpiresMinutes }))
          .catch((err: unknown) => logger.error({ err }, "password reset mail failed"));
      },
      // A reset proves the mailbox as well as verification does.
      async onPasswordReset({ user: u }) {
        if (u.emailVerified) return;
        await db.update(user).set({ emailVerified: true }).where(eq(user.id, u.id));
        await db.update(appUsers).set({ isVerified: true }).where(eq(appUsers.authUserId, u.id));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // Verifying never signs anyone in (ADR 0009): the password of an unverified account may
      // have been chosen by someone else. The code path signs in with the password the verifier typed.
      autoSignInAfterVerification: false,
      expiresIn: expiresInSec,
      async sendVerificationEmail({ user: u, url }) {
        // One message carries both the link and a fresh code (the previous code stops working).
        const code = await auth.api.createVerificationOTP({ body: { email: u.email, type: "email-verification" } });
        await mailer.send(
          verificationMessage({ to: u.email, url, code, expiresInMinutes: config.verificationExpiresMinutes }),
        );
      },
    },
    plugins: [
      emailOTP({
        otpLength: VERIFICATION_CODE_LENGTH,
        expiresIn: expiresInSec,
        allowedAttempts: 5,
        storeOTP: "hashed",
        // Codes are only sent inside the verification message above; this path is not exposed.
        async sendVerificationOTP() {
          throw new APIError("BAD_REQUEST", { message: "Use Resend Verification Email instead." });
        },
      }),
      // Company sign-in (OpenID Connect) and account rules (deactivation, last sign-in): ADR 0042, oidc.ts.
      ...oidcPlugins({ config, db, logger }),
    ],
    databaseHooks: {
      user: {
        create: {
          async before(data) {
            if (!isAllowedEmail(data.email, config.allowedDomains)) {
              throw new APIError("FORBIDDEN", { message: domainRuleMessage(config.allowedDomains) });
            }
            return { data: { ...data, email: data.email.toLowerCase() } };
          },
          async after(created) {
            await db
              .insert(appUsers)
              .values({
                authUserId: created.id,
                email: created.email.toLowerCase(),
                // ADMIN_EMAILS makes an account admin only once its password was set after its mailbox was
                // proved (docs/product/security.md, "Verification"): never at a sign-up, which proves nothing.
                isAdmin: created.emailVerified && isAdminEmail(created.email),
                isVerified: created.emailVerified,
              })
              .onConflictDoNothing();
          },
        },
        update: {
          async after(updated) {
            await db
              .update(appUsers)
              .set({ isVerified: updated.emailVerified })
              .where(eq(appUsers.authUserId, updated.id));
          },
        },
      },
      session: {
        create: {
          // ADMIN_EMAILS also applies on the next sign-in of an existing account. A session exists only for a
          // verified account, whose password was set after its mailbox was proved (routes/auth.ts voids any earlier).
          async after(created) {
            const [row] = await db.select().from(appUsers).where(eq(appUsers.authUserId, created.userId));
            if (row && !row.isAdmin && row.isVerified && isAdminEmail(row.email)) {
              await db.update(appUsers).set({ isAdmin: true }).where(eq(appUsers.id, row.id));
            }
          },
        },
      },
    },
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
