import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import {
  apiContract,
  endpointUrl,
  type Endpoint,
  type EndpointQuery,
  type EndpointResponse,
} from "../../src/shared/api-contract";
import { scriptStreamEventSchema } from "../../src/shared/schemas/generation";
import type { listScripts } from "../../src/server/services/scripts/list-scripts";
import type { getScriptVersion, listScriptVersions } from "../../src/server/services/scripts/script-versions";
import type { listRelatedScripts } from "../../src/server/services/scripts/list-related-scripts";
import type { getScript } from "../../src/server/services/scripts/get-script";
import type { listReviewQueue } from "../../src/server/services/collaboration/review-queue";
import type { listComments } from "../../src/server/services/collaboration/comments";
import type { listActivity } from "../../src/server/services/collaboration/activity";
import type { getStandardWithCard } from "../../src/server/services/curriculum/offer-standards";
import type { storePdf } from "../../src/server/services/uploads/store-upload";
import type { generateConcepts } from "../../src/server/ai/concepts/index";
import { buildPdf, buildPng } from "../support/files";
import { resetParts, verificationParts } from "../support/smtp";
import { buildTestContext, type TestClient, type TestContext } from "../support/test-app";
import { signedInClient } from "../support/factories";

/**
 * Server and client cannot drift (ADR 0019): every endpoint of `apiContract` is called here on
 * the real app as the right role, and its answer must parse with the contract's reply schema and carry nothing
 * the schema does not name (apart from KNOWN_EXTRAS). Two closing tests fail when an endpoint of the contract was
 * not called, or when the server has a JSON endpoint the contract does not list.
 */

/** Fields the server sends that no screen reads (parsing drops them); listed so that the list stays short. */
const KNOWN_EXTRAS: Partial<Record<Endpoint, (body: any) => unknown>> = {
  "GET /api/characters": (rows: Record<string, unknown>[]) =>
    rows.map(({ createdAt: _c, updatedAt: _u, ...row }) => row),
  "POST /api/uploads/photo": ({ textChars: _t, ...file }: Record<string, unknown>) => file,
};

/** Routes that are not JSON calls of the client: the mailed link, binary files, account calls no screen makes. */
const NOT_IN_CONTRACT = new Set([
  "GET /api/auth/verify-email",
  "GET /api/uploads/:id",
  "POST /api/auth/change-password",
  "POST /api/auth/update-user",
  "POST /api/auth/forget-password",
  "POST /api/auth/sign-in/email-otp",
  // better-auth's own endpoint, forwarded behind its rate limit (docs/product/security.md); the client never calls it.
  "POST /api/auth/verify-password",
  // Browser redirects of company sign-in (ADR 0042), not JSON.
  "GET /api/auth/oidc/start",
  "GET /api/auth/callback/oidc",
]);

let ctx: TestContext;
let member: TestClient;
let other: TestClient;
let admin: TestClient;
const called = new Set<Endpoint>();

interface Call {
  params?: Record<string, string | number>;
  query?: EndpointQuery;
  body?: unknown;
  form?: FormData;
  status?: number;
}

/** Calls `endpoint` as `client`, expects `status` (200) and a reply that is exactly the contract's shape. */
async function call<E extends Endpoint>(
  client: TestClient,
  endpoint: E,
  { params, query, body, form, status = 200 }: Call = {},
): Promise<EndpointResponse<E>> {
  const method = endpoint.slice(0, endpoint.indexOf(" "));
  const res = await client.json(endpointUrl(endpoint, params, query), { method, body, rawBody: form });
  expect(res.status, `${endpoint} answered ${JSON.stringify(res.body).slice(0, 400)}`).toBe(status);
  const parsed = apiContract[endpoint].response.safeParse(res.body);
  expect(parsed.error?.issues ?? [], `${endpoint} does not match the contract`).toEqual([]);
  const expected = KNOWN_EXTRAS[endpoint]?.(res.body) ?? res.body;
  expect(parsed.data, `${endpoint} sends fields the contract does not name`).toStrictEqual(expected);
  called.add(endpoint);
  return parsed.data as EndpointResponse<E>;
}

