import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildPdf } from "../../../tests/support/files";
import { startFakeOpenAI, type FakeOpenAI } from "../../../tests/support/fake-openai";
import {
  buildTestContext,
  fakeModelAi,
  testConfig,
  type TestClient,
  type TestContext,
} from "../../../tests/support/test-app";
import { signedInClient } from "../../../tests/support/factories";
import { prompts } from "../db/schema/index";
import { ATTACH_BY_UPLOAD } from "@shared/schemas/script";
import { parseContract } from "@shared/script/contract";
import { lengthFit, notTaughtNote } from "@shared/script/length-fit";

const request = (over: Record<string, unknown> = {}) => ({
  topic: "Rhyming Words",
  standards: ["RF.K.2.a", "RF.1.2"],
  characters: [
    { name: "Rhymo", label: "Musical Robot", personality: "Playful", catchphrase: "Beep-bop, rhyme won't stop!" },
    { name: "Penny Page", label: "Curious Host", personality: "Warm" },
  ],
  concept: { title: "Rhyme Time Rocket", description: "A trip to the planet of rhymes." },
  contentConsiderations: "No scary scenes.",
  ...over,
});

/** Reads an NDJSON generation stream into its events. */
async function readEvents(res: Response) {
  const text = await res.text();
  return text
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
}

describe("offline drafting engine (no OPENAI_API_KEY)", () => {
  let ctx: TestContext;
  let user: TestClient;
  beforeAll(async () => {
    ctx = await buildTestContext();
    user = await signedInClient(ctx, "writer@newsela.com");
  });
  afterAll(() => ctx.close());

  it("suggests exactly three concepts, different on Regenerate", async () => {
    const first = await user.json("/api/subtopics", { body: request({ concept: undefined }) });
    expect(first.status).toBe(200);
    expect(first.body.engine).toBe("offline");
    expect(first.body.concepts).toHaveLength(3);
    const second = await user.json("/api/subtopics", { body: request({ concept: undefined, variant: 1 }) });
    expect(second.body.concepts.map((c: any) => c.title)).not.toEqual(first.body.concepts.map((c: any) => c.title));
  });

  it("writes a whole script citing every standard (non-streaming shape in docs/product/api.md)", async () => {
    const res = await user.json("/api/generate-script", { body: request() });
    expect(res.status).toBe(200);
    expect(res.body.engine).toBe("offline");
    expect(res.body.scriptContent).toBe(res.body.script.scriptContent);
    for (const code of ["RF.K.2.a", "RF.1.2"]) expect(res.body.scriptContent).toContain(code);
    expect(res.body.scriptContent).toMatch(/SCENE 1 — /);
    expect(res.body.scriptContent).toContain("RHYMO:");
  });

  it("lists only the standards the length teaches, and names the rest as the wizard warned (ADR 0063)", async () => {
    const standards = ["RF.1.3.a", "RF.1.2.b", "RF.1.3.b"];
    const res = await user.json("/api/generate-script", { body: request({ standards, grade: "1", targetMinutes: 4 }) });
    expect(res.status).toBe(200);
    const fit = lengthFit({ grade: "1", targetMinutes: 4, standards });
    expect(fit.notTaught).toEqual(["RF.1.3.b"]);
    expect(parseContract(res.body.scriptContent).standards.map((s) => s.code)).toEqual(fit.taught);
    expect(res.body.scriptContent).toContain(`NOTE: ${notTaughtNote(fit.notTaught)}`);
  });

  it("streams the script as NDJSON events", async () => {
    const res = await user.request("/api/generate-script", {
      body: request(),
      headers: { accept: "application/x-ndjson" },
    });
    expect(res.headers.get("content-type")).toMatch(/application\/x-ndjson/);
    const events = await readEvents(res);
    expect(events[0]).toEqual({ type: "start", engine: "offline" });
    const deltas = events.filter((e) => e.type === "delta");
    expect(deltas.length).toBeGreaterThan(1);
    const done = events.at(-1);
    expect(done.type).toBe("done");
    expect(deltas.map((d) => d.text).join("")).toBe(done.scriptContent);
  });

  it("validates the payload on the server", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ characters: [] }, /Select at least one character/],
      [{ standards: [] }, /Select at least one standard/],
      [{ standards: ["ZZ.1.1"] }, /Unknown standard code: ZZ\.1\.1/],
      [{ topic: "" }, /Topic is required/],
      [{ concept: "" }, /Concept is required/],
    ];
    for (const [over, message] of cases) {
      const res = await user.json("/api/generate-script", { body: request(over) });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.error).toBe("VALIDATION_ERROR");
      expect(res.body.message).toMatch(message);
    }
    expect((await ctx.client().json("/api/generate-script", { body: request() })).status).toBe(401);
  });

  it("offers standards for catalogue and free-text topics, and searches all standards", async () => {
    const catalogue = await user.json("/api/standards", { body: { topic: "Thanksgiving" } });
    expect(catalogue.status).toBe(200);
    expect(catalogue.body.source).toBe("catalogue");
    expect(catalogue.body.standards.length).toBeGreaterThan(0);
    const free = await user.json("/api/standards", { body: { topic: "rhyming words in songs" } });
    expect(free.body.source).toBe("search");
    expect(free.body.standards.length).toBeGreaterThan(0);
    const search = await user.json("/api/standards/search?q=RL.3.2");
    expect(search.body.standards[0].code).toBe("RL.3.2");
  });
});

