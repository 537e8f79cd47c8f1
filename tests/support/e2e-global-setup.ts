import { chromiumProblem } from "../../scripts/chromium";
import { ensureClientBuild } from "../../scripts/client-build";

/**
 * Before any test file runs: with no browser to run the flows in, stop the whole run at once with the install
 * command (vitest 4.1 runs this project's global setup before the others', so nothing is left to tear down; a
 * thrown error would be printed under a misleading "No test files found"). Then build the client once (only
 * when stale), since the browser flows run against the built client.
 */
export default async function setup() {
  const problem = chromiumProblem();
  if (problem) {
    console.error(`\n${problem}\n`);
    process.exit(1);
  }
  await ensureClientBuild(() => {});
}
