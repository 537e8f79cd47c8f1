import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestContext, type TestClient, type TestContext } from "../../../tests/support/test-app";
import { signedInClient } from "../../../tests/support/factories";
import { loadPrompt } from "../ai/prompts/load-prompt";
import { appUsers, session, user } from "../db/schema/auth";
import { scripts } from "../db/schema/content";

let ctx: TestContext;
let admin: TestClient;
let member: TestClient;
let unverifiedAdmin: TestClient;
let pending: TestClient;

const prompt = (over: Record<string, unknown> = {}) => ({
  name: "Tone Guide",
  description: "House tone",
  content: "Be warm.",
  isActive: true,
  ...over,
});
const character = (over: Record<string, unknown> = {}) => ({
  name: "Rita Rhyme",
  label: "Poet",
  personality: "Speaks in couplets",
  catchphrase: "",
  educationalStrength: "",
  photoUrl: "",
  ...over,
});

/**
 * A session for an account that signed up and never verified its address. better-auth opens none at sign-up
 * (verification is required), but a session row can outlive or predate that rule (a session created before
 * verification was required, or by the auth library's own adapter): write one as the library does, signed
 * like its cookie, so the client really carries an unverified session rather than no cookie.
 */
async function pendingSession(email: string): Promise<TestClient> {
  const client = ctx.client();
  const res = await client.json("/api/auth/sign-up/email", { body: { email, password: "secret123", name: "pending" } });
  expect(res.status).toBe(200);
  const [account] = await ctx.database.db.select().from(user).where(eq(user.email, email));
  expect(account!.emailVerified).toBe(false);
  const token = randomBytes(24).toString("base64url");
  await ctx.database.db
    .insert(session)
    .values({ id: randomUUID(), token, userId: account!.id, expiresAt: new Date(Date.now() + 86_400_000) });
  const signature = createHmac("sha256", ctx.config.authSecret).update(token).digest("base64");
  // better-auth's cookie name for this app (its configured prefix), as a signed-in client carries it.
  const cookieName = [...member.cookies.keys()].find((name) => name.endsWith(".session_token"))!;
  client.cookies.set(cookieName, encodeURIComponent(`${token}.${signature}`));
  return client;
}

async function insertScript(email: string, topic: string) {
  const [owner] = await ctx.database.db.select().from(appUsers).where(eq(appUsers.email, email));
  await ctx.database.db.insert(scripts).values({ userId: owner!.id, topic, concept: "C", scriptContent: "S" });
}

beforeAll(async () => {
  ctx = await buildTestContext();
  admin = await signedInClient(ctx, "chief@newsela.com", { admin: true });
  member = await signedInClient(ctx, "member@newsela.com");
  // A session whose e-mail is (no longer) verified: sign in, then clear emailVerified in the auth table.
  unverifiedAdmin = await signedInClient(ctx, "unverified@newsela.com", { admin: true });
  await ctx.database.db.update(user).set({ emailVerified: false }).where(eq(user.email, "unverified@newsela.com"));
  if (unverifiedAdmin.cookies.size === 0) throw new Error("the unverified admin has no session cookie");
  pending = await pendingSession("pending@newsela.com");
});
afterAll(() => ctx.close());

