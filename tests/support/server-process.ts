import { spawn, type ChildProcess } from "node:child_process";
import { buildServer, serverBuildIsStale, serverEntry } from "../../scripts/build.mjs";

/** A compiled server (dist/server/main.js) running in its own process, as `npm start` runs it. */
export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:PORT of this process. */
  url: string;
  port: number;
  /** Every JSON log line it has written so far. */
  logs: Record<string, unknown>[];
  /** Resident set size (bytes) of the process, from /proc (Linux). */
  rss(): Promise<number>;
  stop(): Promise<void>;
}

/** Builds dist/server when its sources changed (a few seconds). */
export async function ensureServerBuild(): Promise<void> {
  if (serverBuildIsStale()) await buildServer();
}

/**
 * Starts `node dist/server/main.js` with `env` (PORT=0: any free port) and resolves once it listens, with
 * the port it logged. Rejects if it exits first or does not listen within `timeoutMs`.
 */
export function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, [serverEntry], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", LOG_LEVEL: "info", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  let stderr = "";
  child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (child.kill("SIGKILL"), reject(new Error(`server did not start in ${timeoutMs} ms: ${stderr}`))), timeoutMs);
    child.once("exit", (code) => (clearTimeout(timer), reject(new Error(`server exited (${code}) before listening: ${stderr}`))));
    let buffered = "";
    child.stdout!.on("data", (d: Buffer) => {
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
        clearTimeout(timer);
        child.removeAllListeners("exit");
        const port = Number(new URL(entry.url).port);
        resolve({
          child,
          url: `http://127.0.0.1:${port}`,
          port,
          logs,
          async rss() {
            const { readFile } = await import("node:fs/promises");
            const status = await readFile(`/proc/${child.pid}/status`, "utf8");
            return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
          },
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once("exit", () => done());
              child.kill("SIGTERM");
            }),
        });
      }
    });
  });
}
