import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "./env";
import type { BodyBudget } from "./http/body-budget";

/** Per-key request limits: `limit` requests per `windowMs` (ms). */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/** An OpenID Connect provider for company sign-in (ADR 0042); see the README's provider sections. */
export interface OidcConfig {
  /** Issuer URL without a trailing slash; discovery is `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Shown on the button: "Sign in with {providerName}". */
  providerName: string;
  scopes: string[];
  /** Members of this `groups` claim value become admins at each sign-in. */
  adminGroup?: string;
}

/** Everything the HTTP app needs to know about its deployment, derived from Env (or built by tests). */
export interface AppConfig {
  appUrl: string;
  /** Extra origins allowed to call the auth API (the Vite dev server in `npm run dev`). */
  trustedOrigins: string[];
  allowedDomains: string[];
  adminEmails: string[];
  /** Company sign-in; undefined: built-in accounts only. */
  oidc?: OidcConfig;
  /** false: password sign-up, sign-in and reset are refused (SSO only; needs `oidc`). */
  passwordSignIn: boolean;
  authSecret: string;
  dataDir: string;
  /** Minutes a verification link or code stays valid. */
  verificationExpiresMinutes: number;
  /** Proxies in front of the server (TRUST_PROXY): 0 = the socket names the client, n = X-Forwarded-For's n-th from the right. */
  trustProxy: number;
  rateLimits: {
    /** Per (client address, account). */
    signIn: RateRule;
    /** Per client address, all accounts together. */
    signInPerAddress: RateRule;
    /** Failed sign-ins per account from every address together; no address resets it. */
    signInFailures: RateRule;
    /** Code entries (verification) per client address, all addresses together. */
    verifyCodePerAddress: RateRule;
    /** Code entries (verification) on the whole instance (or every instance, on PostgreSQL). */
    verifyCodeOverall: RateRule;
    /** POST /api/auth/verify-password per user. */
    verifyPassword: RateRule;
    /** POST /api/standards per user (it may call the model). */
    standards: RateRule;
    signUp: RateRule;
    resendVerification: RateRule;
    verifyCode: RateRule;
    generation: RateRule;
  };
  /** Largest JSON body accepted (bytes) where a route needs no other limit (app.ts). */
  maxJsonBytes: number;
  /** Bytes of large bodies one sender may send per window (http/body-budget.ts); default DEFAULT_BODY_BUDGET. */
  bodyBudget?: BodyBudget;
  /** Model settings; timeouts in ms: whole script, longest silence inside a stream, structured calls. */
  ai: {
    apiKey?: string;
    baseUrl?: string;
    model?: string;
    timeoutMs: number;
    stallMs: number;
    structuredTimeoutMs: number;
  };
}

export const defaultRateLimits: AppConfig["rateLimits"] = {
  signIn: { limit: 10, windowMs: 5 * 60_000 },
  signInPerAddress: { limit: 50, windowMs: 5 * 60_000 },
  signInFailures: { limit: 10, windowMs: 15 * 60_000 },
  verifyCodePerAddress: { limit: 20, windowMs: 10 * 60_000 },
  verifyCodeOverall: { limit: 300, windowMs: 10 * 60_000 },
  verifyPassword: { limit: 10, windowMs: 5 * 60_000 },
  standards: { limit: 60, windowMs: 10 * 60_000 },
  signUp: { limit: 10, windowMs: 10 * 60_000 },
  resendVerification: { limit: 1, windowMs: 60_000 },
  verifyCode: { limit: 10, windowMs: 10 * 60_000 },
  generation: { limit: 30, windowMs: 10 * 60_000 },
};

/** The secret an earlier start generated into DATA_DIR/auth-secret, if any. */
export function readAuthSecretFile(dataDir: string): string | undefined {
  const file = path.join(dataDir, "auth-secret");
  return existsSync(file) ? readFileSync(file, "utf8").trim() || undefined : undefined;
}

/** AUTH_SECRET, or one generated on first start and kept in DATA_DIR/auth-secret (mode 600): one instance. */
export function resolveAuthSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const existing = readAuthSecretFile(env.DATA_DIR);
  if (existing) return existing;
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(path.join(env.DATA_DIR, "auth-secret"), secret, { mode: 0o600 });
  return secret;
}

/** `authSecret`: the one to use (startServer: AUTH_SECRET, the database's or DATA_DIR's); default resolveAuthSecret. */
export function configFromEnv(env: Env, port: number, authSecret?: string): AppConfig {
  const appUrl = (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, "");
  return {
    appUrl,
    trustedOrigins: env.NODE_ENV === "development" ? ["http://localhost:5173"] : [],
    allowedDomains: env.ALLOWED_EMAIL_DOMAINS,
    adminEmails: env.ADMIN_EMAILS,
    oidc: oidcFromEnv(env),
    passwordSignIn: env.PASSWORD_SIGN_IN,
    authSecret: authSecret ?? resolveAuthSecret(env),
    dataDir: env.DATA_DIR,
    verificationExpiresMinutes: 60,
    trustProxy: env.TRUST_PROXY,
    rateLimits: defaultRateLimits,
    maxJsonBytes: 1024 * 1024,
    ai: {
      apiKey: env.OPENAI_API_KEY,
      baseUrl: env.OPENAI_BASE_URL,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
      stallMs: env.AI_STALL_MS,
      structuredTimeoutMs: Math.min(env.AI_TIMEOUT_MS, 60_000),
    },
  };
}

/** The OIDC_ settings as one object (env.ts has checked that the four required ones come together). */
function oidcFromEnv(env: Env): OidcConfig | undefined {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET || !env.OIDC_PROVIDER_NAME) return undefined;
  const scopes = (env.OIDC_SCOPES ?? "openid email profile").split(/[\s,]+/).filter(Boolean);
  return {
    issuer: env.OIDC_ISSUER.replace(/\/$/, ""),
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    providerName: env.OIDC_PROVIDER_NAME,
    scopes,
    adminGroup: env.OIDC_ADMIN_GROUP,
  };
}
