import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase } from "../../src/server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: path of a dumped, migrated data directory (tar) that each test file loads in memory. */
    pgliteDump?: string;
    /** PGlite: a migrated data directory that a test starting a whole server (DATA_DIR) copies (ADR 0052). */
    pgliteDataDir?: string;
    /** PostgreSQL: URL of the server and the name of the migrated template database. */
    pgTemplate?: { url: string; template: string };
  }
}

/**
 * Migrates ONE database for the whole API run and hands it to the test files: PGlite (default) is dumped
 * to a tarball that each file loads into its own in-memory instance; with TEST_DATABASE_URL, a template
 * database is created on that server and each file gets `CREATE DATABASE … TEMPLATE`.
 */
export default async function setup(project: TestProject) {
  const removePglite = await pgliteTemplates(project);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return removePglite;
  const template = `nova_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const tplUrl = new URL(url);
  tplUrl.pathname = `/${template}`;
  const database = await openDatabase({ url: tplUrl.toString(), poolSize: 1 });
  await database.migrate();
  await database.close();
  project.provide("pgTemplate", { url, template });
  return async () => {
    // Test databases made from the template are dropped by their files; drop this run's leftovers
    // (named nova_t<pid>_…, see test-database.ts) and the template. `starts_with`, not LIKE: `_` is a
    // LIKE wildcard, and another run's databases on a shared server must survive.
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $2) OR datname = $1`,
      [template, `nova_t${process.pid}_`],
    );
    for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
    await admin.end();
    removePglite();
  };
}

/**
 * The migrated PGlite template, made once per run: a dump (tar) that each test file loads in memory, and the same
 * database as a data directory on disk for tests that start a whole server (migrating a fresh one took a minute
 * under load). Made in PostgreSQL runs too: those tests start their server on PGlite either way.
 */
async function pgliteTemplates(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "nova-pglite-"));
  const client = new PGlite();
  const database = await openDatabase({ pglite: client });
  await database.migrate();
  const dump = await client.dumpDataDir("none");
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide("pgliteDump", file);
  const dataDir = path.join(dir, "pglite");
  const onDisk = new PGlite({ dataDir, loadDataDir: dump });
  await onDisk.waitReady;
  await onDisk.close();
  project.provide("pgliteDataDir", dataDir);
  return () => rmSync(dir, { recursive: true, force: true });
}
