import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { serverPaths } from "../paths";
import { listenPg, type ChangeHandlers } from "./pg-listener";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** The Drizzle database. Both drivers expose the same query-builder API; typed once as the PGlite flavour. */
export type Db = PgliteDatabase<Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Applies the committed migrations, then `afterwards` (first-start seeding), and returns how many migrations
   * this call applied. On PostgreSQL both run under an advisory lock, so instances starting together apply
   * each migration once and seed once (ADR 0016).
   */
  migrate(afterwards?: (db: Db) => Promise<void>): Promise<number>;
  /** Delivers every NOTIFY on `channel` (see ChangeHandlers); resolves with a function that stops listening. */
  listen(channel: string, handlers: ChangeHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the instance (tests dump/load it). */
  pglite?: PGlite;
}

const migrationsFolder = serverPaths.migrations;
/** pg_advisory_lock key held while migrating and seeding ("nova" in ASCII). */
const MIGRATION_LOCK = 0x6e6f7661;

export type DatabaseOptions =
  { url: string; poolSize?: number; onIdleError?: (err: Error) => void } | { dataDir: string } | { pglite: PGlite };

/** Rows in drizzle's migrations journal (0 before the first migration). */
async function countApplied(db: Db): Promise<number> {
  const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const [present] = rowsOf(
    await db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`),
  );
  if (!present?.present) return 0;
  const [counted] = rowsOf(await db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`));
  return Number(counted?.n ?? 0);
}

/**
 * Opens the database: a PostgreSQL server through a node-postgres pool when `url` is given, otherwise
 * embedded PGlite persisted under `dataDir` (or an existing PGlite instance, for tests).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("url" in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client can fail (server restart, admin termination); without a listener that error would
    // crash the process. The pool replaces the client on the next query.
    pool.on("error", (err) => options.onIdleError?.(err));
    const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      async migrate(afterwards) {
        // One connection holds the lock; the migrations and seeding run on it too.
        const client = await pool.connect();
        try {
          await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
          const locked = drizzlePg(client, { schema, casing: "snake_case" }) as unknown as Db;
          const before = await countApplied(locked);
          await migratePg(locked as never, { migrationsFolder });
          const applied = (await countApplied(locked)) - before;
          await afterwards?.(locked);
          return applied;
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      listen: (channel, handlers) => listenPg(options.url, channel, handlers),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ("pglite" in options) {
    client = options.pglite;
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(options.dataDir);
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: "snake_case" });
  return {
    db,
    kind: "pglite",
    pglite: client,
    async migrate(afterwards) {
      const before = await countApplied(db);
      await migratePglite(db, { migrationsFolder });
      const applied = (await countApplied(db)) - before;
      await afterwards?.(db);
      return applied;
    },
    // One process owns the data directory, and PGlite delivers a notification within the query that sent it.
    async listen(channel, handlers) {
      const stop = await client.listen(channel, handlers.onMessage);
      handlers.onLive(true);
      return async () => {
        handlers.onLive(false);
        await stop();
      };
    },
    close: () => client.close(),
  };
}
