import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestContext, type TestContext } from "../../../tests/support/test-app";

/** Every reply names its request (x-request-id), whether a route or better-auth made it (docs/product/api.md#common-behaviour). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestContext();
});
afterAll(() => ctx.close());

it("sends x-request-id on app replies, better-auth's replies and errors, echoing the caller's", async () => {
  const client = ctx.client();
  for (const path of ["/api/config", "/api/auth/get-session", "/api/scripts", "/api/nowhere"]) {
    const res = await client.request(path);
    expect(res.headers.get("x-request-id"), path).toMatch(/^[0-9a-f-]{36}$/);
  }
  expect(
    (await client.request("/api/config", { headers: { "x-request-id": "trace-123" } })).headers.get("x-request-id"),
  ).toBe("trace-123");
});
