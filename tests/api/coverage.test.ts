import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildTestContext, type TestClient, type TestContext } from "../support/test-app";
import { createUser, type TestUser } from "../support/factories";
import { backfillTrace } from "../../src/server/services/coverage/backfill-trace";

/**
 * The coverage map and series plans on the real API and database (docs/product/coverage.md, ADR 0059, ADR 0060):
 * exact counts over a seeded library of private, shared, draft, in-review, approved, unsaved and deleted scripts;
 * a standard listed but taught in no scene; plans' permissions and their order under concurrent edits.
 */
let ctx: TestContext;
let ann: TestUser;
let bob: TestUser;
let A: TestClient;
let B: TestClient;

/** A grade-2 script listing `listed` (first primary) whose TEACH scenes name `taught` on screen. */
const scriptText = (taught: string[], listed: string[] = taught) =>
  [
    "TITLE: Story Time",
    "TOPIC: Stories | CONCEPT: Story Time | TARGET LENGTH: 1:00 | GRADE: 2",
    `STANDARDS: ${listed.map((c, i) => `${c} (${i === 0 ? "primary" : "supporting"})`).join(", ")}`,
    "CAST: Pip (Host)",
    "",
    ...taught.map(
      (c, i) => `SCENE ${i + 1} — TEACH: SKILL (0:20)\nON SCREEN: ${c} — I can do it.\nPIP: We learn it.\n`,
    ),
  ].join("\n");

const payload = (concept: string, taught: string[], listed: string[] = taught, over: Record<string, unknown> = {}) => ({
  topic: "Stories",
  standards: listed.map((code) => ({ code })),
  characters: [{ name: "Pip", label: "Host", personality: "Warm" }],
  concept,
  grade: "2",
  scriptContent: scriptText(taught, listed),
  ...over,
});

