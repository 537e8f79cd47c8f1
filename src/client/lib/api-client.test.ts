import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, apiRequest, createQueryClient, getJson } from "./api-client";

function stubFetch(status: number, body: string | null, statusText = "") {
  const spy = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(body, { status, statusText }),
  );
  vi.stubGlobal("fetch", spy);
  return spy;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends credentials and a JSON body with a JSON content type", async () => {
    const spy = stubFetch(200, JSON.stringify({ ok: 1 }));
    await expect(apiRequest("/api/scripts", { method: "POST", body: { topic: "Rhyming" } })).resolves.toEqual({
      ok: 1,
    });
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

describe("api (typed by the contract)", () => {
  const summary = {
    id: 3,
    topic: "Fables",
    concept: "Fable Court",
    characters: [{ name: "Rhymo", label: "Robot", photoUrl: null }],
    standards: [{ code: "RL.3.2", description: "Recount stories." }],
    preview: "RHYMO: Welcome!",
    textLength: 15,
    engine: "offline",
    version: 1,
    createdAt: "2025-03-05T14:07:00.000Z",
    updatedAt: "2025-03-05T14:07:00.000Z",
  };

  it("fills in path parameters, appends the defined query values and sends the body with the endpoint's method", async () => {
    const spy = stubFetch(200, JSON.stringify({ topic: "Fables & Myths", updated: 2 }));
    await expect(
      api("PUT /api/admin/topics/:topic", {
        params: { topic: "Fables/Folk" },
        body: { newTopicName: "Fables & Myths" },
      }),
    ).resolves.toEqual({
      topic: "Fables & Myths",
      updated: 2,
    });
    expect(spy.mock.calls[0]?.[0]).toBe("/api/admin/topics/Fables%2FFolk");
    expect(spy.mock.calls[0]?.[1]).toMatchObject({
      method: "PUT",
      body: JSON.stringify({ newTopicName: "Fables & Myths" }),
    });

    const list = stubFetch(200, JSON.stringify({ scripts: [summary], nextCursor: null, total: 1 }));
    await api("GET /api/scripts", { query: { q: undefined, limit: 20, cursor: "abc" } });
    expect(list.mock.calls[0]?.[0]).toBe("/api/scripts?limit=20&cursor=abc");
  });

  it("parses the answer with the reply schema: unknown fields are dropped", async () => {
    stubFetch(
      200,
      JSON.stringify({ scripts: [{ ...summary, addedLater: true }], nextCursor: null, total: 1, page: 1 }),
    );
    await expect(api("GET /api/scripts")).resolves.toEqual({ scripts: [summary], nextCursor: null, total: 1 });
  });

  it("throws INVALID_RESPONSE for an answer of the wrong shape", async () => {
    stubFetch(200, JSON.stringify({ scripts: [{ ...summary, engine: "gpt" }], nextCursor: null, total: 1 }));
    const err = await api("GET /api/scripts").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 502,
      code: "INVALID_RESPONSE",
      message: "Invalid response from server - unexpected data",
    });
  });

  // The assertions are the @ts-expect-error lines: `npm run typecheck` fails if any call below type-checks.
  // eslint-disable-next-line vitest/expect-expect
  it("asks for exactly the parameters and body an endpoint takes (checked by the type checker)", () => {
    stubFetch(200, "{}");
    // @ts-expect-error the script id is missing
    void api("GET /api/scripts/:id").catch(() => {});
    // @ts-expect-error a save needs its body
    void api("POST /api/scripts", {}).catch(() => {});
    // @ts-expect-error the body has no such field
    void api("POST /api/admin/prompts", { body: { title: "x" } }).catch(() => {});
    // @ts-expect-error an endpoint outside the contract
    void api("GET /api/nowhere").catch(() => {});
  });
});
