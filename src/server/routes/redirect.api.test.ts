import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestContext, TEST_ORIGIN, type TestContext } from "../../../tests/support/test-app";

/** ADR 0010: callback URLs are only ever same-origin relative paths; nothing redirects off-site. */
describe("open redirects", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestContext();
  });
  afterAll(() => ctx.close());

  const offSite = (location: string | null) => {
    if (!location) return false;
    const url = new URL(location, TEST_ORIGIN);
    return url.origin !== TEST_ORIGIN || /^\/\/|^\/\\/.test(location) || /^\\/.test(location);
  };

  it.each([
    "//evil.example",
    "/.//evil.example",
    "/\\evil.example",
    "https://evil.example",
    "\\\\evil.example",
    "/%2F%2Fevil.example",
    "javascript:alert(1)",
  ])("never redirects off-site for callbackURL=%s", async (callback) => {
    const res = await ctx
      .client()
      .request(`/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent(callback)}`);
    expect(offSite(res.headers.get("location"))).toBe(false);
    expect(res.status).toBeLessThan(500);
  });

  it("refuses an off-site callback in a JSON body too", async () => {
    const res = await ctx.client().request("/api/auth/sign-in/email", {
      body: { email: "someone@newsela.com", password: "whatever-123", callbackURL: "//evil.example" },
    });
    expect(res.status).toBe(400);
  });

  it("still accepts a same-site path", async () => {
    const res = await ctx
      .client()
      .request(`/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent("/dashboard")}`);
    expect(offSite(res.headers.get("location"))).toBe(false);
    expect(res.status).not.toBe(400);
  });
});
