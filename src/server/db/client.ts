import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { serverPaths } from "../paths";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** The Drizzle database. Both drivers expose the same query-builder API; typed once as the PGlite flavour. */
export type Db = PgliteDatabase<Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the instance (tests dump/load it). */
  pglite?: PGlite;
}

const migrationsFolder = serverPaths.migrations;

export type DatabaseOptions =
  | { url: string; poolSize?: number; onIdleError?: (err: Error) => void }
  | { dataDir: string }
  | { pglite: PGlite };

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
      migrate: () => migratePg(db as never, { migrationsFolder }),
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
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
