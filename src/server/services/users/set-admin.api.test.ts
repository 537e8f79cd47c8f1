import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestContext, type TestContext } from "../../../../tests/support/test-app";
import { setAdmin } from "./set-admin";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestContext({ adminEmails: ["boss@newsela.com", "later.boss@newsela.com"] });
});
afterAll(() => ctx.close());

it("grants and revokes admin by e-mail (the admin command's service)", async () => {
  const c = await ctx.signedIn("helper@newsela.com");
  expect((await c.json("/api/auth/me")).body.user.isAdmin).toBe(false);
  // The admin command runs in another process: the server hears of the change by the database's notification,
  // at once on PGlite and within milliseconds on PostgreSQL (ADR 0015), so the check waits at most a second.
  const isAdmin = async () => (await c.json("/api/auth/me")).body.user.isAdmin;
  await setAdmin(ctx.database.db, "Helper@Newsela.com", true);
  await expect.poll(isAdmin, { timeout: 1000, interval: 20 }).toBe(true);
  await setAdmin(ctx.database.db, "helper@newsela.com", false);
  await expect.poll(isAdmin, { timeout: 1000, interval: 20 }).toBe(false);
});

it("refuses an unknown e-mail and a malformed one", async () => {
  await expect(setAdmin(ctx.database.db, "ghost@newsela.com", true)).rejects.toThrow(/No account/);
  await expect(setAdmin(ctx.database.db, "not-an-email", true)).rejects.toThrow("Invalid email format");
});

it("makes an ADMIN_EMAILS address admin on its next sign-in", async () => {
  await ctx.signedIn("later.boss@newsela.com");
  await setAdmin(ctx.database.db, "later.boss@newsela.com", false);
  const c = ctx.client();
  const signIn = await c.json("/api/auth/sign-in/email", {
    body: { email: "later.boss@newsela.com", password: "secret123" },
  });
  expect(signIn.status).toBe(200);
  expect((await c.json("/api/auth/me")).body.user.isAdmin).toBe(true);
});
