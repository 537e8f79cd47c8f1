import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/e2e";

export interface PageScore {
  path: string;
  /** Lighthouse performance score, 0–1 (mobile, simulated slow 4G and 4× CPU slowdown: its defaults). */
  score: number;
  /** JavaScript transferred (bytes, compressed as sent) and all bytes transferred. */
  scriptBytes: number;
  totalBytes: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

/** Debian's Chromium with a DevTools port for Lighthouse; resolves with the port and a stop function. */
async function launchChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "nova-lh-"));
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"], { stdio: ["ignore", "ignore", "pipe"] });
  const port = await new Promise<number>((resolve, reject) => {
    let err = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not open DevTools: ${err}`)), 30_000);
    child.stderr!.on("data", (d: Buffer) => {
      err += d.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (!m) return;
      clearTimeout(timer);
      resolve(Number(m[1]));
    });
  });
  return {
    port,
    async stop() {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/** Lighthouse's performance category for each page of `baseUrl`, each with its session cookie if signed in. */
export async function lighthouseScores(baseUrl: string, pages: { path: string; cookie?: string }[]): Promise<PageScore[]> {
  const { default: lighthouse } = await import("lighthouse");
  const chromium = await launchChromium();
  try {
    const scores: PageScore[] = [];
    for (const { path: p, cookie } of pages) {
      const extraHeaders = cookie ? { Cookie: cookie } : undefined;
      const run = async () => (await lighthouse(`${baseUrl}${p}`, { port: chromium.port, output: "json", logLevel: "error", onlyCategories: ["performance"], extraHeaders }))!.lhr;
      let lhr = await run();
      // A run Lighthouse could not complete (e.g. no paint seen on a busy machine) is tried once more.
      if (lhr.runtimeError) {
        console.log(`Lighthouse could not measure ${p} (${lhr.runtimeError.code}: ${lhr.runtimeError.message}); trying again`);
        lhr = await run();
      }
      const items = (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
      const bytes = (type: string) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
      const ms = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      scores.push({
        path: p,
        score: lhr.categories.performance?.score ?? 0,
        scriptBytes: bytes("script"),
        totalBytes: bytes("total"),
        fcpMs: ms("first-contentful-paint"),
        lcpMs: ms("largest-contentful-paint"),
        tbtMs: ms("total-blocking-time"),
      });
    }
    return scores;
  } finally {
    await chromium.stop();
  }
}
