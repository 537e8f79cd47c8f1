import { describe, expect, it } from "vitest";
import { ScriptListCache } from "./list-cache";

describe("ScriptListCache", () => {
  it("serves nothing and stores nothing while the change feed is not live, or when it has no memory", () => {
    const cache = new ScriptListCache({ now: () => 1000 });
    cache.set(1, "saved:20", "[1]", cache.generation);
    expect(cache.get(1, "saved:20")).toBeUndefined();
    cache.setLive(true);
    cache.set(1, "saved:20", "[1]", cache.generation);
    expect(cache.get(1, "saved:20")).toBe("[1]");
    cache.setLive(false);
    expect(cache.get(1, "saved:20")).toBeUndefined();
    const off = new ScriptListCache({ maxBytes: 0 });
    off.setLive(true);
    off.set(1, "saved:20", "[1]", off.generation);
    expect(off.get(1, "saved:20")).toBeUndefined();
  });

  it("keeps each user's lists apart, by query shape, and a change drops only the owner's", () => {
    const cache = new ScriptListCache();
    cache.setLive(true);
    cache.set(1, "saved:20", "a20", cache.generation);
    cache.set(1, "saved:3", "a3", cache.generation);
    cache.set(2, "saved:20", "b20", cache.generation);
    expect([
      cache.get(1, "saved:20"),
      cache.get(1, "saved:3"),
      cache.get(2, "saved:20"),
      cache.get(1, "drafts:20"),
    ]).toEqual(["a20", "a3", "b20", undefined]);
    cache.handleChange("1");
    expect([cache.get(1, "saved:20"), cache.get(1, "saved:3"), cache.get(2, "saved:20")]).toEqual([
      undefined,
      undefined,
      "b20",
    ]);
    // A payload that names no user drops every list.
    cache.handleChange("nonsense");
    expect(cache.get(2, "saved:20")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("does not store a list queried while anything changed", () => {
    const cache = new ScriptListCache();
    cache.setLive(true);
    const seen = cache.generation;
    cache.dropUser(99);
    cache.set(1, "saved:20", "stale", seen);
    expect(cache.get(1, "saved:20")).toBeUndefined();
    cache.set(1, "saved:20", "fresh", cache.generation);
    expect(cache.get(1, "saved:20")).toBe("fresh");
  });

  it("forgets a list after its time to live", () => {
    let now = 1000;
    const cache = new ScriptListCache({ ttlMs: 60_000, now: () => now });
    cache.setLive(true);
    cache.set(1, "saved:20", "x", cache.generation);
    now = 61_000;
    expect(cache.get(1, "saved:20")).toBe("x");
    now = 61_001;
    expect(cache.get(1, "saved:20")).toBeUndefined();
    expect(cache.heldBytes).toBe(0);
  });

  it("stays within its memory, dropping the oldest lists first, and never holds one list larger than a sixteenth of it", () => {
    const cache = new ScriptListCache({ maxBytes: 1600 });
    cache.setLive(true);
    for (let user = 1; user <= 20; user++) cache.set(user, "saved:20", "x".repeat(50), cache.generation);
    // 100 bytes each (2 per character): the 16 newest fit.
    expect(cache.heldBytes).toBeLessThanOrEqual(1600);
    expect(cache.size).toBe(16);
    expect(cache.get(1, "saved:20")).toBeUndefined();
    expect(cache.get(20, "saved:20")).toBeDefined();
    cache.set(21, "saved:20", "x".repeat(51), cache.generation);
    expect(cache.get(21, "saved:20")).toBeUndefined();
    // Replacing a list counts its bytes once.
    cache.set(20, "saved:20", "y".repeat(50), cache.generation);
    expect(cache.heldBytes).toBe(1600);
    cache.dropUser(20);
    expect(cache.heldBytes).toBe(1500);
  });
});
