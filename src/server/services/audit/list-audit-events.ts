import { and, desc, eq, ilike, lt, type SQL } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, type AuditKind, type AuditPage } from "@shared/schemas/accounts";
import type { Db } from "../../db/client";
import { auditEvents } from "../../db/schema/index";
import { likePattern } from "../accounts/like-pattern";

/**
 * GET /api/admin/audit: events newest first, AUDIT_PAGE_SIZE a page (keyset on the event id, which only grows).
 * `kind` keeps one kind; `actor` keeps events whose actor's e-mail contains it (case-insensitive); `cursor` is
 * the previous page's `nextCursor`.
 */
export async function listAuditEvents(
  db: Db,
  filter: { kind?: AuditKind | ""; actor: string; cursor?: string },
): Promise<AuditPage> {
  const where: SQL[] = [];
  if (filter.kind) where.push(eq(auditEvents.kind, filter.kind));
  if (filter.actor) where.push(ilike(auditEvents.actorEmail, likePattern(filter.actor)));
  if (filter.cursor) where.push(lt(auditEvents.id, Number(filter.cursor)));
  const rows = await db
    .select()
    .from(auditEvents)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditEvents.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    events: page.map((r) => ({
      at: r.at.toISOString(),
      actor: r.actorEmail,
      kind: r.kind as AuditKind,
      target: r.target,
      detail: r.detail,
    })),
    nextCursor: rows.length > AUDIT_PAGE_SIZE ? String(page.at(-1)!.id) : null,
  };
}
