import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "../../../tests/support/fake-openai";
import { buildTestContext, fakeModelAi, type TestClient, type TestContext } from "../../../tests/support/test-app";
import { signedInClient } from "../../../tests/support/factories";

/** Standards for a topic and a grade, and one standard with its teaching card (ADR 0008). */
describe("standards API (offline)", () => {
  let ctx: TestContext;
  let user: TestClient;
  beforeAll(async () => {
    ctx = await buildTestContext();
    user = await signedInClient(ctx, "standards.reader@newsela.com");
  });
  afterAll(() => ctx.close());

  it("lists the chosen grade's standards first, each with grade and kid goal", async () => {
    const res = await user.json("/api/standards", { body: { topic: "Main idea", grade: "2" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ source: "catalogue", grade: "2" });
    expect(res.body.standards[0]).toMatchObject({ code: "RI.2.2", grade: "2" });
    expect(res.body.standards[0]).toHaveProperty("kidGoal");
  });

  it("rejects a grade outside K–5 with 400 and a clear message", async () => {
    const res = await user.json("/api/standards", { body: { topic: "Main idea", grade: "6" } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("VALIDATION_ERROR");
    expect(res.body.message).toMatch(/Grade must be one of/);
  });

  it("returns one standard with its place in CCSS and its teaching card; 404 for an unknown code", async () => {
    const res = await user.json("/api/standards/RF.1.3.a");
    expect(res.status).toBe(200);
    expect(res.body.standard).toEqual({
      code: "RF.1.3.a",
      grade: "1",
      strand: "RF",
      domain: "Phonics and Word Recognition",
      description: "Know the spelling-sound correspondences for common consonant digraphs.",
    });
    expect(res.body).toHaveProperty("teaching");
    const missing = await user.json("/api/standards/ZZ.9.9");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: "NOT_FOUND" });
  });

  it("is for signed-in users only", async () => {
    expect((await ctx.client().json("/api/standards/RF.1.3.a")).status).toBe(401);
    expect((await ctx.client().json("/api/standards/grade/3")).status).toBe(401);
  });

  it("lists a grade's standards by strand for browsing: RL, RI, RF, W, SL, L, each in CCSS order (ADR 0057)", async () => {
    const res = await user.json("/api/standards/grade/3");
    expect(res.status).toBe(200);
    expect(res.body.grade).toBe("3");
    const strands = res.body.strands as {
      strand: string;
      name: string;
      standards: { code: string; grade: string }[];
    }[];
    expect(strands.map((s) => [s.strand, s.name])).toEqual([
      ["RL", "Reading: Literature"],
      ["RI", "Reading: Informational Text"],
      ["RF", "Reading: Foundational Skills"],
      ["W", "Writing"],
      ["SL", "Speaking & Listening"],
      ["L", "Language"],
    ]);
    const all = strands.flatMap((s) => s.standards);
    expect(all.every((s) => s.grade === "3")).toBe(true);
    expect(all.length).toBe(90);
    expect(strands[0]!.standards.map((s) => s.code).slice(0, 3)).toEqual(["RL.3.1", "RL.3.2", "RL.3.3"]);
    expect(all[0]).toHaveProperty("kidGoal");
  });

  it("refuses a grade outside K–5 with 400, naming the grades", async () => {
    const res = await user.json("/api/standards/grade/6");
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: "VALIDATION_ERROR",
      message: expect.stringMatching(/Grade must be one of/),
    });
  });

  it("says when no standard fits a typed topic well, instead of offering a weak match", async () => {
    const res = await user.json("/api/standards", { body: { topic: "asdf", grade: "3" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ standards: [], source: "search", grade: "3" });
    expect(res.body.rationale).toMatch(/^No standard matches this topic well\./);
  });
});

describe("standards API with a model", () => {
  let fake: FakeOpenAI;
  let ctx: TestContext;
  let user: TestClient;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    ctx = await buildTestContext({ ai: fakeModelAi(fake.url) });
    user = await signedInClient(ctx, "standards.model@newsela.com");
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it("lets the model choose from the grade's full official list and keeps only real codes of that grade", async () => {
    fake.enqueue({
      kind: "json",
      value: { codes: ["W.3.1", "ZZ.1.1", "W.4.1", "w.3.1.a"], rationale: "Letters persuade real readers." },
    });
    const res = await user.json("/api/standards", { body: { topic: "Persuasive letters", grade: "3" } });
    expect(res.status).toBe(200);
    expect(res.body.source).toBe("model");
    expect(
      res.body.standards.filter((s: { grade: string }) => s.grade === "3").map((s: { code: string }) => s.code),
    ).toEqual(["W.3.1", "W.3.1.a"]);
    const prompt = JSON.stringify(fake.requests[0]!.body.messages);
    expect(prompt).toContain('<untrusted-data name=\\"topic\\">Persuasive letters</untrusted-data>');
    expect(prompt).toContain("W.3.10");
    expect(prompt).not.toContain("W.4.1:");
    expect(fake.requests[0]!.body.response_format?.type).toBe("json_schema");
  });

  it("keeps catalogue topics curated without asking the model", async () => {
    const res = await user.json("/api/standards", { body: { topic: "Earth Day", grade: "4" } });
    expect(res.body.source).toBe("catalogue");
    expect(fake.requests).toHaveLength(0);
  });

  it("falls back to the offline result when the model fails", async () => {
    const failure = { kind: "status", status: 500, headers: { "retry-after": "0" } } as const;
    fake.enqueue(failure, failure);
    const res = await user.json("/api/standards", { body: { topic: "Frequently confused words", grade: "4" } });
    expect(res.status).toBe(200);
    expect(res.body.source).toBe("search");
    expect(res.body.standards[0].code).toBe("L.4.1.g");
  });
});