describe("a model behind an OpenAI-compatible endpoint", () => {
  let fake: FakeOpenAI;
  let ctx: TestContext;
  let user: TestClient;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    ctx = await buildTestContext({ ai: fakeModelAi(fake.url) });
    user = await signedInClient(ctx, "model.user@newsela.com");
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  const concepts = [
    { title: "Rhyme Detectives", description: "Find the rhymes." },
    { title: "Rhyme Rocket", description: "Fly to rhyme planet." },
    { title: "Rhyme Chef", description: "Cook up rhymes." },
  ];

  it("asks for structured concepts and returns the model's three", async () => {
    fake.enqueue({ kind: "json", value: { concepts } });
    const res = await user.json("/api/subtopics", { body: request() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ concepts, engine: "model" });
    expect(fake.requests[0]!.body.response_format?.type).toBe("json_schema");
    expect(JSON.stringify(fake.requests[0]!.body.messages)).toContain("Rhyming Words");
  });

  it("answers a failed concept call with 502 and the catalogue message, never the provider text", async () => {
    const failure = {
      kind: "status",
      status: 500,
      headers: { "retry-after": "0" },
      body: { error: { message: "secret internal detail", type: "server_error" } },
    } as const;
    fake.enqueue(failure, failure);
    const res = await user.json("/api/subtopics", { body: request() });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      error: "UPSTREAM_AI_ERROR",
      message: "Failed to generate concept suggestions. Please try again.",
    });
  });

  it("answers malformed structured output with 502", async () => {
    fake.enqueue({ kind: "json", value: { concepts: [{ title: "only one" }] } }, { kind: "json", value: { nope: 1 } });
    expect((await user.json("/api/subtopics", { body: request() })).status).toBe(502);
  });

  it("keeps a NOTE the model wrote twice once in the finished script (docs/product/rules.md)", async () => {
    const text =
      "TITLE: Rhyme Time\nNOTE: Keep the robot friendly.\nNOTE: keep the robot  friendly\nNOTE: Say rhymes slowly.\n\nSCENE 1 — HOOK (0:20)\nNOTE: Keep the robot friendly.\nRHYMO: Cat and hat!";
    fake.enqueue({ kind: "text", text, chunkChars: 9 });
    const res = await user.request("/api/generate-script", {
      body: request(),
      headers: { accept: "application/x-ndjson" },
    });
    const done = (await readEvents(res)).at(-1);
    expect(done).toMatchObject({ type: "done", engine: "model" });
    // The header's repeat goes; a scene's own lines are never touched.
    expect(done.scriptContent).toBe(
      "TITLE: Rhyme Time\nNOTE: Keep the robot friendly.\nNOTE: Say rhymes slowly.\n\nSCENE 1 — HOOK (0:20)\nNOTE: Keep the robot friendly.\nRHYMO: Cat and hat!",
    );
  });

  it("streams the model's script and sends it the rendered prompt", async () => {
    const text =
      "TITLE: Rhyme Time\n\nSCENE 1 — HOOK (0:20)\nVISUAL: A rocket.\nRHYMO: Beep-bop, rhyme won't stop! RF.K.2.a";
    fake.enqueue({ kind: "text", text, chunkChars: 7 });
    // Kindergarten at 3 minutes: the writer chose the grade and the length.
    const res = await user.request("/api/generate-script", {
      body: request({ grade: "K", targetMinutes: 3 }),
      headers: { accept: "application/x-ndjson" },
    });
    const events = await readEvents(res);
    expect(events[0]).toEqual({ type: "start", engine: "model" });
    expect(events.at(-1)).toMatchObject({ type: "done", scriptContent: text, engine: "model" });
    // The model said a code aloud: the Script check reports it.
    expect(events.at(-1).checks.findings.map((f: { kind: string }) => f.kind)).toContain("code-in-speech");
    const sent = JSON.stringify(fake.requests[0]!.body.messages);
    for (const expected of ["Rhyming Words", "RF.K.2.a", "Rhymo", "Rhyme Time Rocket", "No scary scenes."])
      expect(sent).toContain(expected);
    // Two standards do not fit a kindergarten's 3 minutes (ADR 0063): the model teaches the primary and names the other.
    expect(sent).toContain("Teach only RF.K.2.a: RF.1.2 does not fit in 3 minutes.");
    expect(sent).toContain("### RF.K.2.a (primary)");
    expect(sent).not.toContain("### RF.1.2 (supporting)");
    expect(fake.requests[0]!.stream).toBe(true);
  });

  it("retries once on 429 and then reports the busy model plainly", async () => {
    fake.enqueue(
      { kind: "status", status: 429, headers: { "retry-after": "0" } },
      { kind: "status", status: 429, headers: { "retry-after": "0" } },
    );
    const res = await user.json("/api/generate-script", { body: request() });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe("The AI model is busy right now. Please wait a minute and try again.");
    expect(fake.requests).toHaveLength(2);
  });

  it("recovers when the retry succeeds", async () => {
    fake.enqueue(
      { kind: "status", status: 503, headers: { "retry-after": "0" } },
      { kind: "text", text: "SCENE 1 — HOOK (0:10)\nRHYMO: Hi" },
    );
    const res = await user.json("/api/generate-script", { body: request() });
    expect(res.status).toBe(200);
    expect(res.body.scriptContent).toContain("RHYMO: Hi");
  });

  it("reports a model that never answers as a timeout", async () => {
    fake.enqueue({ kind: "hang" }, { kind: "hang" });
    const res = await user.json("/api/generate-script", { body: request() });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe("The AI model took too long to respond. Please try again.");
  });

  it("ends a truncated stream with an error event", async () => {
    fake.enqueue({
      kind: "truncate",
      text: "SCENE 1 — HOOK (0:20)\nRHYMO: Once upon a time there was",
      afterChars: 30,
    });
    const res = await user.request("/api/generate-script", {
      body: request(),
      headers: { accept: "application/x-ndjson" },
    });
    const events = await readEvents(res);
    expect(events.at(-1)).toMatchObject({ type: "error", error: "UPSTREAM_AI_ERROR" });
    expect(events.some((e) => e.type === "done")).toBe(false);
  });

  it("ends a stalled stream with the stalled message", async () => {
    fake.enqueue({ kind: "stall", text: "SCENE 1 — HOOK (0:20)\nRHYMO: Once upon a time", afterChars: 20 });
    const res = await user.request("/api/generate-script", {
      body: request(),
      headers: { accept: "application/x-ndjson" },
    });
    const events = await readEvents(res);
    expect(events.some((e) => e.type === "delta")).toBe(true);
    expect(events.at(-1)).toEqual({
      type: "error",
      error: "UPSTREAM_AI_ERROR",
      message: "The AI model stopped responding part-way through. Please try again.",
    });
  });

  it("uses the admin's edit of the script prompt, and the default when it is inactive", async () => {
    await ctx.database.db
      .update(prompts)
      .set({ content: "CUSTOM PROMPT for {{topic}} with {{#characters}}{{name}} {{/characters}}" })
      .where(eq(prompts.name, "script-generation"));
    fake.enqueue({ kind: "text", text: "SCENE 1 — HOOK (0:10)\nRHYMO: ok" });
    await user.json("/api/generate-script", { body: request() });
    expect(JSON.stringify(fake.requests[0]!.body.messages)).toContain(
      "CUSTOM PROMPT for Rhyming Words with Rhymo Penny Page",
    );

    await ctx.database.db.update(prompts).set({ isActive: false }).where(eq(prompts.name, "script-generation"));
    fake.enqueue({ kind: "text", text: "SCENE 1 — HOOK (0:10)\nRHYMO: ok" });
    await user.json("/api/generate-script", { body: request() });
    const sent = JSON.stringify(fake.requests[1]!.body.messages);
    expect(sent).not.toContain("CUSTOM PROMPT");
    expect(sent).toContain("Write the video script described below.");
  });

  it("gives the model the text of the supporting PDF (uploaded; a PDF inside the JSON is refused)", async () => {
    await ctx.database.db
      .update(prompts)
      .set({ isActive: true, content: "PDF: {{pdfText}}" })
      .where(eq(prompts.name, "script-generation"));
    const form = new FormData();
    form.append(
      "file",
      new Blob([new Uint8Array(buildPdf("The Tortoise beats Hare in a race."))], { type: "application/pdf" }),
      "fable.pdf",
    );
    const uploaded = await user.request("/api/uploads/pdf", { rawBody: form });
    const { url } = await uploaded.json();
    fake.enqueue(
      { kind: "text", text: "SCENE 1 — HOOK (0:10)\nRHYMO: ok" },
      { kind: "text", text: "SCENE 1 — HOOK (0:10)\nRHYMO: ok" },
    );
    await user.json("/api/generate-script", { body: request({ attachmentUrl: url, attachmentName: "fable.pdf" }) });
    expect(JSON.stringify(fake.requests[0]!.body.messages)).toContain("Tortoise beats Hare");
    const dataUrl = `data:application/pdf;base64,${Buffer.from(buildPdf("Slow and steady")).toString("base64")}`;
    const inline = await user.json("/api/generate-script", { body: request({ attachmentUrl: dataUrl }) });
    expect(inline.status).toBe(415);
    expect(inline.body.message).toBe(ATTACH_BY_UPLOAD);
    expect(fake.requests).toHaveLength(1);
    // Another user's upload URL gives them nothing.
    const other = await signedInClient(ctx, "pdf.thief@newsela.com");
    fake.enqueue({ kind: "text", text: "SCENE 1 — HOOK (0:10)\nRHYMO: ok" });
    await other.json("/api/generate-script", { body: request({ attachmentUrl: url }) });
    expect(JSON.stringify(fake.requests[1]!.body.messages)).not.toContain("Tortoise beats Hare");
  });

  it("uses a prompt an admin edits through the admin API on the very next generation", async () => {
    const admin = await signedInClient(ctx, "prompt.admin@newsela.com", { admin: true });
    const list = await admin.json("/api/admin/prompts");
    const row = list.body.find((p: any) => p.name === "script-generation");
    const edited = await admin.json(`/api/admin/prompts/${row.id}`, {
      method: "PUT",
      body: {
        name: "script-generation",
        description: row.description,
        content: "ADMIN EDIT: a script about {{topic}}",
        isActive: true,
      },
    });
    expect(edited.status).toBe(200);
    fake.enqueue({ kind: "text", text: "SCENE 1 — HOOK (0:10)\nRHYMO: ok" });
    await user.json("/api/generate-script", { body: request() });
    expect(JSON.stringify(fake.requests[0]!.body.messages)).toContain("ADMIN EDIT: a script about Rhyming Words");
  });

  it("gives the model the caller's own context scripts only", async () => {
    const other = await signedInClient(ctx, "other.author@newsela.com");
    const mine = await user.json("/api/scripts", {
      body: {
        topic: "Mine",
        concept: "C",
        scriptContent: "MY CONTEXT TEXT",
        standards: ["RF.1.2"],
        characters: [{ name: "Penny Page", label: "Curious Host" }],
      },
    });
    const theirs = await other.json("/api/scripts", {
      body: {
        topic: "Theirs",
        concept: "C",
        scriptContent: "THEIR SECRET TEXT",
        standards: ["RF.1.2"],
        characters: [{ name: "Penny Page", label: "Curious Host" }],
      },
    });
    await ctx.database.db
      .update(prompts)
      .set({ isActive: true, content: "{{#contextScripts}}[{{excerpt}}]{{/contextScripts}}" })
      .where(eq(prompts.name, "script-generation"));
    fake.enqueue({ kind: "text", text: "SCENE 1 — HOOK (0:10)\nRHYMO: ok" });
    await user.json("/api/generate-script", {
      body: request({ contextScripts: [mine.body.script.id, { id: theirs.body.script.id }] }),
    });
    const sent = JSON.stringify(fake.requests[0]!.body.messages);
    expect(sent).toContain("MY CONTEXT TEXT");
    expect(sent).not.toContain("THEIR SECRET TEXT");
  });
});

describe("rate limit", () => {
  it("limits generation per user", async () => {
    const base = testConfig().rateLimits;
    const ctx = await buildTestContext({ rateLimits: { ...base, generation: { limit: 2, windowMs: 60_000 } } });
    try {
      const c = await signedInClient(ctx, "fast@newsela.com");
      expect((await c.json("/api/subtopics", { body: request() })).status).toBe(200);
      expect((await c.json("/api/subtopics", { body: request() })).status).toBe(200);
      const third = await c.json("/api/subtopics", { body: request() });
      expect(third.status).toBe(429);
      expect(third.body.error).toBe("RATE_LIMITED");
    } finally {
      await ctx.close();
    }
  });
});
