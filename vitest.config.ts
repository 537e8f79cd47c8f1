import os from "node:os";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { aliases } from "./vite.config.ts";
import { FlowsFirstSequencer } from "./tests/support/sequencer.ts";
import { CLIENT_TEST_TIMEOUT_MS, UNIT_TEST_TIMEOUT_MS } from "./tests/support/timeouts.ts";

/** Component tests import their harness as `@tests/support/client/…` (never the app code: see eslint.config.js). */
const clientTestAliases = { ...aliases, "@tests": fileURLToPath(new URL("./tests", import.meta.url)) };

/**
 * Client `.ts` tests (no JSX) that need a DOM (storage, `window`): they run with the components in happy-dom.
 * Every other client `.ts` test is pure logic and runs in Node, which starts far faster.
 */
const CLIENT_LOGIC_WITH_DOM = [
  "src/client/features/editor/lib/draft-storage.test.ts",
  "src/client/features/editor/lib/editor-script.test.ts",
  "src/client/features/wizard/stores/wizard-store.test.ts",
  "src/client/app/shared-computer.test.ts",
];

/**
 * Client test files that must run in a fresh module graph of their own (`isolate: true`): they replace a module
 * or a global that other files in the same worker would then see. Keep this list short; see ADRs 0032 and 0052.
 *  - lazy-fallbacks: `vi.mock`s the toaster and the confirm dialog, modules every other screen has already
 *    loaded in a shared graph (the mock would come too late for it, or leak into the files after it).
 */
const CLIENT_ISOLATED: string[] = ["src/client/app/lazy-fallbacks.test.tsx"];

/**
 * API test files that must run in a fresh module graph of their own (ADR 0052). Every other API file shares its
 * worker's graph: each builds its own app, database and SMTP server in `beforeAll` and closes them in `afterAll`.
 */
const API_ISOLATED: string[] = [];

/**
 * Six projects (seven with api-isolated), one `vitest run` (ADRs 0032, 0052, 0061: files share a worker's module graph, `isolate: false`,
 * unless they are listed as needing isolation — starting a file cost more than running its tests):
 *  - unit:            pure server/shared/data logic and the eval sets' own checks (node)
 *  - client-logic:    pure client logic (node)
 *  - client:          React components (happy-dom) against a fake API (MSW), fails on console.error and console.warn
 *  - client-isolated: the same, for the files in CLIENT_ISOLATED
 *  - api:             in-process HTTP tests against a real database (PGlite template copied per file,
 *                     or PostgreSQL when TEST_DATABASE_URL is set)
 *  - api-isolated:    the same, for the files in API_ISOLATED (only when the list is not empty)
 *  - e2e:             real Chromium flows, each file against its own real server, in the same workers as the rest
 *                     and handed out first (tests/support/sequencer.ts)
 */
const clientProject = (test: { name: string; include: string[]; exclude?: string[]; isolate: boolean }) => ({
  plugins: [react()],
  resolve: { alias: clientTestAliases },
  test: {
    environment: "happy-dom",
    setupFiles: ["tests/support/client-setup.ts"],
    // A user-event flow takes 1–3 s here; on a loaded shared machine (load 10+ on 2 cores) 5 s timed out.
    // Look-ups wait almost as long (tests/support/timeouts.ts).
    testTimeout: CLIENT_TEST_TIMEOUT_MS,
    ...test,
  },
});

const API_INCLUDE = ["src/server/**/*.api.test.ts", "tests/api/**/*.test.ts"];
const apiProject = (test: { name: string; include: string[]; exclude?: string[]; isolate: boolean }) => ({
  resolve: { alias: aliases },
  test: {
    environment: "node",
    globalSetup: ["tests/support/db-global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...test,
  },
});

/**
 * Test workers: one per core, plus one (ADRs 0052, 0061; `TEST_WORKERS` overrides it). Vitest's own default for
 * `vitest run` is one fewer than the cores, which on the 2-core machine is ONE worker: every file ran one after
 * another while the other core idled. The extra worker is for the waiting: a browser flow keeps about half a
 * core busy (the rest is Chromium and the server between steps), an API file about two thirds.
 */
const WORKERS = Number(process.env.TEST_WORKERS) || os.availableParallelism() + 1;

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    maxWorkers: WORKERS,
    // Every project shares the one pool of workers (no project sets its own `maxWorkers`, `groupOrder` or
    // `fileParallelism: false`, which would make Vitest run it in a group of its own, after the others): the
    // browser flows are handed out first, so the shorter files fill the cores around them (ADR 0061).
    sequence: { sequencer: FlowsFirstSequencer },
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: "unit",
          environment: "node",
          isolate: false,
          // eval/: the labelled sets' own checks (codes at the right grade), never the finder's figures (ADR 0067).
          include: [
            "src/shared/**/*.test.ts",
            "src/server/**/*.test.ts",
            "data/**/*.test.ts",
            "scripts/**/*.test.ts",
            "eval/**/*.test.ts",
          ],
          exclude: ["**/*.api.test.ts", "node_modules/**"],
          testTimeout: UNIT_TEST_TIMEOUT_MS,
        },
      },
      {
        resolve: { alias: clientTestAliases },
        test: {
          name: "client-logic",
          environment: "node",
          isolate: false,
          include: ["src/client/**/*.test.ts"],
          exclude: [...CLIENT_LOGIC_WITH_DOM, ...CLIENT_ISOLATED],
        },
      },
      // Component files share a worker's module graph (ADR 0052); the ones that cannot are in CLIENT_ISOLATED.
      clientProject({
        name: "client",
        isolate: false,
        include: ["src/client/**/*.test.tsx", ...CLIENT_LOGIC_WITH_DOM],
        exclude: CLIENT_ISOLATED,
      }),
      ...(CLIENT_ISOLATED.length
        ? [clientProject({ name: "client-isolated", isolate: true, include: CLIENT_ISOLATED })]
        : []),
      // API files share a worker's module graph (ADR 0052); the ones that cannot are in API_ISOLATED.
      apiProject({ name: "api", isolate: false, include: API_INCLUDE, exclude: API_ISOLATED }),
      ...(API_ISOLATED.length ? [apiProject({ name: "api-isolated", isolate: true, include: API_ISOLATED })] : []),
      {
        resolve: { alias: aliases },
        test: {
          name: "e2e",
          environment: "node",
          // Flow files share a worker's module graph and its Chromium (tests/support/e2e.ts): each starts its own
          // server, SMTP server and data directory (any free port, a temp folder) and opens new browser contexts.
          isolate: false,
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/e2e-global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
