import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { chromiumProblem } from "../../scripts/chromium";
import { ensureClientBuild } from "../../scripts/client-build";
import { openDatabase } from "../../src/server/db/client";
import { seedDatabase } from "../../src/server/db/seed";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory that each browser flow's server starts from a copy of. */
    e2eDataTemplate?: string;
  }
}

/**
 * Before any test file runs: with no browser to run the flows in, stop the whole run at once with the install
 * command (vitest 4.1 runs this project's global setup before the others', so nothing is left to tear down; a
 * thrown error would be printed under a misleading "No test files found"). Then build the client once (only
 * when stale), since the browser flows run against the built client, and migrate one template database that
 * each flow copies (ADR 0032: migrating PGlite took seconds per server start).
 */
export default async function setup(project: TestProject) {
  const problem = chromiumProblem();
  if (problem) {
    console.error(`\n${problem}\n`);
    process.exit(1);
  }
  await ensureClientBuild(() => {});
  const dir = mkdtempSync(path.join(os.tmpdir(), "nova-e2e-template-"));
  const dataDir = path.join(dir, "pglite");
  const database = await openDatabase({ dataDir });
  await database.migrate(seedDatabase);
  await database.close();
  project.provide("e2eDataTemplate", dataDir);
  return () => rmSync(dir, { recursive: true, force: true });
}
