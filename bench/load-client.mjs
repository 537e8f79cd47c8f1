// The load of `npm run bench` (README "Performance"), run as its own process: `users` virtual users at once, each
// in a closed loop (no pause) of list → get → save on one of its scripts, for `warmupMs` (the same load, not
// measured: JIT and caches, as autocannon's warm-up in the bench) and then `durationMs`. Prints one JSON line:
// latencies (ms) by kind and throughput over the measured part, errors over all of it, and each user's
// acknowledged saves over all of it (the bench checks none was lost).
import http from "node:http";

const { baseUrl, origin, users, durationMs, warmupMs = 0 } = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: users.length });
const target = new URL(baseUrl);

function send(method, path, cookie, body) {
  const data = body === undefined ? undefined : JSON.stringify(body);
  const headers = {
    cookie,
    origin,
    accept: "application/json",
    ...(data ? { "content-type": "application/json", "content-length": Buffer.byteLength(data) } : {}),
  };
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request({ host: target.hostname, port: target.port, method, path, headers, agent }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode,
          text: Buffer.concat(chunks).toString(),
          ms: performance.now() - started,
          sentAt: started,
        }),
      );
      res.on("error", () => resolve({ status: 0, text: "", ms: performance.now() - started, sentAt: started }));
    });
    req.on("error", () => resolve({ status: 0, text: "", ms: performance.now() - started, sentAt: started }));
    req.end(data);
  });
}

const latencies = { list: [], get: [], save: [] };
let errors = 0;
const results = [];
const measureFrom = performance.now() + warmupMs;
const end = Date.now() + warmupMs + durationMs;
// Latencies of requests sent once the warm-up is over.
const record = (kind, r) => r.sentAt >= measureFrom && latencies[kind].push(r.ms);

async function runUser(u) {
  const id = u.scriptIds[0];
  const acked = { scriptId: id, cookie: u.cookie, saves: 0, lastContent: null };
  results.push(acked);
  let n = 0;
  while (Date.now() < end) {
    const list = await send("GET", "/api/scripts?limit=20", u.cookie);
    record("list", list);
    if (list.status !== 200) errors++;
    const got = await send("GET", `/api/scripts/${id}`, u.cookie);
    record("get", got);
    if (got.status !== 200) {
      errors++;
      continue;
    }
    const { script } = JSON.parse(got.text);
    const scriptContent = `${script.scriptContent.split("\n--- edit")[0]}\n--- edit ${++n}`;
    const saved = await send("PUT", `/api/scripts/${id}`, u.cookie, {
      topic: script.topic,
      standards: script.standards,
      characters: script.characters,
      concept: script.concept,
      scriptContent,
      version: script.version,
    });
    record("save", saved);
    if (saved.status === 200) {
      acked.saves++;
      acked.lastContent = scriptContent;
    } else errors++;
  }
}

await Promise.all(users.map(runUser));
// Throughput over the measured part: the requests sent after the warm-up, over the time from its end.
const seconds = (performance.now() - measureFrom) / 1000;
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : 0;
};
const all = [...latencies.list, ...latencies.get, ...latencies.save];
const summary = (xs) => ({ count: xs.length, p50: pct(xs, 50), p99: pct(xs, 99), max: pct(xs, 100) });
console.log(
  JSON.stringify({
    seconds,
    requestsPerSecond: all.length / seconds,
    errors,
    all: summary(all),
    list: summary(latencies.list),
    get: summary(latencies.get),
    save: summary(latencies.save),
    users: results,
  }),
);
agent.destroy();
