import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "@shared/errors";

/** Turns a zod failure into the app's 400 VALIDATION_ERROR (message = first issue, all issues listed). */
export function validationError(error: z.ZodError): AppError {
  const issues = error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message }));
  const first = issues[0];
  // zod's own messages ("Invalid input…", "Too small…") need the field name; ours are whole sentences.
  const generic = first && /^(Invalid input|Invalid string|Invalid option|Too (small|big)|Unrecognized|Expected)/.test(first.message);
  const where = first && generic && first.path.length ? `${first.path.join(".")}: ` : "";
  return new AppError("VALIDATION_ERROR", first ? `${where}${first.message}` : "Invalid request.", issues);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Reads and validates a JSON body. Malformed JSON → 400 "Request body must be valid JSON." */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError("VALIDATION_ERROR", "Request body must be valid JSON.");
  }
  return parseWith(schema, body);
}
