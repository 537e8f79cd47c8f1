import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, createQueryClient, getJson } from "./api-client";

function stubFetch(status: number, body: string | null, statusText = "") {
  const spy = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(body, { status, statusText }));
  vi.stubGlobal("fetch", spy);
  return spy;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends credentials and a JSON body with a JSON content type", async () => {
    const spy = stubFetch(200, JSON.stringify({ ok: 1 }));
    await expect(apiRequest("/api/scripts", { method: "POST", body: { topic: "Rhyming" } })).resolves.toEqual({ ok: 1 });
    const init = spy.mock.calls[0]?.[1];
    expect(init?.credentials).toBe("include");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    expect(init?.body).toBe(JSON.stringify({ topic: "Rhyming" }));
  });

  it("defaults to GET without a body and accepts an empty answer", async () => {
    const spy = stubFetch(204, null);
    await expect(apiRequest("/api/scripts/1")).resolves.toBeUndefined();
    expect(spy.mock.calls[0]?.[1]?.method).toBe("GET");
    expect(spy.mock.calls[0]?.[1]?.body).toBeUndefined();
  });

  it("throws the server's message and code for `{ error, message }` bodies", async () => {
    stubFetch(429, JSON.stringify({ error: "RATE_LIMITED", message: "Slow down." }));
    const err = await apiRequest("/api/x").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 429, code: "RATE_LIMITED", message: "Slow down." });
  });

  it("throws '{status}: {body text}' otherwise, or the status text for an empty body", async () => {
    stubFetch(502, "Bad gateway from proxy");
    await expect(apiRequest("/api/x")).rejects.toThrow("502: Bad gateway from proxy");
    stubFetch(500, null, "Internal Server Error");
    await expect(apiRequest("/api/x")).rejects.toThrow("500: Internal Server Error");
  });
});

describe("getJson", () => {
  it("gives null on 401 and throws on other failures", async () => {
    stubFetch(401, JSON.stringify({ error: "UNAUTHENTICATED", message: "Please sign in." }));
    await expect(getJson("/api/auth/me")).resolves.toBeNull();
    stubFetch(403, JSON.stringify({ error: "FORBIDDEN", message: "No." }));
    await expect(getJson("/api/admin/prompts")).rejects.toMatchObject({ status: 403 });
  });
});

describe("createQueryClient", () => {
  it("applies the spec defaults and reads a key joined with '/'", async () => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions();
    expect(defaults.queries).toMatchObject({ refetchOnWindowFocus: false, staleTime: Infinity, retry: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
    const spy = stubFetch(200, JSON.stringify([{ id: 1 }]));
    await expect(client.fetchQuery({ queryKey: ["/api/scripts", 1] })).resolves.toEqual([{ id: 1 }]);
    expect(spy.mock.calls[0]?.[0]).toBe("/api/scripts/1");
  });
});
