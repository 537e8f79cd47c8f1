import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startTestOidcProvider,
  TEST_OIDC_ADMIN_GROUP,
  TEST_OIDC_CLIENT_ID,
  TEST_OIDC_CLIENT_SECRET,
  type TestOidcProvider,
} from "../../../tests/support/oidc-provider";
import { buildTestContext, TEST_ORIGIN, type TestClient, type TestContext } from "../../../tests/support/test-app";
import { verificationParts } from "../../../tests/support/smtp";
import { appUsers, auditEvents, user } from "../db/schema/index";

/**
 * Company sign-in against a real OpenID Connect provider (oidc-provider on loopback), through the app's
 * /api/auth/oidc/start and /api/auth/callback/oidc (ADR 0042, docs/product/accounts.md).
 */
let provider: TestOidcProvider;
let ctx: TestContext;
const callbackUrl = `${TEST_ORIGIN}/api/auth/callback/oidc`;
const oidcSettings = (over: { clientSecret?: string; issuer?: string } = {}) => ({
  issuer: over.issuer ?? provider.issuer,
  clientId: TEST_OIDC_CLIENT_ID,
  clientSecret: over.clientSecret ?? TEST_OIDC_CLIENT_SECRET,
  providerName: "Okta",
  scopes: ["openid", "email", "profile", "groups"],
  adminGroup: TEST_OIDC_ADMIN_GROUP,
});

beforeAll(async () => {
  provider = await startTestOidcProvider([callbackUrl]);
  ctx = await buildTestContext({ oidc: oidcSettings() });
});
afterAll(async () => {
  await ctx?.close();
  await provider?.stop();
});

/** The provider's authorization URL for a new sign-in (the state cookie lands in the client's jar). */
async function start(client: TestClient): Promise<string> {
  const res = await client.request("/api/auth/oidc/start");
  expect(res.status).toBe(302);
  const location = res.headers.get("location")!;
  expect(location.startsWith(provider.issuer)).toBe(true);
  return location;
}

/** The app's answer to the provider's redirect back: a relative or absolute URL. */
async function callback(client: TestClient, back: URL) {
  expect(back.href.startsWith(callbackUrl)).toBe(true);
  const res = await client.request(back.pathname + back.search);
  const location = new URL(res.headers.get("location") ?? "/none", TEST_ORIGIN);
  return { status: res.status, location };
}

/** Signs in through the provider's own pages as `login`; returns where the app sent the browser. */
async function signIn(client: TestClient, login: string, opts?: { deny?: boolean }) {
  return callback(client, await provider.authorize(await start(client), login, opts));
}

const accountsWith = async (email: string) =>
  (await ctx.database.db.select({ id: user.id }).from(user).where(eq(user.email, email))).length;

