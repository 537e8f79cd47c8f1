import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "../../../tests/support/fake-openai";
import { buildTestContext, fakeModelAi, type TestClient, type TestContext } from "../../../tests/support/test-app";
import { signedInClient } from "../../../tests/support/factories";

/**
 * What AI_TIMEOUT_MS (whole call) and AI_STALL_MS (silence between two pieces, once the first has come)
 * mean to a writer (ADR 0018). A stall right after the first piece is covered in generation.api.test.ts.
 */
const request = {
  topic: "Rhyming Words",
  standards: ["RF.K.2.a"],
  characters: [{ name: "Rhymo", label: "Musical Robot", personality: "Playful" }],
  concept: { title: "Rhyme Time Rocket", description: "" },
};
const text = "SCENE 1 — HOOK (0:20)\nRHYMO: Beep-bop, rhyme won't stop! Cat, hat, bat.";
/**
 * The limits here, and every pause the fake model makes, are seconds apart: on a loaded machine a timer fires
 * hundreds of milliseconds late, so a pause meant to stay under the stall limit must not be near it (a 300 ms
 * pause under a 600 ms limit was taken for a stall under `npm run test:steady`).
 */
const TOTAL_MS = 8000;
const STALL_MS = 2000;

describe("model timeouts", () => {
  let fake: FakeOpenAI;
  let ctx: TestContext;
  let user: TestClient;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    ctx = await buildTestContext({
      ai: fakeModelAi(fake.url, { timeoutMs: TOTAL_MS, stallMs: STALL_MS, structuredTimeoutMs: 1000 }),
    });
    user = await signedInClient(ctx, "timeouts@newsela.com");
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  async function streamEvents() {
    const res = await user.request("/api/generate-script", {
      body: request,
      headers: { accept: "application/x-ndjson" },
    });
    return (await res.text())
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
  }

  it("waits longer than the stall limit for the first piece (a model may think before it writes)", async () => {
    // The response starts at once; its first words come after 1.5 stall limits, well inside the total.
    fake.enqueue({ kind: "text", text, firstTokenDelayMs: 1.5 * STALL_MS });
    expect((await streamEvents()).at(-1)).toMatchObject({ type: "done", scriptContent: text });
  });

  it("lets a stream run past the stall limit in total while no single pause reaches it", async () => {
    // Nine pieces 400 ms apart: 3.2 s in all, past the stall limit; each pause a fifth of it.
    fake.enqueue({ kind: "text", text, chunkChars: 8, tokenDelayMs: STALL_MS / 5 });
    expect((await streamEvents()).at(-1)).toMatchObject({ type: "done", scriptContent: text });
  });

  it("ends a stream that keeps trickling past the total limit with the took-too-long message", async () => {
    // 36 pieces 500 ms apart: 17.5 s, past the total; each pause a quarter of the stall limit.
    fake.enqueue({ kind: "text", text, chunkChars: 2, tokenDelayMs: STALL_MS / 4 });
    const events = await streamEvents();
    expect(events.some((e) => e.type === "delta")).toBe(true);
    expect(events.at(-1)).toEqual({
      type: "error",
      error: "UPSTREAM_AI_ERROR",
      message: "The AI model took too long to respond. Please try again.",
    });
  });

  it("gives up on concept suggestions after the structured-call limit", async () => {
    fake.enqueue({ kind: "hang" }, { kind: "hang" });
    const started = Date.now();
    const res = await user.json("/api/subtopics", { body: { ...request, concept: undefined } });
    expect(res.status).toBe(502);
    expect(res.body.error).toBe("UPSTREAM_AI_ERROR");
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
