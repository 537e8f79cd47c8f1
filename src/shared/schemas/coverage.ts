import * as z from "zod/mini";
import { reviewStatusSchema, visibilitySchema } from "./collaboration";
import { gradeSchema } from "./grade";
import { isoTimeSchema } from "./time";

/**
 * The coverage map and series plans (docs/product/coverage.md, ADR 0060): which standards have an approved video,
 * which are in progress, which have none, and the plans that schedule the rest.
 */

/** The CCSS ELA strands, in the map's column order. */
export const STRANDS = ["RL", "RI", "RF", "W", "SL", "L"] as const;
export const strandSchema = z.enum(STRANDS, { message: 'Strand must be one of "RL", "RI", "RF", "W", "SL" or "L".' });
export type Strand = z.infer<typeof strandSchema>;
export const STRAND_NAMES: Record<Strand, string> = {
  RL: "Reading Literature",
  RI: "Reading Informational Text",
  RF: "Reading Foundational Skills",
  W: "Writing",
  SL: "Speaking and Listening",
  L: "Language",
};

/**
 * A standard's coverage: the best status among the scripts that teach it (approved > in_review > draft), "none"
 * when no script does. `in_review` covers scripts in review and those a reviewer sent back for changes;
 * `draft` is "draft-only": every script teaching it is still a draft.
 */
export const coverageStatusSchema = z.enum(["approved", "in_review", "draft", "none"]);
export type CoverageStatus = z.infer<typeof coverageStatusSchema>;

export const coverageScriptSchema = z.object({
  id: z.int(),
  title: z.string(),
  status: reviewStatusSchema,
  visibility: visibilitySchema,
  /** A scene teaches the standard; false: the script only lists it (it does not count). */
  taught: z.boolean(),
  /** The caller's own script. */
  mine: z.boolean(),
  /** The scenes that teach it. */
  scenes: z.array(z.int()),
});
export type CoverageScript = z.infer<typeof coverageScriptSchema>;

export const coverageStandardSchema = z.object({
  code: z.string(),
  grade: gradeSchema,
  strand: strandSchema,
  description: z.string(),
  /** The topic "Make a script for this" starts the wizard with: the catalogue topic that reaches it, else its domain. */
  topic: z.string(),
  status: coverageStatusSchema,
  /** The first scripts (teaching ones first, best status first, newest first); `scriptCount` counts them all. */
  scripts: z.array(coverageScriptSchema),
  scriptCount: z.int(),
});
export type CoverageStandard = z.infer<typeof coverageStandardSchema>;

export const coverageResponseSchema = z.object({ standards: z.array(coverageStandardSchema) });
export type CoverageResponse = z.infer<typeof coverageResponseSchema>;

export const coverageQuerySchema = z.object({
  grade: z.optional(gradeSchema),
  strand: z.optional(strandSchema),
});

/** A whole number from a query string, `min`–`max`. */
const coercedInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.gte(min), z.lte(max)));

/** Scripts per page of one standard's list (GET /api/coverage/standards/:code/scripts), at most and by default. */
const STANDARD_SCRIPTS_MAX_PAGE = 100;
const STANDARD_SCRIPTS_PAGE = 50;

/**
 * A position in one standard's list: the last script of a page as `taught.statusRank.scriptId` ("1.3.812"), taken
 * from `nextCursor`. Pages are keyset pages (ADR 0005): a script saved, shared or deleted between two pages never
 * makes the next page repeat or skip another one.
 */
const STANDARD_SCRIPTS_CURSOR = /^([01])\.(\d{1,2})\.(\d{1,12})$/;

/** The parts of a `nextCursor` of one standard's list, or null for one the server did not make. */
export function parseStandardScriptsCursor(
  cursor: string,
): { taught: boolean; statusRank: number; scriptId: number } | null {
  const m = STANDARD_SCRIPTS_CURSOR.exec(cursor);
  return m ? { taught: m[1] === "1", statusRank: Number(m[2]), scriptId: Number(m[3]) } : null;
}

/** GET /api/coverage/standards/:code/scripts: `cursor` (from `nextCursor`; none: the first page), `limit` 1–100 (default 50). */
export const standardScriptsQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.regex(STANDARD_SCRIPTS_CURSOR, "cursor must come from nextCursor"))),
  limit: z._default(coercedInt(1, STANDARD_SCRIPTS_MAX_PAGE), STANDARD_SCRIPTS_PAGE),
});