describe("company sign-in", () => {
  it("creates a verified account on the first sign-in and lands on /dashboard; the second signs in to it", async () => {
    const client = ctx.client();
    const first = await signIn(client, "ada");
    expect(first).toMatchObject({ status: 302, location: expect.objectContaining({ pathname: "/dashboard" }) });
    const me = await client.json("/api/auth/me");
    expect(me.body.user).toMatchObject({ email: "ada@newsela.com", isVerified: true, isAdmin: false });
    const again = ctx.client();
    expect((await signIn(again, "ada")).location.pathname).toBe("/dashboard");
    expect((await again.json("/api/auth/me")).body.user.id).toBe(me.body.user.id);
    expect(await accountsWith("ada@newsela.com")).toBe(1);
  });

  it("makes a member of OIDC_ADMIN_GROUP an admin", async () => {
    const client = ctx.client();
    expect((await signIn(client, "root")).location.pathname).toBe("/dashboard");
    expect((await client.json("/api/auth/me")).body.user).toMatchObject({ email: "root@newsela.com", isAdmin: true });
  });

  it("refuses an address outside the company domains, says so on /login, creates nothing and audits it", async () => {
    const { location } = await signIn(ctx.client(), "otto");
    expect(location.pathname).toBe("/login");
    expect(Object.fromEntries(location.searchParams)).toEqual({ sso_error: "EMAIL_DOMAIN", email: "otto@example.org" });
    expect(await accountsWith("otto@example.org")).toBe(0);
    const events = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.kind, "sign-in.refused"));
    expect(events.map((e) => e.target)).toContain("otto@example.org");
  });

  it("refuses an unverified e-mail and creates nothing", async () => {
    const { location } = await signIn(ctx.client(), "una");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("sso_error")).toBe("EMAIL_UNVERIFIED");
    expect(await accountsWith("una@newsela.com")).toBe(0);
  });

  it("links a verified built-in account with the same e-mail, keeps its password, and audits the link", async () => {
    const builtIn = await ctx.signedIn("lin@newsela.com");
    const before = (await builtIn.json("/api/auth/me")).body.user;
    provider.accounts.set("lin", { email: "lin@newsela.com", email_verified: true, name: "Lin", groups: [] });
    const client = ctx.client();
    expect((await signIn(client, "lin")).location.pathname).toBe("/dashboard");
    expect((await client.json("/api/auth/me")).body.user.id).toBe(before.id);
    const password = await ctx.client().json("/api/auth/sign-in/email", {
      body: { email: "lin@newsela.com", password: "secret123" },
    });
    expect(password.status).toBe(200);
    const [linked] = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.kind, "sso.linked"));
    expect(linked).toMatchObject({ target: "lin@newsela.com" });
  });

  it("replaces an unverified built-in account: the provider's verified e-mail takes the address", async () => {
    const squatter = ctx.client();
    const email = "vic@newsela.com";
    const sent = ctx.smtp.messages.length;
    expect(
      (await squatter.json("/api/auth/sign-up/email", { body: { email, password: "attacker1", name: "x" } })).status,
    ).toBe(200);
    await ctx.smtp.waitFor(email, { after: sent });
    provider.accounts.set("vic", { email, email_verified: true, name: "Vic", groups: [] });
    const client = ctx.client();
    expect((await signIn(client, "vic")).location.pathname).toBe("/dashboard");
    expect((await client.json("/api/auth/me")).body.user).toMatchObject({ email, isVerified: true });
    expect(await accountsWith(email)).toBe(1);
    // The squatter's password is gone with the claim it made.
    const attempt = await ctx.client().json("/api/auth/sign-in/email", { body: { email, password: "attacker1" } });
    expect(attempt.status).not.toBe(200);
    // And the old verification mail's code no longer verifies anything.
    const { code } = verificationParts(ctx.smtp.messages.at(-1)!);
    expect(code).toMatch(/^\d{6}$/);
  });

  it("refuses a deactivated account with the deactivation message", async () => {
    provider.accounts.set("dee", { email: "dee@newsela.com", email_verified: true, name: "Dee", groups: [] });
    expect((await signIn(ctx.client(), "dee")).location.pathname).toBe("/dashboard");
    await ctx.database.db.update(appUsers).set({ active: false }).where(eq(appUsers.email, "dee@newsela.com"));
    const { location } = await signIn(ctx.client(), "dee");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("sso_error")).toBe("ACCOUNT_DEACTIVATED");
  });
});

