/**
 * Test timeouts in one place (ms), read by vitest.config.ts and the client setup. An element look-up (`findBy…`,
 * `waitFor`) may wait almost as long as its test: testing-library's default of 1 s failed tests that pass alone
 * when the 2-core machine was loaded (a user-event flow takes 1–3 s idle, far more under load), while the test's
 * own 15 s had barely started. The look-up stops a little before the test does, so a failure names the element
 * it waited for instead of a bare "Test timed out".
 */
export const CLIENT_TEST_TIMEOUT_MS = 15_000;
export const CLIENT_LOOKUP_TIMEOUT_MS = CLIENT_TEST_TIMEOUT_MS - 2_000;

/**
 * A unit test (Node, no I/O) may take this long. Many draft a few scripts with the offline engine: 1–3 s idle, and
 * Vitest's default 5 s failed two of them that pass alone while the 2-core machine ran the other suites beside.
 */
export const UNIT_TEST_TIMEOUT_MS = 20_000;

/**
 * A unit test that drafts over the whole topic catalogue or every teaching card (src/server/ai/offline): 10–20 s
 * idle, and about 40 s each with two such sweeps side by side at load 8; a loaded 2-core machine took more than 60 s.
 */
export const CATALOGUE_SWEEP_TIMEOUT_MS = 120_000;
