import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetParts } from "../../../tests/support/smtp";
import { buildTestContext, type TestClient, type TestContext } from "../../../tests/support/test-app";

/**
 * The second attack's low findings (docs/product/security.md, "Low findings", "Answers that reveal accounts",
 * "Verification", "Request bodies") at their edges, beside src/server/routes/second-attack.api.test.ts. Runs on
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let ctx: TestContext;
let writer: TestClient;
beforeAll(async () => {
  ctx = await buildTestContext();
  writer = await ctx.signedIn("edges.writer@newsela.com");
});
afterAll(() => ctx.close());

describe("low findings at their edges", () => {
  it("an e-mail of 255 characters answers 400 on every auth endpoint; one of 254 is taken", async () => {
    const at = (length: number) => `${"a".repeat(length - "@newsela.com".length)}@newsela.com`;
    expect(at(254)).toHaveLength(254);
    for (const [path, body] of [
      ["/api/auth/sign-in/email", { password: "whatever-1" }],
      ["/api/auth/sign-up/email", { password: "whatever-1", name: "x" }],
      ["/api/auth/request-password-reset", {}],
      ["/api/auth/send-verification-email", {}],
      ["/api/auth/email-otp/verify-email", { otp: "123456" }],
      ["/api/auth/email-otp/reset-password", { otp: "123456", password: "whatever-1" }],
    ] as const) {
      const res = await ctx.client().json(path, { body: { ...body, email: at(255) } });
      expect(res.status, path).toBe(400);
      expect(res.body, path).toMatchObject({ error: "VALIDATION_ERROR", message: expect.any(String) });
    }
    const taken = await ctx.client().json("/api/auth/request-password-reset", { body: { email: at(254) } });
    expect(taken.status).toBe(200);
  });

  it("sign-in for an address without an account checks a password hash, and answers exactly as a wrong password does (status, code and message)", async () => {
    await ctx.signedIn("hashed@newsela.com");
    const authContext = await ctx.auth.$context;
    const verify = vi.spyOn(authContext.password, "verify");
    try {
      const unknown = await ctx.client().json("/api/auth/sign-in/email", {
        body: { email: "nobody.here@newsela.com", password: "guess-1234" },
      });
      expect(verify).toHaveBeenCalledTimes(1);
      expect(verify.mock.calls[0]![0]).toMatchObject({ password: "guess-1234", hash: expect.any(String) });
      const wrong = await ctx.client().json("/api/auth/sign-in/email", {
        body: { email: "hashed@newsela.com", password: "guess-1234" },
      });
      expect(verify).toHaveBeenCalledTimes(2);
      expect(unknown.status).toBe(wrong.status);
      expect(unknown.body).toEqual(wrong.body);
    } finally {
      verify.mockRestore();
    }
  });

  it("a reset request answers the same whether or not the account exists", async () => {
    await ctx.signedIn("reset.known@newsela.com");
    const known = await ctx.client().json("/api/auth/request-password-reset", {
      body: { email: "reset.known@newsela.com" },
    });
    const unknown = await ctx.client().json("/api/auth/request-password-reset", {
      body: { email: "reset.unknown@newsela.com" },
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });

  it("a reset by code voids the same mail's link", async () => {
    const email = "code.first@newsela.com";
    await ctx.signedIn(email, { password: "old-secret" });
    const before = ctx.smtp.messages.length;
    await ctx.client().json("/api/auth/request-password-reset", { body: { email } });
    const mail = resetParts(await ctx.smtp.waitFor(email, { after: before }));
    const byCode = await ctx.client().json("/api/auth/email-otp/reset-password", {
      body: { email, otp: mail.code, password: "code-secret" },
    });
    expect(byCode.status).toBe(200);
    const follow = await ctx.client().request(new URL(mail.url).pathname + new URL(mail.url).search);
    const token = new URL(follow.headers.get("location") ?? "/", "http://localhost:3000").searchParams.get("token");
    const byLink = await ctx.client().json("/api/auth/reset-password", {
      body: { token: token ?? "void", newPassword: "link-secret" },
    });
    expect(byLink.status).toBe(400);
    expect(byLink.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect(
      (await ctx.client().json("/api/auth/sign-in/email", { body: { email, password: "code-secret" } })).status,
    ).toBe(200);
  });

  it("a lone surrogate in a request body is stored as U+FFFD", async () => {
    const saved = await writer.json<{ script: { id: number; topic: string; scriptContent: string } }>("/api/scripts", {
      body: {
        topic: "Bees \ud800 hive",
        concept: "Dance",
        scriptContent: "PENNY: Buzz \udfff buzz.",
        standards: ["RL.2.2"],
        characters: [{ name: "Penny Page", label: "Host" }],
      },
    });
    expect(saved.status).toBe(201);
    const read = await writer.json<{ script: { topic: string; scriptContent: string } }>(
      `/api/scripts/${saved.body.script.id}`,
    );
    expect(read.body.script.topic).toBe("Bees \ufffd hive");
    expect(read.body.script.scriptContent).toBe("PENNY: Buzz \ufffd buzz.");
  });
});
