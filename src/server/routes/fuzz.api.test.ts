import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestContext, type TestClient, type TestContext } from "../../../tests/support/test-app";
import { signedInClient } from "../../../tests/support/factories";

/**
 * docs/product/security.md#request-bodies: no input a client can send causes a 5xx. A property-based fuzz (fast-check,
 * fixed seed, a few hundred requests) over the endpoints, with hostile strings (NUL, lone surrogates, huge numbers,
 * crafted cursors, odd types); every answer must be < 500 and, when an error, JSON `{error, message}`.
 */
const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udfff",
    "%00",
    "../../etc/passwd",
    "'; drop table scripts; --",
    "9".repeat(40),
    "-1",
    "1e309",
    "RL.3.2",
    "K",
    "null",
    "",
  ),
);
const anything = fc.oneof(
  hostile,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostile, { maxLength: 3 }),
  fc.dictionary(hostile, hostile, { maxKeys: 3 }),
);
const cursor = fc.oneof(
  hostile,
  fc
    .tuple(fc.oneof(fc.integer(), fc.double(), hostile), fc.oneof(fc.integer({ min: -1e12, max: 1e16 }), hostile))
    .map(([a, b]) => Buffer.from(`${a}|${b}`).toString("base64url")),
  fc
    .tuple(fc.integer({ min: -8.64e15, max: 8.64e15 }), fc.integer())
    .map(([t, id]) => Buffer.from(JSON.stringify({ t, id })).toString("base64url")),
);

type Call = { method: string; path: string; body?: unknown };
/** Percent-encodes; a lone surrogate (not encodable as UTF-8) is sent as its invalid three-byte form. */
const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return `${encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ""))}%ED%A0%80`;
  }
};
const calls = fc.oneof(
  fc
    .record({ q: hostile, c: cursor, l: hostile })
    .map(({ q, c, l }): Call => ({ method: "GET", path: `/api/scripts?q=${enc(q)}&cursor=${enc(c)}&limit=${enc(l)}` })),
  hostile.map((id): Call => ({ method: "GET", path: `/api/scripts/${enc(id)}` })),
  hostile.map((id): Call => ({ method: "GET", path: `/api/scripts/${enc(id)}/versions` })),
  hostile.map((t): Call => ({ method: "GET", path: `/api/scripts/related/${enc(t)}` })),
  hostile.map((q): Call => ({ method: "GET", path: `/api/standards/search?q=${enc(q)}` })),
  hostile.map((code): Call => ({ method: "GET", path: `/api/standards/${enc(code)}` })),
  fc
    .record({ topic: anything, grade: anything })
    .map((body): Call => ({ method: "POST", path: "/api/standards", body })),
  fc
    .record({
      topic: anything,
      concept: anything,
      scriptContent: anything,
      standards: anything,
      characters: anything,
      grade: anything,
      targetMinutes: anything,
      isSaved: anything,
    })
    .map((body): Call => ({ method: "POST", path: "/api/scripts", body })),
  fc
    .record({ id: hostile, version: anything, scriptContent: anything })
    .map(({ id, ...body }): Call => ({ method: "PUT", path: `/api/scripts/${enc(id)}`, body })),
  fc
    .record({
      topic: hostile,
      standards: fc.constant(["RF.1.3.a"]),
      characters: fc.constant([{ name: "Penny", label: "Host" }]),
      concept: hostile,
      grade: anything,
      targetMinutes: anything,
      seed: anything,
      contentConsiderations: anything,
    })
    .map((body): Call => ({ method: "POST", path: "/api/generate-script", body })),
  fc.record({ name: anything }).map((body): Call => ({ method: "POST", path: "/api/auth/update-user", body })),
  fc
    .record({ email: anything, password: anything })
    .map((body): Call => ({ method: "POST", path: "/api/auth/sign-up/email", body })),
  fc
    .record({ email: anything, password: anything })
    .map((body): Call => ({ method: "POST", path: "/api/auth/sign-in/email", body })),
  fc
    .record({ email: anything, otp: anything, password: anything })
    .map((body): Call => ({ method: "POST", path: "/api/auth/email-otp/verify-email", body })),
  fc
    .record({ email: anything })
    .map((body): Call => ({ method: "POST", path: "/api/auth/request-password-reset", body })),
  fc
    .record({ token: anything, newPassword: anything })
    .map((body): Call => ({ method: "POST", path: "/api/auth/reset-password", body })),
  fc
    .record({ email: anything, otp: anything, password: anything })
    .map((body): Call => ({ method: "POST", path: "/api/auth/email-otp/reset-password", body })),
  fc
    .record({ currentPassword: anything, newPassword: anything })
    .map((body): Call => ({ method: "POST", path: "/api/auth/change-password", body })),
  fc.record({ token: hostile, cb: hostile }).map(({ token, cb }): Call => ({
    method: "GET",
    path: `/api/auth/verify-email?token=${enc(token)}&callbackURL=${enc(cb)}`,
  })),
  anything.map((body): Call => ({ method: "POST", path: "/api/subtopics", body })),
);

describe("API fuzz: no 5xx from any input", () => {
  let ctx: TestContext;
  let user: TestClient;
  beforeAll(async () => {
    ctx = await buildTestContext();
    user = await signedInClient(ctx, "fuzz@newsela.com");
    await user.json("/api/scripts", {
      body: {
        topic: "Seed",
        concept: "C",
        scriptContent: "PENNY: hi",
        standards: ["RF.1.3.a"],
        characters: [{ name: "Penny", label: "Host" }],
      },
    });
  });
  afterAll(() => ctx.close());

  it("answers every generated request below 500, with {error, message} on errors", async () => {
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(calls, async (call) => {
        const res = await user.request(call.path, {
          method: call.method,
          ...(call.body !== undefined ? { body: call.body } : {}),
        });
        const text = await res.text();
        if (res.status >= 500)
          failures.push(
            `${call.method} ${call.path} ${JSON.stringify(call.body)?.slice(0, 200)} → ${res.status} ${text.slice(0, 200)}`,
          );
        if (res.status >= 400) {
          const body = JSON.parse(text || "{}") as { error?: unknown; code?: unknown; message?: unknown };
          if (typeof body.error !== "string" && typeof body.code !== "string")
            failures.push(
              `${call.method} ${call.path} → ${res.status} without {error, message}: ${text.slice(0, 120)}`,
            );
        }
        return true;
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 2000), seed: 20261122 },
    );
    expect(failures.slice(0, 10)).toEqual([]);
  }, 600_000);
});
