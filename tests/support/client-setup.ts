/**
 * Setup for the Vitest "client" project (happy-dom).
 *  - jest-dom matchers (`toBeInTheDocument`, `toHaveFocus`, …)
 *  - RTL cleanup after every test (Vitest globals are off, so RTL can't auto-register it)
 *  - any unexpected `console.error` or `console.warn` (React warnings, Radix a11y warnings such as a missing
 *    DialogTitle, act() warnings, library warnings…) fails the test, with the messages in the failure.
 *    A test that expects one asserts on it and then resets the spy:
 *      expect(console.warn).toHaveBeenCalledWith(...); vi.mocked(console.warn).mockClear();
 *  - the fake API (tests/support/client/api.ts): MSW intercepts every request; one no handler answers
 *    fails the test; handlers, the request log and toasts are reset after each test.
 *  - look-ups (`findBy…`, `waitFor`) wait as long as tests/support/timeouts.ts says, not testing-library's 1 s
 *  - minimal polyfills for browser APIs Radix relies on, only where happy-dom lacks them, and a size for
 *    charts (happy-dom does no layout).
 */
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { format } from "node:util";
import { afterAll, afterEach, beforeAll, beforeEach, vi, type MockInstance } from "vitest";
import { resetApi, server } from "./client/api";
import { resetToasts } from "./client/render";
import { CLIENT_LOOKUP_TIMEOUT_MS } from "./timeouts";

// findBy…/waitFor wait almost as long as the test may run (testing-library's 1 s failed under load).
configure({ asyncUtilTimeout: CLIENT_LOOKUP_TIMEOUT_MS });

// ---------------------------------------------------------------------------
// Polyfills (guarded: happy-dom implements most of these already)
// ---------------------------------------------------------------------------
if (typeof globalThis.ResizeObserver === "undefined") {
  globalThis.ResizeObserver = class ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

if (typeof Element !== "undefined") {
  const proto = Element.prototype as Element & Partial<Record<string, unknown>>;
  if (typeof proto.hasPointerCapture !== "function") {
    proto.hasPointerCapture = () => false;
  }
  if (typeof proto.setPointerCapture !== "function") {
    proto.setPointerCapture = () => {};
  }
  if (typeof proto.releasePointerCapture !== "function") {
    proto.releasePointerCapture = () => {};
  }
  if (typeof proto.scrollIntoView !== "function") {
    proto.scrollIntoView = () => {};
  }
}

// happy-dom does no layout, so every element measures 0×0 and recharts' ResponsiveContainer warns that the
// chart has no size. Give its box the size a desktop admin page gives it (the chart is aria-hidden; the
// numbers are asserted through its text table).
if (typeof HTMLElement !== "undefined") {
  const measure = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function getBoundingClientRect(this: HTMLElement) {
    return this.classList.contains("recharts-responsive-container") ? new DOMRect(0, 0, 600, 192) : measure.call(this);
  };
}

if (typeof window !== "undefined" && typeof window.matchMedia !== "function") {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// ---------------------------------------------------------------------------
// The fake API
// ---------------------------------------------------------------------------
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
// Files share a worker's module graph and its DOM (ADR 0052): each file starts with empty storage, so one that
// ended signed out (the logout marker stops drafts being stored) or with a draft cannot change the next file's.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());

// ---------------------------------------------------------------------------
// Fail on unexpected console.error and console.warn
// ---------------------------------------------------------------------------
let consoleSpies: { name: "error" | "warn"; spy: MockInstance<(...args: unknown[]) => void> }[] = [];

beforeEach(() => {
  consoleSpies = (["error", "warn"] as const).map((name) => ({
    name,
    spy: vi.spyOn(console, name).mockImplementation(() => {}),
  }));
});

afterEach(() => {
  // Unmount first so errors raised while unmounting are caught too.
  cleanup();
  resetToasts();
  resetApi();
  const spies = consoleSpies;
  consoleSpies = [];
  const failures = spies.flatMap(({ name, spy }) => {
    const calls = [...spy.mock.calls];
    spy.mockRestore();
    if (calls.length === 0) return [];
    const messages = calls.map((args, i) => `  [${i + 1}] ${format(...args)}`).join("\n");
    return [`console.${name} was called unexpectedly ${calls.length} time(s):\n${messages}`];
  });
  if (failures.length > 0) throw new Error(failures.join("\n"));
});
