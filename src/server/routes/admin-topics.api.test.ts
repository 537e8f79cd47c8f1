import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestContext, type TestClient, type TestContext } from "../../../tests/support/test-app";
import { signedInClient } from "../../../tests/support/factories";
import { appUsers } from "../db/schema/auth";
import { scripts } from "../db/schema/content";
import { scriptsPerWeek } from "../services/admin/scripts-per-week";

let ctx: TestContext;
let admin: TestClient;
const ids = new Map<string, number>();

const standard = { code: "RI.3.2", description: "Main idea" };

/** Inserts a script directly so createdAt can be chosen (the API always stamps now). */
async function insertScript(
  email: string,
  topic: string,
  createdAt: Date,
  over: Partial<typeof scripts.$inferInsert> = {},
) {
  if (!ids.has(email)) {
    const [row] = await ctx.database.db.select().from(appUsers).where(eq(appUsers.email, email));
    ids.set(email, row!.id);
  }
  const [row] = await ctx.database.db
    .insert(scripts)
    .values({ userId: ids.get(email)!, topic, concept: "A concept", scriptContent: "Text", createdAt, ...over })
    .returning({ id: scripts.id });
  return row!.id;
}

const scriptsOf = async (topic: string) =>
  (await admin.json(`/api/admin/topics/${encodeURIComponent(topic)}/scripts`)).body;
const summaryOf = async (topic: string) =>
  (await admin.json("/api/admin/topics")).body.find((t: any) => t.topic === topic);

beforeAll(async () => {
  ctx = await buildTestContext();
  admin = await signedInClient(ctx, "chief@newsela.com", { admin: true });
  await signedInClient(ctx, "writer@newsela.com");
  await insertScript("writer@newsela.com", "Main Idea", new Date("2024-03-01T10:00:00Z"), {
    standards: [standard, standard],
  });
  await insertScript("chief@newsela.com", "Main Idea", new Date("2024-05-02T08:30:00Z"), { concept: "   " });
  await insertScript("writer@newsela.com", "Main Idea", new Date("2024-04-01T00:00:00Z"));
  await insertScript("writer@newsela.com", "Cause/Effect", new Date("2024-01-15T12:00:00Z"));
  await insertScript("writer@newsela.com", "main idea", new Date("2024-02-01T00:00:00Z"));
});
afterAll(() => ctx.close());

describe("GET /api/admin/topics", () => {
  it("counts scripts per exact topic with the newest createdAt as lastUsed", async () => {
    const res = await admin.json("/api/admin/topics");
    expect(res.status).toBe(200);
    expect(await summaryOf("Main Idea")).toEqual({
      topic: "Main Idea",
      scriptCount: 3,
      lastUsed: "2024-05-02T08:30:00.000Z",
    });
    expect(await summaryOf("main idea")).toEqual({
      topic: "main idea",
      scriptCount: 1,
      lastUsed: "2024-02-01T00:00:00.000Z",
    });
    expect(await summaryOf("Cause/Effect")).toMatchObject({ scriptCount: 1 });
    expect(res.body).toHaveLength(3);
  });
});

describe("GET /api/admin/topics/:topic/scripts", () => {
  it("lists the topic's scripts newest first with creator e-mail, standards count and 'Untitled Script'", async () => {
    const list = await scriptsOf("Main Idea");
    expect(list.map((s: any) => [s.concept, s.userEmail, s.createdAt, s.standardsCount])).toEqual([
      ["Untitled Script", "chief@newsela.com", "2024-05-02T08:30:00.000Z", 0],
      ["A concept", "writer@newsela.com", "2024-04-01T00:00:00.000Z", 0],
      ["A concept", "writer@newsela.com", "2024-03-01T10:00:00.000Z", 2],
    ]);
    expect(typeof list[0].id).toBe("number");
  });

  it("decodes the topic from the path (slashes included) and gives [] for an unknown topic", async () => {
    expect(await scriptsOf("Cause/Effect")).toHaveLength(1);
    expect(await scriptsOf("Nobody Wrote This")).toEqual([]);
  });
});