describe("access matrix: every /api/admin endpoint", () => {
  type Call = { method: string; path: string; body?: unknown; ok: number };
  let calls: Call[];

  beforeAll(async () => {
    const p1 = (await admin.json("/api/admin/prompts", { body: prompt({ name: "Matrix Edit" }) })).body.id;
    const p2 = (await admin.json("/api/admin/prompts", { body: prompt({ name: "Matrix Delete" }) })).body.id;
    const c1 = (await admin.json("/api/admin/characters", { body: character({ name: "Matrix Edit" }) })).body.id;
    const c2 = (await admin.json("/api/admin/characters", { body: character({ name: "Matrix Delete" }) })).body.id;
    await insertScript("chief@newsela.com", "Matrix Topic A");
    await insertScript("chief@newsela.com", "Matrix Topic B");
    calls = [
      { method: "GET", path: "/api/admin/prompts", ok: 200 },
      { method: "GET", path: "/api/admin/prompts/usage", ok: 200 },
      { method: "POST", path: "/api/admin/prompts", body: prompt({ name: "Matrix New" }), ok: 201 },
      { method: "PUT", path: `/api/admin/prompts/${p1}`, body: prompt({ name: "Matrix Edited" }), ok: 200 },
      { method: "DELETE", path: `/api/admin/prompts/${p2}`, ok: 200 },
      { method: "GET", path: "/api/admin/characters", ok: 200 },
      { method: "POST", path: "/api/admin/characters", body: character({ name: "Matrix New" }), ok: 201 },
      { method: "PUT", path: `/api/admin/characters/${c1}`, body: character({ name: "Matrix Edited" }), ok: 200 },
      { method: "DELETE", path: `/api/admin/characters/${c2}`, ok: 200 },
      { method: "GET", path: "/api/admin/topics", ok: 200 },
      { method: "GET", path: "/api/admin/topics/stats/weekly", ok: 200 },
      { method: "GET", path: `/api/admin/topics/${encodeURIComponent("Matrix Topic A")}/scripts`, ok: 200 },
      {
        method: "PUT",
        path: `/api/admin/topics/${encodeURIComponent("Matrix Topic A")}`,
        body: { newTopicName: "Matrix Topic A2" },
        ok: 200,
      },
      {
        method: "PUT",
        path: "/api/admin/topics",
        body: { oldName: "Matrix Topic B", newName: "Matrix Topic B2" },
        ok: 200,
      },
    ];
  });

  const roles: [string, () => TestClient, number, string][] = [
    ["anonymous", () => ctx.client(), 401, "UNAUTHENTICATED"],
    ["signed up, never verified, with a session", () => pending, 401, "UNAUTHENTICATED"],
    ["session with unverified e-mail (even an admin)", () => unverifiedAdmin, 401, "UNAUTHENTICATED"],
    ["verified non-admin", () => member, 403, "FORBIDDEN"],
  ];

  it.each(roles)("%s is refused on every endpoint and changes nothing", async (_role, who, status, code) => {
    const client = who();
    for (const call of calls) {
      const res = await client.json(call.path, { method: call.method, body: call.body });
      expect({ call: `${call.method} ${call.path}`, status: res.status, error: res.body.error }).toEqual({
        call: `${call.method} ${call.path}`,
        status,
        error: code,
      });
    }
    const names = (await admin.json("/api/admin/prompts")).body.map((p: any) => p.name);
    expect(names).toEqual(expect.arrayContaining(["Matrix Edit", "Matrix Delete"]));
    expect(names).not.toContain("Matrix New");
  });

  it("the never-verified session is a real one: once the address is verified, the same cookie gets in", async () => {
    expect((await pending.json("/api/auth/me")).status).toBe(401);
    await ctx.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, "pending@newsela.com"));
    await ctx.database.db.update(appUsers).set({ isVerified: true }).where(eq(appUsers.email, "pending@newsela.com"));
    const me = await pending.json("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email: "pending@newsela.com", isAdmin: false, isVerified: true });
    expect((await pending.json("/api/admin/prompts")).status).toBe(403);
  });

  it("an admin gets 2xx on every endpoint", async () => {
    for (const call of calls) {
      const res = await admin.json(call.path, { method: call.method, body: call.body });
      expect({ call: `${call.method} ${call.path}`, status: res.status }).toEqual({
        call: `${call.method} ${call.path}`,
        status: call.ok,
      });
    }
  });
});

describe("admin form validation", () => {
  it.each([
    ["name", { name: "  " }, "Name is required"],
    ["description", { description: "" }, "Description is required"],
    ["content", { content: "\n " }, "Content is required"],
    ["missing name", { name: undefined }, "Name is required"],
    ["long name", { name: "n".repeat(101) }, "Name must be at most 100 characters."],
    ["long description", { description: "d".repeat(501) }, "Description must be at most 500 characters."],
    ["long content", { content: "c".repeat(20_001) }, "Content must be at most 20000 characters."],
  ])("prompt %s → 400 with the form's message", async (_field, over, message) => {
    const res = await admin.json("/api/admin/prompts", { body: prompt(over) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: "VALIDATION_ERROR", message });
  });

  it.each([
    ["name", { name: "" }, "Name is required"],
    ["label", { label: "   " }, "Label is required"],
    ["personality", { personality: "" }, "Personality is required"],
    ["missing label", { label: undefined }, "Label is required"],
    ["long name", { name: "n".repeat(256) }, "Name must be at most 255 characters."],
    ["long label", { label: "l".repeat(256) }, "Label must be at most 255 characters."],
    ["long personality", { personality: "p".repeat(5001) }, "Personality must be at most 5000 characters."],
    ["long catchphrase", { catchphrase: "c".repeat(256) }, "Catchphrase must be at most 255 characters."],
  ])("character %s → 400 with the form's message", async (_field, over, message) => {
    const res = await admin.json("/api/admin/characters", { body: character(over) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: "VALIDATION_ERROR", message });
  });
});

