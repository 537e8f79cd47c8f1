import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppEnv } from "./context";
import { handleError } from "./errors";
import { idParams } from "./params";
import { jsonBody, params, query } from "./validate";

/**
 * The validation middleware on a small app with the real error handler: every failure answers the app's
 * `{error: "VALIDATION_ERROR", message, issues}` 400 (zod-validator's own default would be `{success: false,
 * error}`), and the handler sees only parsed values.
 */
const bodySchema = z.object({
  name: z.string().trim().min(1, "Name is required."),
  count: z.number().int().default(1),
  tags: z.array(z.object({ label: z.string().max(3) })).default([]),
});
const app = new Hono<AppEnv>()
  .post("/things", jsonBody(bodySchema), (c) => c.json({ got: c.req.valid("json") }))
  .get("/things", query(z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) })), (c) =>
    c.json({ got: c.req.valid("query") }),
  )
  .get("/codes/:code", params(z.object({ code: z.string().trim().min(1).max(5) })), (c) =>
    c.json({ got: c.req.valid("param") }),
  )
  .get("/things/:id/parts/:part", idParams({ id: "thing", part: "part" }), (c) =>
    c.json({ got: c.req.valid("param") }),
  );
app.onError(handleError);

async function call(path: string, init: { method?: string; body?: string; type?: string | null } = {}) {
  const headers: Record<string, string> = {};
  if (init.type !== null && init.body !== undefined) headers["content-type"] = init.type ?? "application/json";
  const res = await app.request(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    body: init.body,
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe("jsonBody", () => {
  it("hands the handler the parsed body (trimmed, defaults filled)", async () => {
    expect(await call("/things", { body: JSON.stringify({ name: "  Penny " }) })).toEqual({
      status: 200,
      body: { got: { name: "Penny", count: 1, tags: [] } },
    });
  });

  it("answers a bad body 400 with the first message and every issue, nested paths included", async () => {
    const res = await call("/things", { body: JSON.stringify({ name: " ", tags: [{ label: "long" }] }) });
    expect(res).toEqual({
      status: 400,
      body: {
        error: "VALIDATION_ERROR",
        message: "Name is required.",
        issues: [
          { path: ["name"], message: "Name is required." },
          { path: ["tags", 0, "label"], message: "Too big: expected string to have <=3 characters" },
        ],
      },
    });
  });

  it("names the field when the first message is zod's own wording", async () => {
    const res = await call("/things", { body: JSON.stringify({ name: "x", count: "two" }) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "count: Invalid input: expected number, received string" });
  });

  it("answers malformed JSON, an empty body and no body 400 'Request body must be valid JSON.' (no issues)", async () => {
    const expected = { status: 400, body: { error: "VALIDATION_ERROR", message: "Request body must be valid JSON." } };
    expect(await call("/things", { body: "{oops" })).toEqual(expected);
    expect(await call("/things", { body: "" })).toEqual(expected);
    expect(await call("/things", { method: "POST" })).toEqual(expected);
  });

  it("answers a JSON body sent as another media type 415 (the validator would read it as empty)", async () => {
    const res = await call("/things", { body: JSON.stringify({ name: "Penny" }), type: "application/jsonx" });
    expect(res).toEqual({
      status: 415,
      body: {
        error: "UNSUPPORTED_MEDIA_TYPE",
        message: "Send the request body as JSON (Content-Type: application/json).",
      },
    });
    expect(
      (await call("/things", { body: JSON.stringify({ name: "Penny" }), type: "application/json; charset=utf-8" }))
        .status,
    ).toBe(200);
  });
});

describe("query", () => {
  it("coerces and defaults, and answers a bad value 400 with the shape", async () => {
    expect(await call("/things?limit=7")).toEqual({ status: 200, body: { got: { limit: 7 } } });
    expect(await call("/things")).toEqual({ status: 200, body: { got: { limit: 20 } } });
    expect(await call("/things?limit=0")).toEqual({
      status: 400,
      body: {
        error: "VALIDATION_ERROR",
        message: "limit: Too small: expected number to be >=1",
        issues: [{ path: ["limit"], message: "Too small: expected number to be >=1" }],
      },
    });
  });

  it("reads a repeated parameter's first value, as c.req.query() does", async () => {
    expect(await call("/things?limit=5&limit=abc")).toEqual({ status: 200, body: { got: { limit: 5 } } });
    expect((await call("/things?limit=abc&limit=5")).status).toBe(400);
  });
});

describe("params", () => {
  it("answers a bad path parameter 400 with the shape", async () => {
    expect(await call("/codes/%20RL.3%20")).toEqual({ status: 200, body: { got: { code: "RL.3" } } });
    expect(await call("/codes/toolong")).toEqual({
      status: 400,
      body: {
        error: "VALIDATION_ERROR",
        message: "code: Too big: expected string to have <=5 characters",
        issues: [{ path: ["code"], message: "Too big: expected string to have <=5 characters" }],
      },
    });
  });
});

describe("idParams", () => {
  it("hands the handler numbers (leading zeros allowed)", async () => {
    expect(await call("/things/0012/parts/3")).toEqual({ status: 200, body: { got: { id: 12, part: 3 } } });
  });

  it("answers anything but 1–9 digits ≥ 1 with 404 naming the first bad id, like an unknown id", async () => {
    for (const bad of ["abc", "0", "-1", "1.5", "1e3", "1234567890"]) {
      expect(await call(`/things/${bad}/parts/1`)).toEqual({
        status: 404,
        body: { error: "NOT_FOUND", message: `No thing with id ${bad}.` },
      });
    }
    expect(await call("/things/x/parts/y")).toMatchObject({ status: 404, body: { message: "No thing with id x." } });
    expect(await call("/things/1/parts/y")).toMatchObject({ status: 404, body: { message: "No part with id y." } });
  });
});
