import { sql } from "drizzle-orm";
import { appUsers } from "../src/server/db/schema/auth";
import { scripts } from "../src/server/db/schema/content";
import { indexStaleScripts } from "../src/server/services/scripts/search-indexer";
import { fmt, median, startBenchServer, type Row } from "./support";

const body = (i: number) =>
  `TITLE: Script ${i}\n\n` +
  Array.from({ length: 60 }, (_, l) => `PENNY PAGE: Line ${l} of script ${i}, teaching RL.3.2 with care.`).join("\n");

/**
 * fetch, once more on a connection reset: filling 5,000 scripts leaves the keep-alive connection idle past the
 * server's keep-alive timeout (5 s), and a request sent as the server closes it is reset (the retry is a
 * first request after the fill, which is not measured).
 */
async function fetchOnceMore(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    if ((err as { cause?: { code?: string } }).cause?.code !== "ECONNRESET") throw err;
    return fetch(url, init);
  }
}

/**
 * Script-list figures (ADR 0005): the dashboard (limit 3) and saved-scripts list (limit 20) requests for one user with
 * 50 and with 5,000 saved scripts — response bytes and median time of 20 requests each, with the list cache
 * off so each request reads the database.
 */
export async function benchScriptsList(): Promise<Row[]> {
  const rows: Row[] = [];
  // The list cache off (ADR 0025): these figures are the database's work for each list, as after a change.
  const bench = await startBenchServer({ LIST_CACHE_MB: "0" });
  try {
    const cookie = await bench.signIn("bench.list@newsela.com");
    const db = bench.server.database.db;
    const [user] = await db
      .select({ id: appUsers.id })
      .from(appUsers)
      .where(sql`${appUsers.email} = 'bench.list@newsela.com'`);
    let inserted = 0;
    const fill = async (target: number) => {
      while (inserted < target) {
        const n = Math.min(500, target - inserted);
        await db.insert(scripts).values(
          Array.from({ length: n }, (_, k) => {
            const i = inserted + k;
            return {
              userId: user!.id,
              topic: `Topic ${i % 40}`,
              concept: `Concept ${i}`,
              scriptContent: body(i),
              standards: [{ code: "RL.3.2", description: "Recount stories" }],
              characters: [{ name: "Penny Page", label: "Curious Host" }],
              createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
            };
          }),
        );
        inserted += n;
      }
      // Indexed, as scripts written more than a few seconds ago are (ADR 0027).
      while ((await indexStaleScripts(db, { quietMs: 0 })) > 0);
    };
    console.log("\n== Script lists for one user (GET /api/scripts; list cache off: every request reads the database)");
    for (const size of [50, 5000]) {
      await fill(size);
      for (const [label, query] of [
        ["dashboard (limit=3)", "?limit=3"],
        ["saved list (limit=20)", "?limit=20"],
        ["search (q=script 49, limit=20)", "?limit=20&q=script%2049"],
      ] as const) {
        const times: number[] = [];
        let bytes = 0;
        for (let i = 0; i < 22; i++) {
          const t0 = performance.now();
          const res = await fetchOnceMore(`${bench.server.url}/api/scripts${query}`, { headers: { cookie } });
          const text = await res.text();
          if (i >= 2) times.push(performance.now() - t0);
          bytes = Buffer.byteLength(text);
        }
        console.log(
          `${String(size).padStart(5)} scripts · ${label.padEnd(32)} ${String(bytes).padStart(6)} bytes  median ${fmt(median(times))}`,
        );
        rows.push({
          figure: `GET /api/scripts, ${label}, ${size.toLocaleString("en-US")} scripts (list cache off)`,
          target: "",
          result: `${fmt(median(times))}, ${(bytes / 1000).toFixed(1)} kB`,
        });
      }
    }
  } finally {
    await bench.close();
  }
  return rows;
}