describe("prompts", () => {
  it("create → list → edit → delete round trip; duplicate names are 409", async () => {
    const created = await admin.json("/api/admin/prompts", { body: prompt({ name: "  Round Trip  " }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Round Trip", isActive: true, inUse: false, purpose: null });
    expect(created.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    const id = created.body.id;

    const dup = await admin.json("/api/admin/prompts", { body: prompt({ name: "Round Trip" }) });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ error: "CONFLICT", message: 'A prompt named "Round Trip" already exists.' });

    const edited = await admin.json(`/api/admin/prompts/${id}`, {
      method: "PUT",
      body: prompt({ name: "Round Trip", content: "New text", isActive: false }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, content: "New text", isActive: false });
    const renamedToTaken = await admin.json(`/api/admin/prompts/${id}`, {
      method: "PUT",
      body: prompt({ name: "script-generation" }),
    });
    expect(renamedToTaken.status).toBe(409);

    expect((await admin.json("/api/admin/prompts")).body.find((p: any) => p.id === id)).toMatchObject({
      content: "New text",
    });
    expect((await admin.json(`/api/admin/prompts/${id}`, { method: "DELETE" })).body).toEqual({ ok: true });
    expect((await admin.json("/api/admin/prompts")).body.some((p: any) => p.id === id)).toBe(false);
    expect((await admin.json(`/api/admin/prompts/${id}`, { method: "DELETE" })).status).toBe(404);
    expect((await admin.json(`/api/admin/prompts/${id}`, { method: "PUT", body: prompt() })).status).toBe(404);
  });

  it("inUse and usage flip to the built-in default when script-generation is deactivated", async () => {
    const usage = (await admin.json("/api/admin/prompts/usage")).body;
    expect(usage.map((u: any) => [u.name, u.purpose, u.source])).toEqual([
      ["script-generation", "script", "database"],
      ["concept-generation", "concepts", "database"],
      ["standards-ranking", "standards", "database"],
    ]);
    const row = (await admin.json("/api/admin/prompts")).body.find((p: any) => p.name === "script-generation");
    expect(row).toMatchObject({ inUse: true, purpose: "script" });
    expect(usage[0].promptId).toBe(row.id);

    await admin.json(`/api/admin/prompts/${row.id}`, {
      method: "PUT",
      body: { ...prompt(row), name: row.name, isActive: false },
    });
    const after = (await admin.json("/api/admin/prompts/usage")).body;
    expect(after[0]).toEqual({ name: "script-generation", purpose: "script", source: "default", promptId: null });
    expect(after[1].source).toBe("database");
    expect((await admin.json("/api/admin/prompts")).body.find((p: any) => p.id === row.id)).toMatchObject({
      inUse: false,
      purpose: "script",
    });
    expect((await loadPrompt(ctx.database.db, "script-generation")).source).toBe("default");

    await admin.json(`/api/admin/prompts/${row.id}`, {
      method: "PUT",
      body: { ...prompt(row), name: row.name, isActive: true },
    });
    expect((await admin.json("/api/admin/prompts/usage")).body[0]).toMatchObject({
      source: "database",
      promptId: row.id,
    });
  });
});

describe("characters", () => {
  it("create, edit and deactivate; saved scripts keep their cast", async () => {
    const created = await admin.json("/api/admin/characters", {
      body: character({ name: " Sam Story ", catchphrase: "  ", photoUrl: "" }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Sam Story",
      catchphrase: null,
      photoUrl: null,
      educationalStrength: null,
      isActive: true,
    });
    const id = created.body.id;
    expect((await member.json("/api/characters")).body.map((c: any) => c.id)).toContain(id);

    const saved = await member.json("/api/scripts", {
      body: {
        topic: "Cast Check",
        standards: ["RI.3.2"],
        characters: [{ id, name: "Sam Story", label: "Poet", personality: "Speaks in couplets" }],
        concept: "Rhymes",
        scriptContent: "SAM STORY: Hi!",
      },
    });
    expect(saved.status).toBe(201);

    const edited = await admin.json(`/api/admin/characters/${id}`, {
      method: "PUT",
      body: character({ name: "Samuel Story", catchphrase: "Once upon a rhyme!" }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, name: "Samuel Story", catchphrase: "Once upon a rhyme!" });

    expect((await admin.json(`/api/admin/characters/${id}`, { method: "DELETE" })).body).toEqual({ ok: true });
    expect((await member.json("/api/characters")).body.map((c: any) => c.id)).not.toContain(id);
    const all = (await admin.json("/api/admin/characters")).body;
    expect(all.find((c: any) => c.id === id)).toMatchObject({ isActive: false, name: "Samuel Story" });
    expect(all.at(-1).id).toBeGreaterThanOrEqual(id);

    const script = (await member.json(`/api/scripts/${saved.body.script.id}`)).body.script;
    expect(script.characters).toEqual([expect.objectContaining({ name: "Sam Story", label: "Poet" })]);
    expect((await admin.json("/api/admin/characters/99999", { method: "DELETE" })).status).toBe(404);
    expect((await admin.json("/api/admin/characters/abc", { method: "PUT", body: character() })).status).toBe(404);
  });
});
