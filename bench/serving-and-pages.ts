import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuilds } from "../scripts/build.mjs";
import { startServerProcess } from "../tests/support/server-process";
import { prepareEngine } from "./engines";
import { BENCH_SECRET } from "./fixtures";
import { LIGHTHOUSE_RUNS, lighthouseScores, type PageScore } from "./lighthouse";
import { benchEngine, LOAD_WARMUP_SECONDS, startEntry, type EngineFigures } from "./serving";
import type { Row } from "./support";

const MB = 1024 * 1024;
const LOAD_SECONDS = 60;

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const mb = (b: number) => `${(b / MB).toFixed(0)} MB`;

/** The README's performance figures in one run; prints them as they come and returns the rows of the summary table. */
export async function benchServing(): Promise<Row[]> {
  ensureBuilds(() => {});
  const rows: Row[] = [];

  console.log("\n== First start on a new PGlite data directory (npm start, builds up to date)");
  const fresh = mkdtempSync(path.join(os.tmpdir(), "nova-bench-first-"));
  const first = await startServerProcess({ DATA_DIR: fresh, AUTH_SECRET: BENCH_SECRET }, { entry: startEntry });
  await first.stop();
  rmSync(fresh, { recursive: true, force: true });
  console.log(`listening after ${first.startMs.toFixed(0)} ms, peak RSS ${mb(first.startPeakRss)}`);

  const lite = await prepareEngine("pglite");
  let liteFigures: EngineFigures;
  let pages: PageScore[];
  try {
    liteFigures = await benchEngine(lite, LOAD_SECONDS);
    console.log(
      `\n== Lighthouse (performance; mobile, simulated slow 4G, 4× CPU slowdown; median of ${LIGHTHOUSE_RUNS} runs per page)`,
    );
    const server = await startServerProcess(lite.env, { entry: startEntry });
    try {
      pages = await lighthouseScores(server.url, [
        { path: "/login" },
        { path: "/dashboard", cookie: lite.listUser.cookie },
      ]);
    } finally {
      await server.stop();
    }
  } finally {
    await lite.dispose();
  }

  rows.push(...pageRows(pages));

  const url = process.env.TEST_DATABASE_URL;
  let pgFigures: EngineFigures | undefined;
  if (url) {
    const pgEngine = await prepareEngine("postgres", url);
    try {
      pgFigures = await benchEngine(pgEngine, LOAD_SECONDS);
    } finally {
      await pgEngine.dispose();
    }
  } else {
    console.log("\n== PostgreSQL: set TEST_DATABASE_URL to measure it too");
  }

  const engines = [pgFigures, liteFigures].filter((f): f is EngineFigures => !!f);
  for (const f of engines) {
    const name = f.kind === "pglite" ? "PGlite" : "PostgreSQL";
    const ratio = f.listRps / f.helloRps;
    const needed = f.kind === "pglite" ? 0.03 : 0.1;
    rows.push({
      figure: `authenticated GET /api/scripts?limit=20 vs bare Hono hello-world, ${name}`,
      target: `≥ ${pct(needed)}`,
      result: `${f.listRps.toFixed(0)} / ${f.helloRps.toFixed(0)} req/s = ${pct(ratio)}`,
      met: ratio >= needed,
    });
    rows.push({
      figure: `the same list with the list cache off (LIST_CACHE_MB=0, every request reads the database), ${name}`,
      target: "",
      result: `${f.listUncachedRps.toFixed(0)} / ${f.helloRps.toFixed(0)} req/s = ${pct(f.listUncachedRps / f.helloRps)}`,
    });
  }
  for (const f of engines) {
    const l = f.load;
    const loadLine = `${l.requestsPerSecond.toFixed(0)} req/s, p99 ${l.all.p99.toFixed(0)} ms, list p99 ${l.list.p99.toFixed(0)} ms, ${l.errors} errors, ${l.lostSaves} lost of ${l.acknowledgedSaves} saves`;
    if (f.kind === "postgres") {
      rows.push({
        figure: `100 users × 60 s (list, get, save; after ${LOAD_WARMUP_SECONDS} s not measured), PostgreSQL`,
        target: "p99 ≤ 100 ms, 0 errors, 0 lost saves",
        result: loadLine,
        met: l.all.p99 <= 100 && l.errors === 0 && l.lostSaves === 0,
      });
      const t = f.twoProcesses;
      if (t) {
        const two = t.load;
        rows.push({
          figure: "the same load on SERVER_PROCESSES=2 (ADR 0026), PostgreSQL",
          target: "p99 ≤ 100 ms, 0 errors, 0 lost saves",
          result: `${two.requestsPerSecond.toFixed(0)} req/s, p99 ${two.all.p99.toFixed(0)} ms, list p99 ${two.list.p99.toFixed(0)} ms, ${two.errors} errors, ${two.lostSaves} lost of ${two.acknowledgedSaves} saves`,
          met: two.all.p99 <= 100 && two.errors === 0 && two.lostSaves === 0,
        });
      }
    } else {
      rows.push({
        figure: "same load, PGlite",
        target: "list p99 ≤ 1 s",
        result: loadLine,
        met: l.list.p99 <= 1000 && l.errors === 0 && l.lostSaves === 0,
      });
    }
  }
  for (const f of engines) {
    const name = f.kind === "pglite" ? "PGlite" : "PostgreSQL";
    const limit = f.kind === "pglite" ? 450 : 300;
    rows.push({
      figure: `npm start on existing data, ${name}`,
      target: "≤ 3 s",
      result: `${(f.startMs / 1000).toFixed(2)} s`,
      met: f.startMs <= 3000,
    });
    rows.push({
      figure: `idle RSS, ${name}`,
      target: `≤ ${limit} MB`,
      result: `${mb(f.idleRss)} (after the load: ${mb(f.rssAfterLoad)})`,
      met: f.idleRss <= limit * MB,
    });
    if (f.twoProcesses) {
      rows.push({
        figure: `npm start with SERVER_PROCESSES=2, ${name}`,
        target: "≤ 3 s",
        result: `${(f.twoProcesses.startMs / 1000).toFixed(2)} s`,
        met: f.twoProcesses.startMs <= 3000,
      });
      rows.push({
        figure: `idle RSS with SERVER_PROCESSES=2 (all processes), ${name}`,
        target: `≤ ${limit} MB`,
        result: mb(f.twoProcesses.idleRss),
        met: f.twoProcesses.idleRss <= limit * MB,
      });
    }
  }
  rows.push({
    figure: "first start on a new PGlite data directory",
    target: "documented",
    result: `${(first.startMs / 1000).toFixed(1)} s, peak RSS ${mb(first.startPeakRss)}`,
  });
  return rows;
}

