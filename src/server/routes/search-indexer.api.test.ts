import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestContext, type TestClient, type TestContext } from "../../../tests/support/test-app";
import { signedInClient } from "../../../tests/support/factories";
import { SCRIPT_SEARCH_DOCUMENT } from "../db/schema/content";
import { scripts } from "../db/schema/index";
import { indexStaleScripts, startSearchIndexer } from "../services/scripts/search-indexer";
import { createLogger } from "../logger";

/** ADR 0027: saves leave the search document to the indexer, and a search never waits for it. */
const body = (over: Record<string, unknown> = {}) => ({
  topic: "Fables",
  concept: "Moral Detectives",
  scriptContent: "SCENE 1 — HOOK (0:10)\nPENNY PAGE: The tortoise wins the race!",
  standards: ["RL.2.2"],
  characters: [{ name: "Penny Page", label: "Curious Host" }],
  ...over,
});

describe("search indexer", () => {
  let ctx: TestContext;
  let user: TestClient;
  beforeAll(async () => {
    ctx = await buildTestContext();
    user = await signedInClient(ctx, "indexer@newsela.com");
  });
  afterAll(() => ctx.close());

  const row = async (id: number) => {
    const [r] = await ctx.database.db
      .select({
        indexed: sql<boolean>`search is not null`,
        current: sql<boolean>`search is not distinct from ${SCRIPT_SEARCH_DOCUMENT}`,
        version: scripts.version,
        updatedAt: scripts.updatedAt,
      })
      .from(scripts)
      .where(eq(scripts.id, id));
    return r!;
  };
  const found = async (q: string) =>
    (await user.json(`/api/scripts?q=${encodeURIComponent(q)}`)).body.scripts.map((s: { id: number }) => s.id);

  it("finds a script by what it says before and after it is indexed, and by its new words right after a save", async () => {
    const made = (await user.json("/api/scripts", { body: body() })).body.script;
    expect(await row(made.id)).toMatchObject({ indexed: false });
    expect(await found("tortoise")).toEqual([made.id]);

    expect(await indexStaleScripts(ctx.database.db, { quietMs: 0 })).toBeGreaterThanOrEqual(1);
    const indexed = await row(made.id);
    expect(indexed).toMatchObject({ indexed: true, current: true, version: made.version });
    // Indexing is not an edit: the script's version and updatedAt stay as they were.
    expect(indexed.updatedAt.toISOString()).toBe(made.updatedAt);
    expect(await found("tortoise")).toEqual([made.id]);

    const saved = await user.json(`/api/scripts/${made.id}`, {
      method: "PUT",
      body: body({ scriptContent: "PENNY PAGE: The hare naps under a tree.", version: made.version }),
    });
    expect(saved.status).toBe(200);
    expect(await row(made.id)).toMatchObject({ indexed: false });
    expect(await found("tortoise")).toEqual([]);
    expect(await found("hare naps")).toEqual([made.id]);
    // The cast is part of the document too.
    expect(await found("penny")).toEqual([made.id]);

    await indexStaleScripts(ctx.database.db, { quietMs: 0 });
    expect(await row(made.id)).toMatchObject({ indexed: true, current: true });
    expect(await found("tortoise")).toEqual([]);
    expect(await found("hare naps")).toEqual([made.id]);
  });

  it("keeps the document when a write leaves topic, concept, cast and text as they were", async () => {
    const made = (await user.json("/api/scripts", { body: body({ isSaved: false, concept: "Kept Document" }) })).body
      .script;
    await indexStaleScripts(ctx.database.db, { quietMs: 0 });
    // Promoting a draft sends the same texts back.
    const promoted = await user.json(`/api/scripts/${made.id}`, {
      method: "PUT",
      body: body({ isSaved: true, concept: "Kept Document", version: made.version }),
    });
    expect(promoted.status).toBe(200);
    expect(await row(made.id)).toMatchObject({ indexed: true, current: true });
    // A change made outside the API (psql, a topic rename) makes it stale as well.
    await ctx.database.db.update(scripts).set({ topic: "Renamed Fables" }).where(eq(scripts.id, made.id));
    expect(await row(made.id)).toMatchObject({ indexed: false });
    expect((await user.json("/api/scripts?q=renamed")).body.total).toBe(1);
  });

  it("does not announce filling in a document as a change to the owner's scripts, and announces a save", async () => {
    const made = (await user.json("/api/scripts", { body: body({ concept: "Quiet Indexing" }) })).body.script;
    const heard: string[] = [];
    const stop = await ctx.database.listen("nova_script_changes", {
      onMessage: (p) => heard.push(p),
      onLive: () => {},
    });
    try {
      expect(await indexStaleScripts(ctx.database.db, { quietMs: 0 })).toBeGreaterThanOrEqual(1);
      await user.json(`/api/scripts/${made.id}`, {
        method: "PUT",
        body: body({ concept: "Quiet Indexing", scriptContent: "PENNY PAGE: New words.", version: made.version }),
      });
      for (const deadline = Date.now() + 3000; heard.length === 0 && Date.now() < deadline;)
        await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 200));
      // One announcement: the save's, none for the indexing before it.
      const [owner] = await ctx.database.db
        .select({ userId: scripts.userId })
        .from(scripts)
        .where(eq(scripts.id, made.id));
      expect(heard).toEqual([String(owner!.userId)]);
    } finally {
      await stop();
    }
  });

  it("indexes a script once it has been quiet for a while, not while it is being saved", async () => {
    const made = (await user.json("/api/scripts", { body: body({ concept: "Busy Editor" }) })).body.script;
    expect(await indexStaleScripts(ctx.database.db, { quietMs: 60_000 })).toBe(0);
    expect(await row(made.id)).toMatchObject({ indexed: false });
    expect((await user.json("/api/scripts?q=busy")).body.total).toBe(1);
    await ctx.database.db.execute(
      sql`update scripts set updated_at = now() - interval '2 minutes' where id = ${made.id}`,
    );
    expect(await indexStaleScripts(ctx.database.db, { quietMs: 60_000 })).toBe(1);
    expect(await row(made.id)).toMatchObject({ indexed: true, current: true });
  });

  it("indexes a backlog larger than one batch in one pass, and stops cleanly", async () => {
    const [owner] = await ctx.database.db.select({ userId: scripts.userId }).from(scripts).limit(1);
    const userId = owner!.userId;
    await ctx.database.db.insert(scripts).values(
      Array.from({ length: 450 }, (_, i) => ({
        userId,
        topic: `Backlog ${i}`,
        concept: "Bulk",
        scriptContent: `Line ${i}`,
      })),
    );
    const stale = async () =>
      (
        await ctx.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(scripts)
          .where(sql`search is null`)
      )[0]!.n;
    expect(await stale()).toBeGreaterThanOrEqual(450);
    const indexer = startSearchIndexer(ctx.database.db, createLogger("silent"), { intervalMs: 50, quietMs: 0 });
    for (const deadline = Date.now() + 10_000; (await stale()) > 0 && Date.now() < deadline;)
      await new Promise((r) => setTimeout(r, 50));
    await indexer.stop();
    expect(await stale()).toBe(0);
    expect((await user.json("/api/scripts?q=backlog")).body.total).toBe(450);
  });
});