async function make(client: TestClient, concept: string, taught: string[], listed = taught, over = {}) {
  const res = await client.json("/api/scripts", { body: payload(concept, taught, listed, over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { script: { id: number; version: number }; checks: { findings: { kind: string }[] } };
}

async function ok(reply: Promise<{ status: number; body: any }>) {
  const r = await reply;
  if (r.status !== 200) throw new Error(`set-up step answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
}

const share = (c: TestClient, id: number) =>
  ok(c.json(`/api/scripts/${id}/sharing`, { method: "PUT", body: { visibility: "team" } }));

async function approve(author: TestClient, reviewer: TestClient, reviewerEmail: string, id: number) {
  const { script } = await ok(author.json(`/api/scripts/${id}/reviews`, { body: { reviewers: [reviewerEmail] } }));
  await ok(reviewer.json(`/api/scripts/${id}/decisions`, { body: { decision: "approve", version: script.version } }));
}

type Std = {
  code: string;
  status: string;
  scriptCount: number;
  scripts: { id: number; taught: boolean; mine: boolean }[];
};
async function coverage(c: TestClient, query = "grade=2&strand=RL"): Promise<Map<string, Std>> {
  const res = await c.json(`/api/coverage?${query}`);
  expect(res.status).toBe(200);
  return new Map((res.body.standards as Std[]).map((s) => [s.code, s]));
}

const ids: Record<string, number> = {};
let listedOnlyChecks: { findings: { kind: string; message: string }[] };

beforeAll(async () => {
  ctx = await buildTestContext();
  ann = await createUser(ctx, { email: "ann@newsela.com" });
  bob = await createUser(ctx, { email: "bob@newsela.com" });
  A = ann.client;
  B = bob.client;
  // Ann's private draft teaching RL.2.2: hers alone.
  ids.annPrivate = (await make(A, "Ann private", ["RL.2.2"])).script.id;
  // Bob's shared draft: teaches RL.2.3, lists RL.2.5 but no scene teaches it.
  const listedOnly = await make(B, "Bob listed only", ["RL.2.3"], ["RL.2.3", "RL.2.5"]);
  ids.bobDraft = listedOnly.script.id;
  listedOnlyChecks = listedOnly.checks as typeof listedOnlyChecks;
  await share(B, ids.bobDraft);
  // Bob's shared script in review, teaching RL.2.3.
  ids.bobReview = (await make(B, "Bob in review", ["RL.2.3"])).script.id;
  await share(B, ids.bobReview);
  await ok(B.json(`/api/scripts/${ids.bobReview}/reviews`, { body: { reviewers: ["ann@newsela.com"] } }));
  // Bob's shared, approved script teaching RL.2.1.
  ids.bobApproved = (await make(B, "Bob approved", ["RL.2.1"])).script.id;
  await share(B, ids.bobApproved);
  await approve(B, A, "ann@newsela.com", ids.bobApproved);
  // Bob's private approved script teaching RL.2.4: not Ann's to see.
  ids.bobPrivate = (await make(B, "Bob private", ["RL.2.4"])).script.id;
  await approve(B, A, "ann@newsela.com", ids.bobPrivate);
  // Bob's shared script teaching RL.2.6, deleted.
  ids.bobDeleted = (await make(B, "Bob deleted", ["RL.2.6"])).script.id;
  await share(B, ids.bobDeleted);
  await ok(B.json(`/api/scripts/${ids.bobDeleted}`, { method: "DELETE" }));
  // Ann's unsaved generation teaching RL.2.7: not a script yet.
  ids.annUnsaved = (await make(A, "Ann unsaved", ["RL.2.7"], ["RL.2.7"], { isSaved: false })).script.id;
  // Bob's shared script approved, then edited: a new working version (draft) teaching RL.2.9.
  ids.bobReworked = (await make(B, "Bob reworked", ["RL.2.9"])).script.id;
  await share(B, ids.bobReworked);
  await approve(B, A, "ann@newsela.com", ids.bobReworked);
  const current = await ok(B.json(`/api/scripts/${ids.bobReworked}`));
  await ok(
    B.json(`/api/scripts/${ids.bobReworked}`, {
      method: "PUT",
      body: payload("Bob reworked", ["RL.2.9"], ["RL.2.9"], { version: current.script.version }),
    }),
  );
}, 180_000);
afterAll(() => ctx.close());

describe("GET /api/coverage", () => {
  it("gives each standard the best status among the scripts the caller can see that teach it", async () => {
    const map = await coverage(A);
    expect(map.size).toBe(9); // RL.2.1–RL.2.7, RL.2.9, RL.2.10 (grade 2 has no RL.2.8)
    const summary = Object.fromEntries([...map].map(([code, s]) => [code, [s.status, s.scriptCount]]));
    expect(summary).toEqual({
      "RL.2.1": ["approved", 1],
      "RL.2.2": ["draft", 1],
      "RL.2.3": ["in_review", 2],
      "RL.2.4": ["none", 0],
      "RL.2.5": ["none", 1],
      "RL.2.6": ["none", 0],
      "RL.2.7": ["none", 0],
      "RL.2.9": ["draft", 1],
      "RL.2.10": ["none", 0],
    });
    expect(map.get("RL.2.2")!.scripts).toEqual([
      expect.objectContaining({ id: ids.annPrivate, mine: true, taught: true, visibility: "private", scenes: [1] }),
    ]);
    expect(map.get("RL.2.3")!.scripts.map((s) => s.id)).toEqual([ids.bobReview, ids.bobDraft]);
    // A script that lists a standard no scene teaches is shown, and does not count.
    expect(map.get("RL.2.5")!.scripts).toEqual([expect.objectContaining({ id: ids.bobDraft, taught: false })]);
  });

  it("shows another user their own private scripts and not the caller's", async () => {
    const map = await coverage(B);
    expect(map.get("RL.2.2")!.status).toBe("none");
    expect(map.get("RL.2.4")!.status).toBe("approved");
    expect(map.get("RL.2.4")!.scripts).toEqual([expect.objectContaining({ id: ids.bobPrivate, mine: true })]);
  });

  it("filters by grade and strand, and refuses others with 400", async () => {
    expect((await coverage(A, "grade=2")).size).toBe(
      (await coverage(A, "grade=2&strand=RL")).size +
        (await coverage(A, "grade=2&strand=RI")).size +
        (await coverage(A, "grade=2&strand=RF")).size +
        (await coverage(A, "grade=2&strand=W")).size +
        (await coverage(A, "grade=2&strand=SL")).size +
        (await coverage(A, "grade=2&strand=L")).size,
    );
    expect((await coverage(A, "")).size).toBe(486);
    expect((await A.json("/api/coverage?grade=7")).status).toBe(400);
    expect((await A.json("/api/coverage?strand=XX")).status).toBe(400);
    expect((await ctx.client().json("/api/coverage")).status).toBe(401);
  });

  it("reports a listed standard taught in no scene as a Script check error, and counts it once a scene teaches it", async () => {
    expect(listedOnlyChecks.findings).toContainEqual(
      expect.objectContaining({ kind: "standard-not-taught", severity: "error" }),
    );
    const current = await ok(B.json(`/api/scripts/${ids.bobDraft}`));
    const saved = await ok(
      B.json(`/api/scripts/${ids.bobDraft}`, {
        method: "PUT",
        body: payload("Bob listed only", ["RL.2.3", "RL.2.5"], ["RL.2.3", "RL.2.5"], {
          version: current.script.version,
        }),
      }),
    );
    expect(saved.checks.findings.filter((f: { kind: string }) => f.kind === "standard-not-taught")).toEqual([]);
    const map = await coverage(A);
    expect(map.get("RL.2.5")).toMatchObject({ status: "draft", scriptCount: 1 });
    expect(map.get("RL.2.5")!.scripts).toEqual([expect.objectContaining({ id: ids.bobDraft, taught: true })]);
  });

  it("traces scripts saved before tracing existed when the server starts", async () => {
    const { db } = ctx.database;
    await db.execute(sql`delete from script_standards where script_id = ${ids.bobApproved}`);
    expect((await coverage(A)).get("RL.2.1")!.status).toBe("none");
    expect(await backfillTrace(db)).toBe(1);
    expect((await coverage(A)).get("RL.2.1")!.status).toBe("approved");
  });
});

describe("series plans", () => {
  const episodes = [
    { topic: "Story Structure", standards: ["RL.2.5"], targetMinutes: 3 },
    { topic: "Character Traits", standards: ["RL.2.3", "RL.2.6"], targetMinutes: 4 },
    { topic: "Fables & Folktales", standards: ["RL.2.2"], targetMinutes: 3 },
  ];
  let planId: number;

  it("creates a plan visible to the team and changed only by its owner", async () => {
    const created = await A.json("/api/plans", { body: { name: "Grade 2 · Fall season", grade: "2", episodes } });
    expect(created.status).toBe(201);
    planId = created.body.plan.id;
    expect(created.body.plan).toMatchObject({ name: "Grade 2 · Fall season", owner: "ann@newsela.com", version: 1 });
    expect(created.body.plan.episodes.map((e: { topic: string; status: string }) => [e.topic, e.status])).toEqual([
      ["Story Structure", "not_started"],
      ["Character Traits", "not_started"],
      ["Fables & Folktales", "not_started"],
    ]);
    const seen = await B.json(`/api/plans/${planId}`);
    expect(seen.status).toBe(200);
    expect(seen.body.plan.mine).toBe(false);
    expect((await B.json("/api/plans")).body.plans.map((p: { id: number }) => p.id)).toContain(planId);
    const body = { name: "Mine now", grade: "2", version: 1, episodes };
    expect((await B.json(`/api/plans/${planId}`, { method: "PUT", body })).status).toBe(403);
    expect((await B.json(`/api/plans/${planId}`, { method: "DELETE" })).status).toBe(403);
    expect((await A.json("/api/plans/999999")).status).toBe(404);
    const bad = await A.json("/api/plans", {
      body: { name: "x", grade: "2", episodes: [{ topic: "x", standards: ["RL.9.9"], targetMinutes: 3 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("VALIDATION_ERROR");
    const tooMany = await A.json("/api/plans", {
      body: {
        name: "x",
        grade: "2",
        episodes: [{ topic: "x", standards: ["RL.2.1", "RL.2.2", "RL.2.3", "RL.2.4"], targetMinutes: 3 }],
      },
    });
    expect(tooMany.status).toBe(400);
  });

  it("keeps one caller's order under concurrent edits: one save wins, the others get 409", async () => {
    const current = (await ok(A.json(`/api/plans/${planId}`))).plan;
    const withIds = current.episodes.map((e: { id: number; topic: string; standards: string[] }) => ({
      id: e.id,
      topic: e.topic,
      standards: e.standards,
      targetMinutes: 3,
    }));
    const orders = [
      [2, 1, 0],
      [1, 2, 0],
      [0, 2, 1],
      [2, 0, 1],
    ];
    const replies = await Promise.all(
      orders.map((order) =>
        A.json(`/api/plans/${planId}`, {
          method: "PUT",
          body: { name: current.name, grade: "2", version: current.version, episodes: order.map((i) => withIds[i]) },
        }),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const winner = orders[replies.findIndex((r) => r.status === 200)]!;
    const after = (await ok(A.json(`/api/plans/${planId}`))).plan;
    expect(after.version).toBe(current.version + 1);
    expect(after.episodes.map((e: { id: number }) => e.id)).toEqual(winner.map((i) => withIds[i].id));
    expect(after.episodes.map((e: { position: number }) => e.position)).toEqual([1, 2, 3]);
    const stale = replies.find((r) => r.status === 409)!;
    expect(stale.body.error).toBe("CONFLICT");
  });

  it("takes an episode's status from the script made for it, and its assignee may link it", async () => {
    const plan = (await ok(A.json(`/api/plans/${planId}`))).plan;
    const body = {
      name: plan.name,
      grade: "2",
      version: plan.version,
      episodes: plan.episodes.map((e: { id: number; topic: string; standards: string[] }, i: number) => ({
        id: e.id,
        topic: e.topic,
        standards: e.standards,
        targetMinutes: 3,
        ...(i === 0 ? { assignee: "bob@newsela.com" } : {}),
      })),
    };
    const assigned = (await ok(A.json(`/api/plans/${planId}`, { method: "PUT", body }))).plan;
    const first = assigned.episodes[0];
    expect(first.assignee).toBe("bob@newsela.com");
    const link = (id: number) => B.json(`/api/plans/${planId}/episodes/${first.id}/script`, { body: { scriptId: id } });
    expect((await link(ids.annPrivate!)).status).toBe(404);
    const linked = await link(ids.bobApproved!);
    expect(linked.status).toBe(200);
    expect(linked.body.plan.episodes[0]).toMatchObject({ scriptId: ids.bobApproved, status: "approved" });
    expect(
      (
        await B.json(`/api/plans/${planId}/episodes/${assigned.episodes[1].id}/script`, {
          body: { scriptId: ids.bobApproved },
        })
      ).status,
    ).toBe(403);
  });

  it("proposes a season for the standards of a grade and strand that have no approved script", async () => {
    const res = await A.json("/api/plans/proposal", { body: { grade: "2", strand: "RL" } });
    expect(res.status).toBe(200);
    const proposed: { standards: string[]; topic: string }[] = res.body.episodes;
    const codes = proposed.flatMap((e) => e.standards);
    expect(codes).not.toContain("RL.2.1");
    expect(codes.sort()).toEqual(
      ["RL.2.10", "RL.2.2", "RL.2.3", "RL.2.4", "RL.2.5", "RL.2.6", "RL.2.7", "RL.2.9"].sort(),
    );
    for (const e of proposed) expect(e.standards.length).toBeLessThanOrEqual(3);
    expect(proposed.every((e) => e.topic.length > 0)).toBe(true);
  });

  it("moves to another grade with its owner, refusing while an episode teaches another grade's standards", async () => {
    const plan = (await ok(A.json(`/api/plans/${planId}`))).plan;
    const kept = plan.episodes.map((e: { id: number; topic: string; grade: string; standards: string[] }) => ({
      id: e.id,
      topic: e.topic,
      grade: e.grade,
      standards: e.standards,
      targetMinutes: 3,
    }));
    const refused = await A.json(`/api/plans/${planId}`, {
      method: "PUT",
      body: { name: plan.name, grade: "3", version: plan.version, episodes: kept },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("VALIDATION_ERROR");
    expect(refused.body.message).toContain("A Grade 3 plan's episodes teach Grade 3 standards");
    expect(refused.body.message).toContain(`episode 1 (${kept[0].standards.join(", ")})`);
    expect((await ok(A.json(`/api/plans/${planId}`))).plan).toMatchObject({ grade: "2", version: plan.version });
    // Another grade's episode in a plan that keeps its grade is not this rule's concern.
    const regraded = kept.map((e: { standards: string[] }, i: number) => ({
      ...e,
      standards: i === 0 ? ["RL.3.2"] : ["RL.3.3", "RL.3.5"].slice(0, e.standards.length),
    }));
    const moved = await A.json(`/api/plans/${planId}`, {
      method: "PUT",
      body: { name: plan.name, grade: "3", version: plan.version, episodes: regraded },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.plan).toMatchObject({ grade: "3", version: plan.version + 1 });
    expect(moved.body.plan.episodes.map((e: { grade: string }) => e.grade)).toEqual(kept.map(() => "3"));
    // The episodes keep their ids, so the first keeps the script linked to it.
    expect(moved.body.plan.episodes[0]).toMatchObject({ id: kept[0].id, scriptId: ids.bobApproved });
    const notOwner = await B.json(`/api/plans/${planId}`, {
      method: "PUT",
      body: { name: plan.name, grade: "2", version: plan.version + 1, episodes: regraded },
    });
    expect(notOwner.status).toBe(403);
  });

  it("is deleted by its owner", async () => {
    expect((await A.json(`/api/plans/${planId}`, { method: "DELETE" })).status).toBe(200);
    expect((await B.json(`/api/plans/${planId}`)).status).toBe(404);
  });
});

describe("GET /api/coverage/standards/:code/scripts", () => {
  const annIds: number[] = [];
  let bobShared: number;
  let bobPrivate: number[];
  beforeAll(async () => {
    // RL.2.10: eleven of Ann's private drafts, Bob's shared draft and two of Bob's private ones.
    for (let i = 0; i < 11; i++) annIds.push((await make(A, `Ann poem ${i + 1}`, ["RL.2.10"])).script.id);
    bobShared = (await make(B, "Bob poem shared", ["RL.2.10"])).script.id;
    await share(B, bobShared);
    bobPrivate = [(await make(B, "Bob poem 1", ["RL.2.10"])).script.id];
    bobPrivate.push((await make(B, "Bob poem 2", ["RL.2.10"])).script.id);
  }, 180_000);

  type Page = {
    code: string;
    scriptCount: number;
    scripts: { id: number; mine: boolean }[];
    nextCursor: string | null;
  };
  const page = async (c: TestClient, query: string): Promise<Page> => {
    const res = await c.json(`/api/coverage/standards/RL.2.10/scripts?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Page;
  };

  it("lists the first ten in the map and counts them all; the pages hold every one, in the map's order", async () => {
    const cell = (await coverage(A)).get("RL.2.10")!;
    expect(cell).toMatchObject({ status: "draft", scriptCount: 12 });
    expect(cell.scripts).toHaveLength(10);
    const pages = [await page(A, "limit=5")];
    for (let p = pages[0]!; p.nextCursor; p = pages.at(-1)!)
      pages.push(await page(A, `limit=5&cursor=${p.nextCursor}`));
    expect(pages.map((p) => [p.code, p.scriptCount, p.scripts.length, p.nextCursor === null])).toEqual([
      ["RL.2.10", 12, 5, false],
      ["RL.2.10", 12, 5, false],
      ["RL.2.10", 12, 2, true],
    ]);
    const listed = pages.flatMap((p) => p.scripts.map((s) => s.id));
    expect(listed.slice(0, 10)).toEqual(cell.scripts.map((s) => s.id));
    expect([...listed].sort((a, b) => a - b)).toEqual([...annIds, bobShared].sort((a, b) => a - b));
    // Newest first among scripts of the same status, and one page by default.
    expect(listed.slice(1, 11)).toEqual([...annIds].reverse().slice(0, 10));
    expect((await page(A, "")).scripts.map((s) => s.id)).toEqual(listed);
  });

  it("a script saved between two pages makes the next page neither repeat nor skip one (keyset pages)", async () => {
    const before = (await page(A, "")).scripts.map((s) => s.id);
    const first = await page(A, "limit=4");
    // A new draft is the newest: it goes to the top of the list, before the page already shown.
    const late = (await make(A, "Ann poem late", ["RL.2.10"])).script.id;
    const second = await page(A, `limit=4&cursor=${first.nextCursor}`);
    expect(second.scriptCount).toBe(13);
    expect(second.scripts.map((s) => s.id)).toEqual(before.slice(4, 8));
    await ok(A.json(`/api/scripts/${late}`, { method: "DELETE" }));
  });

  it("shows each user the team's shared scripts and their own private ones, never a deleted one", async () => {
    const bobs = await page(B, "");
    expect(bobs.scriptCount).toBe(3);
    expect(bobs.scripts.map((s) => s.id).sort((a, b) => a - b)).toEqual(
      [bobShared, ...bobPrivate].sort((a, b) => a - b),
    );
    expect(bobs.scripts.every((s) => s.mine)).toBe(true);
    await ok(A.json(`/api/scripts/${annIds[0]}`, { method: "DELETE" }));
    const after = await page(A, "");
    expect(after.scriptCount).toBe(11);
    expect(after.scripts.map((s) => s.id)).not.toContain(annIds[0]);
    expect((await coverage(A)).get("RL.2.10")!.scriptCount).toBe(11);
  });

  it("answers 404 for a code that is no standard, 400 for a bad page, 401 signed out", async () => {
    expect((await A.json("/api/coverage/standards/RL.9.9/scripts")).status).toBe(404);
    expect((await A.json("/api/coverage/standards/RL.2.10/scripts?limit=0")).status).toBe(400);
    expect((await A.json("/api/coverage/standards/RL.2.10/scripts?limit=101")).status).toBe(400);
    expect((await A.json("/api/coverage/standards/RL.2.10/scripts?cursor=5")).status).toBe(400);
    expect((await A.json("/api/coverage/standards/RL.2.10/scripts?cursor=1.3.12345678901234")).status).toBe(400);
    expect((await ctx.client().json("/api/coverage/standards/RL.2.10/scripts")).status).toBe(401);
  });
});
