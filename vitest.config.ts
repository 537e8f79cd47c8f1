import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { aliases } from "./vite.config.ts";

/**
 * Four projects, one `vitest run`:
 *  - unit:   pure server/shared/data logic (node)
 *  - client: React components (happy-dom), fails on console.error
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
        resolve: { alias: aliases },
        test: {
          name: "client",
          environment: "happy-dom",
          include: ["src/client/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/support/client-setup.ts"],
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
