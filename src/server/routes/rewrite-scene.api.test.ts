import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { splitScenes } from "@shared/script/scene-ops";
import { parseContract, sceneWords } from "@shared/script/contract";
import { startFakeOpenAI, type FakeOpenAI } from "../../../tests/support/fake-openai";
import {
  buildTestContext,
  fakeModelAi,
  testConfig,
  type TestClient,
  type TestContext,
} from "../../../tests/support/test-app";
import { signedInClient } from "../../../tests/support/factories";

const choices = {
  topic: "Rhyming Words",
  standards: ["RF.1.2"],
  characters: [
    { name: "Rhymo", label: "Musical Robot", personality: "Playful" },
    { name: "Penny Page", label: "Curious Host", personality: "Warm" },
  ],
  concept: { title: "Rhyme Time Rocket", description: "A trip to the planet of rhymes." },
  grade: "1",
  targetMinutes: 2,
};

/** Every scene but `changed` (1-based) and the header are the same text. */
function expectOnlySceneChanged(before: string, after: string, changed: number) {
  const a = splitScenes(before);
  const b = splitScenes(after);
  expect(b.head).toBe(a.head);
  expect(b.scenes).toHaveLength(a.scenes.length);
  a.scenes.forEach((scene, i) => {
    if (i === changed - 1) expect(b.scenes[i]).not.toBe(scene);
    else expect(b.scenes[i], `scene ${i + 1}`).toBe(scene);
  });
}

describe("POST /api/rewrite-scene with the offline engine", () => {
  let ctx: TestContext;
  let user: TestClient;
  let script: string;
  beforeAll(async () => {
    ctx = await buildTestContext({
      rateLimits: { ...testConfig().rateLimits, generation: { limit: 6, windowMs: 60_000 } },
    });
    user = await signedInClient(ctx, "rewriter@newsela.com");
    const generated = await user.json("/api/generate-script", { body: { ...choices, seed: 11 } });
    if (generated.status !== 200) throw new Error(`generation answered ${generated.status}`);
    script = generated.body.scriptContent;
  });
  afterAll(() => ctx.close());

  it("redoes scene 3 only, recomputing its time and the Script check", async () => {
    const res = await user.json("/api/rewrite-scene", { body: { ...choices, scriptContent: script, scene: 3 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.engine).toBe("offline");
    expectOnlySceneChanged(script, res.body.scriptContent, 3);
    const newScene = parseContract(res.body.scriptContent).scenes[2]!;
    expect(newScene.kind).toBe(parseContract(script).scenes[2]!.kind);
    // Only the script's own cast speaks.
    const speakers = new Set(newScene.beats.flatMap((b) => (b.type === "line" ? [b.speaker] : [])));
    for (const s of speakers) expect(["RHYMO", "PENNY PAGE"]).toContain(s);
    // The check is of the new text: its word count is the new script's.
    const words = parseContract(res.body.scriptContent).scenes.reduce((n, s) => n + sceneWords(s), 0);
    expect(res.body.checks.metrics.words).toBe(words);
    // (A redone scene may have as many words as the old one: the new text, not its count, is what differs.)
    expect(res.body.scriptContent).not.toBe(script);
  });

  it("'shorter' gives a scene with fewer spoken words", async () => {
    const res = await user.json("/api/rewrite-scene", {
      body: { ...choices, scriptContent: script, scene: 2, note: "shorter" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectOnlySceneChanged(script, res.body.scriptContent, 2);
    expect(sceneWords(parseContract(res.body.scriptContent).scenes[1]!)).toBeLessThan(
      sceneWords(parseContract(script).scenes[1]!),
    );
  });

  it("refuses a scene the script does not have, bad input and strangers", async () => {
    const missing = await user.json("/api/rewrite-scene", { body: { ...choices, scriptContent: script, scene: 99 } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: "VALIDATION_ERROR", message: expect.stringMatching(/no scene 99/) });
    const none = await user.json("/api/rewrite-scene", { body: { ...choices, scriptContent: "Hello", scene: 1 } });
    expect(none.status).toBe(400);
    const zero = await user.json("/api/rewrite-scene", { body: { ...choices, scriptContent: script, scene: 0 } });
    expect(zero.status).toBe(400);
    const stranger = await ctx
      .client()
      .json("/api/rewrite-scene", { body: { ...choices, scriptContent: script, scene: 1 } });
    expect(stranger.status).toBe(401);
  });

  it("counts against the generation rate limit", async () => {
    // 6 per window: 1 generation + 2 rewrites + 3 refused ones above have used it up (validation runs after it).
    const res = await user.json("/api/rewrite-scene", { body: { ...choices, scriptContent: script, scene: 1 } });
    expect(res.status).toBe(429);
    expect(res.body.error).toBe("RATE_LIMITED");
    expect((await user.json("/api/generate-script", { body: choices })).status).toBe(429);
  });
});

describe("POST /api/rewrite-scene with a model", () => {
  let fake: FakeOpenAI;
  let ctx: TestContext;
  let user: TestClient;
  let script: string;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    ctx = await buildTestContext({ ai: fakeModelAi(fake.url) });
    user = await signedInClient(ctx, "model.rewriter@newsela.com");
    const offline = await buildTestContext();
    const writer = await signedInClient(offline, "offline.writer@newsela.com");
    script = (await writer.json("/api/generate-script", { body: { ...choices, seed: 5 } })).body.scriptContent;
    await offline.close();
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it("sends one request with the whole script and the note, and takes only that scene back", async () => {
    fake.enqueue({
      kind: "respond",
      fn: () => ({
        kind: "text",
        text: "SCENE 3 — PRACTICE (0:50)\nVISUAL: Stars.\nRHYMO: Star and car rhyme!\nPAUSE: 3 seconds — say it\n\nSCENE 4 — EXTRA (0:10)\nRHYMO: ignored",
      }),
    });
    const res = await user.json("/api/rewrite-scene", {
      body: { ...choices, scriptContent: script, scene: 3, note: "another example" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.engine).toBe("model");
    expect(fake.requests).toHaveLength(1);
    const sent = JSON.stringify(fake.requests[0]!.body.messages);
    expect(sent).toContain(JSON.stringify(script).slice(1, -1));
    expect(sent).toContain("Rewrite scene 3");
    expect(sent).toContain("another example");
    expectOnlySceneChanged(script, res.body.scriptContent, 3);
    const scene3 = splitScenes(res.body.scriptContent).scenes[2]!;
    // Time recomputed from the words and the pause (not the model's 0:50); the extra scene is dropped.
    expect(scene3).toMatch(/^SCENE 3 — PRACTICE \(0:0\d\)\nVISUAL: Stars\.\nRHYMO: Star and car rhyme!/);
    expect(res.body.scriptContent).not.toContain("ignored");
  });

  it("answers 502 when the model's reply holds no scene", async () => {
    fake.enqueue({ kind: "text", text: "Sure! Here is a better scene." });
    const res = await user.json("/api/rewrite-scene", { body: { ...choices, scriptContent: script, scene: 2 } });
    expect(res.status).toBe(502);
    expect(res.body.error).toBe("UPSTREAM_AI_ERROR");
  });
});
