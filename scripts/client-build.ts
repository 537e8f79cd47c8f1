import { buildClient, clientBuildIsStale } from "./build.mjs";

export { clientDist } from "./build.mjs";

/** Builds the client with Vite when it is stale (browser flows run against the built client). */
export async function ensureClientBuild(log: (msg: string) => void = console.log): Promise<void> {
  if (!clientBuildIsStale()) return;
  log("Building the web client…");
  await buildClient();
}
