/**
 * Bench: GET /api/admin/topics (listTopicSummaries) on 100,000 scripts across 500 topics by 50 users.
 * Run alone: `npx tsx bench/admin-topics.ts` (in-memory PGlite) or with DATABASE_URL for PostgreSQL
 * (it inserts rows: use a throw-away database).
 */
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { openDatabase, type Db } from "../src/server/db/client";
import { appUsers, user } from "../src/server/db/schema/auth";
import { scripts } from "../src/server/db/schema/content";
import { listTopicSummaries } from "../src/server/services/admin/list-topic-summaries";

const SCRIPTS = 100_000;
const TOPICS = 500;
const USERS = 50;
const BATCH = 1000;
const RUNS = 10;

export interface AdminTopicsBench {
  rows: number;
  /** Median of RUNS timed calls after one warm-up, in ms: straight after the insert, then after VACUUM ANALYZE. */
  medianMs: number;
  medianMsAfterVacuum: number;
  insertMs: number;
  plan: string;
}

async function seedScripts(db: Db): Promise<void> {
  const tag = Date.now().toString(36);
  const authUsers = Array.from({ length: USERS }, (_, i) => ({
    id: `bench-${tag}-${i}`,
    name: `bench${i}`,
    email: `bench${i}.${tag}@newsela.com`,
    emailVerified: true,
  }));
  await db.insert(user).values(authUsers);
  const owners = await db
    .insert(appUsers)
    .values(authUsers.map((u) => ({ authUserId: u.id, email: u.email, isVerified: true })))
    .returning({ id: appUsers.id });
  const yearMs = 365 * 24 * 60 * 60 * 1000;
  const start = Date.now() - yearMs;
  for (let offset = 0; offset < SCRIPTS; offset += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, SCRIPTS - offset) }, (_, j) => {
      const n = offset + j;
      return {
        userId: owners[n % USERS]!.id,
        topic: `Bench Topic ${n % TOPICS}`,
        concept: `Concept ${n}`,
        scriptContent: "SCENE 1\nHOST: Hello!",
        createdAt: new Date(start + ((n * 7919) % yearMs)),
      };
    });
    await db.insert(scripts).values(rows);
  }
}

async function timeIt(db: Db): Promise<{ median: number; rows: number }> {
  let rows = (await listTopicSummaries(db)).length; // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    rows = (await listTopicSummaries(db)).length;
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { median: (times[RUNS / 2 - 1]! + times[RUNS / 2]!) / 2, rows };
}

/** Inserts the bench data into `db`, times listTopicSummaries (warm-up + median of 10) before and after VACUUM ANALYZE, prints and returns the figures. */
export async function benchAdminTopics(db: Db): Promise<AdminTopicsBench> {
  const t0 = performance.now();
  await seedScripts(db);
  const insertMs = performance.now() - t0;
  const before = await timeIt(db);
  await db.execute(sql`VACUUM ANALYZE scripts`);
  const after = await timeIt(db);
  const explain = await db.execute(
    sql`EXPLAIN select topic, count(*)::int, max(created_at) from scripts group by topic`,
  );
  const plan = (explain.rows as Record<string, string>[]).map((r) => Object.values(r)[0]).join("\n");
  const result = { rows: after.rows, medianMs: before.median, medianMsAfterVacuum: after.median, insertMs, plan };
  console.log(
    `admin topics: ${SCRIPTS} scripts, ${result.rows} topics; insert ${Math.round(insertMs)} ms; ` +
      `listTopicSummaries median ${before.median.toFixed(1)} ms, after VACUUM ANALYZE ${after.median.toFixed(1)} ms\n${plan}`,
  );
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { url } : { pglite: new PGlite() });
  await database.migrate();
  await benchAdminTopics(database.db);
  await database.close();
}
