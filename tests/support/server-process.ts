import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildServer, serverBuildIsStale, serverEntry } from "../../scripts/build.mjs";
import { START_NODE_FLAGS } from "../../scripts/start-flags.mjs";

/** A compiled server (dist/server/main.js) running in its own process, as `npm start` runs it. */
export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:PORT of this process. */
  url: string;
  port: number;
  /** The JSON log lines it wrote until it listened. */
  logs: Record<string, unknown>[];
  /** Resident set size (bytes) of the process and its children (the server processes of SERVER_PROCESSES), from /proc (Linux). */
  rss(): Promise<number>;
  /** Highest RSS (bytes) seen from spawn until it listened (sampled every 20 ms). */
  startPeakRss: number;
  /** Milliseconds from spawn until it logged that it listens. */
  startMs: number;
  stop(): Promise<void>;
}

/** Builds dist/server when its sources changed (a few seconds). */
export async function ensureServerBuild(): Promise<void> {
  if (serverBuildIsStale()) await buildServer();
}

/** Pids of the live children of `pid` (the server processes of SERVER_PROCESSES > 1), from /proc (Linux). */
export function childPids(pid: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        // Fields after the command name: state, ppid, …
        const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        return Number(ppid) === pid && state !== "Z";
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Resident set size (bytes) of a process and its children (SERVER_PROCESSES > 1), from /proc (Linux); 0 once gone. */
async function rssOf(pid: number | undefined): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const rss = async (p: number) =>
    Number(/VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${p}/status`, "utf8").catch(() => ""))?.[1] ?? 0) * 1024;
  if (pid === undefined) return 0;
  const sizes = await Promise.all([pid, ...childPids(pid)].map(rss));
  return sizes.reduce((a, b) => a + b, 0);
}

/**
 * Starts the compiled server (`entry`: dist/server/main.js, or scripts/start.mjs as `npm start` runs it) with
 * `env` (PORT=0: any free port) and resolves once it listens (every process of SERVER_PROCESSES), with the port it logged. Rejects if it exits
 * first or does not listen within `timeoutMs`.
 */
export function startServerProcess(
  env: Record<string, string>,
  options: { timeoutMs?: number; entry?: string } = {},
): Promise<ServerProcess> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const started = performance.now();
  // Output goes to a file, as a service manager would keep it: reading a pipe would cost the measuring
  // process CPU for every request's log line.
  const logDir = mkdtempSync(path.join(os.tmpdir(), "nova-server-log-"));
  const logFile = path.join(logDir, "server.log");
  const out = openSync(logFile, "w");
  // With npm start's Node flags (scripts/start-flags.mjs), so what is measured is what npm start runs.
  const child = spawn(process.execPath, [...START_NODE_FLAGS, options.entry ?? serverEntry], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", LOG_LEVEL: "info", PORT: "0", ...env },
    stdio: ["ignore", out, out],
  });
  closeSync(out);
  const logs: Record<string, unknown>[] = [];
  let startPeakRss = 0;
  const sampler = setInterval(() => void rssOf(child.pid).then((r) => (startPeakRss = Math.max(startPeakRss, r))), 20);
  const cleanUp = () => rmSync(logDir, { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    let read = 0;
    let listening = 0;
    let failed = false;
    // Once only: a timeout kills the child, whose exit would otherwise fail again after the log is gone.
    const fail = (message: string) => {
      if (failed) return;
      failed = true;
      clearInterval(poll);
      clearTimeout(timer);
      clearInterval(sampler);
      const output = readFileSync(logFile, "utf8");
      cleanUp();
      reject(new Error(`${message}: ${output.slice(-2000)}`));
    };
    const timer = setTimeout(() => (child.kill("SIGKILL"), fail(`server did not start in ${timeoutMs} ms`)), timeoutMs);
    child.once("exit", (code) => fail(`server exited (${code}) before listening`));
    const poll = setInterval(() => {
      const text = readFileSync(logFile, "utf8");
      const lines = text.slice(read).split("\n");
      const rest = lines.pop()!;
      read = text.length - rest.length;
      for (const line of lines) {
        let entry: Record<string, unknown>;
        try {
          entry = JSON.parse(line) as Record<string, unknown>;
        } catch {
          continue;
        }
        logs.push(entry);
        if (typeof entry.url !== "string") continue;
        // With SERVER_PROCESSES > 1, started means every server process listens.
        if (++listening < Number(env.SERVER_PROCESSES ?? 1)) continue;
        const startMs = performance.now() - started;
        clearInterval(poll);
        clearTimeout(timer);
        clearInterval(sampler);
        child.removeAllListeners("exit");
        const port = Number(new URL(entry.url).port);
        resolve({
          child,
          url: `http://127.0.0.1:${port}`,
          port,
          logs,
          startPeakRss,
          startMs,
          rss: () => rssOf(child.pid),
          stop: () =>
            new Promise<void>((done) => {
              const finish = () => (cleanUp(), done());
              if (child.exitCode !== null) return finish();
              child.once("exit", finish);
              child.kill("SIGTERM");
            }),
        });
        return;
      }
    }, 10);
  });
}
