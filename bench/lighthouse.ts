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
  /** Every run's score, in order (the figures above are the median run's). */
  runs: number[];
}

/** Debian's Chromium with a DevTools port for Lighthouse; resolves with the port and a stop function. */
async function launchChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "nova-lh-"));
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
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

/** Lighthouse runs per page; the figures reported are those of the run with the median score. */
export const LIGHTHOUSE_RUNS = 3;

/**
 * Lighthouse's performance category for each page of `baseUrl`, each with its session cookie if signed in:
 * LIGHTHOUSE_RUNS runs per page (Lighthouse's own advice, its score moving by ±0.05 between runs of one build
 * here), reported as the median run, with every run's score in `runs`.
 */
export async function lighthouseScores(
  baseUrl: string,
  pages: { path: string; cookie?: string }[],
): Promise<PageScore[]> {
  const { default: lighthouse } = await import("lighthouse");
  const chromium = await launchChromium();
  try {
    const scores: PageScore[] = [];
    for (const { path: p, cookie } of pages) {
      const extraHeaders = cookie ? { Cookie: cookie } : undefined;
      const run = async () =>
        (await lighthouse(`${baseUrl}${p}`, {
          port: chromium.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          extraHeaders,
        }))!.lhr;
      const runs: PageScore[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        let lhr = await run();
        // A run Lighthouse could not complete (e.g. no paint seen on a busy machine) is tried once more.
        if (lhr.runtimeError) {
          console.log(
            `Lighthouse could not measure ${p} (${lhr.runtimeError.code}: ${lhr.runtimeError.message}); trying again`,
          );
          lhr = await run();
        }
        const items =
          (
            lhr.audits["resource-summary"]?.details as
              { items?: { resourceType: string; transferSize: number }[] } | undefined
          )?.items ?? [];
        const bytes = (type: string) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
        const ms = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        runs.push({
          path: p,
          score: lhr.categories.performance?.score ?? 0,
          scriptBytes: bytes("script"),
          totalBytes: bytes("total"),
          fcpMs: ms("first-contentful-paint"),
          lcpMs: ms("largest-contentful-paint"),
          tbtMs: ms("total-blocking-time"),
          runs: [],
        });
      }
      const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
      scores.push({ ...median, runs: runs.map((r) => r.score) });
    }
    return scores;
  } finally {
    await chromium.stop();
  }
}
