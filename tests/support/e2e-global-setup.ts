import { ensureClientBuild } from "../../scripts/client-build";

/** Browser flows run against the built client: build it once (only when stale) before the e2e files. */
export default async function setup() {
  await ensureClientBuild(() => {});
}