const character = {
  name: "Contract Cat",
  label: "Guide",
  personality: "Precise",
  catchphrase: "",
  educationalStrength: "",
  photoUrl: "",
};
const scriptBody = {
  topic: "Contract Topic",
  standards: [{ code: "RL.3.2" }],
  characters: [{ name: "Rhymo", label: "Robot", personality: "Cheerful", catchphrase: "Rhyme time!" }],
  concept: "Fable Court",
  conceptDescription: "Animals argue a moral.",
  scriptContent: "RHYMO: Welcome to fable court!\nRHYMO: What lesson did the fox learn?",
  grade: "3",
  targetMinutes: 3,
};
const generation = {
  topic: "Fables",
  standards: ["RL.3.2"],
  characters: [{ name: "Rhymo", label: "Robot", personality: "Cheerful" }],
  grade: "3",
};

function fileForm(bytes: Uint8Array, name: string): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  return form;
}

beforeAll(async () => {
  ctx = await buildTestContext();
  member = await signedInClient(ctx, "contract.member@newsela.com");
  other = await signedInClient(ctx, "contract.other@newsela.com");
  admin = await signedInClient(ctx, "contract.admin@newsela.com", { admin: true });
});
afterAll(() => ctx.close());

describe("every endpoint answers the contract's shape", () => {
  it("config (anonymous)", async () => {
    expect(await call(ctx.client(), "GET /api/config")).toEqual({
      productName: "Nova Writer",
      allowedDomains: ["newsela.com"],
      aiEngine: "offline",
      oidcProviderName: null,
      passwordSignIn: true,
    });
  });

  it("account calls: sign-up, resend, verify with the code, me, sign-out, sign-in, both resets", async () => {
    const email = "contract.new@newsela.com";
    const browser = ctx.client();
    const mailed = () => ctx.smtp.messages.length;
    let before = mailed();
    await call(browser, "POST /api/auth/sign-up/email", {
      body: { email, password: "secret123", name: "contract.new", callbackURL: "/login?verified=1" },
    });
    await ctx.smtp.waitFor(email, { after: before });
    before = mailed();
    await call(browser, "POST /api/auth/send-verification-email", {
      body: { email, callbackURL: "/login?verified=1" },
    });
    const { code } = verificationParts(await ctx.smtp.waitFor(email, { after: before }));
    expect(
      await call(browser, "POST /api/auth/email-otp/verify-email", {
        body: { email, otp: code, password: "secret123" },
      }),
    ).toEqual({
      status: true,
      signedIn: true,
      passwordResetRequired: false,
    });
    expect((await call(browser, "GET /api/auth/me")).user.email).toBe(email);
    await call(browser, "POST /api/auth/sign-out", { body: {} });
    await call(browser, "POST /api/auth/sign-in/email", {
      body: { email, password: "secret123", callbackURL: "/login?verified=1" },
    });

    before = mailed();
    await call(ctx.client(), "POST /api/auth/request-password-reset", { body: { email } });
    const reset = resetParts(await ctx.smtp.waitFor(email, { after: before }));
    await call(ctx.client(), "POST /api/auth/email-otp/reset-password", {
      body: { email, otp: reset.code, password: "secret456" },
    });

    // The link's token: the mailed link redirects to /reset-password?token=… (another address: one reset mail a minute).
    const linkEmail = "contract.member@newsela.com";
    before = mailed();
    await ctx.client().json("/api/auth/request-password-reset", { body: { email: linkEmail } });
    const link = new URL(resetParts(await ctx.smtp.waitFor(linkEmail, { after: before })).url);
    const redirect = await ctx.client().request(link.pathname + link.search);
    const token = new URL(redirect.headers.get("location")!, "http://localhost").searchParams.get("token")!;
    await call(ctx.client(), "POST /api/auth/reset-password", { body: { token, newPassword: "secret789" } });
    // A reset ends the member's sessions: sign in again for the tests below.
    member = ctx.client();
    await call(member, "POST /api/auth/sign-in/email", { body: { email: linkEmail, password: "secret789" } });
  });

  it("scripts: create, read, list, drafts, versions, related, update, delete", async () => {
    const { script } = await call(member, "POST /api/scripts", { body: scriptBody, status: 201 });
    await call(member, "POST /api/scripts", { body: { ...scriptBody, concept: "Second fable" }, status: 201 });
    await call(member, "POST /api/scripts", { body: { ...scriptBody, isSaved: false }, status: 201 });
    await call(other, "POST /api/scripts", { body: { ...scriptBody, concept: "Other author" }, status: 201 });
    const read = await call(member, "GET /api/scripts/:id", { params: { id: script.id } });
    expect(read.checks, "this server always sends the Script check").toBeDefined();
    const updated = await call(member, "PUT /api/scripts/:id", {
      params: { id: script.id },
      body: { ...scriptBody, scriptContent: `${scriptBody.scriptContent}\nRHYMO: Goodbye!`, version: script.version },
    });
    expect(updated.script.version).toBe(script.version + 1);

    const page = await call(member, "GET /api/scripts", { query: { limit: 1 } });
    expect(page.scripts).toHaveLength(1);
    expect(page.nextCursor).not.toBeNull();
    expect(
      (await call(member, "GET /api/scripts", { query: { q: "fable", limit: 20 } })).scripts.length,
    ).toBeGreaterThan(0);
    expect((await call(member, "GET /api/scripts", { query: { drafts: "1", limit: 10 } })).scripts).toHaveLength(1);
    const { versions } = await call(member, "GET /api/scripts/:id/versions", { params: { id: script.id } });
    expect(versions).toHaveLength(1);
    await call(member, "GET /api/scripts/:id/versions/:version", {
      params: { id: script.id, version: versions[0]!.version },
    });
    expect(await call(member, "GET /api/scripts/related/:topic", { params: { topic: "Contract Topic" } })).toHaveLength(
      1,
    );
    await call(member, "DELETE /api/scripts/:id", { params: { id: script.id } });
  });

  it("team workflow: sharing, team list, review, queue, decision, comments, activity", async () => {
    const { script } = await call(member, "POST /api/scripts", { body: scriptBody, status: 201 });
    const id = script.id;
    await call(member, "PUT /api/scripts/:id/sharing", { params: { id }, body: { visibility: "team", coEditors: [] } });
    const team = await call(other, "GET /api/scripts", { query: { scope: "team", limit: 10 } });
    expect(team.scripts.map((s) => s.id)).toContain(id);
    await call(member, "POST /api/scripts/:id/reviews", {
      params: { id },
      body: { reviewers: ["contract.other@newsela.com"], message: "Please review." },
    });
    expect((await call(other, "GET /api/reviews")).total).toBe(1);
    const { comment } = await call(other, "POST /api/scripts/:id/comments", {
      params: { id },
      body: { body: "Line one?", version: 1, anchor: { from: 0, to: 6 } },
      status: 201,
    });
    await call(other, "PATCH /api/scripts/:id/comments/:commentId", {
      params: { id, commentId: comment.id },
      body: { resolved: true },
    });
    expect((await call(member, "GET /api/scripts/:id/comments", { params: { id } })).comments).toHaveLength(1);
    await call(other, "DELETE /api/scripts/:id/comments/:commentId", { params: { id, commentId: comment.id } });
    const decided = await call(other, "POST /api/scripts/:id/decisions", {
      params: { id },
      body: { decision: "approve", version: 1 },
    });
    expect(decided.script.status).toBe("approved");
    expect((await call(member, "GET /api/scripts/:id/activity", { params: { id } })).activity.length).toBeGreaterThan(
      3,
    );
  });

  it("coverage map and series plans", async () => {
    const map = await call(member, "GET /api/coverage", { query: { grade: "3", strand: "RL" } });
    expect(map.standards.map((s) => s.code)).toContain("RL.3.2");
    const page = await call(member, "GET /api/coverage/standards/:code/scripts", {
      params: { code: "RL.3.2" },
      query: { limit: 5 },
    });
    expect(page.code).toBe("RL.3.2");
    const { episodes } = await call(member, "POST /api/plans/proposal", { body: { grade: "3", strand: "RL" } });
    const created = await call(member, "POST /api/plans", {
      body: { name: "Contract season", grade: "3", episodes: episodes.slice(0, 2) },
      status: 201,
    });
    const id = created.plan.id;
    expect((await call(other, "GET /api/plans")).plans.map((p) => p.id)).toContain(id);
    const plan = (await call(other, "GET /api/plans/:id", { params: { id } })).plan;
    const updated = await call(member, "PUT /api/plans/:id", {
      params: { id },
      body: { name: plan.name, grade: "3", version: plan.version, episodes: plan.episodes.reverse() },
    });
    const script = await call(member, "POST /api/scripts", { body: scriptBody, status: 201 });
    await call(member, "POST /api/plans/:id/episodes/:episodeId/script", {
      params: { id, episodeId: updated.plan.episodes[0]!.id },
      body: { scriptId: script.script.id },
    });
    await call(member, "DELETE /api/plans/:id", { params: { id } });
  });

  it("characters, standards, concepts and the generated script (JSON and stream)", async () => {
    expect((await call(member, "GET /api/characters")).length).toBeGreaterThan(0);
    expect(
      (await call(member, "POST /api/standards", { body: { topic: "Fables", grade: "3" } })).standards.length,
    ).toBeGreaterThan(0);
    expect(
      (await call(member, "GET /api/standards/search", { query: { q: "main idea", limit: 12 } })).standards.length,
    ).toBeGreaterThan(0);
    expect((await call(member, "GET /api/standards/:code", { params: { code: "RL.3.2" } })).teaching).not.toBeNull();
    expect(
      (await call(member, "GET /api/standards/grade/:grade", { params: { grade: "3" } })).strands.map((s) => s.strand),
    ).toEqual(["RL", "RI", "RF", "W", "SL", "L"]);
    expect((await call(member, "POST /api/subtopics", { body: generation })).concepts).toHaveLength(3);
    const concept = { title: "Fable Court", description: "Animals argue a moral." };
    const generated = await call(member, "POST /api/generate-script", { body: { ...generation, concept, seed: 7 } });
    expect(generated.scriptContent).not.toBe("");
    const rewritten = await call(member, "POST /api/rewrite-scene", {
      body: { ...generation, concept, scriptContent: generated.scriptContent, scene: 2, note: "Try another example" },
    });
    expect(rewritten.scriptContent).not.toBe(generated.scriptContent);

    const res = await member.request("/api/generate-script", {
      body: { ...generation, concept, seed: 7 },
      headers: { accept: "application/x-ndjson" },
    });
    const events = (await res.text())
      .trim()
      .split("\n")
      .map((line) => scriptStreamEventSchema.parse(JSON.parse(line)));
    expect(events.map((e) => e.type)).toContain("done");
  });

  it("uploads: a PDF (member) and a photo (admin)", async () => {
    const pdf = await call(member, "POST /api/uploads/pdf", {
      form: fileForm(buildPdf("Foxes are clever animals."), "fox.pdf"),
    });
    expect(pdf.textChars).toBeGreaterThan(0);
    const excerpt = await call(member, "GET /api/uploads/:upload/excerpt", {
      params: { upload: pdf.id },
      query: { grade: "3", standard: "RL.3.2" },
    });
    expect(excerpt.leftOut).toBe(0);
    // Nova Writer's own topic text for a typed subject (docs/product/topic-texts.md): none for a skill topic.
    const ownText = await call(member, "GET /api/topic-text", {
      query: { topic: "Main Idea & Key Details", grade: "3", standard: "RI.3.2" },
    });
    expect(ownText).toEqual({ subject: null, title: null, text: "", minutes: null });
    await call(admin, "POST /api/uploads/photo", { form: fileForm(buildPng(), "cat.png") });
  });

  it("admin: prompts, characters and topics", async () => {
    const prompt = await call(admin, "POST /api/admin/prompts", {
      body: { name: "Contract Prompt", description: "d", content: "c", isActive: true },
      status: 201,
    });
    await call(admin, "PUT /api/admin/prompts/:id", {
      params: { id: prompt.id },
      body: { name: "Contract Prompt 2", description: "d", content: "c", isActive: false },
    });
    const { versions } = await call(admin, "GET /api/admin/prompts/:id/versions", { params: { id: prompt.id } });
    expect(versions).toHaveLength(1);
    await call(admin, "POST /api/admin/prompts/:id/versions/:versionId/restore", {
      params: { id: prompt.id, versionId: versions[0]!.id },
    });
    expect((await call(admin, "GET /api/admin/prompts")).length).toBeGreaterThan(0);
    expect((await call(admin, "GET /api/admin/prompts/usage")).length).toBeGreaterThan(0);
    await call(admin, "DELETE /api/admin/prompts/:id", { params: { id: prompt.id } });

    const created = await call(admin, "POST /api/admin/characters", { body: character, status: 201 });
    await call(admin, "PUT /api/admin/characters/:id", {
      params: { id: created.id },
      body: { ...character, photoUrl: "/api/uploads/x" },
    });
    expect((await call(admin, "GET /api/admin/characters")).some((c) => c.id === created.id)).toBe(true);
    await call(admin, "DELETE /api/admin/characters/:id", { params: { id: created.id } });

    expect((await call(admin, "GET /api/admin/topics")).some((t) => t.topic === "Contract Topic")).toBe(true);
    expect(await call(admin, "GET /api/admin/topics/stats/weekly")).toHaveLength(12);
    expect(
      (await call(admin, "GET /api/admin/topics/:topic/scripts", { params: { topic: "Contract Topic" } })).length,
    ).toBeGreaterThan(0);
    await call(admin, "PUT /api/admin/topics/:topic", {
      params: { topic: "Contract Topic" },
      body: { newTopicName: "Contract Topic 2" },
    });
    expect(
      await call(admin, "PUT /api/admin/topics", { body: { oldName: "Contract Topic 2", newName: "Contract Topic" } }),
    ).toMatchObject({ topic: "Contract Topic" });
  });

  it("admin: users and the audit log", async () => {
    const { users } = await call(admin, "GET /api/admin/users", { query: { search: "newsela" } });
    const target = users.find((u) => !u.isAdmin)!;
    expect(
      await call(admin, "PATCH /api/admin/users/:id", { params: { id: target.id }, body: { isAdmin: true } }),
    ).toMatchObject({ id: target.id, isAdmin: true });
    const { events } = await call(admin, "GET /api/admin/audit", { query: { kind: "admin.granted" } });
    expect(events[0]).toMatchObject({ kind: "admin.granted", target: target.email });
  });

  it("called every endpoint of the contract", () => {
    expect(Object.keys(apiContract).filter((e) => !called.has(e as Endpoint))).toEqual([]);
  });

  it("the server has no JSON endpoint outside the contract", () => {
    const served = ctx.app.routes
      .filter(
        (r) =>
          ["GET", "POST", "PUT", "PATCH", "DELETE"].includes(r.method) &&
          r.path.startsWith("/api/") &&
          !r.path.includes("*"),
      )
      .map((r) => `${r.method} ${r.path}`);
    expect(served.filter((e) => !(e in apiContract) && !NOT_IN_CONTRACT.has(e))).toEqual([]);
  });
});

