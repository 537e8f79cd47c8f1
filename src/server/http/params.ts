import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import { AppError } from "@shared/errors";

/** A path id: 1 to 9 digits (leading zeros allowed), at least 1. */
const idSchema = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .refine((n) => n >= 1);

/**
 * Numeric path ids, by parameter name → what it names (`{id: "script"}`): each arrives as a number in
 * `c.req.valid("param")`. Anything else answers 404 NOT_FOUND "No script with id abc." (there is no such
 * resource), the first bad parameter in the order given.
 */
export function idParams<K extends string>(names: Record<K, string>) {
  const keys = Object.keys(names) as K[];
  const schema = z.object(Object.fromEntries(keys.map((k) => [k, idSchema])) as Record<K, typeof idSchema>);
  return zValidator("param", schema, (result) => {
    if (result.success) return;
    const key = (result.error.issues[0]?.path[0] ?? keys[0]) as K;
    const raw = (result.data as Record<string, unknown>)[key];
    throw new AppError("NOT_FOUND", `No ${names[key]} with id ${String(raw).slice(0, 40)}.`);
  });
}
