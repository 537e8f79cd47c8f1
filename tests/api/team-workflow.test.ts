import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestContext, type TestClient, type TestContext } from "../support/test-app";
import { signedInClient } from "../support/factories";
import { flushFoldedMail, MAIL_FOLD_MS } from "../../src/server/services/collaboration/notify";
import { createMailer } from "../../src/server/mail/mailer";
import pino from "pino";

/**
 * The team workflow on the real API and database (docs/product/team-workflow.md): sharing, co-editors, review
 * and decisions, comments anchored through saves, the activity log and folded mail to a real SMTP server.
 */
let ctx: TestContext;
let owner: TestClient;
let editor: TestClient;
let reviewer: TestClient;
let reviewer2: TestClient;
let member: TestClient;
let admin: TestClient;

/** Set-up steps that must succeed: a failure stops the file with the step's status and message. */
async function ok(reply: Promise<{ status: number; body: unknown }>): Promise<void> {
  const { status, body } = await reply;
  if (status !== 200) throw new Error(`set-up step answered ${status}: ${JSON.stringify(body)}`);
}

const payload = (over: Record<string, unknown> = {}) => ({
  topic: "Nouns",
  standards: ["L.1.1.b"],
  characters: [{ name: "Pip", label: "Host", personality: "Warm" }],
  concept: "Noun Parade",
  grade: "1",
  scriptContent: "NARRATOR: Hello.\nPIP: A noun names a thing.\nNARRATOR: Bye.\n",
  ...over,
});

async function newScript(client: TestClient = owner, over: Record<string, unknown> = {}) {
  const res = await client.json("/api/scripts", { body: payload(over) });
  expect(res.status).toBe(201);
  return res.body.script as { id: number; version: number; scriptContent: string };
}

async function save(client: TestClient, id: number, version: number, scriptContent: string) {
  return client.json(`/api/scripts/${id}`, { method: "PUT", body: payload({ scriptContent, version }) });
}

beforeAll(async () => {
  ctx = await buildTestContext();
  owner = await signedInClient(ctx, "olive@newsela.com");
  editor = await signedInClient(ctx, "ed@newsela.com");
  reviewer = await signedInClient(ctx, "rita@newsela.com");
  reviewer2 = await signedInClient(ctx, "ray@newsela.com");
  member = await signedInClient(ctx, "mel@newsela.com");
  admin = await signedInClient(ctx, "boss@newsela.com", { admin: true });
  // Users by factory (tests/support/factories.ts): this file is about the team workflow, not about signing up.
});
afterAll(() => ctx.close());

