/**
 * `npm run bench`: prints performance figures (never asserts). Each section starts its own server on a
 * fresh embedded database; set TEST_DATABASE_URL to also run the admin topics figure on PostgreSQL.
 */
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase } from "../src/server/db/client";
import { benchAdminTopics } from "./admin-topics";
import { benchGeneration } from "./generation";
import { benchScriptsList } from "./scripts-list";

const only = process.argv[2];
const sections: Record<string, () => Promise<void>> = {
  generation: benchGeneration,
  lists: benchScriptsList,
  topics: async () => {
    console.log("\n== GET /api/admin/topics aggregation, 100,000 scripts across 500 topics (target < 100 ms on PGlite)");
    console.log("-- PGlite");
    const lite = await openDatabase({ pglite: new PGlite() });
    await lite.migrate();
    await benchAdminTopics(lite.db);
    await lite.close();
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return console.log("-- PostgreSQL: set TEST_DATABASE_URL to measure it too");
    console.log("-- PostgreSQL");
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query("DROP DATABASE IF EXISTS nova_bench_topics");
    await admin.query("CREATE DATABASE nova_bench_topics");
    const target = new URL(url);
    target.pathname = "/nova_bench_topics";
    const server = await openDatabase({ url: target.toString() });
    await server.migrate();
    await benchAdminTopics(server.db);
    await server.close();
    await admin.query("DROP DATABASE nova_bench_topics WITH (FORCE)");
    await admin.end();
  },
};
for (const [name, run] of Object.entries(sections)) {
  if (only && only !== name) continue;
  await run();
}
process.exit(0);
