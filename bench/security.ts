import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { buildBombPdf, buildPdf } from "../tests/support/files";
import { fmt, startBenchServer, type Row } from "./support";

const MB = 1024 * 1024;

/** The p-th percentile (0–100) of `xs`, nearest rank. */
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

const rssMb = () => process.memoryUsage().rss / MB;

/** Settles the heap (when node runs with --expose-gc) and waits for freed memory to go back. */
async function settle() {
  for (let i = 0; i < 3; i++) {
    (globalThis as { gc?: () => void }).gc?.();
    await sleep(500);
  }
}

/**
 * `npm run bench -- security` (docs/product/security.md; the README's "Security figures (second attack)"):
 * another client's `GET /api/scripts` while one client (another process) streams 10 MB nested JSON bodies (declared
 * and chunked in turn);
 * the server's RSS before and after five PDF bombs; 40 valid PDFs uploaded at once. The server runs in this
 * process (RSS is the server's); run with NODE_OPTIONS=--expose-gc for settled memory figures.
 */
export async function benchSecurity(): Promise<Row[]> {
  console.log("\n== Security (second attack): nested-body stream, PDF bombs, concurrent uploads");
  console.log(`load average: ${(await import("node:fs")).readFileSync("/proc/loadavg", "utf8").trim()}`);
  const bench = await startBenchServer();
  const rows: Row[] = [];
  try {
    const url = bench.server.url;
    const attacker = await bench.signIn("bench.attacker@newsela.com");
    const writer = await bench.signIn("bench.writer@newsela.com");
    // Another sender than the nested-body stream's, whose body budget that stream spends.
    const uploader = await bench.signIn("bench.uploader@newsela.com");
    for (let i = 0; i < 20; i++)
      await fetch(`${url}/api/scripts`, {
        method: "POST",
        headers: { cookie: writer, origin: url, "content-type": "application/json" },
        body: JSON.stringify({
          topic: `Topic ${i}`,
          concept: `Concept ${i}`,
          scriptContent: "PENNY: A line of the script.",
          standards: ["RL.3.2"],
          characters: [{ name: "Penny", label: "Host" }],
        }),
      });
    const listTimes = async (n: number) => {
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        const t0 = performance.now();
        const res = await fetch(`${url}/api/scripts`, { headers: { cookie: writer } });
        await res.text();
        if (res.status !== 200) throw new Error(`GET /api/scripts answered ${res.status}`);
        times.push(performance.now() - t0);
      }
      return times;
    };

    // 1. GET /api/scripts p99 alone, then during a stream of 10 MB nested bodies from one client.
    const quiet = await listTimes(200);
    // The attacker is another process (its 10 MB bodies must not share this process's event loop with the
    // server): one client, one body after another, declared and chunked in turn, until stopped.
    const attacker_ = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const [url, cookie] = process.argv.slice(1);
        const nested = Buffer.from("[".repeat(5 * 1024 * 1024) + "]".repeat(5 * 1024 * 1024));
        const counts = {};
        process.on("SIGTERM", () => { console.log(JSON.stringify(counts)); process.exit(0); });
        for (let i = 0; ; i++) {
          const chunked = i % 2 === 1;
          const body = chunked
            ? new ReadableStream({ start(c) { for (let at = 0; at < nested.length; at += 1 << 20) c.enqueue(nested.subarray(at, at + (1 << 20))); c.close(); } })
            : nested;
          let status = 0;
          try {
            const res = await fetch(url + "/api/scripts", { method: "POST", headers: { cookie, origin: url, "content-type": "application/json" }, body, duplex: "half" });
            await res.text();
            status = res.status;
          } catch {}
          counts[status] = (counts[status] ?? 0) + 1;
        }`,
        url,
        attacker,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let attackerOut = "";
    attacker_.stdout.on("data", (d: Buffer) => (attackerOut += d.toString()));
    await sleep(1000);
    const loaded = await listTimes(200);
    const exited = new Promise((r) => attacker_.once("exit", r));
    attacker_.kill("SIGTERM");
    await exited;
    const statuses = new Map<number, number>(
      Object.entries(JSON.parse(attackerOut.trim() || "{}") as Record<string, number>).map(([k, v]) => [Number(k), v]),
    );
    const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
    console.log(
      `GET /api/scripts p99 alone ${fmt(percentile(quiet, 99))}; during ${sent} nested 10 MB bodies ` +
        `(answers ${JSON.stringify(Object.fromEntries(statuses))}) p50 ${fmt(percentile(loaded, 50))}, p99 ${fmt(percentile(loaded, 99))}`,
    );
    rows.push({
      figure: `another client's GET /api/scripts p99 during a stream of 10 MB nested JSON bodies (${sent} sent)`,
      target: "≤ 200 ms",
      result: `${fmt(percentile(loaded, 99))} (alone ${fmt(percentile(quiet, 99))})`,
      met: percentile(loaded, 99) <= 200,
    });

    // 2. RSS before and after five PDF bombs.
    const bomb = buildBombPdf(200 * MB);
    const upload = async (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), name);
      const t0 = performance.now();
      try {
        const res = await fetch(`${url}/api/uploads/pdf`, {
          method: "POST",
          headers: { cookie: uploader, origin: url },
          body: form,
        });
        await res.text();
        return { status: res.status, ms: performance.now() - t0 };
      } catch {
        return { status: 0, ms: performance.now() - t0 };
      }
    };
    await upload(bomb, "warm-up.pdf");
    await settle();
    const before = rssMb();
    const bombs = await Promise.all(Array.from({ length: 5 }, (_, i) => upload(bomb, `bomb-${i}.pdf`)));
    await settle();
    const after = rssMb();
    console.log(
      `RSS before five bombs ${before.toFixed(0)} MB, after ${after.toFixed(0)} MB (answers ${bombs.map((b) => b.status).join(", ")})`,
    );
    rows.push({
      figure: "server RSS before → after five PDF bombs (idle)",
      target: "within 50 MB",
      result: `${before.toFixed(0)} → ${after.toFixed(0)} MB`,
      met: after - before <= 50,
    });

    // 3. 40 valid PDFs at once.
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => upload(buildPdf(`Frogs are amphibians number ${i}.`), `frog-${i}.pdf`)),
    );
    const accepted = results.filter((r) => r.status === 200).length;
    const times = results.map((r) => r.ms);
    console.log(
      `40 concurrent valid uploads: ${accepted} accepted, p50 ${fmt(percentile(times, 50))}, p99 ${fmt(percentile(times, 99))}`,
    );
    rows.push({
      figure: "40 concurrent valid PDF uploads",
      target: "all accepted",
      result: `${accepted}/40, p50 ${fmt(percentile(times, 50))}, p99 ${fmt(percentile(times, 99))}`,
      met: accepted === 40,
    });
    console.log(`load average: ${(await import("node:fs")).readFileSync("/proc/loadavg", "utf8").trim()}`);
  } finally {
    await bench.close();
  }
  return rows;
}
