import { z } from "zod";

/**
 * Query strings and path parameters of the API (the bodies' schemas sit with their resource). The server
 * checks each request with these before the handler runs; a failure is 400 VALIDATION_ERROR.
 */

/** GET /api/scripts: `q` (title/topic search), `limit` 1–100 (default 20), `cursor` (from `nextCursor`). */
export const scriptListQuerySchema = z.object({
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
  /** "1": drafts (generated, not saved yet) instead of saved scripts (issue 11). */
  drafts: z
    .enum(["0", "1"])
    .optional()
    .transform((v) => v === "1"),
});
export type ScriptListQuery = z.infer<typeof scriptListQuerySchema>;

/** GET /api/admin/topics/stats/weekly: how many weeks back, 1–104 (default 12). */
export const weeklyStatsQuerySchema = z.object({ weeks: z.coerce.number().int().min(1).max(104).default(12) });

/** GET /api/standards/search: `q` (empty: no results), `limit` 1–50 (default 20). */
export const standardsSearchQuerySchema = z.object({
  q: z.string().trim().max(200).default(""),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** GET /api/standards/{code}: a CCSS code such as "RL.3.2" (unknown codes are a 404, not a 400). */
export const standardCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(32) });

/**
 * A topic from the (URL-decoded) path, cut to `maxChars` characters; never refused (an unknown topic simply
 * matches no script). Hono decodes `:topic`, so "a%2Fb" arrives as "a/b".
 */
export const topicParamsSchema = (maxChars: number) => z.object({ topic: z.string().transform((t) => t.slice(0, maxChars)) });
