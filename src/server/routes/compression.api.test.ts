import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestContext, type TestClient, type TestContext } from "../../../tests/support/test-app";
import { signedInClient } from "../../../tests/support/factories";

/** ADR 0023: JSON above 1 kB is compressed when the client accepts it; streamed scripts are not. */
describe("compression on the wire", () => {
  let ctx: TestContext;
  let user: TestClient;
  beforeAll(async () => {
    ctx = await buildTestContext();
    user = await signedInClient(ctx, "wire@newsela.com");
  });
  afterAll(() => ctx.close());

  it("gzips a large JSON reply for a client that accepts gzip, and not for one that does not", async () => {
    const big = await user.request("/api/standards/search?q=read&limit=50", { headers: { "accept-encoding": "gzip" } });
    expect(big.headers.get("content-encoding")).toBe("gzip");
    const parsed = JSON.parse(gunzipSync(Buffer.from(await big.arrayBuffer())).toString("utf8"));
    expect(parsed.standards.length).toBeGreaterThan(10);
    const plain = await user.request("/api/standards/search?q=read&limit=50", {
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  it("sends a small JSON reply as it is", async () => {
    const small = await user.request("/api/auth/me", { headers: { "accept-encoding": "gzip, br" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect((await small.json()).user.email).toBe("wire@newsela.com");
  });

  it("never compresses the NDJSON script stream", async () => {
    const res = await user.request("/api/generate-script", {
      body: {
        topic: "Digraphs",
        grade: "1",
        standards: ["RF.1.3.a"],
        characters: [{ name: "Penny Page", label: "Host" }],
        concept: "Digraph Detectives",
      },
      headers: { accept: "application/x-ndjson", "accept-encoding": "gzip" },
    });
    expect(res.headers.get("content-type")).toMatch(/x-ndjson/);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect((await res.text()).split("\n")[0]).toContain('"type":"start"');
  });
});
