import { boolean, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * better-auth's own tables (user, session, account, verification), written from its Drizzle docs for
 * better-auth 1.7.7. The verification table also holds the 6-digit e-mail verification codes of the
 * emailOTP plugin (docs/product/rules.md#data verification_codes: identifier = email, value = hashed code + attempts,
 * expiresAt).
 */
export const user = pgTable("user", {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  "session",
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index().on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.identifier)],
);

/**
 * The product's app user (docs/product/rules.md#data "Stored user record"): serial id used by scripts.userId, unique
 * e-mail, isAdmin, isVerified. One row per better-auth user, created by the auth hooks.
 */
export const appUsers = pgTable("app_users", {
  id: serial().primaryKey(),
  authUserId: text()
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  email: text().notNull().unique(),
  isAdmin: boolean().notNull().default(false),
  isVerified: boolean().notNull().default(false),
  /** false: deactivated by an admin — no sign-in by any method, no session (docs/product/accounts.md). */
  active: boolean().notNull().default(true),
  /** The last time a session was created for this account (any method); null before the first sign-in. */
  lastSignInAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type AppUserRow = typeof appUsers.$inferSelect;
