/**
 * `npm run bench`: prints performance figures as they are measured, then one summary table (the README's
 * performance table). Never asserts. `npm run bench -- serving` (or generation, lists, topics) runs one section;
 * `npm run bench -- pages` runs only the Lighthouse part of serving; `fuzz` (10,000 seeded requests) and
 * `security` (the second attack's figures) run only when named.
 * Set TEST_DATABASE_URL to measure PostgreSQL too (a new database on that server, dropped afterwards).
 */
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { chromiumProblem } from "../scripts/chromium";
import { openDatabase } from "../src/server/db/client";
import { benchAdminTopics } from "./admin-topics";
import { benchCoverage } from "./coverage";
import { benchFuzz } from "./fuzz";
import { benchSecurity } from "./security";
import { benchGeneration } from "./generation";
import { benchPages, benchServing, printTable } from "./serving-and-pages";
import { benchScriptsList } from "./scripts-list";
import { benchTeam } from "./team";
import type { Row } from "./support";

async function topics(): Promise<Row[]> {
  console.log("\n== GET /api/admin/topics aggregation, 100,000 scripts across 500 topics (target < 100 ms on PGlite)");
  console.log("-- PGlite");
  const lite = await openDatabase({ pglite: new PGlite() });
  await lite.migrate();
  const onLite = await benchAdminTopics(lite.db);
  await lite.close();
  const rows: Row[] = [
    {
      figure: "GET /api/admin/topics aggregation, 100,000 scripts / 500 topics, PGlite",
      target: "< 100 ms",
      result: `${onLite.medianMs.toFixed(1)} ms`,
      met: onLite.medianMs < 100,
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log("-- PostgreSQL: set TEST_DATABASE_URL to measure it too");
    return rows;
  }
  console.log("-- PostgreSQL");
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query("DROP DATABASE IF EXISTS nova_bench_topics");
  await admin.query("CREATE DATABASE nova_bench_topics");
  const target = new URL(url);
  target.pathname = "/nova_bench_topics";
  const server = await openDatabase({ url: target.toString() });
  await server.migrate();
  const onPg = await benchAdminTopics(server.db);
  await server.close();
  await admin.query("DROP DATABASE nova_bench_topics WITH (FORCE)");
  await admin.end();
  rows.push({ figure: "the same aggregation, PostgreSQL", target: "", result: `${onPg.medianMs.toFixed(1)} ms` });
  return rows;
}

const only = process.argv[2];
// Lighthouse (serving) and the first-paint figure (generation) launch Chromium: say how to get it before minutes of work.
const problem = !only || only === "serving" || only === "pages" || only === "generation" ? chromiumProblem() : null;
if (problem) {
  console.error(problem);
  process.exit(1);
}
const sections: Record<string, () => Promise<Row[]>> = {
  serving: benchServing,
  // Not part of a full run (serving measures the same): Lighthouse alone.
  pages: benchPages,
  generation: benchGeneration,
  lists: benchScriptsList,
  topics,
  team: benchTeam,
  coverage: benchCoverage,
  // Not part of a full run: each takes minutes, and neither is a performance figure of the table.
  fuzz: benchFuzz,
  security: benchSecurity,
};
const rows: Row[] = [];
for (const [name, run] of Object.entries(sections)) {
  if (only ? only !== name : ["pages", "fuzz", "security"].includes(name)) continue;
  rows.push(...(await run()));
}
printTable(rows);
process.exit(0);