describe("permission matrix", () => {
  type Who = "owner" | "editor" | "reviewer" | "member" | "stranger" | "admin" | "anonymous";
  let id: number;
  let privateId: number;
  let commentId: number;
  let stranger: TestClient;

  beforeAll(async () => {
    stranger = await signedInClient(ctx, "sam@newsela.com");
    id = (await newScript()).id;
    privateId = (await newScript()).id;
    await ok(
      owner.json(`/api/scripts/${id}/sharing`, {
        method: "PUT",
        body: { visibility: "team", coEditors: ["ed@newsela.com"] },
      }),
    );
    await ok(owner.json(`/api/scripts/${id}/reviews`, { body: { reviewers: ["rita@newsela.com"] } }));
    // The private one: reviewer only (a review shares it with her), no team.
    await ok(owner.json(`/api/scripts/${privateId}/reviews`, { body: { reviewers: ["rita@newsela.com"] } }));
    commentId = (
      await owner.json(`/api/scripts/${id}/comments`, { body: { body: "Owner's note", version: 1, anchor: null } })
    ).body.comment.id;
  });

  const clientOf = (who: Who): TestClient =>
    ({ owner, editor, reviewer, member, stranger, admin, anonymous: ctx.client() })[who];

  // Expected status per caller for each endpoint on the shared script (team visibility).
  const matrix: [string, (id: number) => [string, { method?: string; body?: unknown }], Record<Who, number>][] = [
    [
      "GET script",
      (i) => [`/api/scripts/${i}`, {}],
      { owner: 200, editor: 200, reviewer: 200, member: 200, stranger: 200, admin: 200, anonymous: 401 },
    ],
    [
      "GET versions",
      (i) => [`/api/scripts/${i}/versions`, {}],
      { owner: 200, editor: 200, reviewer: 200, member: 200, stranger: 200, admin: 200, anonymous: 401 },
    ],
    [
      "GET comments",
      (i) => [`/api/scripts/${i}/comments`, {}],
      { owner: 200, editor: 200, reviewer: 200, member: 200, stranger: 200, admin: 200, anonymous: 401 },
    ],
    [
      "GET activity",
      (i) => [`/api/scripts/${i}/activity`, {}],
      { owner: 200, editor: 200, reviewer: 200, member: 200, stranger: 200, admin: 200, anonymous: 401 },
    ],
    [
      "POST comment",
      (i) => [`/api/scripts/${i}/comments`, { body: { body: "Hi", version: 1, anchor: { from: 0, to: 5 } } }],
      { owner: 201, editor: 201, reviewer: 201, member: 201, stranger: 201, admin: 201, anonymous: 401 },
    ],
    [
      "PATCH resolve",
      (i) => [`/api/scripts/${i}/comments/${commentId}`, { method: "PATCH", body: { resolved: false } }],
      { owner: 200, editor: 200, reviewer: 200, member: 200, stranger: 200, admin: 200, anonymous: 401 },
    ],
    [
      "PATCH body of another's comment",
      (i) => [`/api/scripts/${i}/comments/${commentId}`, { method: "PATCH", body: { body: "Changed" } }],
      { owner: 200, editor: 403, reviewer: 403, member: 403, stranger: 403, admin: 403, anonymous: 401 },
    ],
    [
      "PUT sharing",
      (i) => [`/api/scripts/${i}/sharing`, { method: "PUT", body: { visibility: "team" } }],
      { owner: 200, editor: 403, reviewer: 403, member: 403, stranger: 403, admin: 403, anonymous: 401 },
    ],
    [
      "POST reviews",
      (i) => [`/api/scripts/${i}/reviews`, { body: { reviewers: ["rita@newsela.com"] } }],
      { owner: 200, editor: 200, reviewer: 403, member: 403, stranger: 403, admin: 403, anonymous: 401 },
    ],
    [
      "POST decision (a stale version)",
      (i) => [`/api/scripts/${i}/decisions`, { body: { decision: "approve", version: 99 } }],
      { owner: 403, editor: 403, reviewer: 409, member: 403, stranger: 403, admin: 403, anonymous: 401 },
    ],
    [
      "PUT script (a stale version)",
      (i) => [`/api/scripts/${i}`, { method: "PUT", body: payload({ version: 99 }) }],
      { owner: 409, editor: 409, reviewer: 403, member: 403, stranger: 403, admin: 403, anonymous: 401 },
    ],
    [
      "DELETE comment of another's",
      (i) => [`/api/scripts/${i}/comments/${commentId}`, { method: "DELETE" }],
      { owner: 200, editor: 403, reviewer: 403, member: 403, stranger: 403, admin: 403, anonymous: 401 },
    ],
  ];
  // "stranger" is a colleague too: a team script is open to every verified account of the company.

  // DELETE comment must come last for the owner (it removes the thread the others target).
  for (const [name, build, expected] of matrix) {
    it(`${name}: ${Object.entries(expected)
      .map(([w, s]) => `${w} ${s}`)
      .join(", ")}`, async () => {
      const got: Record<string, number> = {};
      const order: Who[] = ["anonymous", "stranger", "admin", "member", "reviewer", "editor", "owner"];
      for (const who of order) {
        const [path, init] = build(id);
        got[who] = (await clientOf(who).json(path, init)).status;
      }
      expect(got).toEqual(Object.fromEntries(order.map((w) => [w, expected[w]])));
    });
  }

  it("a private script: the owner and its reviewer open it, everyone else gets 404 on every endpoint", async () => {
    const reads = ["", "/versions", "/comments", "/activity"].map((p) => `/api/scripts/${privateId}${p}`);
    for (const who of ["member", "stranger", "admin", "editor"] as const) {
      for (const path of reads) expect([who, path, (await clientOf(who).json(path)).status]).toEqual([who, path, 404]);
      const c = clientOf(who);
      expect((await c.json(`/api/scripts/${privateId}`, { method: "PUT", body: payload({ version: 1 }) })).status).toBe(
        404,
      );
      expect((await c.json(`/api/scripts/${privateId}`, { method: "DELETE" })).status).toBe(404);
      expect(
        (await c.json(`/api/scripts/${privateId}/sharing`, { method: "PUT", body: { visibility: "team" } })).status,
      ).toBe(404);
      expect(
        (await c.json(`/api/scripts/${privateId}/comments`, { body: { body: "x", version: 1, anchor: null } })).status,
      ).toBe(404);
      expect(
        (await c.json(`/api/scripts/${privateId}/decisions`, { body: { decision: "approve", version: 1 } })).status,
      ).toBe(404);
      expect(
        (await c.json(`/api/scripts/${privateId}/reviews`, { body: { reviewers: ["ray@newsela.com"] } })).status,
      ).toBe(404);
    }
    for (const path of reads) expect((await reviewer.json(path)).status).toBe(200);
    expect((await owner.json(reads[0]!)).body.script.access).toBe("owner");
    expect((await reviewer.json(reads[0]!)).body.script.access).toBe("reviewer");
  });

  it("access in the reply: owner, editor, reviewer, viewer", async () => {
    const access = async (c: TestClient) => (await c.json(`/api/scripts/${id}`)).body.script.access;
    expect([
      await access(owner),
      await access(editor),
      await access(reviewer),
      await access(member),
      await access(admin),
    ]).toEqual(["owner", "editor", "reviewer", "viewer", "viewer"]);
  });

  it("only the owner deletes; a co-editor saves with the same optimistic concurrency", async () => {
    const s = await newScript();
    await owner.json(`/api/scripts/${s.id}/sharing`, {
      method: "PUT",
      body: { visibility: "private", coEditors: ["ed@newsela.com"] },
    });
    const byEditor = await save(editor, s.id, 1, "Edited by Ed.");
    expect(byEditor.status).toBe(200);
    expect(byEditor.body.script).toMatchObject({
      version: 2,
      access: "editor",
      userId: (await owner.json(`/api/scripts/${s.id}`)).body.script.userId,
    });
    const stale = await save(owner, s.id, 1, "Owner's stale edit.");
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/now version 2, you edited version 1/);
    for (const c of [editor, reviewer, member]) {
      expect([(await c.json(`/api/scripts/${s.id}`, { method: "DELETE" })).status]).toEqual([c === editor ? 403 : 404]);
    }
    expect((await owner.json(`/api/scripts/${s.id}`, { method: "DELETE" })).status).toBe(200);
  });
});

