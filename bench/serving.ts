import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { startServerProcess, type ServerProcess } from "../tests/support/server-process";
import type { BenchEngine } from "./engines";

const MB = 1024 * 1024;
const root = fileURLToPath(new URL("..", import.meta.url));
export const helloWorldEntry = `${root}bench/hello-world.mjs`;
export const startEntry = `${root}scripts/start.mjs`;

/**
 * Requests per second (mean) and latency of `connections` keep-alive connections for `seconds`, from this
 * process, after 2 s of the same load that are not counted (JIT, caches).
 */
export async function cannon(
  url: string,
  opts: { headers?: Record<string, string>; seconds?: number; connections?: number } = {},
) {
  const connections = opts.connections ?? 20;
  await autocannon({ url, headers: opts.headers, duration: 2, connections });
  const r = await autocannon({ url, headers: opts.headers, duration: opts.seconds ?? 10, connections });
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

export interface LoadResult {
  requestsPerSecond: number;
  errors: number;
  lostSaves: number;
  acknowledgedSaves: number;
  all: { count: number; p50: number; p99: number; max: number };
  list: { count: number; p50: number; p99: number; max: number };
  get: { p99: number };
  save: { p99: number };
}

/** Seconds of the load run before it is measured (JIT and caches warm up), as autocannon's 2 s warm-up above. */
export const LOAD_WARMUP_SECONDS = 5;

/**
 * The 100-user closed-loop load (bench/load-client.mjs, its own process): LOAD_WARMUP_SECONDS not measured,
 * then `seconds` measured; then a check that no save of either part was lost.
 */
export async function runLoad(server: ServerProcess, engine: BenchEngine, seconds: number): Promise<LoadResult> {
  // Each script's version before the load (an earlier load on the same database has saved it already).
  const versionOf = async (id: number, cookie: string) => {
    const res = await fetch(`${server.url}/api/scripts/${id}`, { headers: { cookie } });
    return ((await res.json()) as { script: { version: number; scriptContent: string } }).script;
  };
  const before = new Map<number, number>();
  for (const u of engine.loadUsers) before.set(u.scriptIds[0]!, (await versionOf(u.scriptIds[0]!, u.cookie)).version);
  const args = {
    baseUrl: server.url,
    origin: engine.env.APP_URL,
    durationMs: seconds * 1000,
    warmupMs: LOAD_WARMUP_SECONDS * 1000,
    users: engine.loadUsers.map((u) => ({ cookie: u.cookie, scriptIds: u.scriptIds })),
  };
  const child = spawn(process.execPath, [`${root}bench/load-client.mjs`, JSON.stringify(args)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  await new Promise((r) => child.once("exit", r));
  const result = JSON.parse(out) as Omit<LoadResult, "lostSaves" | "acknowledgedSaves"> & {
    users: { scriptId: number; cookie: string; saves: number; lastContent: string | null }[];
  };
  let lostSaves = 0;
  for (const u of result.users) {
    const script = await versionOf(u.scriptId, u.cookie);
    const expected = before.get(u.scriptId)! + u.saves;
    // Every acknowledged save must be there: one version per save, the last one's text.
    if (script.version !== expected || (u.lastContent !== null && script.scriptContent !== u.lastContent))
      lostSaves += Math.max(1, expected - script.version);
  }
  return { ...result, lostSaves, acknowledgedSaves: result.users.reduce((n, u) => n + u.saves, 0) };
}

export interface EngineFigures {
  kind: BenchEngine["kind"];
  startMs: number;
  idleRss: number;
  helloRps: number;
  /** The list served by the list cache (ADR 0025: the same list asked for again and again). */
  listRps: number;
  /** The same list with the cache off (LIST_CACHE_MB=0): every request reads the database, as after a change. */
  listUncachedRps: number;
  configRps: number;
  load: LoadResult;
  rssAfterLoad: number;
  /** PostgreSQL only: the same load on `npm start` with SERVER_PROCESSES=2 (ADR 0026), and its idle RSS (all processes). */
  twoProcesses?: { load: LoadResult; idleRss: number; startMs: number };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * For one engine: `npm start`'s start time on the existing data, idle memory, the authenticated list's
 * throughput beside a bare Hono hello-world's (both measured now, one after the other, from this process),
 * then the 100-user load, then the list again on a server with the list cache off. Prints each figure as it
 * is measured.
 */
export async function benchEngine(engine: BenchEngine, loadSeconds: number): Promise<EngineFigures> {
  const label = engine.kind === "pglite" ? "PGlite" : "PostgreSQL";
  console.log(`\n== ${label}`);
  const server = await startServerProcess(engine.env, { entry: startEntry });
  try {
    console.log(`npm start on existing data: listening after ${server.startMs.toFixed(0)} ms`);
    for (let i = 0; i < 20; i++)
      await fetch(`${server.url}/api/scripts?limit=20`, { headers: { cookie: engine.listUser.cookie } }).then((r) =>
        r.arrayBuffer(),
      );
    await pause(3000);
    const idleRss = await server.rss();
    console.log(`idle RSS after start: ${(idleRss / MB).toFixed(0)} MB`);

    const hello = await startServerProcess({}, { entry: helloWorldEntry });
    const helloRun = await cannon(`${hello.url}/`);
    await hello.stop();
    const config = await cannon(`${server.url}/api/config`);
    const list = await cannon(`${server.url}/api/scripts?limit=20`, { headers: { cookie: engine.listUser.cookie } });
    if (list.non2xx || list.errors)
      throw new Error(`the list answered ${list.non2xx} non-2xx and ${list.errors} errors`);
    console.log(
      `hello-world ${helloRun.rps.toFixed(0)} req/s · GET /api/config ${config.rps.toFixed(0)} req/s · authenticated GET /api/scripts?limit=20 ${list.rps.toFixed(0)} req/s (p99 ${list.p99} ms) → ${((list.rps / helloRun.rps) * 100).toFixed(1)} % of hello-world`,
    );

    const load = await runLoad(server, engine, loadSeconds);
    console.log(
      `${engine.loadUsers.length} users × ${loadSeconds} s after ${LOAD_WARMUP_SECONDS} s not measured (list → get → save, no pause): ${load.requestsPerSecond.toFixed(0)} req/s, p50 ${load.all.p50.toFixed(1)} ms, p99 ${load.all.p99.toFixed(1)} ms ` +
        `(list p99 ${load.list.p99.toFixed(1)}, get ${load.get.p99.toFixed(1)}, save ${load.save.p99.toFixed(1)} ms), ${load.errors} errors, ${load.lostSaves} lost of ${load.acknowledgedSaves} saves`,
    );
    await pause(3000);
    const rssAfterLoad = await server.rss();
    console.log(`RSS after the load: ${(rssAfterLoad / MB).toFixed(0)} MB`);
    // One process per PGlite directory: the uncached server starts once this one has stopped.
    await server.stop();
    const uncached = await startServerProcess({ ...engine.env, LIST_CACHE_MB: "0" }, { entry: startEntry });
    let listUncached: Awaited<ReturnType<typeof cannon>>;
    try {
      listUncached = await cannon(`${uncached.url}/api/scripts?limit=20`, {
        headers: { cookie: engine.listUser.cookie },
      });
    } finally {
      await uncached.stop();
    }
    console.log(
      `list cache off (LIST_CACHE_MB=0): authenticated GET /api/scripts?limit=20 ${listUncached.rps.toFixed(0)} req/s (p99 ${listUncached.p99} ms) → ${((listUncached.rps / helloRun.rps) * 100).toFixed(1)} % of hello-world`,
    );
    let twoProcesses: EngineFigures["twoProcesses"];
    if (engine.kind === "postgres") {
      const two = await startServerProcess({ ...engine.env, SERVER_PROCESSES: "2" }, { entry: startEntry });
      try {
        for (let i = 0; i < 20; i++)
          await fetch(`${two.url}/api/scripts?limit=20`, { headers: { cookie: engine.listUser.cookie } }).then((r) =>
            r.arrayBuffer(),
          );
        await pause(3000);
        const twoIdle = await two.rss();
        const twoLoad = await runLoad(two, engine, loadSeconds);
        console.log(
          `SERVER_PROCESSES=2 (started in ${two.startMs.toFixed(0)} ms, idle RSS of all processes ${(twoIdle / MB).toFixed(0)} MB): ${engine.loadUsers.length} users × ${loadSeconds} s: ${twoLoad.requestsPerSecond.toFixed(0)} req/s, p50 ${twoLoad.all.p50.toFixed(1)} ms, p99 ${twoLoad.all.p99.toFixed(1)} ms ` +
            `(list p99 ${twoLoad.list.p99.toFixed(1)}, get ${twoLoad.get.p99.toFixed(1)}, save ${twoLoad.save.p99.toFixed(1)} ms), ${twoLoad.errors} errors, ${twoLoad.lostSaves} lost of ${twoLoad.acknowledgedSaves} saves`,
        );
        twoProcesses = { load: twoLoad, idleRss: twoIdle, startMs: two.startMs };
      } finally {
        await two.stop();
      }
    }
    return {
      kind: engine.kind,
      startMs: server.startMs,
      idleRss,
      helloRps: helloRun.rps,
      listRps: list.rps,
      listUncachedRps: listUncached.rps,
      configRps: config.rps,
      load,
      rssAfterLoad,
      twoProcesses,
    };
  } finally {
    await server.stop();
  }
}
