import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childPids, ensureServerBuild, startServerProcess, type ServerProcess } from "../support/server-process";

/**
 * SERVER_PROCESSES (ADR 0026): one `npm start` running several server processes that share PORT, each an
 * instance on the one PostgreSQL database. Runs when TEST_DATABASE_URL names a PostgreSQL server.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("SERVER_PROCESSES on one PostgreSQL", () => {
  const dbName = `nova_procs_${randomBytes(5).toString("hex")}`;
  let admin: pg.Client;
  let server: ServerProcess;
  let url: URL;
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "nova-procs-"));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    await ensureServerBuild();
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    url = new URL(serverUrl!);
    url.pathname = `/${dbName}`;
    server = await startServerProcess({ DATABASE_URL: url.toString(), DATA_DIR: dataDir(), SERVER_PROCESSES: "2" });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await admin?.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin?.end();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it("starts two server processes on one port, both listening, and answers through them", async () => {
    const listening = server.logs.filter((l) => typeof l.url === "string");
    expect(new Set(listening.map((l) => l.pid)).size).toBe(2);
    expect(listening.every((l) => l.pid !== server.child.pid)).toBe(true);
    expect(childPids(server.child.pid!)).toHaveLength(2);
    // New connections are handed to the processes in turn; every one answers.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${server.url}/api/config`, { headers: { connection: "close" } }).then((r) => r.status),
      ),
    );
    expect(answers).toEqual(Array(20).fill(200));
    // The reported memory is the processes' together, not the primary's alone.
    const primaryRss =
      Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.child.pid}/status`, "utf8"))?.[1]) * 1024;
    expect(await server.rss()).toBeGreaterThan(primaryRss * 2);
  });

  it("stops every server process on SIGTERM and exits 0", async () => {
    const workers = childPids(server.child.pid!);
    const exited = new Promise<number | null>((r) => server.child.once("exit", (code) => r(code)));
    server.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  }, 30_000);

  it("stops with an error, not a restart loop, when the server processes cannot start", async () => {
    const missing = new URL(url);
    missing.pathname = `/${dbName}_missing`;
    await expect(
      startServerProcess(
        { DATABASE_URL: missing.toString(), DATA_DIR: dataDir(), SERVER_PROCESSES: "2" },
        // A loaded 2-core machine (the PostgreSQL pass runs beside npm test in CI) took over 30 s to start and stop it.
        { timeoutMs: 90_000 },
      ),
    ).rejects.toThrow(/server exited \(1\) before listening[\s\S]*a server process stopped while starting/);
  }, 100_000);

  it("refuses SERVER_PROCESSES above 1 without DATABASE_URL, naming the variable", async () => {
    await expect(
      startServerProcess({ DATA_DIR: dataDir(), SERVER_PROCESSES: "2" }, { timeoutMs: 90_000 }),
    ).rejects.toThrow(/SERVER_PROCESSES: above 1 needs DATABASE_URL/);
  }, 100_000);
});
