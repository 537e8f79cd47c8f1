import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestContext, TEST_ORIGIN, type TestClient, type TestContext } from "../../../tests/support/test-app";
import { signedInClient } from "../../../tests/support/factories";

/** ADR 0010: state-changing requests only from the app's own origin, JSON bodies only. */
describe("cross-site request forgery", () => {
  let ctx: TestContext;
  let user: TestClient;
  beforeAll(async () => {
    ctx = await buildTestContext();
    user = await signedInClient(ctx, "csrf@newsela.com");
  });
  afterAll(() => ctx.close());

  const script = {
    topic: "CSRF",
    concept: "X",
    scriptContent: "PENNY: hi",
    standards: ["RL.3.2"],
    characters: [{ name: "Penny", label: "Host" }],
  };

  it("refuses a POST from another origin, and one with no Origin or Referer", async () => {
    const evil = await user.request("/api/scripts", { body: script, headers: { origin: "http://evil.example" } });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toMatchObject({ error: "FORBIDDEN" });
    const sibling = await user.request("/api/scripts", { body: script, headers: { origin: "http://localhost:3001" } });
    expect(sibling.status).toBe(403);
    const viaReferer = await user.request("/api/scripts", {
      body: script,
      headers: { origin: "", referer: `${TEST_ORIGIN}/step5-script` },
    });
    expect(viaReferer.status).toBe(201);
    expect((await user.json("/api/scripts")).body.total).toBe(1);
  });

  it("refuses a text/plain form post (415) even from the right origin, and writes nothing", async () => {
    const res = await user.request("/api/scripts", {
      rawBody: JSON.stringify(script),
      headers: { "content-type": "text/plain" },
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: "UNSUPPORTED_MEDIA_TYPE" });
    const form = await user.request("/api/admin/prompts", {
      rawBody: "name=x&content=y",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect((await user.json("/api/scripts")).body.total).toBe(1);
  });

  it("lets reads through from anywhere (they change nothing)", async () => {
    expect((await user.request("/api/scripts", { headers: { origin: "http://evil.example" } })).status).toBe(200);
  });
});
