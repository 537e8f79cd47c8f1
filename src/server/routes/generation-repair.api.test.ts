import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "../../../tests/support/fake-openai";
import { buildTestContext, fakeModelAi, type TestClient, type TestContext } from "../../../tests/support/test-app";
import { signedInClient } from "../../../tests/support/factories";
import { splitScenes } from "@shared/script/scene-ops";
import { hasContactDetails } from "@shared/script/check-script";

/** ADR 0056: Script-check errors after a model generation send ONE repair request, for the failing scenes only. */
const request = {
  topic: "Digraphs",
  grade: "1",
  targetMinutes: 1,
  standards: ["RF.1.3.a"],
  characters: [{ name: "Penny Page", label: "Curious Host", personality: "Curious and warm" }],
  concept: { title: "Digraph Detectives", description: "Detectives crack a case." },
};

const draft = (practiceLine: string) => `TITLE: Digraph Detectives
TOPIC: Digraphs | CONCEPT: Digraph Detectives | TARGET LENGTH: 1:00 | GRADE: 1
STANDARDS: RF.1.3.a (primary)
CAST: Penny Page (Curious Host)

SCENE 1 — HOOK (0:10)
PENNY PAGE: Two letters can make one sound. Let's find them!

SCENE 2 — TEACH: DIGRAPHS (0:20)
ON SCREEN: RF.1.3.a — I can read sh, ch and th.
PENNY PAGE: S and h say sh, like in ship.

SCENE 3 — PRACTICE (0:15)
PENNY PAGE: ${practiceLine}
PENNY PAGE: Which letters say sh in shop?
PAUSE: 4 seconds — say it
PENNY PAGE: S and h!

SCENE 4 — RECAP (0:10)
PENNY PAGE: Two letters, one sound. Great work, detectives!
`;

describe("one repair request after a model generation", () => {
  let fake: FakeOpenAI;
  let ctx: TestContext;
  let user: TestClient;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    ctx = await buildTestContext({ ai: fakeModelAi(fake.url, { timeoutMs: 5000, stallMs: 2500 }) });
    user = await signedInClient(ctx, "repair@newsela.com");
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it("repairs a scene with a spoken web address: one request naming only that scene, the rest byte for byte", async () => {
    const first = draft("Visit www.digraph-games.com to play more.");
    fake.enqueue(
      { kind: "text", text: first },
      {
        kind: "text",
        text: "SCENE 3 — PRACTICE (0:15)\nPENNY PAGE: Let's play a sound game.\nPENNY PAGE: Which letters say sh in shop?\nPAUSE: 4 seconds — say it\nPENNY PAGE: S and h!",
      },
    );
    const res = await user.json("/api/generate-script", { body: request });
    expect(res.status).toBe(200);
    expect(fake.requests).toHaveLength(2);
    const repair = fake.requests[1]!.body.messages as { role: string; content: string }[];
    const system = repair.find((m) => m.role === "system")!.content;
    const prompt = repair.find((m) => m.role === "user")!.content;
    expect(system).toContain("Reply with the repaired scenes only (SCENE 3)");
    const problems = prompt.slice(prompt.indexOf('name="problems"'));
    expect([...problems.matchAll(/SCENE (\d+):/g)].map((m) => m[1])).toEqual(["3"]);
    expect(problems).toMatch(/web address/);
    // The final script: no URL anywhere, scene 3 replaced, everything else as the model first wrote it.
    const final: string = res.body.scriptContent;
    expect(hasContactDetails(final)).toBe(false);
    expect(final).toContain("Let's play a sound game.");
    const before = splitScenes(first);
    const after = splitScenes(final);
    expect(after.head).toBe(before.head);
    expect(after.scenes.filter((_, i) => i !== 2)).toEqual(before.scenes.filter((_, i) => i !== 2));
    expect(res.body.checks.findings.filter((f: { severity: string }) => f.severity === "error")).toEqual([]);
  });

  it("streams the first draft, then ends with the repaired script and the scenes repaired", async () => {
    fake.enqueue(
      { kind: "text", text: draft("Call 555-123-4567 to play more.") },
      {
        kind: "text",
        text: "SCENE 3 — PRACTICE (0:15)\nPENNY PAGE: Let's play.\nPENNY PAGE: Which letters say sh in shop?\nPAUSE: 4 seconds — say it\nPENNY PAGE: S and h!",
      },
    );
    const res = await user.request("/api/generate-script", {
      body: request,
      headers: { accept: "application/x-ndjson" },
    });
    const events = (await res.text())
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    const streamed = events
      .filter((e) => e.type === "delta")
      .map((e) => e.text)
      .join("");
    const done = events.at(-1);
    expect(streamed).toContain("555-123-4567");
    expect(done.type).toBe("done");
    expect(done.repairedScenes).toEqual([3]);
    expect(done.scriptContent).not.toContain("555-123-4567");
  });

  it("sends no repair request when the Script check finds no error", async () => {
    fake.enqueue({ kind: "text", text: draft("Let's play a sound game.") });
    const res = await user.json("/api/generate-script", { body: request });
    expect(res.status).toBe(200);
    expect(res.body.checks.findings.filter((f: { severity: string }) => f.severity === "error")).toEqual([]);
    expect(fake.requests).toHaveLength(1);
    expect(res.body.scriptContent).toBe(draft("Let's play a sound game."));
  });
});
