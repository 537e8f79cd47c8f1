import { z } from "zod";

/**
 * The only reader of process.env. Every variable is validated here; a bad value stops start-up with a
 * message that names the variable. See the README's configuration table.
 */
const commaList = z.string().transform((s) =>
  s
    .split(",")
    .map((x) => x.trim().toLowerCase())
    .filter(Boolean),
);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    APP_URL: z.url().optional(),
    ALLOWED_EMAIL_DOMAINS: commaList
      .default(["newsela.com"])
      .refine(
        (l) => l.length > 0 && l.every((d) => /^[a-z0-9.-]+\.[a-z]{2,}$/.test(d)),
        "must be a comma list of domains",
      ),
    ADMIN_EMAILS: commaList.default([]),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Nova Writer <no-reply@localhost>"),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_BASE_URL: z.url().optional(),
    AI_MODEL: z.string().min(1).optional(),
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(180_000),
    AI_STALL_MS: z.coerce.number().int().min(500).default(45_000),
    /**
     * How many proxies you run in front of the server (docs/product/security.md, "Client address"): "false"/0 =
     * none, the socket's address is the client; "true" = 1; n = the client is the n-th X-Forwarded-For entry
     * from the right (each proxy appends the address it was reached from).
     */
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|[0-9]|10)$/i, 'must be "false", "true" or the number of proxies you run (0–10)')
      .default("false")
      .transform((v) => (/^true$/i.test(v) ? 1 : /^false$/i.test(v) ? 0 : Number(v))),
    /** Memory for cached script lists per instance (MB); 0 turns the list cache off (ADR 0025). */
    LIST_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /**
     * Server processes on this machine sharing PORT (node:cluster; ADR 0026), each an instance of its own on the one
     * PostgreSQL; 1 = this process serves. Above 1 needs DATABASE_URL: PGlite is one process per data directory.
     */
    SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    // Company sign-in with an OpenID Connect provider (ADR 0042, docs/product/accounts.md): the four below go
    // together; the issuer is the discovery URL's base (…/.well-known/openid-configuration is added).
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_PROVIDER_NAME: z.string().min(1).max(40).optional(),
    /** Space or comma list of scopes asked for; "openid email profile" by default (some providers need "groups" for OIDC_ADMIN_GROUP). */
    OIDC_SCOPES: z.string().min(1).optional(),
    /** Members of this value of the `groups` claim are made admins at each sign-in. */
    OIDC_ADMIN_GROUP: z.string().min(1).optional(),
    /** "false": SSO only — the password forms are hidden and the password endpoints answer 403 (needs OIDC). */
    PASSWORD_SIGN_IN: z
      .enum(["true", "false", "1", "0"], { message: 'must be "true" or "false"' })
      .default("true")
      .transform((v) => v === "true" || v === "1"),
  })
  .superRefine((env, ctx) => {
    const oidcVars = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "OIDC_PROVIDER_NAME"] as const;
    const oidcSet = oidcVars.filter((name) => env[name] !== undefined);
    if (oidcSet.length > 0 && oidcSet.length < oidcVars.length) {
      for (const name of oidcVars.filter((n) => env[n] === undefined))
        ctx.addIssue({ code: "custom", path: [name], message: `is needed with ${oidcSet.join(", ")}` });
    }
    if (!env.PASSWORD_SIGN_IN && oidcSet.length < oidcVars.length) {
      ctx.addIssue({
        code: "custom",
        path: ["PASSWORD_SIGN_IN"],
        message:
          "false needs OpenID Connect sign-in (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_PROVIDER_NAME)",
      });
    }
    if (env.OIDC_ADMIN_GROUP !== undefined && oidcSet.length === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["OIDC_ADMIN_GROUP"],
        message: "needs OIDC_ISSUER and the other OIDC_ settings",
      });
    }
    if (env.SERVER_PROCESSES > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SERVER_PROCESSES"],
        message: "above 1 needs DATABASE_URL (the embedded PGlite database serves one process)",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Parses an environment record; throws an Error whose message names every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const { fieldErrors } = z.flattenError(result.error);
    const lines = Object.entries(fieldErrors).flatMap(([name, messages]) =>
      (messages ?? []).map((m) => `  ${name}: ${m}`),
    );
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** Reads process.env once (exits with a clear message on bad configuration). */
export function loadEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
