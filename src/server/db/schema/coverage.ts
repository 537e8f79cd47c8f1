import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text } from "drizzle-orm/pg-core";
import type { ReviewStatus, Visibility } from "@shared/schemas/collaboration";
import type { Grade } from "@shared/schemas/grade";
import { timestamps } from "../timestamps";
import { appUsers } from "./auth";
import { scripts } from "./content";

/**
 * Line-to-standard tracing (ADR 0059): one row per script and standard it lists or teaches, rebuilt by every save
 * in the save's own statement. `userId`, `visibility`, `status` and `isSaved` are the script's, copied in by the
 * triggers of migration 0012 (script_standards_fill, script_standards_follow) so that the coverage map
 * (ADR 0060) reads this table alone, through the partial indexes below.
 */
export const scriptStandards = pgTable(
  "script_standards",
  {
    scriptId: integer()
      .notNull()
      .references(() => scripts.id, { onDelete: "cascade" }),
    code: text().notNull(),
    /** The standard's grade and strand (from the CCSS data), for the map's filters. */
    grade: text().$type<Grade>().notNull(),
    strand: text().notNull(),
    /** "primary" | "supporting" when the script lists it; null for a code taught but not listed. */
    role: text().$type<"primary" | "supporting">(),
    listed: boolean().notNull().default(false),
    /** A scene teaches it (a script counts for a standard only then). */
    taught: boolean().notNull().default(false),
    /** The scene numbers that teach it. */
    scenes: jsonb().$type<number[]>().notNull().default([]),
    /** How many practice and check questions practise it. */
    questions: integer().notNull().default(0),
    userId: integer().notNull().default(0),
    visibility: text().$type<Visibility>().notNull().default("private"),
    status: text().$type<ReviewStatus>().notNull().default("draft"),
    isSaved: boolean().notNull().default(true),
    /** approved 3, in review (or sent back for changes) 2, draft 1: the map's order of statuses. */
    statusRank: smallint()
      .notNull()
      .generatedAlwaysAs(
        sql`CASE "status" WHEN 'approved' THEN 3 WHEN 'in_review' THEN 2 WHEN 'changes_requested' THEN 2 ELSE 1 END`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.scriptId, t.code] }),
    // The coverage map's per-standard reads (migration 0013, ADR 0060): a shared script's rows are counted on the
    // narrow code index and listed, best first, on the team list index; the caller's own private ones on the
    // private index. The list indexes also INCLUDE status, user_id (team) and scenes in SQL, so listing needs no
    // heap fetch (drizzle cannot declare INCLUDE).
    index("script_standards_team_count_idx")
      .on(t.code)
      .where(sql`is_saved and visibility = 'team'`),
    index("script_standards_team_list_idx")
      .on(t.code, t.taught, t.statusRank, t.scriptId)
      .where(sql`is_saved and visibility = 'team'`),
    index("script_standards_private_idx")
      .on(t.userId, t.code, t.taught, t.statusRank, t.scriptId)
      .where(sql`is_saved and visibility <> 'team'`),
  ],
);

/** A series plan (ADR 0060, docs/product/coverage.md): visible to the team, changed by its owner. */
export const plans = pgTable(
  "plans",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => appUsers.id, { onDelete: "cascade" }),
    name: text().notNull(),
    grade: text().$type<Grade>().notNull(),
    strand: text(),
    /** Optimistic concurrency: every change sends the version it edited; a stale one gets 409. */
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [index("plans_updated_idx").on(t.updatedAt.desc(), t.id.desc())],
);

/** A plan's episodes, in `position` order; `scriptId` is the script made for it (its status is the episode's). */
export const planEpisodes = pgTable(
  "plan_episodes",
  {
    id: serial().primaryKey(),
    planId: integer()
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    topic: text().notNull(),
    grade: text().$type<Grade>().notNull(),
    standards: jsonb().$type<string[]>().notNull().default([]),
    targetMinutes: integer().notNull(),
    assigneeId: integer().references(() => appUsers.id, { onDelete: "set null" }),
    scriptId: integer().references(() => scripts.id, { onDelete: "set null" }),
  },
  (t) => [index("plan_episodes_plan_idx").on(t.planId, t.position)],
);