/**
 * One page of the scripts the caller can see for one standard, in the map's order (teaching ones first, best
 * status first, newest first); `scriptCount` counts them all; `nextCursor` asks for the next page (null: last).
 */
export const standardScriptsPageSchema = z.object({
  code: z.string(),
  scriptCount: z.int(),
  scripts: z.array(coverageScriptSchema),
  nextCursor: z.nullable(z.string()),
});
export type StandardScriptsPage = z.infer<typeof standardScriptsPageSchema>;

/** Episode status: from the script made for it. */
export const episodeStatusSchema = z.enum(["not_started", "draft", "in_review", "approved"]);
export type EpisodeStatus = z.infer<typeof episodeStatusSchema>;

const codeSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(32));

/** Standards per episode: one primary and at most two supporting ones (the teaching contract, ADR 0007). */
export const MAX_EPISODE_STANDARDS = 3;
export const MAX_PLAN_EPISODES = 60;

export const episodeInputSchema = z.object({
  /** An existing episode's id (kept with its script and assignee); absent for a new one. */
  id: z.optional(z.int().check(z.positive())),
  topic: z.string().check(z.trim(), z.minLength(1, "Each episode needs a topic."), z.maxLength(200)),
  /** Defaults to the plan's grade. */
  grade: z.optional(gradeSchema),
  standards: z
    .array(codeSchema)
    .check(
      z.minLength(1, "Each episode needs a primary standard."),
      z.maxLength(MAX_EPISODE_STANDARDS, "An episode has one primary standard and at most two supporting ones."),
    ),
  targetMinutes: z.int().check(z.minimum(1), z.maximum(10)),
  /** The colleague who writes it (e-mail); null or absent: nobody yet. */
  assignee: z.optional(z.nullable(z.email("Invalid email address format.").check(z.trim(), z.toLowerCase()))),
  /** The script made for it: null unlinks it; absent, an existing episode keeps its own (a new one has none). */
  scriptId: z.optional(z.nullable(z.int().check(z.positive()))),
});
export type EpisodeInput = z.input<typeof episodeInputSchema>;

const planName = z.string().check(z.trim(), z.minLength(1, "Name the plan."), z.maxLength(120));

export const planCreateSchema = z.object({
  name: planName,
  grade: gradeSchema,
  strand: z.optional(z.nullable(strandSchema)),
  episodes: z._default(z.array(episodeInputSchema).check(z.maxLength(MAX_PLAN_EPISODES)), []),
});

/** PUT replaces the plan's name and its whole episode list, in order, with the version it edited (409 if stale). */
export const planUpdateSchema = z.object({
  name: planName,
  grade: gradeSchema,
  strand: z.optional(z.nullable(strandSchema)),
  version: z.int().check(z.positive()),
  episodes: z.array(episodeInputSchema).check(z.maxLength(MAX_PLAN_EPISODES)),
});

export const planEpisodeSchema = z.object({
  id: z.int(),
  position: z.int(),
  topic: z.string(),
  grade: gradeSchema,
  standards: z.array(z.string()),
  targetMinutes: z.int(),
  assignee: z.nullable(z.string()),
  /** The script made for it, when the caller may open it. */
  scriptId: z.nullable(z.int()),
  status: episodeStatusSchema,
});
export type PlanEpisode = z.infer<typeof planEpisodeSchema>;

export const planSchema = z.object({
  id: z.int(),
  name: z.string(),
  grade: gradeSchema,
  strand: z.nullable(strandSchema),
  owner: z.string(),
  /** The caller owns it (may change and delete it). */
  mine: z.boolean(),
  version: z.int(),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
  episodes: z.array(planEpisodeSchema),
});
export type Plan = z.infer<typeof planSchema>;

export const planReplySchema = z.object({ plan: planSchema });
export const planListSchema = z.object({ plans: z.array(planSchema) });

/** "Plan a season": episodes proposed for a grade and strand's standards that have no approved script. */
export const planProposalRequestSchema = z.object({ grade: gradeSchema, strand: strandSchema });
export const planProposalSchema = z.object({
  episodes: z.array(
    z.object({ topic: z.string(), grade: gradeSchema, standards: z.array(z.string()), targetMinutes: z.int() }),
  ),
});

/** Links the script made for an episode (the plan's owner or the episode's assignee, with a script they may edit). */
export const episodeScriptSchema = z.object({ scriptId: z.int().check(z.positive()) });