describe("renaming a topic", () => {
  it("PUT /topics/:topic {newTopicName} moves every script (trimmed name)", async () => {
    await insertScript("writer@newsela.com", "Rename Me", new Date("2024-06-01T00:00:00Z"));
    await insertScript("chief@newsela.com", "Rename Me", new Date("2024-06-02T00:00:00Z"));
    const res = await admin.json(`/api/admin/topics/${encodeURIComponent("Rename Me")}`, {
      method: "PUT",
      body: { newTopicName: "  Renamed Topic  " },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ topic: "Renamed Topic", updated: 2 });
    expect(await scriptsOf("Rename Me")).toEqual([]);
    expect(await scriptsOf("Renamed Topic")).toHaveLength(2);
    expect(await summaryOf("Renamed Topic")).toMatchObject({ scriptCount: 2, lastUsed: "2024-06-02T00:00:00.000Z" });
  });

  it("PUT /topics/:topic also accepts {newName}, and a slash in the old name", async () => {
    const res = await admin.json(`/api/admin/topics/${encodeURIComponent("Cause/Effect")}`, {
      method: "PUT",
      body: { newName: "Cause & Effect" },
    });
    expect(res.body).toEqual({ topic: "Cause & Effect", updated: 1 });
    expect(await scriptsOf("Cause & Effect")).toHaveLength(1);
  });

  it("PUT /topics {oldName, newName} (the other reading) moves every script and only the exact topic", async () => {
    await insertScript("writer@newsela.com", "Old Reading", new Date("2024-07-01T00:00:00Z"));
    await insertScript("writer@newsela.com", "Old Reading", new Date("2024-07-02T00:00:00Z"));
    await insertScript("writer@newsela.com", "old reading", new Date("2024-07-03T00:00:00Z"));
    const res = await admin.json("/api/admin/topics", {
      method: "PUT",
      body: { oldName: "Old Reading", newName: "New Reading" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ topic: "New Reading", updated: 2 });
    expect(await scriptsOf("New Reading")).toHaveLength(2);
    expect(await scriptsOf("Old Reading")).toEqual([]);
    expect(await scriptsOf("old reading")).toHaveLength(1);
  });

  it("a blank new name is 400 and an unknown old topic is 404 (nothing changes)", async () => {
    for (const body of [{ newTopicName: "   " }, { newName: "" }, {}]) {
      const res = await admin.json(`/api/admin/topics/${encodeURIComponent("Main Idea")}`, { method: "PUT", body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: "VALIDATION_ERROR", message: "Topic name is required." });
    }
    const blank = await admin.json("/api/admin/topics", {
      method: "PUT",
      body: { oldName: "Main Idea", newName: "  " },
    });
    expect(blank.status).toBe(400);
    const long = await admin.json("/api/admin/topics", {
      method: "PUT",
      body: { oldName: "Main Idea", newName: "x".repeat(201) },
    });
    expect(long.body.message).toBe("Topic name must be at most 200 characters.");
    const unknown = await admin.json(`/api/admin/topics/${encodeURIComponent("No Such Topic")}`, {
      method: "PUT",
      body: { newTopicName: "X" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("NOT_FOUND");
    expect(
      (await admin.json("/api/admin/topics", { method: "PUT", body: { oldName: "No Such Topic", newName: "X" } }))
        .status,
    ).toBe(404);
    expect(await summaryOf("Main Idea")).toMatchObject({ scriptCount: 3 });
  });
});

describe("scripts per week", () => {
  const mondayOf = (d: Date) => {
    const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
    m.setUTCDate(m.getUTCDate() - ((m.getUTCDay() + 6) % 7));
    return m;
  };
  const day = 24 * 60 * 60 * 1000;

  it("GET /topics/stats/weekly: the last 12 weeks (Mondays, UTC) with empty weeks as 0", async () => {
    const now = new Date();
    const thisMonday = mondayOf(now);
    await insertScript("writer@newsela.com", "Weekly", now);
    await insertScript("writer@newsela.com", "Weekly", new Date(thisMonday.getTime() - 1)); // Sunday before: last week
    await insertScript("writer@newsela.com", "Weekly", new Date(thisMonday.getTime() - 7 * day + 1000));
    await insertScript("writer@newsela.com", "Weekly", new Date(thisMonday.getTime() - 11 * 7 * day)); // first week shown
    await insertScript("writer@newsela.com", "Weekly", new Date(thisMonday.getTime() - 11 * 7 * day - 1)); // too old
    const res = await admin.json("/api/admin/topics/stats/weekly");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(12);
    const expected = Array.from({ length: 12 }, (_, i) => ({
      weekStart: new Date(thisMonday.getTime() - (11 - i) * 7 * day).toISOString().slice(0, 10),
      count: i === 11 ? 1 : i === 10 ? 2 : i === 0 ? 1 : 0,
    }));
    expect(res.body).toEqual(expected);
    expect((await admin.json("/api/admin/topics/stats/weekly?weeks=0")).status).toBe(400);
  });

  it("scriptsPerWeek with a fixed clock: Monday 00:00 UTC starts a week", async () => {
    const ts = (s: string) => new Date(s);
    await insertScript("writer@newsela.com", "Fixed", ts("2025-03-03T00:00:00Z"));
    await insertScript("writer@newsela.com", "Fixed", ts("2025-03-02T23:59:59Z"));
    await insertScript("writer@newsela.com", "Fixed", ts("2024-12-16T00:00:00Z"));
    await insertScript("writer@newsela.com", "Fixed", ts("2024-12-15T23:59:59Z"));
    const weeks = await scriptsPerWeek(ctx.database.db, 12, ts("2025-03-05T15:00:00Z"));
    expect(weeks[0]).toEqual({ weekStart: "2024-12-16", count: 1 });
    expect(weeks.at(-2)).toEqual({ weekStart: "2025-02-24", count: 1 });
    expect(weeks.at(-1)).toEqual({ weekStart: "2025-03-03", count: 1 });
    expect(weeks.reduce((n, w) => n + w.count, 0)).toBe(3);
    expect(await scriptsPerWeek(ctx.database.db, 3, ts("2025-03-05T15:00:00Z"))).toHaveLength(3);
  });
});
