import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetParts, verificationParts } from "../../../tests/support/smtp";
import { buildTestContext, testConfig, type TestClient, type TestContext } from "../../../tests/support/test-app";
import { session, user } from "../db/schema/index";

/**
 * What the second attack found (docs/product/security.md): each finding is reproduced here and must now be
 * answered with a shaped 4xx. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let ctx: TestContext;
let alice: TestClient;
const base = testConfig();
beforeAll(async () => {
  ctx = await buildTestContext({
    rateLimits: {
      ...base.rateLimits,
      verifyCodePerAddress: { limit: 20, windowMs: 10 * 60_000 },
      verifyPassword: { limit: 3, windowMs: 60_000 },
    },
    bodyBudget: { bytes: 1_000_000, windowMs: 60_000 },
  });
  alice = await ctx.signedIn("alice.attack@newsela.com");
});
afterAll(() => ctx.close());

const script = (over: Record<string, unknown> = {}) => ({
  topic: "Fables",
  concept: "Morals",
  scriptContent: "PENNY: Hello.",
  standards: ["RL.2.2"],
  characters: [{ name: "Penny Page", label: "Host" }],
  ...over,
});
const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

describe("request bodies", () => {
  it("refuses nesting deeper than 64 and more than 100,000 values with 400, before parsing", async () => {
    const deep = await alice.json("/api/scripts", {
      rawBody: `{"topic":${nested(65)}}`,
      headers: { "content-type": "application/json" },
    });
    expect(deep.status).toBe(400);
    expect(deep.body).toEqual({
      error: "VALIDATION_ERROR",
      message: "The request body is nested more than 64 levels deep.",
    });
    const many = await alice.json("/api/subtopics", {
      rawBody: `[${Array.from({ length: 100_001 }, () => "0").join(",")}]`,
      headers: { "content-type": "application/json" },
    });
    expect(many.status).toBe(400);
    expect(many.body.message).toBe("The request body holds more than 100,000 values.");
    // 64 levels is still read (and then refused by the schema, not the scan).
    const ok = await alice.json("/api/scripts", {
      rawBody: JSON.stringify(script({ topic: JSON.parse(nested(63)) })),
      headers: { "content-type": "application/json" },
    });
    expect(ok.status).toBe(400);
    expect(ok.body.message).not.toMatch(/nested/);
  });

  it("a save is limited to 2 MB, generation to 1 MB", async () => {
    const big = JSON.stringify(script({ scriptContent: "x".repeat(2 * 1024 * 1024) }));
    const save = await alice.json("/api/scripts", { rawBody: big, headers: { "content-type": "application/json" } });
    expect(save.status).toBe(413);
    expect(save.body.error).toBe("PAYLOAD_TOO_LARGE");
    const gen = await alice.json("/api/generate-script", {
      rawBody: JSON.stringify({ topic: "x", contentConsiderations: "y".repeat(1024 * 1024) }),
      headers: { "content-type": "application/json" },
    });
    expect(gen.status).toBe(413);
  });

  it("large bodies count against the sender's budget (429), small ones never", async () => {
    const body = JSON.stringify(script({ scriptContent: "y".repeat(400_000) }));
    const send = (c: TestClient) =>
      c.json("/api/scripts", {
        rawBody: body,
        headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
      });
    const bob = await ctx.signedIn("bob.budget@newsela.com");
    expect((await send(bob)).status).toBe(201);
    expect((await send(bob)).status).toBe(201);
    const third = await send(bob);
    expect(third.status).toBe(429);
    expect(third.body.error).toBe("RATE_LIMITED");
    expect((await bob.json("/api/scripts", { body: script() })).status).toBe(201);
    // Another user keeps their own budget.
    expect((await send(alice)).status).toBe(201);
  });

  it("model output with a lone surrogate saves, the surrogate as U+FFFD", async () => {
    const res = await alice.json("/api/scripts", { body: script({ scriptContent: "PENNY: Hi \ud83d there \udc00." }) });
    expect(res.status).toBe(201);
    expect(res.body.script.scriptContent).toBe("PENNY: Hi \ufffd there \ufffd.");
  });
});

describe("low findings", () => {
  it("crafted list cursors answer 400, not 500", async () => {
    for (const raw of ["2024-01-01T00:00:00.000Z|99999999999", "+275760-09-13T00:00:00.000Z|1", "x|1|2", "|"]) {
      const cursor = Buffer.from(raw).toString("base64url");
      const res = await alice.json(`/api/scripts?cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("VALIDATION_ERROR");
    }
  });

  it("version 2147483648 answers 400", async () => {
    const saved = await alice.json("/api/scripts", { body: script() });
    const res = await alice.json(`/api/scripts/${saved.body.script.id}`, {
      method: "PUT",
      body: script({ version: 2147483648 }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("VALIDATION_ERROR");
  });

  it("e-mails of 2,700 characters answer 400 on every auth endpoint", async () => {
    const email = `${"a".repeat(2700)}@newsela.com`;
    for (const [path, body] of [
      ["/api/auth/sign-in/email", { email, password: "whatever-1" }],
      ["/api/auth/sign-up/email", { email, password: "whatever-1", name: "x" }],
      ["/api/auth/request-password-reset", { email }],
      ["/api/auth/send-verification-email", { email }],
      ["/api/auth/email-otp/verify-email", { email, otp: "123456" }],
    ] as const) {
      const res = await ctx.client().json(path, { body });
      expect(res.status, path).toBe(400);
      expect(res.body.error, path).toBe("VALIDATION_ERROR");
    }
  });

  it("a callbackURL with a character above U+00FF answers 400 and leaves no session", async () => {
    const email = "callback.user@newsela.com";
    await ctx.signedIn(email);
    const [u] = await ctx.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const sessions = async () =>
      (await ctx.database.db.select({ n: count() }).from(session).where(eq(session.userId, u!.id)))[0]!.n;
    const before = await sessions();
    const res = await ctx.client().json("/api/auth/sign-in/email", {
      body: { email, password: "secret123", callbackURL: "/dashboard/\u0101" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("VALIDATION_ERROR");
    expect(await sessions()).toBe(before);
  });

  it("every error under /api/auth/* is JSON {error, message}", async () => {
    for (const path of ["/api/auth/no-such-endpoint", "/api/auth/reset-password/no-such-token"]) {
      const res = await ctx.client().request(path);
      if (res.status < 400) continue;
      expect(res.headers.get("content-type"), path).toContain("application/json");
      const body = (await res.json()) as { error: unknown; message: unknown };
      expect(typeof body.error).toBe("string");
      expect(typeof body.message).toBe("string");
    }
    const res = await ctx.client().json("/api/auth/no-such-endpoint");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "NOT_FOUND", message: "Not found." });
  });

  it("a reset code stops working once the mail's link was used (and the other way round)", async () => {
    const email = "two.credentials@newsela.com";
    await ctx.signedIn(email, { password: "old-secret" });
    const before = ctx.smtp.messages.length;
    await ctx.client().json("/api/auth/request-password-reset", { body: { email } });
    const mail = resetParts(await ctx.smtp.waitFor(email, { after: before }));
    const follow = await ctx.client().request(new URL(mail.url).pathname + new URL(mail.url).search);
    const token = new URL(follow.headers.get("location")!, "http://localhost:3000").searchParams.get("token")!;
    expect(
      (await ctx.client().json("/api/auth/reset-password", { body: { token, newPassword: "link-secret" } })).status,
    ).toBe(200);
    const byCode = await ctx.client().json("/api/auth/email-otp/reset-password", {
      body: { email, otp: mail.code, password: "code-secret" },
    });
    expect(byCode.status).toBe(400);
    expect(
      (await ctx.client().json("/api/auth/sign-in/email", { body: { email, password: "link-secret" } })).status,
    ).toBe(200);
  });

  it("verify-password is rate-limited", async () => {
    const bob = await ctx.signedIn("verify.pw@newsela.com");
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++)
      statuses.push((await bob.json("/api/auth/verify-password", { body: { password: `guess-${n}` } })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1)).not.toContain(429);
  }, 90_000);

  it("sign-in answers as slowly for an address without an account as for a wrong password", async () => {
    await ctx.signedIn("timed@newsela.com");
    const time = async (email: string) => {
      const started = performance.now();
      await ctx.client().json("/api/auth/sign-in/email", { body: { email, password: "wrong-password" } });
      return performance.now() - started;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let n = 0; n < 5; n++) {
      known.push(await time("timed@newsela.com"));
      unknown.push(await time(`nobody${n}@newsela.com`));
    }
    // Before, 12.7 against 793 ms: a password check (scrypt) for the known address only.
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
  }, 90_000);
});

describe("an unverified account after 10 wrong codes", () => {
  it("is deleted, and its address is free again", async () => {
    const email = "ten.wrong@newsela.com";
    const before = ctx.smtp.messages.length;
    await ctx.client().json("/api/auth/sign-up/email", { body: { email, password: "attacker-pw", name: "t" } });
    const { code } = verificationParts(await ctx.smtp.waitFor(email, { after: before }));
    const wrong = code === "000000" ? "111111" : "000000";
    for (let n = 0; n < 10; n++) {
      const c = ctx.client();
      const res = await c.json("/api/auth/email-otp/verify-email", {
        body: { email, otp: wrong },
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
    expect(await ctx.database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });
});

// Last: it spends this client address's code entries.
describe("verification codes", () => {
  it("wrong codes over many fresh addresses from one client are throttled per address", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 10; n++) {
      const email = `guess${n}@newsela.com`;
      const signUp = await ctx.client().json("/api/auth/sign-up/email", {
        body: { email, password: "attacker-pw", name: "g" },
      });
      expect(signUp.status).toBe(200);
      for (let g = 0; g < 3; g++) {
        const res = await ctx.client().json("/api/auth/email-otp/verify-email", {
          body: { email, otp: String(100000 + g) },
        });
        statuses.push(res.status);
      }
    }
    // 20 code entries per address in the window (this file's earlier sign-ups and the ten wrong codes above
    // spent 16 of them): the rest of the 30 guesses are refused whatever the address guessed.
    expect(statuses[0]).not.toBe(429);
    expect(statuses.slice(-10).every((s) => s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
  }, 120_000);
});
