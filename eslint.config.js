// @ts-check
import js from "@eslint/js";
import vitest from "@vitest/eslint-plugin";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * Import direction (CONVENTIONS.md): shared ← server; shared ← client/lib ← client/api (one module per
 * resource) ← components ← features ← app.
 */
const restrict = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

/**
 * Server layers, lowest first: a layer imports shared/, the files env/config/paths/logger at src/server/, and
 * the layers before it here — never one after it. The composition files (app, server, main, housekeeping)
 * import any layer and none imports them.
 */
const SERVER_LAYERS = ["db", "mail", "curriculum", "ai", "services", "http", "auth", "routes"];
const SERVER_COMPOSITION = ["app", "server", "main", "housekeeping"];
const serverNeverClient = { group: ["**/client/**", "@client/*"], message: "The server never imports client code." };

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "data/pglite/**", "src/server/db/migrations/**", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Tests (ADR 0033): the Vitest plugin's recommended rules, and no focused or skipped test reaches CI. A test
    // that only applies on one database skips with `describe.skipIf(condition)`, which the rule accepts.
    files: ["**/*.test.{ts,tsx}", "tests/**/*.{ts,tsx}"],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      "vitest/no-focused-tests": "error",
      "vitest/no-disabled-tests": "error",
      // Vitest's expect takes a message as its second argument.
      "vitest/valid-expect": ["error", { maxArgs: 2 }],
      // What counts as an assertion: expect and the project's helpers named expect…/…Is…/…Shows… (expectNoAxeViolations,
      // step1IsFresh, step2ShowsTopic), and a browser flow's waits for what a user sees (they throw on a timeout).
      "vitest/expect-expect": [
        "error",
        { assertFunctionNames: ["expect", "expect*", "**.expect*", "*Is*", "*Shows*", "**.waitFor*", "**.waitForURL"] },
      ],
    },
  },
  {
    // Plain Node scripts (run without a TypeScript loader: `npm start`, the builds, the PDF worker).
    files: ["**/*.mjs"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        Buffer: "readonly",
        performance: "readonly",
      },
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: restrict([
      {
        group: ["**/server/**", "@server/*", "**/client/**", "@client/*"],
        message: "shared/ imports neither server nor client.",
      },
    ]),
  },
  {
    files: ["src/server/**/*.ts"],
    ignores: ["src/server/**/*.test.ts"],
    rules: restrict([serverNeverClient]),
  },
  // Server layers (docs/architecture.md): each imports only the layers below it, never one above.
  ...SERVER_LAYERS.map((layer, i) => {
    const above = [...SERVER_LAYERS.slice(i + 1), ...SERVER_COMPOSITION];
    return {
      files: [`src/server/${layer}/**/*.ts`],
      ignores: ["src/server/**/*.test.ts"],
      rules: restrict([
        serverNeverClient,
        {
          regex: `^(?:(?:\\.\\./)+|@server/)(?:${above.join("|")})(?:/|$)`,
          message: `server/${layer}/ imports shared/, env/config/paths/logger and the layers below it (${SERVER_LAYERS.slice(0, i).join(", ") || "none"}), never ${above.join(", ")}.`,
        },
      ]),
    };
  }),
  {
    files: ["src/client/**/*.{ts,tsx}"],
    rules: restrict([
      {
        group: ["**/server/**", "@server/*"],
        allowTypeImports: true,
        message: "The client imports server code only as types.",
      },
    ]),
  },
  {
    files: ["src/client/lib/**", "src/client/components/**"],
    rules: restrict([
      {
        group: ["**/server/**", "@server/*"],
        allowTypeImports: true,
        message: "The client imports server code only as types.",
      },
      {
        group: ["**/features/**", "@client/features/*", "**/app/**", "@client/app/*"],
        message: "lib/ and components/ do not import features or app.",
      },
    ]),
  },
  {
    files: ["src/client/api/**"],
    rules: restrict([
      {
        group: ["**/server/**", "@server/*"],
        allowTypeImports: true,
        message: "The client imports server code only as types.",
      },
      {
        group: [
          "**/features/**",
          "@client/features/*",
          "**/app/**",
          "@client/app/*",
          "**/components/**",
          "@client/components/*",
        ],
        message: "client/api is data only: it imports lib/ and shared/, never screens or components.",
      },
    ]),
  },
  // Features do not import each other: each feature may import only itself.
  ...["auth", "wizard", "scripts", "editor", "admin", "dashboard"].map((name) => ({
    files: [`src/client/features/${name}/**`],
    rules: restrict([
      {
        group: ["**/server/**", "@server/*"],
        allowTypeImports: true,
        message: "The client imports server code only as types.",
      },
      { group: ["@client/app/*", "**/app/**"], message: "Features do not import the app layer." },
      {
        group: [`@client/features/!(${name})/**`, `@client/features/!(${name})`],
        message: "Features do not import each other; compose them in app/.",
      },
    ]),
  })),
);
