/**
 * Setup for the Vitest "client" project (happy-dom).
 *  - jest-dom matchers (`toBeInTheDocument`, `toHaveFocus`, …)
 *  - RTL cleanup after every test (Vitest globals are off, so RTL can't auto-register it)
 *  - any unexpected `console.error` (React warnings, Radix a11y warnings such as a missing
 *    DialogTitle, act() warnings…) fails the test, with the messages in the failure.
 *    A test that expects an error can assert on it and then reset the spy:
 *      expect(console.error).toHaveBeenCalledWith(...); vi.mocked(console.error).mockClear();
 *  - minimal polyfills for browser APIs Radix relies on, only where happy-dom lacks them.
 */
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { format } from "node:util";
import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

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
// Fail on unexpected console.error
// ---------------------------------------------------------------------------
let consoleErrorSpy: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  consoleErrorSpy = vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  // Unmount first so errors raised while unmounting are caught too.
  cleanup();
  const spy = consoleErrorSpy;
  consoleErrorSpy = undefined;
  if (!spy) return;
  const calls = [...spy.mock.calls];
  spy.mockRestore();
  if (calls.length > 0) {
    const messages = calls.map((args, i) => `  [${i + 1}] ${format(...args)}`).join("\n");
    throw new Error(`console.error was called unexpectedly ${calls.length} time(s):\n${messages}`);
  }
});
