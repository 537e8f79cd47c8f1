import { spawn, type ChildProcess } from "node:child_process";
import { buildServer, serverBuildIsStale, serverEntry } from "../../scripts/build.mjs";

/** A compiled server (dist/server/main.js) running in its own process, as `npm start` runs it. */
export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:PORT of this process. */
  url: string;
  port: number;
  /** The JSON log lines it wrote until it listened. */
  logs: Record<string, unknown>[];
  /** Resident set size (bytes) of the process, from /proc (Linux). */
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

/** Resident set size (bytes) of a process, from /proc (Linux); 0 once it is gone. */
async function rssOf(pid: number | undefined): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/**
 * Starts the compiled server (`entry`: dist/server/main.js, or scripts/start.mjs as `npm start` runs it) with
 * `env` (PORT=0: any free port) and resolves once it listens, with the port it logged. Rejects if it exits
 * first or does not listen within `timeoutMs`.
 */
export function startServerProcess(env: Record<string, string>, options: { timeoutMs?: number; entry?: string } = {}): Promise<ServerProcess> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const started = performance.now();
  const child = spawn(process.execPath, [options.entry ?? serverEntry], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", LOG_LEVEL: "info", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  let stderr = "";
  let startPeakRss = 0;
  const sampler = setInterval(() => void rssOf(child.pid).then((r) => (startPeakRss = Math.max(startPeakRss, r))), 20);
  child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    const fail = (message: string) => (clearTimeout(timer), clearInterval(sampler), reject(new Error(`${message}: ${stderr}`)));
    const timer = setTimeout(() => (child.kill("SIGKILL"), fail(`server did not start in ${timeoutMs} ms`)), timeoutMs);
    child.once("exit", (code) => fail(`server exited (${code}) before listening`));
    let buffered = "";
    const onData = (d: Buffer) => {
      buffered += d.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop()!;
      for (const line of lines) {
        let entry: Record<string, unknown>;
        try {
          entry = JSON.parse(line) as Record<string, unknown>;
        } catch {
          continue;
        }
        logs.push(entry);
        if (typeof entry.url !== "string") continue;
        const startMs = performance.now() - started;
        clearTimeout(timer);
        clearInterval(sampler);
        child.removeAllListeners("exit");
        // From now on the output is drained unread (request log lines would cost the measuring process).
        child.stdout!.off("data", onData);
        child.stdout!.resume();
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
              if (child.exitCode !== null) return done();
              child.once("exit", () => done());
              child.kill("SIGTERM");
            }),
        });
        return;
      }
    };
    child.stdout!.on("data", onData);
  });
}
