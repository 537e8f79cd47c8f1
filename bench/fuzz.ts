import fc from "fast-check";
import pg from "pg";
import { buildPdf } from "../tests/support/files";
import { FUZZ_SEED, fuzzCalls, fuzzForm, fuzzProblem, type FuzzCall } from "../tests/support/fuzz";
import { startBenchServer, type Row } from "./support";

/** Requests of the bench fuzz (the API test sends 2,000 per database engine). */
const FUZZ_BENCH_RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
/** Requests in flight at once. */
const CONCURRENCY = 8;

async function fuzzOne(label: string, env: Record<string, string>): Promise<Row> {
  const adminEmail = "bench.fuzz.admin@newsela.com";
  const bench = await startBenchServer({ ADMIN_EMAILS: adminEmail, ...env });
  try {
    const url = bench.server.url;
    const member = await bench.signIn("bench.fuzz@newsela.com");
    const admin = await bench.signIn(adminEmail);
    const headers = (cookie: string) => ({ cookie, origin: url });
    const saved = (await (
      await fetch(`${url}/api/scripts`, {
        method: "POST",
        headers: { ...headers(member), "content-type": "application/json" },
        body: JSON.stringify({
          topic: "Seed",
          concept: "C",
          scriptContent: "PENNY: hi",
          standards: ["RF.1.3.a"],
          characters: [{ name: "Penny", label: "Host" }],
        }),
      })
    ).json()) as { script: { id: number } };
    const uploaded = (await (
      await fetch(`${url}/api/uploads/pdf`, {
        method: "POST",
        headers: headers(member),
        body: fuzzForm({ name: "seed.pdf", bytes: buildPdf("Foxes are clever animals.") }),
      })
    ).json()) as { id: string };
    const calls = fc.sample(fuzzCalls({ scriptId: saved.script.id, uploadId: uploaded.id }), {
      numRuns: FUZZ_BENCH_RUNS,
      seed: FUZZ_SEED,
    });
    const problems: string[] = [];
    let over500 = 0;
    let next = 0;
    const send = async (call: FuzzCall) => {
      const init: RequestInit = { method: call.method, headers: headers(call.asAdmin ? admin : member) };
      if (call.file) init.body = fuzzForm(call.file);
      else if (call.body !== undefined) {
        init.body = JSON.stringify(call.body);
        init.headers = { ...(init.headers as Record<string, string>), "content-type": "application/json" };
      }
      let status: number;
      let text: string;
      try {
        // Invalid percent-encoding is sent as written: the URL is only joined, never normalised.
        const res = await fetch(`${url}${call.path}`, init);
        status = res.status;
        text = await res.text();
      } catch (error) {
        status = 599;
        text = String(error);
      }
      if (status >= 500) over500 += 1;
      const problem = fuzzProblem(call, status, text);
      if (problem) problems.push(problem);
    };
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < calls.length) await send(calls[next++]!);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const unshaped = problems.length - over500;
    console.log(
      `${label}: ${calls.length} requests in ${seconds.toFixed(1)} s (${(calls.length / seconds).toFixed(0)}/s): ` +
        `${over500} answers ≥ 500, ${unshaped} errors not shaped {error, message}`,
    );
    for (const p of problems.slice(0, 10)) console.log(`  ${p}`);
    return {
      figure: `API fuzz, ${calls.length} seeded requests over every endpoint, ${label}`,
      target: "0 ≥ 500, 0 unshaped",
      result: `${over500} ≥ 500, ${unshaped} unshaped (${seconds.toFixed(0)} s)`,
      met: problems.length === 0,
    };
  } finally {
    await bench.close();
  }
}

/**
 * `npm run bench -- fuzz`: the seeded fuzz of tests/support/fuzz.ts, FUZZ_RUNS (10,000) requests against the real
 * server on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set (docs/product/security.md, "Request bodies").
 */
export async function benchFuzz(): Promise<Row[]> {
  console.log(`\n== API fuzz: ${FUZZ_BENCH_RUNS} seeded requests, 0 answers ≥ 500, every error {error, message}`);
  const rows = [await fuzzOne("PGlite", {})];
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log("-- PostgreSQL: set TEST_DATABASE_URL to fuzz it too");
    return rows;
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query("DROP DATABASE IF EXISTS nova_bench_fuzz WITH (FORCE)");
  await admin.query("CREATE DATABASE nova_bench_fuzz");
  const target = new URL(url);
  target.pathname = "/nova_bench_fuzz";
  try {
    rows.push(await fuzzOne("PostgreSQL", { DATABASE_URL: target.toString() }));
  } finally {
    await admin.query("DROP DATABASE IF EXISTS nova_bench_fuzz WITH (FORCE)");
    await admin.end();
  }
  return rows;
}
