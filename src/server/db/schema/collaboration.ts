import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { ActivityKind, Decision } from "@shared/schemas/collaboration";
import { appUsers } from "./auth";
import { scripts } from "./content";

/** The team workflow's tables (docs/product/team-workflow.md, ADR 0036). All go with their script. */

const scriptRef = () =>
  integer()
    .notNull()
    .references(() => scripts.id, { onDelete: "cascade" });
const userRef = () =>
  integer()
    .notNull()
    .references(() => appUsers.id, { onDelete: "cascade" });
const at = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Co-editors: colleagues the owner lets edit and save a script. */
export const scriptEditors = pgTable(
  "script_editors",
  { scriptId: scriptRef(), userId: userRef(), createdAt: at() },
  (t) => [primaryKey({ columns: [t.scriptId, t.userId] }), index("script_editors_user_idx").on(t.userId)],
);

/**
 * Requested reviewers and their latest decision. `decisionVersion` is the version the decision was made on; a
 * request (again) clears the decision.
 */
export const scriptReviewers = pgTable(
  "script_reviewers",
  {
    scriptId: scriptRef(),
    userId: userRef(),
    requestedBy: integer().references(() => appUsers.id, { onDelete: "set null" }),
    message: text(),
    requestedAt: at(),
    decision: text().$type<Decision>(),
    decisionVersion: integer(),
    note: text(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.scriptId, t.userId] }),
    index("script_reviewers_user_idx").on(t.userId, t.requestedAt),
  ],
);

/**
 * Comments on a range of a script's text (or the whole script: no anchor). The anchor [anchorFrom, anchorTo) is
 * a range of the text at `anchorVersion`; reads map it to the current version and store the result
 * (src/server/services/collaboration/anchors.ts). `madeVersion` and `quote` keep what it was made on; `outdated`
 * once that text was deleted. Replies (`parentId`) have no anchor of their own.
 */
export const scriptComments = pgTable(
  "script_comments",
  {
    id: serial().primaryKey(),
    scriptId: scriptRef(),
    userId: userRef(),
    parentId: integer(),
    body: text().notNull(),
    madeVersion: integer().notNull(),
    anchorFrom: integer(),
    anchorTo: integer(),
    anchorVersion: integer().notNull(),
    quote: text(),
    outdated: boolean().notNull().default(false),
    resolved: boolean().notNull().default(false),
    edited: boolean().notNull().default(false),
    createdAt: at(),
    updatedAt: at(),
  },
  (t) => [index("script_comments_script_idx").on(t.scriptId, t.id)],
);

/** A script's activity log: who did what, when, on which version. */
export const scriptActivity = pgTable(
  "script_activity",
  {
    id: serial().primaryKey(),
    scriptId: scriptRef(),
    userId: integer().references(() => appUsers.id, { onDelete: "set null" }),
    kind: text().$type<ActivityKind>().notNull(),
    version: integer(),
    detail: text(),
    createdAt: at(),
  },
  (t) => [index("script_activity_script_idx").on(t.scriptId, t.id)],
);

/**
 * Mail folding (docs/product/team-workflow.md "Notifications"): at most one mail per recipient per script per
 * 10 minutes. `lastSentAt` is when the last one went; events after it wait in `pending` (oldest first) and are
 * sent together once the 10 minutes are over, by whichever instance claims the row first.
 */
export const scriptMailFolds = pgTable(
  "script_mail_folds",
  {
    userId: userRef(),
    scriptId: scriptRef(),
    lastSentAt: timestamp({ withTimezone: true }).notNull(),
    pending: jsonb().$type<string[]>().notNull().default([]),
    pendingSince: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scriptId] }),
    index("script_mail_folds_pending_idx")
      .on(t.lastSentAt)
      .where(sql`pending_since is not null`),
  ],
);
