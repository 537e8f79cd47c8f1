import { sql } from "drizzle-orm";
import type { ReviewQueue } from "@shared/schemas/collaboration";
import type { AppUser } from "@shared/schemas/user";
import type { Db } from "../../db/client";
import { preparedOnce } from "../../db/prepared";

/**
 * The scripts awaiting a reviewer's decision: they were asked, the script is in review (or changes were
 * requested) and they have not decided on its current version (docs/product/team-workflow.md "Review").
 */
const AWAITING = sql`r.user_id = ${sql.placeholder("userId")} and s.status in ('in_review', 'changes_requested')
  and (r.decision is null or r.decision_version <> s.version)`;

const queueQuery = (db: Db) =>
  preparedOnce(db, "review_queue", () => ({
    page: db
      .select({
        id: sql<number>`s.id`,
        topic: sql<string>`s.topic`,
        concept: sql<string>`s.concept`,
        author: sql<string>`(select u.email from app_users u where u.id = s.user_id)`,
        grade: sql<ReviewQueue["reviews"][number]["grade"]>`s.grade`,
        status: sql<ReviewQueue["reviews"][number]["status"]>`s.status`,
        version: sql<number>`s.version`,
        requestedBy: sql<string | null>`(select u.email from app_users u where u.id = r.requested_by)`,
        message: sql<string | null>`r.message`,
        requestedAt: sql<string>`r.requested_at`,
        updatedAt: sql<string>`s.updated_at`,
      })
      .from(sql`script_reviewers r join scripts s on s.id = r.script_id`)
      .where(AWAITING)
      .orderBy(sql`r.requested_at`, sql`s.id`)
      .limit(200)
      .prepare("review_queue"),
    count: db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`script_reviewers r join scripts s on s.id = r.script_id`)
      .where(AWAITING)
      .prepare("review_queue_count"),
  }));

const iso = (v: string | Date) => new Date(v).toISOString();

/** GET /api/reviews: the caller's queue, oldest request first (at most 200), and its full count. */
export async function listReviewQueue(db: Db, user: AppUser): Promise<ReviewQueue> {
  const q = queueQuery(db);
  const rows = await q.page.execute({ userId: user.id });
  const total = rows.length < 200 ? rows.length : ((await q.count.execute({ userId: user.id }))[0]?.n ?? 0);
  return {
    reviews: rows.map((r) => ({ ...r, requestedAt: iso(r.requestedAt), updatedAt: iso(r.updatedAt) })),
    total,
  };
}
