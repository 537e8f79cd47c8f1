import { readFileSync } from "node:fs";
import pg from "pg";
import { allStandardDetails } from "../src/server/curriculum/standards-catalogue";
import { fmt, median, startBenchServer, type Row } from "./support";

/** The p-th percentile (0–100) of `xs`, nearest rank. */
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

/** CPU time (ms) a local PostgreSQL server's backends for `database` have used, or null when it cannot be read. */
async function serverCpuMs(client: pg.Client, database: string): Promise<number | null> {
  const { rows } = await client.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [
    database,
  ]);
  try {
    return rows.reduce((sum, { pid }) => {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      return sum + (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
    }, 0);
  } catch {
    return null;
  }
}

/**
 * `n` timed GETs of `url` (after 5 warm-up ones), and the CPU each cost on average: this process (the server and
 * the client both) and PostgreSQL's backends, less sensitive to a loaded machine than the wall times.
 */
async function timed(url: string, cookie: string, n: number, db: { client: pg.Client; name: string }) {
  const times: number[] = [];
  let node = 0;
  let server: number | null = null;
  for (let i = 0; i < n + 5; i++) {
    if (i === 5) {
      node = cpuMs();
      server = await serverCpuMs(db.client, db.name);
    }
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    await res.text();
    if (i >= 5) times.push(performance.now() - t0);
  }
  const serverAfter = server === null ? null : await serverCpuMs(db.client, db.name);
  return {
    times,
    nodeCpu: (cpuMs() - node) / n,
    pgCpu: server === null || serverAfter === null ? null : (serverAfter - server) / n,
  };
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const cpuText = (r: { nodeCpu: number; pgCpu: number | null }) =>
  `CPU per request ${fmt(r.nodeCpu)} Node${r.pgCpu === null ? "" : ` + ${fmt(r.pgCpu)} PostgreSQL`}`;

/**
 * The coverage map (docs/product/coverage.md, ADR 0060) on PostgreSQL (TEST_DATABASE_URL): 100,000 scripts of 1,000
 * users (half shared; every review status), each tracing three of the 486 standards (one in ten listed but not
 * taught): GET /api/coverage for the whole map and for grade 2, p99 of 200 requests each, and the CPU each request
 * cost (this process, which runs the server and the client, and PostgreSQL's backends when the server is local).
 */
export async function benchCoverage(): Promise<Row[]> {
  const url = process.env.TEST_DATABASE_URL;
  console.log("\n== Coverage map: 100,000 scripts, 1,000 users, 300,000 traced standards");
  if (!url) {
    console.log("-- PostgreSQL: set TEST_DATABASE_URL to measure it");
    return [];
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query("DROP DATABASE IF EXISTS nova_bench_coverage WITH (FORCE)");
  await admin.query("CREATE DATABASE nova_bench_coverage");
  const target = new URL(url);
  target.pathname = "/nova_bench_coverage";
  const bench = await startBenchServer({ DATABASE_URL: target.toString(), LIST_CACHE_MB: "0" });
  const rows: Row[] = [];
  try {
    const cookie = await bench.signIn("bench.coverage@newsela.com");
    const seed = new pg.Client({ connectionString: target.toString() });
    await seed.connect();
    const t0 = performance.now();
    // Seeded in SQL, triggers off: the traced rows carry the script's facts as the triggers would copy them.
    await seed.query("set session_replication_role = replica");
    await seed.query(`insert into "user" (id, name, email, email_verified)
      select 'bench-' || g, 'u' || g, 'u' || g || '@newsela.com', true from generate_series(1, 999) g`);
    await seed.query(`insert into app_users (auth_user_id, email, is_verified)
      select 'bench-' || g, 'u' || g || '@newsela.com', true from generate_series(1, 999) g`);
    await seed.query(`insert into scripts (user_id, topic, concept, script_content, standards, characters, visibility,
        status, grade, created_at, updated_at, search)
      select u.ids[1 + g % 1000], 'Topic ' || (g % 40), 'Concept ' || g, 'TITLE: Script ' || g,
        '[]', '[]', case when g % 2 = 0 then 'team' else 'private' end,
        (array['draft','in_review','changes_requested','approved'])[1 + g % 4], (array['K','1','2','3','4','5'])[1 + g % 6],
        now() - g * interval '1 minute', now(), to_tsvector('simple', 'Concept ' || g)
      from generate_series(1, 100000) g, (select array_agg(id order by id) ids from app_users) u`);
    const codes = allStandardDetails().map((s) => ({ code: s.code, grade: s.grade, strand: s.strand }));
    await seed.query(
      `with codes as (
        select (o - 1)::int as i, x->>'code' as code, x->>'grade' as grade, x->>'strand' as strand
        from jsonb_array_elements($1::jsonb) with ordinality as t(x, o))
      insert into script_standards (script_id, code, grade, strand, role, listed, taught, scenes, questions, user_id,
        visibility, status, is_saved)
      select s.id, c.code, c.grade, c.strand, case when k = 0 then 'primary' else 'supporting' end, true,
        (s.id + k) % 10 <> 0, '[2]', 1, s.user_id, s.visibility, s.status, true
      from scripts s cross join generate_series(0, 2) k join codes c on c.i = (s.id * 3 + k * 17) % ${codes.length}
      on conflict do nothing`,
      [JSON.stringify(codes)],
    );
    await seed.query("set session_replication_role = default");
    await seed.query("vacuum analyze");
    console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const db = { client: seed, name: "nova_bench_coverage" };
    const wholeRun = await timed(`${bench.server.url}/api/coverage`, cookie, 200, db);
    const grade2Run = await timed(`${bench.server.url}/api/coverage?grade=2`, cookie, 200, db);
    const [whole, grade2] = [wholeRun.times, grade2Run.times];
    console.log(
      `whole map: p99 ${fmt(percentile(whole, 99))} (median ${fmt(median(whole))}), ${cpuText(wholeRun)}; grade 2: p99 ${fmt(percentile(grade2, 99))} (median ${fmt(median(grade2))}), ${cpuText(grade2Run)}; load average ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`,
    );
    rows.push(
      {
        figure: "GET /api/coverage (486 standards), 100,000 scripts / 1,000 users, PostgreSQL",
        target: "p99 ≤ 100 ms",
        result: `p99 ${fmt(percentile(whole, 99))}, median ${fmt(median(whole))}; ${cpuText(wholeRun)}`,
        met: percentile(whole, 99) <= 100,
      },
      {
        figure: "GET /api/coverage?grade=2, same database",
        target: "p99 ≤ 100 ms",
        result: `p99 ${fmt(percentile(grade2, 99))}, median ${fmt(median(grade2))}; ${cpuText(grade2Run)}`,
        met: percentile(grade2, 99) <= 100,
      },
    );
    await seed.end();
  } finally {
    await bench.close();
    await admin.query("DROP DATABASE IF EXISTS nova_bench_coverage WITH (FORCE)");
    await admin.end();
  }
  return rows;
}
