import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestContext, type TestContext } from "../../../tests/support/test-app";
import { resetParts, verificationParts } from "../../../tests/support/smtp";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestContext();
});
afterAll(() => ctx.close());

const signUp = (email: string, password = "secret123") =>
  ctx.client().json("/api/auth/sign-up/email", { body: { email, password, name: email.split("@")[0] } });

describe("sign-up", () => {
  it("creates an unverified account and mails a link and a 6-digit code", async () => {
    const before = ctx.smtp.messages.length;
    const res = await signUp("new.user@newsela.com");
    expect(res.status).toBe(200);
    expect(res.body.user.emailVerified).toBe(false);
    const mail = await ctx.smtp.waitFor("new.user@newsela.com", { after: before });
    expect(mail.subject).toBe("Verify your e-mail for Nova Writer");
    const { url, code } = verificationParts(mail);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    expect(code).toMatch(/^\d{6}$/);
  });

  it("refuses an address outside the company domain on the server (403, catalogue message)", async () => {
    const res = await signUp("other@gmail.com");
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: "FORBIDDEN", message: "Only @newsela.com email addresses are allowed" });
  });

  it("refuses look-alike domains", async () => {
    for (const email of ["x@newsela.com.evil.io", "x@evilnewsela.com", "x@sub.newsela.com"]) {
      expect((await signUp(email)).status).toBe(403);
    }
  });

  it("refuses passwords under 6 characters and malformed addresses", async () => {
    const short = await signUp("short.pw@newsela.com", "12345");
    expect(short.status).toBe(400);
    expect(short.body.error).toBe("VALIDATION_ERROR");
    expect(short.body.message).toBe("Password must be at least 6 characters long.");
    const bad = await signUp("not-an-email");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Invalid email address format.");
  });

  it("answers 400 for malformed JSON, never 500", async () => {
    const res = await ctx.client().json("/api/auth/sign-up/email", {
      rawBody: "{oops",
      headers: { "content-type": "application/json" },
      method: "POST",
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "VALIDATION_ERROR", message: "Request body must be valid JSON." });
  });

  it("refuses a second account for a verified address; an unverified one is replaced (ADR 0009)", async () => {
    await ctx.signedIn("twice@newsela.com");
    const again = await signUp("twice@newsela.com");
    expect(again.status).toBe(422);
    expect(again.body.error).toBe("USER_ALREADY_EXISTS");
    await signUp("claimed@newsela.com");
    expect((await signUp("claimed@newsela.com", "another1")).status).toBe(200);
  });
});

