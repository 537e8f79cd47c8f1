// @ts-check
import js from "@eslint/js";
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
  // Server layers (issue 13 item 7): each imports only the layers below it, never one above.
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
