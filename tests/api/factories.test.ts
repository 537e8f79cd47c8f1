import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScript, createUser } from "../support/factories";
import { buildTestContext, type TestContext } from "../support/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestContext();
});
afterAll(() => ctx.close());

describe("test factories (tests/support/factories.ts)", () => {
  it("make a verified user whose client the API takes as signed in, without sending mail", async () => {
    const alice = await createUser(ctx, { email: "Factory.Alice@newsela.com" });
    const me = await alice.client.json("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      id: alice.user.id,
      email: "factory.alice@newsela.com",
      isAdmin: false,
      isVerified: true,
    });
    expect(ctx.smtp.messages).toHaveLength(0);
  });

  it("make an admin whom the admin API answers, and a user it refuses", async () => {
    const admin = await createUser(ctx, { admin: true });
    const user = await createUser(ctx);
    expect((await admin.client.json("/api/admin/prompts")).status).toBe(200);
    expect((await user.client.json("/api/admin/prompts")).status).toBe(403);
  });

  it("give the user a password that signs in through the real sign-in endpoint", async () => {
    const bob = await createUser(ctx, { password: "another-secret-9" });
    const fresh = ctx.client();
    const res = await fresh.json("/api/auth/sign-in/email", {
      body: { email: bob.email, password: "another-secret-9" },
    });
    expect(res.status).toBe(200);
    expect((await fresh.json("/api/auth/me")).body.user.id).toBe(bob.user.id);
  });

  it("make an unverified user whose session the API does not take (401, as for a signed-out caller)", async () => {
    const unverified = await createUser(ctx, { verified: false });
    expect((await unverified.client.json("/api/scripts")).status).toBe(401);
  });

  it("make scripts that only their owner reads through the API", async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const script = await createScript(ctx, owner, { topic: "Factory Topic" });
    const mine = await owner.client.json(`/api/scripts/${script.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.script).toMatchObject({ id: script.id, topic: "Factory Topic", version: 1 });
    expect((await other.client.json(`/api/scripts/${script.id}`)).status).toBe(404);
    const list = await owner.client.json("/api/scripts");
    expect(list.body.scripts.map((s: { id: number }) => s.id)).toContain(script.id);
  });
});
