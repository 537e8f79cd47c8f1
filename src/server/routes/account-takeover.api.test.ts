import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestContext, type TestContext } from "../../../tests/support/test-app";
import { resetParts, verificationParts } from "../../../tests/support/smtp";
import { deleteExpiredUnverifiedAccounts } from "../auth/unverified-accounts";
import { appUsers, user } from "../db/schema/index";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestContext();
});
afterAll(() => ctx.close());

const signUp = (email: string, password: string) =>
  ctx.client().json("/api/auth/sign-up/email", {
    body: { email, password, name: email.split("@")[0], callbackURL: "/login?verified=1" },
  });
const signIn = (email: string, password: string) =>
  ctx.client().json("/api/auth/sign-in/email", { body: { email, password } });
/** Runs `step`, then returns the first message to `email` sent after it started. */
async function mailAfter(email: string, step: () => Promise<unknown>) {
  const before = ctx.smtp.messages.length;
  await step();
  return ctx.smtp.waitFor(email, { after: before });
}
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

describe("pre-registration (ADR 0009)", () => {
  it("the mailbox owner's sign-up is accepted, verifying by code installs their password, the attacker's is refused", async () => {
    const email = "victim.code@newsela.com";
    expect((await signUp(email, "attacker-pw")).status).toBe(200);
    const mail = await mailAfter(email, async () => expect((await signUp(email, "victim-pw")).status).toBe(200));
    const victim = ctx.client();
    const verified = await victim.json("/api/auth/email-otp/verify-email", {
      body: { email, otp: verificationParts(mail).code, password: "victim-pw" },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.signedIn).toBe(true);
    const saved = await victim.json("/api/scripts", {
      body: {
        topic: "Secret plans",
        concept: "C",
        scriptContent: "ONLY MINE",
        standards: ["RF.1.2"],
        characters: [{ name: "Penny Page", label: "Curious Host" }],
      },
    });
    expect(saved.status).toBe(201);

    const attacker = await signIn(email, "attacker-pw");
    expect(attacker.status).toBe(401);
    expect(attacker.body.message).toBe("Incorrect email or password. Please try again.");
    expect((await signIn(email, "victim-pw")).status).toBe(200);
  });

  it("an attacker who signs up again after the victim gains nothing: the code's verifier sets the password", async () => {
    const email = "victim.race@newsela.com";
    await signUp(email, "victim-pw");
    const mail = await mailAfter(email, () => signUp(email, "attacker-pw"));
    const res = await ctx.client().json("/api/auth/email-otp/verify-email", {
      body: { email, otp: verificationParts(mail).code, password: "victim-pw" },
    });
    expect(res.status).toBe(200);
    expect((await signIn(email, "attacker-pw")).status).toBe(401);
    expect((await signIn(email, "victim-pw")).status).toBe(200);
    // Once verified, nobody can claim the address again.
    expect((await signUp(email, "attacker-pw2")).status).toBe(422);
  });

  it("a link never signs in; on a contested address it voids every earlier password and mails a reset", async () => {
    const email = "victim.link@newsela.com";
    await signUp(email, "attacker-pw");
    const mail = await mailAfter(email, () => signUp(email, "victim-pw"));
    const clicker = ctx.client();
    const resetMail = await mailAfter(email, async () => {
      const res = await clicker.request(pathOf(verificationParts(mail).url));
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(
        `http://localhost:3000/login?verified=choose-password&email=${encodeURIComponent(email)}`,
      );
    });
    expect((await clicker.json("/api/auth/me")).status).toBe(401);
    expect((await signIn(email, "attacker-pw")).status).toBe(401);
    expect((await signIn(email, "victim-pw")).status).toBe(401);

    const { code } = resetParts(resetMail);
    const reset = await ctx
      .client()
      .json("/api/auth/email-otp/reset-password", { body: { email, otp: code, password: "victim-new" } });
    expect(reset.status).toBe(200);
    expect((await signIn(email, "victim-new")).status).toBe(200);
    expect((await signIn(email, "attacker-pw")).status).toBe(401);
  });

  it("an uncontested link verifies without signing in, voids the sign-up's password and mails a reset", async () => {
    const email = "plain.link@newsela.com";
    const mail = await mailAfter(email, () => signUp(email, "secret123"));
    const c = ctx.client();
    const resetMail = await mailAfter(email, async () => {
      const res = await c.request(pathOf(verificationParts(mail).url));
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(
        `http://localhost:3000/login?verified=choose-password&email=${encodeURIComponent(email)}`,
      );
    });
    expect((await c.json("/api/auth/me")).status).toBe(401);
    expect((await signIn(email, "secret123")).status).toBe(401);
    const { code } = resetParts(resetMail);
    expect(
      (
        await ctx
          .client()
          .json("/api/auth/email-otp/reset-password", { body: { email, otp: code, password: "chosen-pw" } })
      ).status,
    ).toBe(200);
    expect((await signIn(email, "chosen-pw")).status).toBe(200);
  });

  it("an account by link: the attacker's sign-up for an ADMIN_EMAILS address, verified by its owner's click, gives the attacker nothing", async () => {
    const email = "boss@newsela.com";
    const mail = await mailAfter(email, () => signUp(email, "attacker-pw"));
    const [row] = await ctx.database.db.select().from(appUsers).where(eq(appUsers.email, email));
    expect(row?.isAdmin).toBe(false);
    // The boss opens the unsolicited link.
    const resetMail = await mailAfter(email, async () => {
      expect((await ctx.client().request(pathOf(verificationParts(mail).url))).status).toBe(302);
    });
    const attacker = await signIn(email, "attacker-pw");
    expect(attacker.status).toBe(401);
    const [after] = await ctx.database.db.select().from(appUsers).where(eq(appUsers.email, email));
    expect(after?.isAdmin).toBe(false);
    // The boss chooses a password through the reset mail (after the mailbox was proved): now admin.
    const { code } = resetParts(resetMail);
    const reset = await ctx
      .client()
      .json("/api/auth/email-otp/reset-password", { body: { email, otp: code, password: "boss-own-pw" } });
    expect(reset.status).toBe(200);
    const boss = ctx.client();
    expect((await boss.json("/api/auth/sign-in/email", { body: { email, password: "boss-own-pw" } })).status).toBe(200);
    expect((await boss.json("/api/auth/me")).body.user.isAdmin).toBe(true);
  });

  it("a code typed without a password voids the sign-up's password too", async () => {
    const email = "code.only@newsela.com";
    const mail = await mailAfter(email, () => signUp(email, "attacker-pw"));
    const res = await ctx
      .client()
      .json("/api/auth/email-otp/verify-email", { body: { email, otp: verificationParts(mail).code } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ signedIn: false, passwordResetRequired: true });
    expect((await signIn(email, "attacker-pw")).status).toBe(401);
  });

  it("unverified accounts expire after 24 hours and free the address", async () => {
    const email = "stale.claim@newsela.com";
    await signUp(email, "attacker-pw");
    const old = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await ctx.database.db.update(user).set({ createdAt: old }).where(eq(user.email, email));
    expect((await signIn(email, "attacker-pw")).status).toBe(401);

    await signUp("stale.other@newsela.com", "x-secret");
    await ctx.database.db.update(user).set({ createdAt: old }).where(eq(user.email, "stale.other@newsela.com"));
    expect(await deleteExpiredUnverifiedAccounts(ctx.database.db)).toBeGreaterThanOrEqual(1);
    expect(await ctx.database.db.select().from(user).where(eq(user.email, "stale.other@newsela.com"))).toEqual([]);
  });
});

describe("Forgot password? (ADR 0009)", () => {
  it("a reset by code sets the new password and ends every session", async () => {
    const email = "forgetful@newsela.com";
    const other = await ctx.signedIn(email, { password: "old-secret" });
    const mail = await mailAfter(email, async () => {
      const res = await ctx.client().json("/api/auth/request-password-reset", { body: { email } });
      expect(res.status).toBe(200);
    });
    expect(mail.subject).toBe("Reset your Nova Writer password");
    const { code } = resetParts(mail);
    const short = await ctx
      .client()
      .json("/api/auth/email-otp/reset-password", { body: { email, otp: code, password: "12345" } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Password must be at least 6 characters long.");
    const res = await ctx
      .client()
      .json("/api/auth/email-otp/reset-password", { body: { email, otp: code, password: "new-secret" } });
    expect(res.status).toBe(200);
    expect((await other.json("/api/auth/me")).status).toBe(401);
    expect((await signIn(email, "old-secret")).status).toBe(401);
    expect((await signIn(email, "new-secret")).status).toBe(200);
  });

  it("a reset by link goes through /reset-password and refuses a used token", async () => {
    const email = "forgetful.link@newsela.com";
    await ctx.signedIn(email, { password: "old-secret" });
    const mail = await mailAfter(email, () =>
      ctx.client().json("/api/auth/request-password-reset", { body: { email } }),
    );
    const res = await ctx.client().request(pathOf(resetParts(mail).url));
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!, "http://localhost:3000");
    expect(location.origin + location.pathname).toBe("http://localhost:3000/reset-password");
    const token = location.searchParams.get("token")!;
    const ok = await ctx.client().json("/api/auth/reset-password", { body: { token, newPassword: "new-secret" } });
    expect(ok.status).toBe(200);
    expect((await signIn(email, "new-secret")).status).toBe(200);
    const again = await ctx.client().json("/api/auth/reset-password", { body: { token, newPassword: "other-secret" } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      "This reset link is invalid or has expired. Ask for a new one with Forgot password?",
    );
  });

  it("refuses a redirect off the site and the unlimited reset paths", async () => {
    const off = await ctx.client().json("/api/auth/request-password-reset", {
      body: { email: "a@newsela.com", redirectTo: "https://evil.example/" },
    });
    expect(off.status).toBe(400);
    for (const path of [
      "/api/auth/forget-password",
      "/api/auth/email-otp/request-password-reset",
      "/api/auth/forget-password/email-otp",
    ]) {
      expect(
        (await ctx.client().json(path, { body: { email: "a@newsela.com", redirectTo: "/reset-password" } })).status,
      ).toBe(404);
    }
  });

  it("a changed password ends every other session", async () => {
    const email = "changer@newsela.com";
    const first = await ctx.signedIn(email, { password: "old-secret" });
    const second = ctx.client();
    expect((await second.json("/api/auth/sign-in/email", { body: { email, password: "old-secret" } })).status).toBe(
      200,
    );
    const res = await first.json("/api/auth/change-password", {
      body: { currentPassword: "old-secret", newPassword: "new-secret", revokeOtherSessions: false },
    });
    expect(res.status).toBe(200);
    expect((await second.json("/api/auth/me")).status).toBe(401);
    expect((await signIn(email, "new-secret")).status).toBe(200);
  });
});
