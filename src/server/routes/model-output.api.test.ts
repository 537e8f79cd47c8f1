import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "../../../tests/support/fake-openai";
import { buildTestContext, fakeModelAi, type TestClient, type TestContext } from "../../../tests/support/test-app";
import { signedInClient } from "../../../tests/support/factories";
import { cappedFetch, MAX_SCRIPT_CHARS, scriptOutputTokens } from "../ai/output-limits";

/** Model output is bounded (docs/product/security.md, "Model output"): a token limit on every call, a stream cut off. */
const request = {
  topic: "Rhyming Words",
  standards: ["RF.K.2.a"],
  characters: [{ name: "Rhymo", label: "Musical Robot" }],
  concept: { title: "Rhyme Time", description: "Rhymes." },
  targetMinutes: 2,
};

describe("model output limits", () => {
  let fake: FakeOpenAI;
  let ctx: TestContext;
  let user: TestClient;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    ctx = await buildTestContext({ ai: fakeModelAi(fake.url, { timeoutMs: 20_000, stallMs: 5_000 }) });
    user = await signedInClient(ctx, "output.limits@newsela.com");
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it("sends max_tokens from the target length, and for structured calls", async () => {
    fake.enqueue({ kind: "text", text: "SCENE 1 — HOOK (0:10)\nRHYMO: ok" });
    await user.json("/api/generate-script", { body: request });
    expect(fake.requests[0]!.body.max_tokens).toBe(scriptOutputTokens(120));
    fake.enqueue({ kind: "json", value: { concepts: [] } });
    await user.json("/api/subtopics", { body: request });
    expect(fake.requests[1]!.body.max_tokens).toBe(2000);
  });

  it("stops a stream past 500,000 characters with a 502, without keeping the rest", async () => {
    fake.enqueue({ kind: "text", text: "RHYMO: la la la. ".repeat(40_000), chunkChars: 8_000 });
    const res = await user.json("/api/generate-script", { body: request });
    expect(res.status).toBe(502);
    expect(res.body.error).toBe("UPSTREAM_AI_ERROR");
    expect(MAX_SCRIPT_CHARS).toBe(500_000);
  }, 60_000);

  it("cuts a response body off past its byte limit", async () => {
    fake.enqueue({ kind: "text", text: "x".repeat(5_000) });
    const res = await cappedFetch(1_000)(`${fake.url}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "m", messages: [{ role: "user", content: "hi" }] }),
    });
    await expect(res.text()).rejects.toThrow(/longer than 1000 bytes/);
  });
});
