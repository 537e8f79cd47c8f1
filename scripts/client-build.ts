import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
export const clientDist = path.join(root, "dist/client");

/** Newest modification time (ms) of the files under `p`. */
function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((m, name) => Math.max(m, newest(path.join(p, name))), s.mtimeMs);
}

/** True when dist/client is missing or older than any client source, shared code or built-in data. */
export function clientBuildIsStale(): boolean {
  const built = path.join(clientDist, "index.html");
  if (!existsSync(built)) return true;
  const sources = ["src/client", "src/shared", "data/topics.json", "vite.config.ts", "package-lock.json"].map((p) => path.join(root, p));
  return Math.max(...sources.map(newest)) > statSync(built).mtimeMs;
}

/** Builds the client with Vite when it is stale (a few seconds on a cold machine). */
export async function ensureClientBuild(log: (msg: string) => void = console.log): Promise<void> {
  if (!clientBuildIsStale()) return;
  log("Building the web client…");
  const { build } = await import("vite");
  await build({ configFile: path.join(root, "vite.config.ts"), logLevel: "warn" });
}
