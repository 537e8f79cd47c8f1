// npm run test:steady: the unit, client and API suites three times in a row while a CPU burner keeps both cores
// busy (one busy-loop worker per core), as on a shared, loaded machine. Any failure in any round fails the run:
// a test that passes only on an idle machine is a broken test (ADR 0032). Prints each round's wall time.
// The browser flows are left out (minutes per round); `npm test` runs them.
import { spawnSync } from "node:child_process";
import os from "node:os";
import { Worker } from "node:worker_threads";

const ROUNDS = Number(process.env.STEADY_ROUNDS ?? 3);
const PROJECTS = ["unit", "client-logic", "client", "client-isolated", "api", "api-isolated"];
const burnCode =
  "const end = () => process.exit(0); require('node:worker_threads').parentPort.on('message', end); for (;;) Math.sqrt(Math.random());";
const burners = Array.from({ length: os.availableParallelism() }, () => new Worker(burnCode, { eval: true }));
console.log(`test:steady: ${ROUNDS} rounds of ${PROJECTS.join(", ")} with ${burners.length} CPU burner(s)`);

let failed = 0;
for (let round = 1; round <= ROUNDS; round++) {
  const started = performance.now();
  const args = ["vitest", "run", ...PROJECTS.flatMap((p) => ["--project", p])];
  const { status } = spawnSync("npx", args, { stdio: "inherit", env: process.env });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`test:steady: round ${round}/${ROUNDS} ${status === 0 ? "passed" : "FAILED"} in ${seconds} s`);
  if (status !== 0) failed++;
}
await Promise.all(burners.map((w) => w.terminate()));
console.log(failed ? `test:steady: ${failed} of ${ROUNDS} rounds failed` : `test:steady: all ${ROUNDS} rounds passed`);
process.exit(failed ? 1 : 0);
