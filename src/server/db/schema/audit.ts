import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The audit log (docs/product/accounts.md, ADR 0044): one row per administrative or security event, never
 * updated. `actorEmail` is copied (not a foreign key) so an event keeps naming its actor after the account is
 * gone; null for events without a signed-in actor (a refused sign-in). `target` names what was acted on (an
 * e-mail, "prompt 12", a topic); `detail` says what changed, in a
 * sentence for the admin panel.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: serial().primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    kind: text().notNull(),
    actorEmail: text(),
    target: text().notNull(),
    detail: text().notNull().default(""),
  },
  (t) => [index().on(t.kind, t.id), index().on(t.actorEmail, t.id)],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
