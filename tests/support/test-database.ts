import { randomBytes } from "node:crypto";
import { cpSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../src/server/db/client";

/**
 * For a test that starts a whole server on `DATA_DIR`: puts a copy of the run's migrated PGlite database in
 * `dataDir/pglite`, so the server finds nothing to migrate (as the browser flows' servers do, e2e-global-setup).
 */
export function copyMigratedDataDir(dataDir: string): void {
  const template = inject("pgliteDataDir");
  if (template) cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
}

/**
 * A fresh, migrated database for one test file, copied from the run's template (see db-global-setup):
 * an in-memory PGlite loaded from the dump, or a PostgreSQL database created from the template.
 */
export async function openTestDatabase(): Promise<Database> {
  const pgTemplate = inject("pgTemplate");
  if (pgTemplate) {
    // Named after the run's template, so a run drops only its own leftovers (runs may share a server).
    const name = `${pgTemplate.template.replace("nova_tpl_", "nova_t")}_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: pgTemplate.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate.template}`);
    const url = new URL(pgTemplate.url);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 5 });
    const close = database.close;
    database.close = async () => {
      await close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
    return database;
  }
  const dumpFile = inject("pgliteDump");
  if (!dumpFile) throw new Error("db-global-setup did not run (api project only)");
  const blob = new Blob([readFileSync(dumpFile)]);
  const client = new PGlite({ loadDataDir: blob });
  return openDatabase({ pglite: client });
}
