import pg from "pg";
import { fmt, median, startBenchServer, type Row } from "./support";

/** The p-th percentile (0–100) of `xs`, nearest rank. */
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

async function timed(url: string, cookie: string, n: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n + 5; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    await res.text();
    if (i >= 5) times.push(performance.now() - t0);
  }
  return times;
}

/**
 * Team workflow figures (docs/product/team-workflow.md, ADR 0037), on PostgreSQL (TEST_DATABASE_URL): the Team
 * scripts first page and the Reviews queue with 100,000 scripts of 1,000 users (half shared, a quarter awaiting
 * reviews), p99 of 200 requests each; and opening a script with 200 comments whose anchors all have to be mapped
 * through a save (the editor's two reads, GET the script and its comments), median and worst of 20.
 */
export async function benchTeam(): Promise<Row[]> {
  const url = process.env.TEST_DATABASE_URL;
  console.log("\n== Team workflow: Team scripts and Reviews queue (100,000 scripts, 1,000 users), 200 comments");
  if (!url) {
    console.log("-- PostgreSQL: set TEST_DATABASE_URL to measure it");
    return [];
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // One database per run (named by the process), so two runs on one server never drop each other's data.
  const name = `nova_bench_team_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const bench = await startBenchServer({ DATABASE_URL: target.toString(), LIST_CACHE_MB: "0" });
  const rows: Row[] = [];
  try {
    const cookie = await bench.signIn("bench.reviewer@newsela.com");
    const ownerCookie = await bench.signIn("bench.owner@newsela.com");
    const seed = new pg.Client({ connectionString: target.toString() });
    await seed.connect();
    const t0 = performance.now();
    // Seeded in SQL, triggers off (no change announcements; the search document written directly).
    await seed.query("set session_replication_role = replica");
    await seed.query(`insert into "user" (id, name, email, email_verified)
      select 'bench-' || g, 'u' || g, 'u' || g || '@newsela.com', true from generate_series(1, 998) g`);
    await seed.query(`insert into app_users (auth_user_id, email, is_verified)
      select 'bench-' || g, 'u' || g || '@newsela.com', true from generate_series(1, 998) g`);
    await seed.query(`insert into scripts (user_id, topic, concept, script_content, standards, characters, visibility,
        status, grade, created_at, updated_at, search)
      select u.ids[1 + g % 1000], 'Topic ' || (g % 40), 'Concept ' || g,
        'TITLE: Script ' || g || E'\\n' || repeat('PENNY PAGE: A line of the script, teaching RL.3.2 with care. ', 40),
        '[{"code":"RL.3.2","description":"Recount stories"}]', '[{"name":"Penny Page","label":"Host"}]',
        case when g % 2 = 0 then 'team' else 'private' end,
        (array['draft','in_review','changes_requested','approved'])[1 + g % 4], (array['K','1','2','3','4','5'])[1 + g % 6],
        now() - g * interval '1 minute', now(), to_tsvector('simple', 'Concept ' || g)
      from generate_series(1, 100000) g, (select array_agg(id order by id) ids from app_users) u`);
    // Scripts in review (a quarter) get two reviewers each; the measured reviewer is asked on 150 of them.
    await seed.query(`insert into script_reviewers (script_id, user_id, requested_at)
      select s.id, u.ids[1 + (s.id * 7) % 1000], now() - s.id * interval '1 second'
      from scripts s, (select array_agg(id order by id) ids from app_users) u where s.status = 'in_review'
      on conflict do nothing`);
    await seed.query(`insert into script_reviewers (script_id, user_id, requested_at)
      select s.id, u.ids[1 + (s.id * 13 + 1) % 1000], now() - s.id * interval '1 second'
      from scripts s, (select array_agg(id order by id) ids from app_users) u where s.status = 'in_review'
      on conflict do nothing`);
    await seed.query(`insert into script_reviewers (script_id, user_id)
      select s.id, (select id from app_users where email = 'bench.reviewer@newsela.com')
      from scripts s where s.status in ('in_review', 'changes_requested')
        and s.user_id <> (select id from app_users where email = 'bench.reviewer@newsela.com')
      order by s.id limit 150 on conflict do nothing`);
    await seed.query("set session_replication_role = default");
    // As autovacuum leaves a table after a bulk load: visibility map set, so counts are index-only.
    await seed.query("vacuum analyze");
    console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const team = await timed(`${bench.server.url}/api/scripts?scope=team&limit=20`, cookie, 200);
    const queue = await timed(`${bench.server.url}/api/reviews`, cookie, 200);
    const first = await (await fetch(`${bench.server.url}/api/reviews`, { headers: { cookie } })).json();
    console.log(
      `Team scripts first page: p99 ${fmt(percentile(team, 99))} (median ${fmt(median(team))}); Reviews queue (${first.total} awaiting): p99 ${fmt(percentile(queue, 99))} (median ${fmt(median(queue))})`,
    );
    rows.push(
      {
        figure: "GET /api/scripts?scope=team first page, 100,000 scripts / 1,000 users, PostgreSQL",
        target: "p99 ≤ 50 ms",
        result: `p99 ${fmt(percentile(team, 99))}, median ${fmt(median(team))}`,
        met: percentile(team, 99) <= 50,
      },
      {
        figure: `GET /api/reviews (${first.total} awaiting), same database`,
        target: "p99 ≤ 50 ms",
        result: `p99 ${fmt(percentile(queue, 99))}, median ${fmt(median(queue))}`,
        met: percentile(queue, 99) <= 50,
      },
    );

    // A script with 200 comments, each on a line; every open follows a save, so all anchors are mapped again.
    const headers = { cookie: ownerCookie, "content-type": "application/json", origin: bench.server.url };
    const lines = Array.from({ length: 240 }, (_, i) => `PENNY PAGE: Line ${i} of the long script, with care.`);
    const text = lines.join("\n");
    const body = (scriptContent: string, version?: number) =>
      JSON.stringify({
        topic: "Bench",
        standards: ["RL.3.2"],
        characters: [{ name: "Penny Page", label: "Host", personality: "Warm" }],
        concept: "Two hundred comments",
        scriptContent,
        version,
      });
    const created = await (
      await fetch(`${bench.server.url}/api/scripts`, { method: "POST", headers, body: body(text) })
    ).json();
    const id = created.script.id as number;
    let offset = 0;
    for (let i = 0; i < 200; i++) {
      const anchor = { from: offset, to: offset + lines[i]!.length };
      offset += lines[i]!.length + 1;
      await fetch(`${bench.server.url}/api/scripts/${id}/comments`, {
        method: "POST",
        headers,
        body: JSON.stringify({ body: `Comment ${i}`, version: 1, anchor }),
      });
    }
    const opens: number[] = [];
    let version = 1;
    let current = text;
    for (let i = 0; i < 20; i++) {
      current = `NEW LINE ${i}\n${current.replace(`Line ${100 + i} `, `Line ${100 + i} (edited) `)}`;
      const saved = await fetch(`${bench.server.url}/api/scripts/${id}`, {
        method: "PUT",
        headers,
        body: body(current, version),
      });
      version = ((await saved.json()) as { script: { version: number } }).script.version;
      const t = performance.now();
      const [s, c] = await Promise.all([
        fetch(`${bench.server.url}/api/scripts/${id}`, { headers: { cookie: ownerCookie } }),
        fetch(`${bench.server.url}/api/scripts/${id}/comments`, { headers: { cookie: ownerCookie } }),
      ]);
      const comments = ((await c.json()) as { comments: unknown[] }).comments;
      await s.text();
      if (comments.length !== 200) throw new Error(`expected 200 comments, got ${comments.length}`);
      opens.push(performance.now() - t);
    }
    const worst = Math.max(...opens);
    console.log(`script with 200 comments, opened after a save: median ${fmt(median(opens))}, worst ${fmt(worst)}`);
    rows.push({
      figure: "open a script with 200 comments after a save (GET script + comments, anchors mapped), PostgreSQL",
      target: "≤ 300 ms",
      result: `worst ${fmt(worst)}, median ${fmt(median(opens))}`,
      met: worst <= 300,
    });
    await seed.end();
  } finally {
    await bench.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  return rows;
}
