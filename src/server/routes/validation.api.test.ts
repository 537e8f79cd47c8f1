import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestContext, type TestClient, type TestContext } from "../../../tests/support/test-app";
import { signedInClient } from "../../../tests/support/factories";

/**
 * ADR 0017: every route checks its input in middleware. Through the real app, one route per kind of
 * input answers the app's 400 `{error: "VALIDATION_ERROR", message, issues}` (and malformed JSON its own
 * message), a malformed id stays a 404, and nothing reaches a service.
 */
let ctx: TestContext;
let user: TestClient;
let admin: TestClient;

beforeAll(async () => {
  ctx = await buildTestContext();
  user = await signedInClient(ctx, "vera@newsela.com");
  admin = await signedInClient(ctx, "boss@newsela.com", { admin: true });
});
afterAll(() => ctx.close());

describe("input validation through the app", () => {
  it("a bad body: 400 with the first message and every issue", async () => {
    const res = await admin.json("/api/admin/prompts", { body: { name: "Intro", description: "  ", content: "" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: "VALIDATION_ERROR",
      message: "Description is required",
      issues: [
        { path: ["description"], message: "Description is required" },
        { path: ["content"], message: "Content is required" },
      ],
    });
    expect((await admin.json("/api/admin/prompts")).body.some((p: { name: string }) => p.name === "Intro")).toBe(false);
  });

  it("a bad query: 400 with the shape; a repeated parameter counts with its first value", async () => {
    const res = await user.json("/api/scripts?limit=101");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: "VALIDATION_ERROR",
      message: "limit: Too big: expected number to be <=100",
      issues: [{ path: ["limit"], message: "Too big: expected number to be <=100" }],
    });
    expect((await user.json("/api/scripts?limit=5&limit=abc")).status).toBe(200);
    expect((await user.json("/api/admin/topics/stats/weekly?weeks=0")).status).toBe(403);
    expect((await admin.json("/api/admin/topics/stats/weekly?weeks=2")).body).toHaveLength(2);
  });

  it("a bad path parameter: 400 with the shape", async () => {
    const res = await user.json(`/api/standards/${"X".repeat(33)}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: "VALIDATION_ERROR",
      message: "code: Too big: expected string to have <=32 characters",
      issues: [{ path: ["code"], message: "Too big: expected string to have <=32 characters" }],
    });
  });

  it("a malformed id: 404 as for an unknown one", async () => {
    expect(await user.json("/api/scripts/abc")).toMatchObject({
      status: 404,
      body: { error: "NOT_FOUND", message: "No script with id abc." },
    });
    expect(await user.json("/api/scripts/1/versions/x")).toMatchObject({
      status: 404,
      body: { message: "No version with id x." },
    });
    expect(await admin.json("/api/admin/characters/0", { method: "DELETE" })).toMatchObject({
      status: 404,
      body: { message: "No character with id 0." },
    });
  });

  it("malformed JSON, or no body at all: 400 'Request body must be valid JSON.' on app and auth routes alike", async () => {
    const expected = { error: "VALIDATION_ERROR", message: "Request body must be valid JSON." };
    for (const path of ["/api/scripts", "/api/standards", "/api/auth/change-password"]) {
      const malformed = await user.json(path, {
        method: "POST",
        rawBody: "{oops",
        headers: { "content-type": "application/json" },
      });
      expect([path, malformed.status, malformed.body]).toEqual([path, 400, expected]);
      const empty = await user.json(path, { method: "POST" });
      expect([path, empty.status, empty.body]).toEqual([path, 400, expected]);
    }
  });

  it("a wrong content type stays 415 (the CSRF guard answers before any validator)", async () => {
    const res = await user.json("/api/scripts", {
      method: "POST",
      rawBody: "topic=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res).toMatchObject({ status: 415, body: { error: "UNSUPPORTED_MEDIA_TYPE" } });
  });
});