describe("a sign-in that goes wrong ends on /login, never a 5xx", () => {
  it("a denied consent", async () => {
    const { status, location } = await signIn(ctx.client(), "ada", { deny: true });
    expect(status).toBe(302);
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("sso_error")).toBe("CANCELLED");
  });

  it("a tampered state", async () => {
    const client = ctx.client();
    const back = await provider.authorize(await start(client), "ada");
    back.searchParams.set(
      "state",
      back.searchParams.get("state")!.replace(/.$/, (c) => (c === "a" ? "b" : "a")),
    );
    const { status, location } = await callback(client, back);
    expect(status).toBe(302);
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("sso_error")).toBe("EXPIRED");
    expect((await client.json("/api/auth/me")).status).toBe(401);
  });

  it("a state from another browser (no state cookie)", async () => {
    const back = await provider.authorize(await start(ctx.client()), "ada");
    const { location } = await callback(ctx.client(), back);
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("sso_error")).toBe("EXPIRED");
  });

  it("a tampered nonce (the ID token's nonce is not the one this sign-in sent)", async () => {
    const client = ctx.client();
    const authorization = new URL(await start(client));
    expect(authorization.searchParams.get("nonce")).toBeTruthy();
    expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
    authorization.searchParams.set("nonce", "someone-elses-nonce");
    const { location } = await callback(client, await provider.authorize(authorization.href, "ada"));
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("sso_error")).toBe("FAILED");
    expect((await client.json("/api/auth/me")).status).toBe(401);
  });

  it("a code used twice, and a used code with a fresh state", async () => {
    const client = ctx.client();
    const back = await provider.authorize(await start(client), "ada");
    expect((await callback(client, back)).location.pathname).toBe("/dashboard");
    const replay = await callback(ctx.client(), back);
    expect(replay.location.pathname).toBe("/login");
    expect(replay.location.searchParams.get("sso_error")).toBe("EXPIRED");
    // The same code under a state this browser really started: the provider refuses the code.
    const other = ctx.client();
    const fresh = new URL(await start(other));
    const reused = new URL(back);
    reused.searchParams.set("state", fresh.searchParams.get("state")!);
    const second = await callback(other, reused);
    expect(second.location.pathname).toBe("/login");
    expect(second.location.searchParams.get("sso_error")).toBe("FAILED");
    expect((await other.json("/api/auth/me")).status).toBe(401);
  });

  it("a provider that is down when the code is exchanged", async () => {
    const client = ctx.client();
    const back = await provider.authorize(await start(client), "ada");
    await provider.stop();
    try {
      const { status, location } = await callback(client, back);
      expect(status).toBe(302);
      expect(location.pathname).toBe("/login");
      expect(location.searchParams.get("sso_error")).toBe("PROVIDER_UNAVAILABLE");
    } finally {
      await provider.start();
    }
  });
});

describe("another deployment: a wrong client secret, password sign-in turned off", () => {
  let other: TestContext;
  beforeAll(async () => {
    other = await buildTestContext({ oidc: oidcSettings({ clientSecret: "not-the-secret" }), passwordSignIn: false });
  });
  afterAll(() => other?.close());

  it("a wrong client secret ends on /login", async () => {
    const client = other.client();
    const res = await client.request("/api/auth/oidc/start");
    const back = await provider.authorize(res.headers.get("location")!, "ada");
    const answer = await client.request(back.pathname + back.search);
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get("location")!, TEST_ORIGIN);
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("sso_error")).toBe("FAILED");
  });

  it.each([
    ["/api/auth/sign-up/email", { email: "pat@newsela.com", password: "secret123", name: "pat" }],
    ["/api/auth/sign-in/email", { email: "pat@newsela.com", password: "secret123" }],
    ["/api/auth/request-password-reset", { email: "pat@newsela.com" }],
    ["/api/auth/email-otp/reset-password", { email: "pat@newsela.com", otp: "123456", password: "secret123" }],
  ])("%s answers 403 with a message naming the provider", async (path, body) => {
    const res = await other.client().json(path, { body });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: "FORBIDDEN", message: "Password sign-in is turned off. Use Sign in with Okta." });
  });

  it("tells the client to show only the provider's button", async () => {
    expect((await other.client().json("/api/config")).body).toMatchObject({
      passwordSignIn: false,
      oidcProviderName: "Okta",
    });
  });
});

describe("a provider that was down when the server started", () => {
  it("the sign-in button leads back to /login with a clear code", async () => {
    const other = await buildTestContext({ oidc: oidcSettings({ issuer: "http://127.0.0.1:9" }) });
    try {
      const res = await other.client().request("/api/auth/oidc/start");
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/login?sso_error=PROVIDER_UNAVAILABLE");
    } finally {
      await other.close();
    }
  });
});