describe("sign-in and verification", () => {
  it("refuses an unverified account with the catalogue message", async () => {
    await signUp("unverified@newsela.com");
    const res = await ctx
      .client()
      .json("/api/auth/sign-in/email", { body: { email: "unverified@newsela.com", password: "secret123" } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      "Please verify your email before signing in. Check your inbox for the verification link.",
    );
  });

  it("answers an unknown account and a wrong password with the same message (no account-existence leak)", async () => {
    const unknown = await ctx
      .client()
      .json("/api/auth/sign-in/email", { body: { email: "nobody@newsela.com", password: "secret123" } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe("Incorrect email or password. Please try again.");
    await ctx.signedIn("wrongpw@newsela.com");
    const wrong = await ctx
      .client()
      .json("/api/auth/sign-in/email", { body: { email: "wrongpw@newsela.com", password: "not-it-123" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it("verifies by link: the link verifies (without signing in), redirects to the app and mails a reset", async () => {
    const before = ctx.smtp.messages.length;
    const c = ctx.client();
    await c.json("/api/auth/sign-up/email", {
      body: { email: "by.link@newsela.com", password: "secret123", name: "by.link", callbackURL: "/login" },
    });
    const { url } = verificationParts(await ctx.smtp.waitFor("by.link@newsela.com", { after: before }));
    const afterVerification = ctx.smtp.messages.length;
    const res = await c.request(new URL(url).pathname + new URL(url).search);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/\/login\?verified=choose-password&email=by\.link%40newsela\.com$/);
    expect((await c.json("/api/auth/me")).status).toBe(401);
    // A password chosen before the mailbox was proved is never activated by a link (docs/product/security.md):
    // it is voided, and the owner of the mailbox chooses one through the reset mail.
    const reset = resetParts(await ctx.smtp.waitFor("by.link@newsela.com", { after: afterVerification }));
    const signIn = await c.json("/api/auth/sign-in/email", {
      body: { email: "by.link@newsela.com", password: "secret123" },
    });
    expect(signIn.status).toBe(401);
    const chosen = await ctx.client().json("/api/auth/email-otp/reset-password", {
      body: { email: "by.link@newsela.com", otp: reset.code, password: "chosen-after-proof" },
    });
    expect(chosen.status).toBe(200);
    const again = await c.json("/api/auth/sign-in/email", {
      body: { email: "by.link@newsela.com", password: "chosen-after-proof" },
    });
    expect(again.status).toBe(200);
    const me = await c.json("/api/auth/me");
    expect(me.body.user).toMatchObject({ email: "by.link@newsela.com", isVerified: true, isAdmin: false });
  });

  it("verifies by typed code and signs in", async () => {
    const c = await ctx.signedIn("by.code@newsela.com");
    const me = await c.json("/api/auth/me");
    expect(me.body.user).toMatchObject({ email: "by.code@newsela.com", isVerified: true });
    expect(typeof me.body.user.id).toBe("number");
  });

  it("rejects a wrong code, then locks the code after too many attempts", async () => {
    const before = ctx.smtp.messages.length;
    await signUp("wrong.code@newsela.com");
    const { code } = verificationParts(await ctx.smtp.waitFor("wrong.code@newsela.com", { after: before }));
    const wrongCode = code === "000000" ? "111111" : "000000";
    const first = await ctx
      .client()
      .json("/api/auth/email-otp/verify-email", { body: { email: "wrong.code@newsela.com", otp: wrongCode } });
    expect(first.status).toBe(400);
    expect(first.body.message).toBe("That code is not correct. Check the e-mail and try again.");
    for (let i = 0; i < 5; i++)
      await ctx
        .client()
        .json("/api/auth/email-otp/verify-email", { body: { email: "wrong.code@newsela.com", otp: wrongCode } });
    const locked = await ctx
      .client()
      .json("/api/auth/email-otp/verify-email", { body: { email: "wrong.code@newsela.com", otp: code } });
    expect(locked.status).toBeGreaterThanOrEqual(400);
    expect(
      (
        await ctx
          .client()
          .json("/api/auth/sign-in/email", { body: { email: "wrong.code@newsela.com", password: "secret123" } })
      ).status,
    ).toBe(403);
  });

  it("rejects a code that is not 6 digits", async () => {
    const res = await ctx
      .client()
      .json("/api/auth/email-otp/verify-email", { body: { email: "x@newsela.com", otp: "12ab" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Enter the 6-digit code from the e-mail.");
  });

  it("rejects an expired code", async () => {
    const before = ctx.smtp.messages.length;
    await signUp("expired.code@newsela.com");
    const { code } = verificationParts(await ctx.smtp.waitFor("expired.code@newsela.com", { after: before }));
    const { verification } = await import("../db/schema/index");
    const { like } = await import("drizzle-orm");
    await ctx.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, "%expired.code@newsela.com%"));
    const res = await ctx
      .client()
      .json("/api/auth/email-otp/verify-email", { body: { email: "expired.code@newsela.com", otp: code } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("OTP_EXPIRED");
  });
});

describe("resend", () => {
  /** The newest stored code for an address (better-auth keeps one row per code, the newest counts). */
  async function newestCode(email: string) {
    const { verification } = await import("../db/schema/index");
    const { desc, eq } = await import("drizzle-orm");
    const [row] = await ctx.database.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `email-verification-otp-${email}`))
      .orderBy(desc(verification.createdAt))
      .limit(1);
    return row!;
  }
  /** How better-auth stores a code with `storeOTP: "hashed"`: SHA-256, base64url without padding. */
  const storedCode = (code: string) => `${createHash("sha256").update(code).digest("base64url")}:0`;

  it("sends a new message with a new code, then limits resends to one a minute; only the newest code works", async () => {
    const email = "resend@newsela.com";
    const before = ctx.smtp.messages.length;
    await signUp(email);
    const first = verificationParts(await ctx.smtp.waitFor(email, { after: before }));
    const firstRow = await newestCode(email);
    expect(firstRow.value).toBe(storedCode(first.code));
    const mid = ctx.smtp.messages.length;
    const ok = await ctx.client().json("/api/auth/send-verification-email", { body: { email, callbackURL: "/login" } });
    expect(ok.status).toBe(200);
    const second = verificationParts(await ctx.smtp.waitFor(email, { after: mid }));
    expect(second.url).toMatch(/verify-email/);
    // The resend stored a new code (not the first one reused) and mailed that one.
    const secondRow = await newestCode(email);
    expect(secondRow.id).not.toBe(firstRow.id);
    expect(secondRow.value).toBe(storedCode(second.code));
    const limited = await ctx
      .client()
      .json("/api/auth/send-verification-email", { body: { email, callbackURL: "/login" } });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: "RATE_LIMITED",
      message: "A verification email was just sent. Please wait a minute before asking for another.",
    });
    expect(limited.res.headers.get("retry-after")).toBe("60");
    // Two random 6-digit codes can be equal (1 in a million); make the newest one surely differ from the first so
    // that "the first code no longer works" is checked on every run.
    const newest = String((Number(first.code) + 1) % 1_000_000).padStart(6, "0");
    const { verification } = await import("../db/schema/index");
    const { eq } = await import("drizzle-orm");
    await ctx.database.db
      .update(verification)
      .set({ value: storedCode(newest) })
      .where(eq(verification.id, secondRow.id));
    const old = await ctx.client().json("/api/auth/email-otp/verify-email", { body: { email, otp: first.code } });
    expect(old.status).toBe(400);
    expect(old.body.error).toBe("INVALID_OTP");
    expect((await ctx.client().json("/api/auth/email-otp/verify-email", { body: { email, otp: newest } })).status).toBe(
      200,
    );
  });
});

describe("/api/auth/me and sessions", () => {
  it("is 401 without a session", async () => {
    const res = await ctx.client().json("/api/auth/me");
    expect(res.status).toBe(401);
    expect(res.body.error).toBe("UNAUTHENTICATED");
  });

  it("gives ADMIN_EMAILS accounts isAdmin at creation", async () => {
    const c = await ctx.signedIn("boss@newsela.com");
    expect((await c.json("/api/auth/me")).body.user.isAdmin).toBe(true);
  });

  it("sets HttpOnly SameSite=Lax session cookies", async () => {
    await ctx.signedIn("cookie.check@newsela.com");
    const res = await ctx
      .client()
      .request("/api/auth/sign-in/email", { body: { email: "cookie.check@newsela.com", password: "secret123" } });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("nova.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("sign-out revokes the session on the server, not only the cookie", async () => {
    const c = await ctx.signedIn("signout@newsela.com");
    const stolen = new Map(c.cookies);
    expect((await c.json("/api/auth/me")).status).toBe(200);
    const out = await c.json("/api/auth/sign-out", { body: {} });
    expect(out.status).toBe(200);
    expect((await c.json("/api/auth/me")).status).toBe(401);
    const replay = ctx.client();
    replay.cookies = stolen;
    expect((await replay.json("/api/auth/me")).status).toBe(401);
  });
});

describe("errors", () => {
  it("answers unknown /api paths with JSON 404", async () => {
    const res = await ctx.client().json("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("NOT_FOUND");
  });

  it("answers bodies over the limit with 413", async () => {
    const res = await ctx.client().json("/api/auth/sign-in/email", {
      method: "POST",
      rawBody: JSON.stringify({ email: "a@newsela.com", password: "x".repeat(2 * 1024 * 1024) }),
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe("PAYLOAD_TOO_LARGE");
  });
});
