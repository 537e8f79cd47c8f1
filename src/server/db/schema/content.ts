import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { SAVED_LIST_PREVIEW_CHARS } from "@shared/constants";
import type { Engine } from "@shared/schemas/generation";
import type { Grade } from "@shared/schemas/grade";
import type { StoredCharacter } from "@shared/schemas/script";
import type { Standard } from "@shared/schemas/standard";
import type { ReviewStatus, Visibility } from "@shared/schemas/collaboration";
import { timestamps } from "../timestamps";
import { appUsers } from "./auth";

/** A PostgreSQL full-text document (`tsvector`). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The full-text document of a script row ('simple' config: names and standard codes are not stemmed away), as
 * SQL over the row's own columns. The search indexer stores it in `search`; a search computes it for rows not
 * yet indexed, so results never depend on the indexer having run.
 */
export const SCRIPT_SEARCH_DOCUMENT = sql`to_tsvector('simple'::regconfig, coalesce(topic, '') || ' ' || coalesce(concept, '') || ' ' || characters::text || ' ' || coalesce(script_content, ''))`;

/**
 * docs/product/rules.md#data Script. `version` backs optimistic concurrency; `engine` tells model output from offline
 * drafts.
 */
export const scripts = pgTable(
  "scripts",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => appUsers.id, { onDelete: "cascade" }),
    topic: text().notNull(),
    /** Official CCSS code and its text at the time of writing. */
    standards: jsonb().$type<Standard[]>().notNull().default([]),
    characters: jsonb().$type<StoredCharacter[]>().notNull().default([]),
    concept: text().notNull(),
    conceptDescription: text(),
    scriptContent: text().notNull(),
    contentConsiderations: text(),
    attachmentUrl: text(),
    attachmentName: text(),
    isSaved: boolean().notNull().default(true),
    engine: text().$type<Engine>().notNull().default("model"),
    /** Grade the script is written for ("K", "1" … "5"); null for scripts saved before grades existed. */
    grade: text().$type<Grade>(),
    /** Target length in minutes (1–10); null for older scripts. */
    targetMinutes: integer(),
    version: integer().notNull().default(1),
    /** Team workflow (docs/product/team-workflow.md): who may open it besides its members, and its review status. */
    visibility: text().$type<Visibility>().notNull().default("private"),
    status: text().$type<ReviewStatus>().notNull().default("draft"),
    /** The last approved version, who completed its approval and when (kept when a new working version starts). */
    approvedVersion: integer(),
    approvedBy: integer().references(() => appUsers.id, { onDelete: "set null" }),
    approvedAt: timestamp({ withTimezone: true }),
    /**
     * Full-text document over topic, concept, cast and text (SCRIPT_SEARCH_DOCUMENT), kept by the search indexer
     * (ADR 0027): a write that changes those texts sets it to NULL (trigger script_search_stale, migration 0008)
     * and the indexer fills it in shortly after; until then a search reads the document from the row itself.
     */
    search: tsvector(),
    /** The list's preview and length, computed once per write rather than per list. */
    preview: text().generatedAlwaysAs(sql`left(script_content, ${sql.raw(String(SAVED_LIST_PREVIEW_CHARS))})`),
    textLength: integer().generatedAlwaysAs(sql`char_length(script_content)`),
    ...timestamps,
  },
  (t) => [
    // Serves the lists (saved or drafts, newest first, keyset pages) and their counts from the index alone.
    index("scripts_user_saved_created_idx").on(
      t.userId,
      t.isSaved,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("scripts_search_idx").using("gin", t.search),
    // The rows the search indexer has still to index (a handful: each is indexed within seconds of its write).
    index("scripts_search_stale_idx")
      .on(t.id)
      .where(sql`search is null`),
    index("scripts_topic_created_idx").on(t.topic, t.createdAt),
    // The Team scripts list (saved, shared scripts of every author, newest first, keyset pages).
    index("scripts_team_created_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`visibility = 'team' and is_saved`),
  ],
);

/**
 * Earlier versions of a script (docs/product/screens.md#script-editor): every save keeps the text it replaced, so the
 * editor can show what changed and restore one. Removed with the script.
 */
export const scriptVersions = pgTable(
  "script_versions",
  {
    id: serial().primaryKey(),
    scriptId: integer()
      .notNull()
      .references(() => scripts.id, { onDelete: "cascade" }),
    /** The script's version number when this text was current. */
    version: integer().notNull(),
    topic: text().notNull(),
    concept: text().notNull(),
    scriptContent: text().notNull(),
    /** When this version was saved (the script's updatedAt at the time). */
    savedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("script_versions_script_version_idx").on(t.scriptId, t.version)],
);

/** docs/product/rules.md#data Prompt: templates that drive generation (name unique, e.g. 'script-generation'). */
export const prompts = pgTable("prompts", {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  description: text().notNull(),
  content: text().notNull(),
  isActive: boolean().notNull().default(true),
  ...timestamps,
});

/**
 * Earlier texts of a prompt (docs/product/admin-prompts.md): every change through the admin tab keeps the
 * fields it replaced, so an admin can look back and restore one. Deleted with the prompt.
 */
export const promptVersions = pgTable(
  "prompt_versions",
  {
    id: serial().primaryKey(),
    promptId: integer()
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text().notNull(),
    content: text().notNull(),
    isActive: boolean().notNull(),
    /** When this text was replaced (it had been current until then). */
    replacedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("prompt_versions_prompt_idx").on(t.promptId, t.id)],
);

/** docs/product/rules.md#data Character: presenter characters managed by admins; deactivated rather than deleted. */
export const characters = pgTable(
  "characters",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    label: text().notNull(),
    personality: text().notNull(),
    catchphrase: text(),
    backstory: text(),
    educationalStrength: text(),
    photoUrl: text(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index("characters_active_idx")
      .on(t.isActive)
      .where(sql`${t.isActive}`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** Uploaded files (PDF supporting documents, character photos). Content kept in the database. */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: integer().references(() => appUsers.id, { onDelete: "set null" }),
    kind: text().$type<"pdf" | "photo">().notNull(),
    fileName: text().notNull(),
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    data: bytea().notNull(),
    extractedText: text(),
    ...timestamps,
  },
  (t) => [index("uploads_user_idx").on(t.userId)],
);
