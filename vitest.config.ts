import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { aliases } from "./vite.config.ts";

/** Component tests import their harness as `@tests/support/client/…` (never the app code: see eslint.config.js). */
const clientTestAliases = { ...aliases, "@tests": fileURLToPath(new URL("./tests", import.meta.url)) };

/**
 * Four projects, one `vitest run`:
 *  - unit:   pure server/shared/data logic (node)
 *  - client: React components (happy-dom) against a fake API (MSW), fails on console.error and console.warn
 *  - api:    in-process HTTP tests against a real database (PGlite template copied per file,
 *            or PostgreSQL when TEST_DATABASE_URL is set)
 *  - e2e:    real Chromium flows against a real server, one worker
 */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: "unit",
          environment: "node",
          include: ["src/shared/**/*.test.ts", "src/server/**/*.test.ts", "data/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.api.test.ts", "node_modules/**"],
        },
      },
      {
        plugins: [react()],
        resolve: { alias: clientTestAliases },
        test: {
          name: "client",
          environment: "happy-dom",
          include: ["src/client/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/support/client-setup.ts"],
          // A user-event flow takes 1–3 s here; on a loaded shared machine (load 10+ on 2 cores) 5 s timed out.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: "api",
          environment: "node",
          include: ["src/server/**/*.api.test.ts", "tests/api/**/*.test.ts"],
          globalSetup: ["tests/support/db-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/e2e-global-setup.ts"],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