describe("sharing and the Team scripts list", () => {
  it("lists shared scripts of every author, with author, grade and status; filters by status, grade and standard", async () => {
    const shared = await newScript(owner, { concept: "Shared Parade" });
    const mine = await newScript(member, { concept: "Mel's Private", grade: "2" });
    await owner.json(`/api/scripts/${shared.id}/sharing`, { method: "PUT", body: { visibility: "team" } });
    const team = await member.json("/api/scripts?scope=team&limit=100");
    expect(team.status).toBe(200);
    const row = team.body.scripts.find((s: { id: number }) => s.id === shared.id);
    expect(row).toMatchObject({ author: "olive@newsela.com", grade: "1", status: "draft", visibility: "team" });
    expect(team.body.scripts.some((s: { id: number }) => s.id === mine.id)).toBe(false);
    const ids = async (q: string) =>
      (await member.json(`/api/scripts?scope=team&limit=100&${q}`)).body.scripts.map((s: { id: number }) => s.id);
    expect(await ids("grade=1")).toContain(shared.id);
    expect(await ids("grade=3")).not.toContain(shared.id);
    expect(await ids("standard=L.1.1.b")).toContain(shared.id);
    expect(await ids("standard=RL.3.2")).not.toContain(shared.id);
    expect(await ids("status=draft")).toContain(shared.id);
    expect(await ids("status=approved")).not.toContain(shared.id);
    expect(await ids("q=Shared")).toContain(shared.id);
    // Back to private: gone from the team list, 404 for others.
    await owner.json(`/api/scripts/${shared.id}/sharing`, { method: "PUT", body: { visibility: "private" } });
    expect(await ids("")).not.toContain(shared.id);
    expect((await member.json(`/api/scripts/${shared.id}`)).status).toBe(404);
  });

  it("counts at most 1,000 shared scripts: past that the total is the cap and says so (ADR 0058)", async () => {
    const { sql } = await import("drizzle-orm");
    const db = ctx.database.db;
    await db.execute(sql`insert into scripts (user_id, topic, concept, script_content, standards, characters,
        visibility, grade, created_at, updated_at)
      select (select id from app_users where email = 'olive@newsela.com'), 'Bulk', 'Bulk ' || g, 'NARRATOR: Hi.',
        '[]', '[{"name":"Pip","label":"Host"}]', 'team', case when g <= 3 then '4' else '5' end,
        now() - interval '1 year' - g * interval '1 second', now()
      from generate_series(1, 1001) g`);
    try {
      const all = await member.json("/api/scripts?scope=team&limit=5");
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ total: 1000, isTotalCapped: true });
      expect(all.body.scripts).toHaveLength(5);
      // A filter with fewer matches counts them exactly.
      const few = await member.json("/api/scripts?scope=team&limit=5&grade=4");
      expect(few.body.total).toBe(3);
      expect(few.body).not.toHaveProperty("isTotalCapped");
      // The caller's own list is never marked as capped.
      const mine = await owner.json("/api/scripts?limit=1");
      expect(mine.body.total).toBeGreaterThan(1000);
      expect(mine.body).not.toHaveProperty("isTotalCapped");
    } finally {
      await db.execute(sql`delete from scripts where topic = 'Bulk'`);
    }
  });

  it("refuses restoredFrom that is not an earlier version (the activity log would be false)", async () => {
    const s = await newScript();
    for (const restoredFrom of [1, 2]) {
      const res = await owner.json(`/api/scripts/${s.id}`, {
        method: "PUT",
        body: payload({ version: 1, restoredFrom }),
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: "VALIDATION_ERROR",
        message: "restoredFrom: Not an earlier version of this script.",
      });
    }
  });

  it("refuses an unknown co-editor address with a 400 naming it, and the owner as co-editor", async () => {
    const s = await newScript();
    const unknown = await owner.json(`/api/scripts/${s.id}/sharing`, {
      method: "PUT",
      body: { visibility: "team", coEditors: ["ed@newsela.com", "nobody@newsela.com"] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: "VALIDATION_ERROR" });
    expect(unknown.body.message).toContain("nobody@newsela.com");
    const self = await owner.json(`/api/scripts/${s.id}/sharing`, {
      method: "PUT",
      body: { visibility: "team", coEditors: ["olive@newsela.com"] },
    });
    expect(self.status).toBe(400);
    const bad = await owner.json(`/api/scripts/${s.id}/sharing`, { method: "PUT", body: { visibility: "everyone" } });
    expect(bad.status).toBe(400);
  });
});