it("the services' reply types are the contract's (checked by the type checker)", () => {
  expectTypeOf<Awaited<ReturnType<typeof listScripts>>>().toExtend<EndpointResponse<"GET /api/scripts">>();
  expectTypeOf<Awaited<ReturnType<typeof listScriptVersions>>>().toExtend<
    EndpointResponse<"GET /api/scripts/:id/versions">["versions"]
  >();
  expectTypeOf<Awaited<ReturnType<typeof getScriptVersion>>>().toExtend<
    EndpointResponse<"GET /api/scripts/:id/versions/:version">["version"]
  >();
  expectTypeOf<Awaited<ReturnType<typeof listRelatedScripts>>>().toExtend<
    EndpointResponse<"GET /api/scripts/related/:topic">
  >();
  expectTypeOf<Awaited<ReturnType<typeof getScript>>>().toExtend<EndpointResponse<"GET /api/scripts/:id">["script"]>();
  expectTypeOf<Awaited<ReturnType<typeof listReviewQueue>>>().toExtend<EndpointResponse<"GET /api/reviews">>();
  expectTypeOf<Awaited<ReturnType<typeof listComments>>>().toExtend<
    EndpointResponse<"GET /api/scripts/:id/comments">["comments"]
  >();
  expectTypeOf<Awaited<ReturnType<typeof listActivity>>>().toExtend<
    EndpointResponse<"GET /api/scripts/:id/activity">["activity"]
  >();
  expectTypeOf<NonNullable<ReturnType<typeof getStandardWithCard>>>().toExtend<
    EndpointResponse<"GET /api/standards/:code">
  >();
  expectTypeOf<Awaited<ReturnType<typeof storePdf>>>().toExtend<EndpointResponse<"POST /api/uploads/pdf">>();
  expectTypeOf<Awaited<ReturnType<typeof generateConcepts>>>().toExtend<EndpointResponse<"POST /api/subtopics">>();
});
