import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../src/server/db/client";
import { seedDatabase } from "../src/server/db/seed";
import { indexStaleScripts } from "../src/server/services/scripts/search-indexer";
import { BENCH_SECRET, seedBenchUsers, type BenchUser } from "./fixtures";

/** One database engine prepared for the bench: env for its server processes, users, and clean-up. */
export interface BenchEngine {
  kind: "pglite" | "postgres";
  env: Record<string, string>;
  /** One user with 50 saved scripts (throughput of the list). */
  listUser: BenchUser;
  /** The load's users, 20 scripts each. */
  loadUsers: BenchUser[];
  dispose(): Promise<void>;
}

export const LOAD_USERS = 100;

/**
 * A migrated, seeded database with the bench's users: a new PGlite data directory (written here, then closed:
 * one process per directory) or, with `url`, a new database on that PostgreSQL server.
 */
export async function prepareEngine(kind: "pglite" | "postgres", url?: string): Promise<BenchEngine> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `nova-bench-${kind}-`));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    AUTH_SECRET: BENCH_SECRET,
    APP_URL: "http://localhost:5000",
  };
  let dbName: string | undefined;
  let database;
  if (kind === "postgres") {
    dbName = `nova_bench_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const target = new URL(url!);
    target.pathname = `/${dbName}`;
    env.DATABASE_URL = target.toString();
    database = await openDatabase({ url: env.DATABASE_URL });
  } else {
    database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
  }
  await database.migrate(seedDatabase);
  const [listUser] = await seedBenchUsers(database.db, 1, 50, "bench.list");
  const loadUsers = await seedBenchUsers(database.db, LOAD_USERS, 20, "bench.load");
  // Scripts written long ago have their search documents (ADR 0027): index the seeded ones now, so the servers
  // measured do not spend their first seconds indexing 5,000 scripts at once.
  while ((await indexStaleScripts(database.db, { quietMs: 0 })) > 0);
  await database.close();
  return {
    kind,
    env,
    listUser: listUser!,
    loadUsers,
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
      if (!dbName) return;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    },
  };
}
