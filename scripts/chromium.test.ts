import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { chromiumPath, chromiumProblem, DEFAULT_CHROMIUM_PATH } from "./chromium";

const dir = mkdtempSync(path.join(os.tmpdir(), "nova-chromium-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, mode: number) => {
  const p = path.join(dir, name);
  writeFileSync(p, "#!/bin/sh\n");
  chmodSync(p, mode);
  return p;
};

describe("the Chromium check before the browser tests", () => {
  it("uses CHROMIUM_PATH when set, else Debian's /usr/bin/chromium", () => {
    expect(chromiumPath({ CHROMIUM_PATH: "/opt/chrome/chrome" })).toBe("/opt/chrome/chrome");
    expect(chromiumPath({})).toBe(DEFAULT_CHROMIUM_PATH);
    expect(chromiumPath({ CHROMIUM_PATH: "" })).toBe(DEFAULT_CHROMIUM_PATH);
  });

  it("accepts an executable file", () => {
    expect(chromiumProblem({ CHROMIUM_PATH: file("chrome", 0o755) })).toBeNull();
    expect(chromiumProblem({}, file("chromium", 0o755))).toBeNull();
  });

  it("names the install command and CHROMIUM_PATH when the browser is missing, not executable or a folder", () => {
    for (const missing of ["/nonexistent/chromium", file("not-executable", 0o644), dir]) {
      const message = chromiumProblem({ CHROMIUM_PATH: missing });
      expect(message).toContain(`CHROMIUM_PATH=${missing} is not an executable file`);
      expect(message).toContain("sudo apt-get install -y chromium");
      expect(message).toContain("point CHROMIUM_PATH at a Chrome or Chromium binary");
    }
  });

  it("says where it looked when CHROMIUM_PATH is not set", () => {
    const message = chromiumProblem({}, "/nonexistent/usr/bin/chromium");
    expect(message).toContain("no Chromium at /nonexistent/usr/bin/chromium");
    expect(message).toContain("sudo apt-get install -y chromium");
  });
});