/** Lighthouse alone (`npm run bench -- pages`): the first rows of the serving section, in about two minutes. */
export async function benchPages(): Promise<Row[]> {
  ensureBuilds(() => {});
  const lite = await prepareEngine("pglite");
  try {
    const server = await startServerProcess(lite.env, { entry: startEntry });
    try {
      console.log(
        `\n== Lighthouse (performance; mobile, simulated slow 4G, 4× CPU slowdown; median of ${LIGHTHOUSE_RUNS} runs per page)`,
      );
      const pages = await lighthouseScores(server.url, [
        { path: "/login" },
        { path: "/dashboard", cookie: lite.listUser.cookie },
      ]);
      return pageRows(pages);
    } finally {
      await server.stop();
    }
  } finally {
    await lite.dispose();
  }
}

function pageRows(pages: PageScore[]): Row[] {
  const rows: Row[] = [];
  for (const p of pages)
    console.log(
      `${p.path}: score ${p.score.toFixed(2)} (median of ${p.runs.map((r) => r.toFixed(2)).join(", ")}), JavaScript ${(p.scriptBytes / 1000).toFixed(1)} kB of ${(p.totalBytes / 1000).toFixed(1)} kB, FCP ${p.fcpMs.toFixed(0)} ms, LCP ${p.lcpMs.toFixed(0)} ms, TBT ${p.tbtMs.toFixed(0)} ms`,
    );
  const login = pages.find((p) => p.path === "/login")!;
  rows.push({
    figure: "JavaScript transferred for /login",
    target: "≤ 150 kB",
    result: `${(login.scriptBytes / 1000).toFixed(1)} kB`,
    met: login.scriptBytes <= 150_000,
  });
  for (const p of pages)
    rows.push({
      figure: `Lighthouse performance, ${p.path} (median of ${p.runs.length} runs)`,
      target: "≥ 0.95",
      result: `${p.score.toFixed(2)} (runs ${p.runs.map((r) => r.toFixed(2)).join(", ")})`,
      met: p.score >= 0.95,
    });
  return rows;
}

/** The summary as the README's performance table (markdown). */
export function printTable(rows: Row[]): void {
  console.log("\n| figure | target | result | |\n|---|---|---|---|");
  for (const r of rows)
    console.log(
      `| ${r.figure} | ${r.target} | ${r.result} | ${r.met === undefined ? "" : r.met ? "met" : "**not met**"} |`,
    );
}
