import type { AuditKind } from "@shared/schemas/accounts";
import type { Db } from "../../db/client";
import { auditEvents } from "../../db/schema/index";

/** What one audit event says: its kind, who acted (their e-mail, or null), on what, and what changed. */
export interface AuditEntry {
  kind: AuditKind;
  actor: string | null;
  target: string;
  detail?: string;
}

/**
 * Adds an event to the audit log (docs/product/accounts.md, ADR 0044). `db` may be a transaction, so the
 * event is kept only if the change it describes is. Rows are never updated or deleted by the app.
 */
export async function recordAuditEvent(db: Pick<Db, "insert">, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    kind: entry.kind,
    actorEmail: entry.actor,
    target: entry.target.slice(0, 500),
    detail: (entry.detail ?? "").slice(0, 2000),
  });
}
