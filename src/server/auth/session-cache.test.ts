import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SessionCache, type CachedSession } from "./session-cache";
import { verifySessionCookie } from "./session-cookie";

const user = { id: 7, email: "a@newsela.com", isAdmin: false, isVerified: true, createdAt: "2026-01-01T00:00:00.000Z" };
const entry = (over: Partial<CachedSession> = {}): CachedSession => ({
  sessionId: "s1",
  authUserId: "u1",
  user,
  expiresAt: 10_000_000,
  refreshAt: 9_000_000,
  ...over,
});

describe("SessionCache", () => {
  it("serves nothing and stores nothing while the change feed is not live", () => {
    const cache = new SessionCache({ now: () => 1000 });
    cache.set("cookie", entry(), cache.generation);
    expect(cache.get("cookie")).toBeUndefined();
    cache.setLive(true);
    cache.set("cookie", entry(), cache.generation);
    expect(cache.get("cookie")?.user.id).toBe(7);
    cache.setLive(false);
    expect(cache.get("cookie")).toBeUndefined();
  });

  it("drops entries named by a change: a session by id, a user's sessions by user id", () => {
    const cache = new SessionCache({ now: () => 1000 });
    cache.setLive(true);
    cache.set("a", entry({ sessionId: "s1", authUserId: "u1" }), cache.generation);
    cache.set("b", entry({ sessionId: "s2", authUserId: "u1" }), cache.generation);
    cache.set("c", entry({ sessionId: "s3", authUserId: "u2" }), cache.generation);
    cache.handleChange("s:s1");
    expect([cache.get("a"), cache.get("b")?.sessionId, cache.get("c")?.sessionId]).toEqual([undefined, "s2", "s3"]);
    cache.handleChange("u:u1");
    expect([cache.get("b"), cache.get("c")?.sessionId]).toEqual([undefined, "s3"]);
  });

  it("does not store a lookup that raced a change", () => {
    const cache = new SessionCache({ now: () => 1000 });
    cache.setLive(true);
    const seen = cache.generation;
    cache.handleChange("s:other");
    cache.set("a", entry(), seen);
    expect(cache.get("a")).toBeUndefined();
  });

  it("forgets an entry after its time to live, at the session's expiry and when a refresh is due", () => {
    let now = 1000;
    const cache = new SessionCache({ ttlMs: 60_000, now: () => now });
    cache.setLive(true);
    cache.set("ttl", entry(), cache.generation);
    cache.set("expiry", entry({ expiresAt: 5000 }), cache.generation);
    cache.set("refresh", entry({ refreshAt: 3000 }), cache.generation);
    now = 2999;
    expect(cache.get("refresh")).toBeDefined();
    now = 3000;
    expect(cache.get("refresh")).toBeUndefined();
    now = 5000;
    expect(cache.get("expiry")).toBeUndefined();
    expect(cache.get("ttl")).toBeDefined();
    now = 61_001;
    expect(cache.get("ttl")).toBeUndefined();
  });
});

describe("verifySessionCookie", () => {
  const secret = "a-secret-of-at-least-thirty-two-characters";
  const sign = (token: string, key = secret) => `${token}.${createHmac("sha256", key).update(token).digest("base64")}`;

  it("returns the token of a value signed with the secret (as better-auth signs it)", () => {
    expect(verifySessionCookie(sign("tok123"), secret)).toBe("tok123");
  });

  it("refuses another secret's signature, a changed token and malformed values", () => {
    expect(verifySessionCookie(sign("tok123", "another-secret-of-thirty-two-characters"), secret)).toBeNull();
    expect(verifySessionCookie(sign("tok123").replace("tok123", "tok124"), secret)).toBeNull();
    for (const bad of ["", "tok123", ".abc", "tok123.short=", `tok123.${"A".repeat(44)}`])
      expect(verifySessionCookie(bad, secret)).toBeNull();
  });
});
