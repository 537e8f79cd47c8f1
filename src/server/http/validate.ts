import { zValidator } from "@hono/zod-validator";
import type { Context } from "hono";
import { z } from "zod";
import { AppError } from "@shared/errors";
import { JSON_ONLY } from "./same-origin";

/**
 * Input validation as route middleware (`@hono/zod-validator`): `jsonBody(schema)`, `query(schema)` and
 * `params(schema)` check a request against a shared zod schema before the handler runs; the handler reads
 * the parsed value with `c.req.valid("json" | "query" | "param")`. A failure never reaches the handler: it is
 * thrown as an AppError, which the app's one error handler answers (400 VALIDATION_ERROR below).
 */

/**
 * Turns a zod failure into the app's 400 `{error: "VALIDATION_ERROR", message, issues}`: `message` is the
 * first issue (prefixed with its field when zod's own wording needs one), `issues` lists every issue with its
 * full path (nested paths such as `characters.0.name` included, so not `z.flattenError`'s top-level fields).
 */
export function validationError(error: z.core.$ZodError): AppError {
  const issues = error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message }));
  const first = issues[0];
  // zod's own messages ("Invalid input…", "Too small…") need the field name; ours are whole sentences.
  const generic =
    first && /^(Invalid input|Invalid string|Invalid option|Too (small|big)|Unrecognized|Expected)/.test(first.message);
  const where = first && generic && first.path.length ? `${first.path.join(".")}: ` : "";
  return new AppError("VALIDATION_ERROR", first ? `${where}${first.message}` : "Invalid request.", issues);
}

/** The shared hook: a failed check becomes the 400 VALIDATION_ERROR; a passed one goes on to the handler. */
function throwValidationError(result: { success: true } | { success: false; error: z.core.$ZodError }): void {
  if (!result.success) throw validationError(result.error);
}

/** Hono's rule for a JSON body (`application/json`, `application/*+json`, any parameters). */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Reads the body as JSON before the validator does, so that a body that is missing or not JSON answers
 * 400 "Request body must be valid JSON." (the validator would read an empty body as `{}`, and a malformed one
 * as Hono's own message). Hono keeps the text it read, so the validator and better-auth read it again.
 */
async function requireJsonBody(c: Context): Promise<void> {
  try {
    await c.req.json();
  } catch {
    throw new AppError("VALIDATION_ERROR", "Request body must be valid JSON.");
  }
  // The CSRF guard admits any type that starts with application/json; the validator reads only these.
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0]!.trim();
  if (!JSON_MEDIA_TYPE.test(mediaType)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", JSON_ONLY);
}

/** A JSON body checked with `schema` (400 VALIDATION_ERROR; a missing or malformed body too). */
export function jsonBody<S extends z.core.$ZodType>(schema: S) {
  const validate = zValidator("json", schema, throwValidationError);
  const readThenValidate: typeof validate = async (c, next) => {
    await requireJsonBody(c);
    return validate(c, next);
  };
  return readThenValidate;
}

/** The first value of each query parameter, as `c.req.query()` gives it (`?limit=5&limit=abc` → "5"). */
function firstValues(query: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value[0]! : value]),
  );
}

/** The query string checked with `schema` (400 VALIDATION_ERROR); a repeated parameter counts once, first value. */
export function query<S extends z.core.$ZodType>(schema: S) {
  return zValidator("query", schema, throwValidationError, {
    // (The cast: zod-validator's result type is conditional on the schema, which TS cannot resolve for a generic S.)
    validationFunction: (s, value) => z.safeParseAsync(s, firstValues(value)) as Promise<never>,
  });
}

/** Path parameters checked with `schema` (400 VALIDATION_ERROR). Numeric ids use `idParams` (params.ts). */
export function params<S extends z.core.$ZodType>(schema: S) {
  return zValidator("param", schema, throwValidationError);
}
