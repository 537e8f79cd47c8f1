// Builds the web client (Vite) and the server (Vite SSR bundle → dist/server/main.js) when their sources
// changed (ADR 0014). Plain JavaScript so `npm start` runs with nothing but Node: no TypeScript
// loader at start. `node scripts/build.mjs` builds both unconditionally (`npm run build`).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { aliases } from "./aliases.mjs";

export const root = fileURLToPath(new URL("..", import.meta.url));
export const clientDist = path.join(root, "dist/client");
export const serverDist = path.join(root, "dist/server");
export const serverEntry = path.join(serverDist, "main.js");

/** Newest modification time (ms) of the files under `p` (0 when missing). */
function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((m, name) => Math.max(m, newest(path.join(p, name))), s.mtimeMs);
}

/** True when `output` is missing or older than any of `sources` (paths relative to the project root). */
function isStale(output, sources) {
  if (!existsSync(output)) return true;
  return Math.max(...sources.map((p) => newest(path.join(root, p)))) > statSync(output).mtimeMs;
}

// Built-in data imported by the code (data/*.json); not data/pglite or data/outbox, which change at run time.
const dataFiles = () =>
  existsSync(path.join(root, "data"))
    ? readdirSync(path.join(root, "data"))
        .filter((f) => f.endsWith(".json"))
        .map((f) => `data/${f}`)
    : [];
const common = () => ["src/shared", ...dataFiles(), "package-lock.json", "scripts/build.mjs", "scripts/aliases.mjs"];
export const clientBuildIsStale = () =>
  isStale(path.join(clientDist, "index.html"), ["src/client", "vite.config.ts", ...common()]);
export const serverBuildIsStale = () => isStale(serverEntry, ["src/server", ...common()]);

/** Builds the client with Vite (a few seconds on a cold machine). */
export async function buildClient() {
  const { build } = await import("vite");
  // Always the production build, whoever calls: under Vitest NODE_ENV is "test", and Vite would then bundle
  // React's development build (2.5x the JavaScript, slower pages) into what the browser flows test.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ configFile: path.join(root, "vite.config.ts"), mode: "production", logLevel: "warn" });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * Bundles src/server/main.ts and everything it imports from src/ into one ES module; packages stay in
 * node_modules (imported at run time). Files read at run time are found from the project root (src/server/paths.ts).
 */
export async function buildServer() {
  const { build } = await import("vite");
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    resolve: { alias: aliases },
    build: {
      ssr: path.join(root, "src/server/main.ts"),
      outDir: serverDist,
      emptyOutDir: true,
      target: "node20",
      sourcemap: true,
      minify: false,
      rollupOptions: { output: { entryFileNames: "main.js", codeSplitting: false } },
    },
  });
}

/**
 * Builds what is stale in a child process, so the bundlers' memory never stays in the server's process;
 * `log` reports each build. Throws when a build fails.
 */
export function ensureBuilds(log = console.log) {
  const parts = [clientBuildIsStale() && "client", serverBuildIsStale() && "server"].filter(Boolean);
  if (parts.length === 0) return;
  log(`Building the ${parts.join(" and ")}…`);
  const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), ...parts], { stdio: "inherit" });
  if (run.status !== 0) throw new Error(`the ${parts.join(" and ")} build failed`);
}

// `node scripts/build.mjs [client] [server]`: builds the named parts (both when none is named).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const wanted = process.argv.slice(2);
  if (wanted.length === 0 || wanted.includes("client")) await buildClient();
  if (wanted.length === 0 || wanted.includes("server")) await buildServer();
}