describe("review and approval", () => {
  it("two reviewers: changes requested as soon as one asks, approved when both approve the current version; stale 409", async () => {
    const s = await newScript();
    const before = ctx.smtp.messages.length;
    const asked = await owner.json(`/api/scripts/${s.id}/reviews`, {
      body: { reviewers: ["rita@newsela.com", "ray@newsela.com"], message: "Please check the nouns." },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.script).toMatchObject({ status: "in_review", visibility: "private" });
    expect(asked.body.script.reviewers).toEqual([
      { email: "ray@newsela.com", decision: null, version: null },
      { email: "rita@newsela.com", decision: null, version: null },
    ]);
    // Each reviewer gets a mail with the link, and the script in their queue.
    const mail = await ctx.smtp.waitFor("rita@newsela.com", { after: before });
    expect(mail.text).toContain(`/script-editor/${s.id}`);
    expect(mail.text).toContain("olive@newsela.com asked you to review");
    expect(mail.text).toContain("Please check the nouns.");
    const queue = await reviewer.json("/api/reviews");
    expect(queue.body.reviews.map((r: { id: number }) => r.id)).toContain(s.id);
    expect(queue.body.total).toBe(queue.body.reviews.length);

    const changes = await reviewer.json(`/api/scripts/${s.id}/decisions`, {
      body: { decision: "request_changes", version: 1, note: "Fix line 2" },
    });
    expect(changes.body.script.status).toBe("changes_requested");
    // She decided on the current version: no longer in her queue; still in Ray's.
    expect((await reviewer.json("/api/reviews")).body.reviews.map((r: { id: number }) => r.id)).not.toContain(s.id);
    expect((await reviewer2.json("/api/reviews")).body.reviews.map((r: { id: number }) => r.id)).toContain(s.id);

    const saved = await save(owner, s.id, 1, "NARRATOR: Hello.\nPIP: A noun names a person, place or thing.\n");
    expect(saved.body.script).toMatchObject({ version: 2, status: "changes_requested" });
    // A decision on version 1 is refused now.
    const stale = await reviewer2.json(`/api/scripts/${s.id}/decisions`, { body: { decision: "approve", version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/version 1, but the script is now at version 2/);

    expect(
      (await reviewer2.json(`/api/scripts/${s.id}/decisions`, { body: { decision: "approve", version: 2 } })).body
        .script.status,
    ).toBe("changes_requested");
    const approved = await reviewer.json(`/api/scripts/${s.id}/decisions`, {
      body: { decision: "approve", version: 2 },
    });
    expect(approved.body.script).toMatchObject({ status: "approved", approvedVersion: 2 });
    expect(approved.body.script.approval).toMatchObject({ version: 2, by: "rita@newsela.com" });

    // Editing the approved script starts a new working version; the approved one stays readable.
    const edited = await save(owner, s.id, 2, "NARRATOR: A new take.\n");
    expect(edited.body.script).toMatchObject({ version: 3, status: "draft", approvedVersion: 2 });
    const v2 = await member.json(`/api/scripts/${s.id}/versions/2`);
    expect(v2.status).toBe(404); // private: the team cannot open it
    const ownV2 = await owner.json(`/api/scripts/${s.id}/versions/2`);
    expect(ownV2.body.version.scriptContent).toContain("person, place or thing");
  });

  it("nobody reviews their own script; an unknown reviewer is a 400 naming the address", async () => {
    const s = await newScript();
    await owner.json(`/api/scripts/${s.id}/sharing`, {
      method: "PUT",
      body: { visibility: "team", coEditors: ["ed@newsela.com"] },
    });
    const self = await owner.json(`/api/scripts/${s.id}/reviews`, { body: { reviewers: ["olive@newsela.com"] } });
    expect(self.status).toBe(400);
    expect(self.body.message).toMatch(/Nobody reviews their own script/);
    const coEditor = await owner.json(`/api/scripts/${s.id}/reviews`, { body: { reviewers: ["ed@newsela.com"] } });
    expect(coEditor.status).toBe(400);
    const unknown = await owner.json(`/api/scripts/${s.id}/reviews`, { body: { reviewers: ["ghost@newsela.com"] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain("ghost@newsela.com");
    // The owner cannot decide either.
    expect(
      (await owner.json(`/api/scripts/${s.id}/decisions`, { body: { decision: "approve", version: 1 } })).status,
    ).toBe(403);
  });
});

describe("comments anchored to the text", () => {
  const text = "NARRATOR: Hello.\nPIP: A noun names a thing.\nNARRATOR: Bye.\n";
  const line = "PIP: A noun names a thing.";
  const at = (t: string, part: string) => ({ from: t.indexOf(part), to: t.indexOf(part) + part.length });

  async function commentedScript() {
    const s = await newScript(owner, { scriptContent: text });
    await owner.json(`/api/scripts/${s.id}/sharing`, { method: "PUT", body: { visibility: "team" } });
    const posted = await member.json(`/api/scripts/${s.id}/comments`, {
      body: { body: "Is this right?", version: 1, anchor: at(text, line) },
    });
    expect(posted.status).toBe(201);
    expect(posted.body.comment).toMatchObject({
      anchor: at(text, line),
      quote: line,
      outdated: false,
      author: "mel@newsela.com",
    });
    return { id: s.id, commentId: posted.body.comment.id as number };
  }
  const slice = (t: string, a: { from: number; to: number } | null) => (a ? t.slice(a.from, a.to) : null);

  it("an insert before the range moves it; an insert inside widens it; a reply carries the anchor", async () => {
    const { id, commentId } = await commentedScript();
    const v2 = "TITLE CARD\n" + text;
    await save(owner, id, 1, v2);
    const v3 = v2.replace("a thing", "a person, place or thing");
    await save(owner, id, 2, v3);
    const reply = await owner.json(`/api/scripts/${id}/comments`, {
      body: { body: "Fixed it.", version: 3, anchor: null, parentId: commentId },
    });
    expect(reply.status).toBe(201);
    const { comments } = (await member.json(`/api/scripts/${id}/comments`)).body;
    expect(comments).toHaveLength(2);
    expect(slice(v3, comments[0].anchor)).toBe("PIP: A noun names a person, place or thing.");
    expect(comments[0]).toMatchObject({ outdated: false, quote: line, version: 1 });
    expect(comments[1]).toMatchObject({ parentId: commentId, anchor: comments[0].anchor, outdated: false });
  });

  it("deleting the range keeps the comment, marked outdated with the text it was made on", async () => {
    const { id } = await commentedScript();
    await save(owner, id, 1, text.replace(line + "\n", ""));
    const [c] = (await owner.json(`/api/scripts/${id}/comments`)).body.comments;
    expect(c).toMatchObject({ outdated: true, anchor: null, quote: line });
  });

  it("a comment made on an earlier version is mapped to the current text", async () => {
    const s = await newScript(owner, { scriptContent: text });
    await save(owner, s.id, 1, "INTRO\n" + text);
    const posted = await owner.json(`/api/scripts/${s.id}/comments`, {
      body: { body: "Old view", version: 1, anchor: at(text, line) },
    });
    expect(slice("INTRO\n" + text, posted.body.comment.anchor)).toBe(line);
  });

  it("resolve and reopen by anyone who may comment; edit and delete by the author only; a range past the end is 400", async () => {
    const { id, commentId } = await commentedScript();
    expect(
      (await reviewer.json(`/api/scripts/${id}/comments/${commentId}`, { method: "PATCH", body: { resolved: true } }))
        .body.comment.resolved,
    ).toBe(true);
    expect(
      (await owner.json(`/api/scripts/${id}/comments/${commentId}`, { method: "PATCH", body: { resolved: false } }))
        .body.comment.resolved,
    ).toBe(false);
    const edit = await member.json(`/api/scripts/${id}/comments/${commentId}`, {
      method: "PATCH",
      body: { body: "Is this right now?" },
    });
    expect(edit.body.comment).toMatchObject({ body: "Is this right now?", edited: true });
    expect((await owner.json(`/api/scripts/${id}/comments/${commentId}`, { method: "DELETE" })).status).toBe(403);
    expect((await member.json(`/api/scripts/${id}/comments/99999`, { method: "DELETE" })).status).toBe(404);
    expect((await member.json(`/api/scripts/${id}/comments/${commentId}`, { method: "DELETE" })).status).toBe(200);
    expect((await owner.json(`/api/scripts/${id}/comments`)).body.comments).toEqual([]);
    const past = await member.json(`/api/scripts/${id}/comments`, {
      body: { body: "x", version: 1, anchor: { from: 0, to: 10_000 } },
    });
    expect(past.status).toBe(400);
    const reversed = await member.json(`/api/scripts/${id}/comments`, {
      body: { body: "x", version: 1, anchor: { from: 5, to: 2 } },
    });
    expect(reversed.status).toBe(400);
  });
});

describe("activity and mail", () => {
  it("logs created, saved, shared, co-editor added, review requested, commented, decided, restored with who", async () => {
    const s = await newScript();
    await owner.json(`/api/scripts/${s.id}/sharing`, {
      method: "PUT",
      body: { visibility: "team", coEditors: ["ed@newsela.com"] },
    });
    await save(editor, s.id, 1, "Second take.");
    await owner.json(`/api/scripts/${s.id}/reviews`, { body: { reviewers: ["rita@newsela.com"] } });
    await reviewer.json(`/api/scripts/${s.id}/comments`, { body: { body: "Nice", version: 2, anchor: null } });
    await reviewer.json(`/api/scripts/${s.id}/decisions`, { body: { decision: "approve", version: 2 } });
    await owner.json(`/api/scripts/${s.id}`, { method: "PUT", body: payload({ version: 2, restoredFrom: 1 }) });
    const { activity } = (await member.json(`/api/scripts/${s.id}/activity`)).body;
    expect(activity.map((a: { kind: string; actor: string }) => `${a.kind} ${a.actor}`).reverse()).toEqual([
      "created olive@newsela.com",
      "shared olive@newsela.com",
      "co_editor_added olive@newsela.com",
      "saved ed@newsela.com",
      "review_requested olive@newsela.com",
      "commented rita@newsela.com",
      "decided rita@newsela.com",
      "restored olive@newsela.com",
    ]);
    expect(activity[0]).toMatchObject({ kind: "restored", version: 3, detail: "version 1" });
  });

  it("at most one mail per recipient per script per 10 minutes; later events are folded into the next", async () => {
    const s = await newScript();
    await owner.json(`/api/scripts/${s.id}/sharing`, { method: "PUT", body: { visibility: "team" } });
    const before = ctx.smtp.messages.length;
    const toOwner = () =>
      ctx.smtp.messages
        .slice(before)
        .filter((m) => m.to === "olive@newsela.com" && new RegExp(`/script-editor/${s.id}(\\D|$)`).test(m.text));
    await member.json(`/api/scripts/${s.id}/comments`, { body: { body: "First remark", version: 1, anchor: null } });
    await ctx.smtp.waitFor("olive@newsela.com", { after: before });
    await member.json(`/api/scripts/${s.id}/comments`, { body: { body: "Second remark", version: 1, anchor: null } });
    await admin.json(`/api/scripts/${s.id}/comments`, { body: { body: "Third remark", version: 1, anchor: null } });
    // The author of a comment is not told about their own.
    await owner.json(`/api/scripts/${s.id}/comments`, { body: { body: "My own", version: 1, anchor: null } });
    const notifier = {
      db: ctx.database.db,
      mailer: mailerFor(ctx),
      appUrl: ctx.config.appUrl,
      logger: pino({ level: "silent" }),
    };
    // Within the 10 minutes, nothing more goes.
    expect(await flushFoldedMail(notifier)).toBe(0);
    expect(toOwner()).toHaveLength(1);
    expect(toOwner()[0]!.text).toContain("First remark");
    // Once they are over, one mail carries both folded events.
    const later = { ...notifier, now: () => new Date(Date.now() + MAIL_FOLD_MS + 1000) };
    expect(await flushFoldedMail(later)).toBeGreaterThanOrEqual(1);
    const folded = await waitForCount(() => toOwner(), 2);
    expect(folded[1]!.text).toContain("Second remark");
    expect(folded[1]!.text).toContain("Third remark");
    expect(folded[1]!.text).not.toContain("My own");
    expect(folded[1]!.text).toContain(`/script-editor/${s.id}`);
    expect(await flushFoldedMail(later)).toBe(0);
  });
});

describe("admin counts", () => {
  it("topic counts, topic scripts and the weekly chart count saved scripts only, not unsaved drafts", async () => {
    const topic = "Admin Count Topic";
    await newScript(member, { topic });
    await newScript(member, { topic, isSaved: false });
    await newScript(member, { topic, isSaved: false });
    const topics = (await admin.json("/api/admin/topics")).body as { topic: string; scriptCount: number }[];
    expect(topics.find((t) => t.topic === topic)?.scriptCount).toBe(1);
    const listed = (await admin.json(`/api/admin/topics/${encodeURIComponent(topic)}/scripts`)).body as unknown[];
    expect(listed).toHaveLength(1);
    const weeks = (await admin.json("/api/admin/topics/stats/weekly")).body as { count: number }[];
    const saved = (await admin.json("/api/admin/topics")).body as { scriptCount: number }[];
    expect(weeks.at(-1)!.count).toBe(saved.reduce((n, t) => n + t.scriptCount, 0));
  });
});

function mailerFor(context: TestContext) {
  return createMailer({
    smtpUrl: context.smtp.url,
    from: "Nova Writer <test@localhost>",
    outboxDir: "/tmp/unused",
    logger: pino({ level: "silent" }),
  });
}

async function waitForCount<T>(read: () => T[], n: number): Promise<T[]> {
  // Polls for what the test waits on; the deadline only bounds a failure (generous for a loaded machine).
  const deadline = Date.now() + 30_000;
  while (read().length < n) {
    if (Date.now() > deadline) throw new Error(`expected ${n} mails, got ${read().length}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return read();
}
