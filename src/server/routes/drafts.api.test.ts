import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestContext, type TestClient, type TestContext } from "../../../tests/support/test-app";
import { signedInClient } from "../../../tests/support/factories";
import { scripts } from "../db/schema/index";
import { deleteStaleDrafts } from "../services/scripts/delete-stale-drafts";

/** ADR 0012: a generated script is kept at once as a draft, listed apart, promoted by saving, cleaned after 30 days. */
const body = (over: Record<string, unknown> = {}) => ({
  topic: "Digraphs",
  concept: "Digraph Detectives",
  scriptContent: "SCENE 1 — HOOK (0:10)\nPENNY PAGE: Hi!",
  standards: ["RF.1.3.a"],
  characters: [{ name: "Penny Page", label: "Curious Host" }],
  grade: "1",
  targetMinutes: 3,
  ...over,
});

describe("drafts", () => {
  let ctx: TestContext;
  let user: TestClient;
  beforeAll(async () => {
    ctx = await buildTestContext();
    user = await signedInClient(ctx, "drafts@newsela.com");
  });
  afterAll(() => ctx.close());

  it("lists drafts apart from saved scripts, and saving promotes a draft", async () => {
    const draft = await user.json("/api/scripts", { body: body({ isSaved: false }) });
    expect(draft.status).toBe(201);
    expect(draft.body.script).toMatchObject({ isSaved: false, grade: "1", targetMinutes: 3 });
    const saved = await user.json("/api/scripts");
    expect(saved.body.scripts.map((s: { id: number }) => s.id)).not.toContain(draft.body.script.id);
    const drafts = await user.json("/api/scripts?drafts=1");
    expect(drafts.body.scripts.map((s: { id: number }) => s.id)).toContain(draft.body.script.id);

    const promoted = await user.json(`/api/scripts/${draft.body.script.id}`, {
      method: "PUT",
      body: body({ isSaved: true, version: draft.body.script.version }),
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.script.isSaved).toBe(true);
    expect((await user.json("/api/scripts")).body.scripts.map((s: { id: number }) => s.id)).toContain(
      draft.body.script.id,
    );
    expect((await user.json("/api/scripts?drafts=1")).body.scripts.map((s: { id: number }) => s.id)).not.toContain(
      draft.body.script.id,
    );
  });

  it("removes drafts untouched for 30 days, never saved scripts", async () => {
    const old = await user.json("/api/scripts", { body: body({ isSaved: false, topic: "Old draft" }) });
    const recent = await user.json("/api/scripts", { body: body({ isSaved: false, topic: "Recent draft" }) });
    const keeper = await user.json("/api/scripts", { body: body({ topic: "Old but saved" }) });
    for (const id of [old.body.script.id, keeper.body.script.id]) {
      await ctx.database.db
        .update(scripts)
        .set({ updatedAt: sql`now() - interval '40 days'` })
        .where(eq(scripts.id, id));
    }
    expect(await deleteStaleDrafts(ctx.database.db)).toBe(1);
    expect((await user.json(`/api/scripts/${old.body.script.id}`)).status).toBe(404);
    expect((await user.json(`/api/scripts/${recent.body.script.id}`)).status).toBe(200);
    expect((await user.json(`/api/scripts/${keeper.body.script.id}`)).status).toBe(200);
  });
});

describe("version history", () => {
  let ctx: TestContext;
  let user: TestClient;
  let other: TestClient;
  beforeAll(async () => {
    ctx = await buildTestContext();
    user = await signedInClient(ctx, "versions@newsela.com");
    other = await signedInClient(ctx, "someone.else@newsela.com");
  });
  afterAll(() => ctx.close());

  it("keeps the text each save replaced, lists versions newest first, and only for the owner", async () => {
    const created = await user.json("/api/scripts", { body: body({ scriptContent: "FIRST TEXT" }) });
    const id = created.body.script.id;
    const second = await user.json(`/api/scripts/${id}`, {
      method: "PUT",
      body: body({ scriptContent: "SECOND TEXT", version: 1 }),
    });
    await user.json(`/api/scripts/${id}`, {
      method: "PUT",
      body: body({ scriptContent: "THIRD TEXT", version: second.body.script.version }),
    });

    const list = await user.json(`/api/scripts/${id}/versions`);
    expect(list.body.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(list.body.versions[1].chars).toBe("FIRST TEXT".length);
    const first = await user.json(`/api/scripts/${id}/versions/1`);
    expect(first.body.version.scriptContent).toBe("FIRST TEXT");

    expect((await other.json(`/api/scripts/${id}/versions`)).status).toBe(404);
    expect((await other.json(`/api/scripts/${id}/versions/1`)).status).toBe(404);
    expect((await user.json(`/api/scripts/${id}/versions/99`)).status).toBe(404);
  });

  it("keeps no version when a stale save is refused", async () => {
    const created = await user.json("/api/scripts", { body: body({ scriptContent: "ONE" }) });
    const id = created.body.script.id;
    await user.json(`/api/scripts/${id}`, { method: "PUT", body: body({ scriptContent: "TWO", version: 1 }) });
    const stale = await user.json(`/api/scripts/${id}`, {
      method: "PUT",
      body: body({ scriptContent: "STALE", version: 1 }),
    });
    expect(stale.status).toBe(409);
    expect((await user.json(`/api/scripts/${id}/versions`)).body.versions).toHaveLength(1);
  });
});

describe("saves that must say what they replace", () => {
  let ctx: TestContext;
  let user: TestClient;
  let other: TestClient;
  beforeAll(async () => {
    ctx = await buildTestContext();
    user = await signedInClient(ctx, "versioned@newsela.com");
    other = await signedInClient(ctx, "reader.of.related@newsela.com");
  });
  afterAll(() => ctx.close());

  it("refuses a PUT without the version it started from, and writes nothing", async () => {
    const created = await user.json("/api/scripts", { body: body({ scriptContent: "KEEP ME" }) });
    const res = await user.json(`/api/scripts/${created.body.script.id}`, {
      method: "PUT",
      body: body({ scriptContent: "OVERWRITE" }),
    });
    expect(res.status).toBe(428);
    expect(res.body).toMatchObject({ error: "PRECONDITION_REQUIRED" });
    expect(res.body.message).toMatch(/version/);
    expect((await user.json(`/api/scripts/${created.body.script.id}`)).body.script).toMatchObject({
      scriptContent: "KEEP ME",
      version: 1,
    });
  });

  it("shows related scripts' authors only by the part of the e-mail before the at-sign", async () => {
    await user.json("/api/scripts", { body: body({ topic: "Shared Topic" }) });
    const res = await other.json("/api/scripts/related/Shared%20Topic");
    expect(res.body[0].author).toBe("versioned");
    expect(JSON.stringify(res.body)).not.toContain("versioned@newsela.com");
  });
});
