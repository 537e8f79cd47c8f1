import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";

/** A server process that stops within this long of starting is a start-up failure, not a crash (ms). */
const START_GRACE_MS = 60_000;
/** Longest the primary waits for its server processes to close on SIGINT/SIGTERM before it stops them (ms). */
const STOP_TIMEOUT_MS = 15_000;

/**
 * The primary process of SERVER_PROCESSES > 1 (ADR 0026): forks `count` server processes that share PORT
 * (node:cluster hands each new connection to one of them in turn). Each is a full instance on the one PostgreSQL
 * database, as several machines would be (ADR 0016: sessions, limits and caches are kept right through
 * the database). A process that fails before it has served for START_GRACE_MS stops everything (a configuration
 * or database problem would fail again at once); one that dies later is replaced. SIGINT/SIGTERM close the
 * processes gracefully, then this one exits.
 */
export function runServerProcesses(count: number, logger: Logger): Promise<void> {
  const log = logger.child({ role: "primary" });
  let stopping = false;
  let exitCode = 0;
  const startedAt = new Map<number, number>();
  const fork = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    return worker;
  };
  log.info({ processes: count }, `starting ${count} server processes`);
  for (let i = 0; i < count; i++) fork();

  cluster.on("exit", (worker, code, signal) => {
    const ranMs = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (ranMs < START_GRACE_MS) {
      log.fatal(
        { pid: worker.process.pid, code, signal },
        "a server process stopped while starting; stopping the others",
      );
      stopAll(1);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, "a server process stopped; starting another");
    fork();
  });

  const stopAll = (code: number) => {
    stopping = true;
    exitCode = code;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    if (workers.length === 0) process.exit(code);
    for (const w of workers) w.process.kill("SIGTERM");
    setTimeout(() => {
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGKILL");
      process.exit(code);
    }, STOP_TIMEOUT_MS).unref();
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      log.info("shutting down");
      stopAll(0);
    });
  }
  return new Promise(() => {});
}
