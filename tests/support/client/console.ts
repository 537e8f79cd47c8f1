import { format } from "node:util";
import { expect, vi } from "vitest";

/**
 * Asserts that the code under test logged exactly these warnings (in order) and forgets them, so the setup
 * file's check (no unexpected console.warn) passes for the test that expects them.
 */
export function expectConsoleWarnings(...messages: string[]): void {
  const warn = vi.mocked(console.warn);
  expect(warn.mock.calls.map((args) => format(...args))).toEqual(messages);
  warn.mockClear();
}
