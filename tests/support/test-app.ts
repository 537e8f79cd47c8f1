import pino from "pino";
import { createApp } from "../../src/server/app";
import { createAuth, type Auth } from "../../src/server/auth/auth";
import { startSessionCache } from "../../src/server/auth/session-cache";
import { startScriptListCache } from "../../src/server/services/scripts/list-cache";
import { defaultRateLimits, type AppConfig } from "../../src/server/config";
import type { Database } from "../../src/server/db/client";
import { seedDatabase } from "../../src/server/db/seed";
import { createMailer } from "../../src/server/mail/mailer";
import { startTestSmtp, verificationParts, type TestSmtp } from "./smtp";
import { openTestDatabase } from "./test-database";

export const TEST_ORIGIN = "http://localhost:3000";

/** A tiny cookie jar client for in-process requests (app.request) with the app's origin header. */
export class TestClient {
  cookies = new Map<string, string>();
  constructor(private readonly ctx: TestContext) {}

  async request(
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string>; rawBody?: BodyInit } = {},
  ) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, ...init.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    let body: BodyInit | undefined = init.rawBody;
    if (init.body !== undefined) {
      headers["content-type"] ??= "application/json";
      body = JSON.stringify(init.body);
    }
    const res = await this.ctx.app.request(`${TEST_ORIGIN}${path}`, {
      method: init.method ?? (body ? "POST" : "GET"),
      headers,
      body,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim())) || value === "";
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    return res;
  }

  async json<T = any>(
    path: string,
    init?: Parameters<TestClient["request"]>[1],
  ): Promise<{ status: number; body: T; res: Response }> {
    const res = await this.request(path, init);
    const text = await res.text();
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body, res };
  }
}

export interface TestContext {
  app: ReturnType<typeof createApp>;
  database: Database;
  smtp: TestSmtp;
  config: AppConfig;
  /** The app's better-auth instance (tests/support/factories.ts makes users and sessions through it). */
  auth: Auth;
  client(): TestClient;
  /**
   * Signs up, verifies by code and returns a signed-in client: the real account flow, for tests about accounts.
   * Other tests make users with `createUser` (tests/support/factories.ts), which is much cheaper.
   */
  signedIn(email: string, opts?: { admin?: boolean; password?: string }): Promise<TestClient>;
  close(): Promise<void>;
}

/** AI settings pointing the app at a local fake model server (tests/support/fake-openai.ts); timeouts in ms. */
export function fakeModelAi(baseUrl: string, over: Partial<AppConfig["ai"]> = {}): AppConfig["ai"] {
  return {
    apiKey: "test-key",
    baseUrl,
    model: "fake-model",
    timeoutMs: 1500,
    stallMs: 600,
    structuredTimeoutMs: 1500,
    ...over,
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    appUrl: TEST_ORIGIN,
    trustedOrigins: [],
    allowedDomains: ["newsela.com"],
    adminEmails: ["boss@newsela.com"],
    passwordSignIn: true,
    authSecret: "test-secret-test-secret-test-secret-123",
    dataDir: "/tmp/nova-test-unused",
    verificationExpiresMinutes: 60,
    trustProxy: 0,
    rateLimits: {
      ...defaultRateLimits,
      signUp: { limit: 1000, windowMs: 60_000 },
      signIn: { limit: 1000, windowMs: 60_000 },
      signInPerAddress: { limit: 1000, windowMs: 60_000 },
      standards: { limit: 1000, windowMs: 60_000 },
      verifyCode: { limit: 1000, windowMs: 60_000 },
      verifyCodePerAddress: { limit: 1000, windowMs: 60_000 },
      verifyCodeOverall: { limit: 10_000, windowMs: 60_000 },
      generation: { limit: 1000, windowMs: 60_000 },
    },
    maxJsonBytes: 1024 * 1024,
    ai: { timeoutMs: 5000, stallMs: 2000, structuredTimeoutMs: 3000 },
    ...overrides,
  };
}

/** The whole app in-process on a fresh copy of the test database, sending mail to a real SMTP server. */
export async function buildTestContext(overrides: Partial<AppConfig> = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  await seedDatabase(database.db);
  const smtp = await startTestSmtp();
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });
  const config = testConfig(overrides);
  const mailer = createMailer({
    smtpUrl: smtp.url,
    from: "Nova Writer <test@localhost>",
    outboxDir: "/tmp/unused",
    logger,
  });
  const auth = createAuth({ config, db: database.db, mailer, logger });
  // The same session cache and change feed as the server, so every API test also checks revocation through it.
  const sessionFeed = await startSessionCache(database, logger);
  // And the script-list cache with its feed, so every list an API test reads after a write checks invalidation.
  const listFeed = await startScriptListCache(database, logger);
  const app = createApp({
    config,
    db: database.db,
    auth,
    mailer,
    logger,
    sessions: sessionFeed.sessions,
    lists: listFeed.lists,
    sharedRateLimits: database.kind === "postgres",
  });
  const ctx: TestContext = {
    app,
    database,
    smtp,
    config,
    auth,
    client: () => new TestClient(ctx),
    async signedIn(email, opts = {}) {
      const c = new TestClient(ctx);
      const password = opts.password ?? "secret123";
      const before = smtp.messages.length;
      const res = await c.json("/api/auth/sign-up/email", { body: { email, password, name: email.split("@")[0] } });
      if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
      const { code } = verificationParts(await smtp.waitFor(email, { after: before }));
      const v = await c.json("/api/auth/email-otp/verify-email", { body: { email, otp: code, password } });
      if (v.status !== 200) throw new Error(`verify failed: ${v.status} ${JSON.stringify(v.body)}`);
      if (opts.admin) {
        const { appUsers } = await import("../../src/server/db/schema/index");
        const { eq } = await import("drizzle-orm");
        await database.db.update(appUsers).set({ isAdmin: true }).where(eq(appUsers.email, email));
      }
      return c;
    },
    async close() {
      await sessionFeed.stop();
      await listFeed.stop();
      await smtp.close();
      await database.close();
    },
  };
  return ctx;
}
