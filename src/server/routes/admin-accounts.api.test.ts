import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestContext, type TestClient, type TestContext } from "../../../tests/support/test-app";
import { DEACTIVATED_MESSAGE } from "@shared/sso";
import { appUsers, user } from "../db/schema/index";

/** The Users and Audit tabs' endpoints (docs/product/accounts.md) on a real database. */
let ctx: TestContext;
let admin: TestClient;
let member: TestClient;
const idOf = async (c: TestClient) => (await c.json("/api/auth/me")).body.user.id as number;
const patch = (c: TestClient, id: number, body: unknown) => c.json(`/api/admin/users/${id}`, { method: "PATCH", body });

beforeAll(async () => {
  ctx = await buildTestContext();
  admin = await ctx.signedIn("boss@newsela.com");
  member = await ctx.signedIn("mia@newsela.com");
});
afterAll(() => ctx.close());

describe("GET /api/admin/users", () => {
  it("lists every account with its sign-in method, dates and flags, by e-mail", async () => {
    const res = await admin.json("/api/admin/users");
    expect(res.status).toBe(200);
    expect(res.body.users.map((u: any) => u.email)).toEqual(["boss@newsela.com", "mia@newsela.com"]);
    expect(res.body.users[1]).toMatchObject({
      method: "password",
      emailVerified: true,
      isAdmin: false,
      active: true,
      lastSignInAt: expect.any(String),
    });
    expect(res.body.nextCursor).toBeNull();
  });

  it("searches part of an e-mail (LIKE wildcards taken literally) and pages by cursor", async () => {
    // 51 accounts straight into the tables (signing each up would only test sign-up 51 times).
    const emails = Array.from({ length: 51 }, (_, i) => `pager${String(i).padStart(2, "0")}@newsela.com`);
    await ctx.database.db.insert(user).values(emails.map((email) => ({ id: `pager-${email}`, name: "p", email })));
    await ctx.database.db
      .insert(appUsers)
      .values(emails.map((email) => ({ authUserId: `pager-${email}`, email, isVerified: true })));
    expect((await admin.json("/api/admin/users?search=MIA")).body.users.map((u: any) => u.email)).toEqual([
      "mia@newsela.com",
    ]);
    expect((await admin.json("/api/admin/users?search=%25")).body.users).toEqual([]);
    const first = await admin.json("/api/admin/users?search=pager");
    expect(first.body.users).toHaveLength(50);
    const second = await admin.json(
      `/api/admin/users?search=pager&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    );
    expect(second.body.users.map((u: any) => u.email)).toEqual(["pager50@newsela.com"]);
    expect(second.body.nextCursor).toBeNull();
  });

  it("is for admins only", async () => {
    expect((await member.json("/api/admin/users")).status).toBe(403);
    expect((await member.json("/api/admin/audit")).status).toBe(403);
    expect((await ctx.client().json("/api/admin/users")).status).toBe(401);
  });
});

describe("PATCH /api/admin/users/:id", () => {
  it("grants and revokes admin, each an audit event", async () => {
    const id = await idOf(member);
    expect((await patch(admin, id, { isAdmin: true })).body).toMatchObject({ id, isAdmin: true });
    await expect.poll(async () => (await member.json("/api/admin/users")).status, { timeout: 1000 }).toBe(200);
    expect((await patch(admin, id, { isAdmin: false })).body).toMatchObject({ isAdmin: false });
    const events = (await admin.json("/api/admin/audit?actor=boss")).body.events;
    expect(events.slice(0, 2)).toMatchObject([
      { kind: "admin.revoked", actor: "boss@newsela.com", target: "mia@newsela.com" },
      { kind: "admin.granted", actor: "boss@newsela.com", target: "mia@newsela.com" },
    ]);
  });

  it("refuses to revoke the last active admin (409) and to deactivate oneself (400)", async () => {
    const me = await idOf(admin);
    const revoke = await patch(admin, me, { isAdmin: false });
    expect(revoke.status).toBe(409);
    expect(revoke.body.message).toMatch(/last active admin/);
    const self = await patch(admin, me, { active: false });
    expect(self.status).toBe(400);
    expect(self.body.message).toMatch(/your own account/);
    expect((await admin.json("/api/auth/me")).body.user.isAdmin).toBe(true);
  });

  it("validates the body and the id", async () => {
    expect((await patch(admin, 1, {})).status).toBe(400);
    expect((await patch(admin, 1, { isAdmin: "yes" })).status).toBe(400);
    expect((await patch(admin, 1, { role: "root" })).status).toBe(400);
    expect((await patch(admin, 999_999, { active: false })).status).toBe(404);
    expect((await admin.json("/api/admin/users/abc", { method: "PATCH", body: { active: false } })).status).toBe(404);
  });

  it("deactivation ends the sessions at once, refuses every sign-in, keeps the scripts; reactivation lets them in", async () => {
    const email = "dora@newsela.com";
    const dora = await ctx.signedIn(email);
    const script = {
      topic: "Fables",
      standards: ["RL.2.2"],
      characters: [{ name: "Penny Page", label: "Curious Host" }],
      concept: "Kept",
      scriptContent: "PENNY PAGE: Still here.",
    };
    expect((await dora.json("/api/scripts", { body: script })).status).toBe(201);
    const id = await idOf(dora);
    const off = await patch(admin, id, { active: false });
    expect(off.body).toMatchObject({ id, active: false });
    expect((await dora.json("/api/auth/me")).status).toBe(401);
    const signIn = await ctx.client().json("/api/auth/sign-in/email", { body: { email, password: "secret123" } });
    expect(signIn.status).toBe(403);
    expect(signIn.body).toEqual({ error: "ACCOUNT_DEACTIVATED", message: DEACTIVATED_MESSAGE });
    expect((await admin.json(`/api/admin/topics/Fables/scripts`)).body.map((s: any) => s.concept)).toContain("Kept");
    expect((await patch(admin, id, { active: true })).body).toMatchObject({ active: true });
    const back = ctx.client();
    expect((await back.json("/api/auth/sign-in/email", { body: { email, password: "secret123" } })).status).toBe(200);
    expect((await back.json("/api/scripts?limit=20")).body.scripts.map((s: any) => s.concept)).toEqual(["Kept"]);
    const kinds = (await admin.json("/api/admin/audit")).body.events.slice(0, 2).map((e: any) => e.kind);
    expect(kinds).toEqual(["account.reactivated", "account.deactivated"]);
  });
});

describe("GET /api/admin/audit", () => {
  it("records prompt, character and topic changes with who and what, filtered by kind and person", async () => {
    const prompt = await admin.json("/api/admin/prompts", {
      body: { name: "Audit me", description: "For the audit test", content: "Hello {{topic}}" },
    });
    expect(prompt.status).toBe(201);
    const character = await admin.json("/api/admin/characters", {
      body: { name: "Audit Owl", label: "Wise Host", personality: "Calm and curious." },
    });
    expect(character.status).toBe(201);
    expect(
      (await admin.json("/api/admin/topics", { method: "PUT", body: { oldName: "Fables", newName: "Fables & Tales" } }))
        .status,
    ).toBe(200);
    const byKind = async (kind: string) => (await admin.json(`/api/admin/audit?kind=${kind}`)).body.events;
    expect(await byKind("prompt.changed")).toMatchObject([
      { actor: "boss@newsela.com", target: `prompt ${prompt.body.id}`, detail: 'Created "Audit me".' },
    ]);
    expect((await byKind("character.changed"))[0]).toMatchObject({ detail: 'Created "Audit Owl".' });
    expect((await byKind("topic.changed"))[0]).toMatchObject({ target: "Fables & Tales" });
    expect((await admin.json("/api/admin/audit?actor=nobody")).body.events).toEqual([]);
    expect((await admin.json("/api/admin/audit?kind=bogus")).status).toBe(400);
    expect((await admin.json("/api/admin/audit?cursor=x")).status).toBe(400);
  });
});
