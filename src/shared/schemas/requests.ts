import * as z from "zod/mini";
import { reviewStatusSchema, scriptListScopeSchema } from "./collaboration";
import { gradeSchema } from "./grade";

/**
 * Query strings and path parameters of the API (the bodies' schemas sit with their resource). The server
 * checks each request with these before the handler runs; a failure is 400 VALIDATION_ERROR.
 */

/** A whole number from a query string, `min`–`max`. */
const coercedInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.gte(min), z.lte(max)));

/** GET /api/scripts: `q` (title/topic search), `limit` 1–100 (default 20), `cursor` (from `nextCursor`). */
export const scriptListQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(200))),
  limit: z._default(coercedInt(1, 100), 20),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  /** "1": drafts (generated, not saved yet) instead of saved scripts (ADR 0012). */
  drafts: z.pipe(
    z.optional(z.enum(["0", "1"])),
    z.transform((v) => v === "1"),
  ),
  /** `mine` (default) or `team`: shared scripts of every author (docs/product/team-workflow.md). */
  scope: z._default(scriptListScopeSchema, "mine"),
  /** Filters (both scopes): review status, grade, a CCSS standard code. */
  status: z.optional(reviewStatusSchema),
  grade: z.optional(gradeSchema),
  standard: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(32))),
});

/** GET /api/admin/topics/stats/weekly: how many weeks back, 1–104 (default 12). */
export const weeklyStatsQuerySchema = z.object({ weeks: z._default(coercedInt(1, 104), 12) });

/** GET /api/standards/search: `q` (empty: no results), `limit` 1–50 (default 20). */
export const standardsSearchQuerySchema = z.object({
  q: z._default(z.string().check(z.trim(), z.maxLength(200)), ""),
  limit: z._default(coercedInt(1, 50), 20),
});

/** GET /api/standards/grade/{grade}: "K" or "1"–"5" (anything else is a 400 naming the grades). */
export const gradeParamsSchema = z.object({ grade: gradeSchema });

/** GET /api/standards/{code}: a CCSS code such as "RL.3.2" (unknown codes are a 404, not a 400). */
export const standardCodeParamsSchema = z.object({ code: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)) });

/**
 * A topic from the (URL-decoded) path, cut to `maxChars` characters; never refused (an unknown topic simply
 * matches no script). Hono decodes `:topic`, so "a%2Fb" arrives as "a/b".
 */
export const topicParamsSchema = (maxChars: number) =>
  z.object({
    topic: z.pipe(
      z.string(),
      z.transform((t) => t.slice(0, maxChars)),
    ),
  });
