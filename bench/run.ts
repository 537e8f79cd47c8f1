/**
 * `npm run bench`: prints performance figures (never asserts). Each section starts its own server on a
 * fresh embedded database; set TEST_DATABASE_URL to also run the admin topics figure on PostgreSQL.
 */
import { benchGeneration } from "./generation";
import { benchScriptsList } from "./scripts-list";

const only = process.argv[2];
const sections: Record<string, () => Promise<void>> = {
  generation: benchGeneration,
  lists: benchScriptsList,
};
for (const [name, run] of Object.entries(sections)) {
  if (only && only !== name) continue;
  await run();
}
process.exit(0);
