/**
 * The seeded API fuzz (docs/product/security.md, "Request bodies": no input causes a 5xx): fast-check generates
 * requests with hostile strings (NUL, lone surrogates, huge numbers, crafted cursors, odd types) for every
 * endpoint of the API contract, with bodies of their schemas' field names, plus the account endpoints the client
 * never calls. Shared by the API test (src/server/routes/fuzz.api.test.ts, 2,000 requests per database engine)
 * and `npm run bench -- fuzz` (10,000 against the real server). Every answer must be below 500 and, when an
 * error, JSON `{error, message}`.
 */
import fc from "fast-check";
import { apiContract, type Endpoint } from "@shared/api-contract";

export const FUZZ_SEED = 20261122;

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
    "2147483648",
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
  fc.constantFrom(2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER),
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

export interface FuzzCall {
  method: string;
  path: string;
  body?: unknown;
  /** A multipart upload: these bytes as the field `file`. */
  file?: { name: string; bytes: Uint8Array };
  /** Sent as the admin (admin routes), else as a member. */
  asAdmin?: boolean;
}

/** Percent-encodes; a lone surrogate (not encodable as UTF-8) is sent as its invalid three-byte form. */
const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return `${encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ""))}%ED%A0%80`;
  }
};

/** Field names of an object schema (zod/mini keeps them on its definition), else none. */
function fieldNames(schema: unknown): string[] {
  const shape = (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Never fuzzed: signing out would leave the rest of the run signed out (it takes no input besides). */
const SKIPPED: ReadonlySet<Endpoint> = new Set(["POST /api/auth/sign-out"]);

/**
 * Requests over every endpoint of the contract. `known` are values that name real things (the seeded script's
 * id, an uploaded PDF's id) so that requests also reach the code behind the existence checks.
 */
export function fuzzCalls(known: { scriptId: number; uploadId: string }): fc.Arbitrary<FuzzCall> {
  const param = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: hostile },
      {
        weight: 2,
        arbitrary: fc.constant(
          name === "upload" ? known.uploadId : name === "code" ? "RL.3.2" : String(known.scriptId),
        ),
      },
    );
  const endpoints = (Object.keys(apiContract) as Endpoint[]).filter((e) => !SKIPPED.has(e));
  const contract = fc.constantFrom(...endpoints).chain((endpoint) => {
    const [method, template] = endpoint.split(" ") as [string, string];
    const names = [...template.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const spec = apiContract[endpoint] as { body?: unknown; multipart?: true };
    const fields = fieldNames(spec.body);
    const body = spec.body
      ? fc.oneof(anything, fields.length ? fc.record(Object.fromEntries(fields.map((f) => [f, anything]))) : anything)
      : fc.constant(undefined);
    const file = spec.multipart
      ? fc.record({
          name: hostile.map((n) => `${n}.pdf`),
          bytes: fc.oneof(
            fc.uint8Array({ maxLength: 200 }),
            hostile.map((s) => new TextEncoder().encode(`%PDF-1.4\n${s}\n%%EOF`)),
          ),
        })
      : fc.constant(undefined);
    const query = fc.record({ q: hostile, cursor, limit: hostile, grade: hostile, standard: hostile, search: hostile });
    return fc
      .tuple(fc.tuple(...names.map(param)), body, file, query, fc.boolean())
      .map(([values, body, file, q, withQuery]): FuzzCall => {
        let path = template;
        names.forEach((name, i) => (path = path.replace(`:${name}`, enc(values[i]!))));
        if (withQuery && method === "GET")
          path += `?${Object.entries(q)
            .map(([k, v]) => `${k}=${enc(v)}`)
            .join("&")}`;
        return {
          method,
          path,
          ...(body !== undefined ? { body } : {}),
          ...(file ? { file } : {}),
          asAdmin: template.startsWith("/api/admin/"),
        };
      });
  });
  const accounts = fc.oneof(
    fc.record({ name: anything }).map((body): FuzzCall => ({ method: "POST", path: "/api/auth/update-user", body })),
    fc
      .record({ currentPassword: anything, newPassword: anything })
      .map((body): FuzzCall => ({ method: "POST", path: "/api/auth/change-password", body })),
    fc
      .record({ password: anything })
      .map((body): FuzzCall => ({ method: "POST", path: "/api/auth/verify-password", body })),
    fc
      .record({ email: anything, callbackURL: anything, redirectTo: anything })
      .map((body): FuzzCall => ({ method: "POST", path: "/api/auth/forget-password", body })),
    fc.record({ token: hostile, cb: hostile }).map(({ token, cb }): FuzzCall => ({
      method: "GET",
      path: `/api/auth/verify-email?token=${enc(token)}&callbackURL=${enc(cb)}`,
    })),
    fc.record({ q: hostile, c: cursor, l: hostile }).map(({ q, c, l }): FuzzCall => ({
      method: "GET",
      path: `/api/scripts?q=${enc(q)}&cursor=${enc(c)}&limit=${enc(l)}`,
    })),
    fc
      .record({ search: hostile, kind: hostile, actor: hostile, c: cursor })
      .map(({ search, kind, actor, c }): FuzzCall => ({
        method: "GET",
        path: `/api/admin/${search.length % 2 ? "users" : "audit"}?search=${enc(search)}&kind=${enc(kind)}&actor=${enc(actor)}&cursor=${enc(c)}`,
        asAdmin: true,
      })),
    hostile.map((id): FuzzCall => ({ method: "GET", path: `/api/uploads/${enc(id)}` })),
  );
  return fc.oneof({ weight: 4, arbitrary: contract }, { weight: 1, arbitrary: accounts });
}

/** What one answer broke, if anything: a status of 500 or more, or an error not shaped `{error, message}`. */
export function fuzzProblem(call: FuzzCall, status: number, text: string): string | null {
  const what = `${call.method} ${call.path} ${JSON.stringify(call.body)?.slice(0, 200) ?? ""}`;
  if (status >= 500) return `${what} → ${status} ${text.slice(0, 200)}`;
  if (status < 400) return null;
  let body: { error?: unknown; message?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // not JSON: reported below
  }
  return typeof body.error === "string" && typeof body.message === "string"
    ? null
    : `${what} → ${status} without {error, message}: ${text.slice(0, 120)}`;
}

/** The multipart form of a call's upload. */
export function fuzzForm(file: { name: string; bytes: Uint8Array }): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file.bytes)]), file.name);
  return form;
}
