// The Node flags `npm start` runs the server with (package.json's "start" names the same ones; a test keeps the
// two alike, and the bench and the tests' server processes use this list, so they run what `npm start` runs).
// - --enable-source-maps: error stacks point at src/, not at the bundle.
// - --max-semi-space-size=64 (MB; V8's default is 16): under load the server keeps many requests in flight,
//   and with the default young generation a minor collection ran ~25 times a second, each copying those
//   requests' live objects (≈ 7–11 % of the time). With 64 MB it runs a quarter as often; the 100-user
//   PostgreSQL load went from ≈ 1,250–1,450 to ≈ 1,600–1,860 req/s in the same harness (ADR 0028). Idle memory
//   is unchanged (the space grows only under allocation); after that load the process holds ≈ 240 MB
//   instead of ≈ 185 MB.
export const START_NODE_FLAGS = ["--enable-source-maps", "--max-semi-space-size=64"];
