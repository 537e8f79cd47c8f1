import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { matchesPattern, spaPages } from "./spa-pages";

const INDEX =
  '<!doctype html>\n<html><head>\n    <title>Nova Writer</title>\n  </head><body><div id="root"></div></body></html>';
const dirs: string[] = [];
function clientDir(preloads?: unknown) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "nova-spa-"));
  dirs.push(dir);
  writeFileSync(path.join(dir, "index.html"), INDEX);
  if (preloads !== undefined) writeFileSync(path.join(dir, "route-preloads.json"), JSON.stringify(preloads));
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const links = (html: string) =>
  [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

describe("matchesPattern", () => {
  it("matches fixed segments exactly and ':name' segments by any one non-empty segment", () => {
    expect(matchesPattern("/dashboard", "/dashboard")).toBe(true);
    expect(matchesPattern("/dashboard", "/dashboard/")).toBe(true);
    expect(matchesPattern("/", "/")).toBe(true);
    expect(matchesPattern("/", "/dashboard")).toBe(false);
    expect(matchesPattern("/script-editor/:id", "/script-editor/42")).toBe(true);
    expect(matchesPattern("/script-editor/:id", "/script-editor")).toBe(false);
    expect(matchesPattern("/script-editor/:id", "/script-editor/42/x")).toBe(false);
    expect(matchesPattern("/dashboard", "/dashboardx")).toBe(false);
  });
});

describe("spaPages: each screen's HTML names what it loads first (ADR 0023)", () => {
  const table = [
    { paths: ["/", "/dashboard"], files: ["/assets/dashboard-route-a1.js", "/assets/badge-b2.js"] },
    { paths: ["/script-editor", "/script-editor/:id"], files: ["/assets/script-editor-route-c3.js"] },
  ];

  it("adds the screen's code and the signed-in check to that screen's page only", () => {
    const page = spaPages(clientDir(table));
    expect(links(page("/dashboard").html)).toEqual([
      "preload /api/auth/me",
      "modulepreload /assets/dashboard-route-a1.js",
      "modulepreload /assets/badge-b2.js",
    ]);
    expect(page("/").html).toBe(page("/dashboard").html);
    expect(links(page("/script-editor/7").html)).toEqual([
      "preload /api/auth/me",
      "modulepreload /assets/script-editor-route-c3.js",
    ]);
    // The preload is asked for as the app's fetch asks (cookies included), or the browser would not reuse it.
    expect(page("/dashboard").html).toContain(
      '<link rel="preload" href="/api/auth/me" as="fetch" crossorigin="use-credentials">',
    );
    expect(page("/dashboard").html).toMatch(/<\/title>\n[\s\S]*<link[\s\S]*<\/head>/);
  });

  it("keeps each page compressed (brotli and gzip) beside its HTML", () => {
    const page = spaPages(clientDir(table))("/dashboard");
    expect(brotliDecompressSync(page.br).toString("utf8")).toBe(page.html);
    expect(gunzipSync(page.gzip).toString("utf8")).toBe(page.html);
  });

  it("gives /login the company-domain reply too, and a path of no screen only the signed-in check", () => {
    const page = spaPages(clientDir(table));
    expect(links(page("/login").html)).toEqual(["preload /api/auth/me", "preload /api/config"]);
    expect(links(page("/no-such-page").html)).toEqual(["preload /api/auth/me"]);
  });

  it("serves index.html with the data preloads when the build wrote no table, and refuses a malformed one", () => {
    expect(links(spaPages(clientDir())("/dashboard").html)).toEqual(["preload /api/auth/me"]);
    expect(() => spaPages(clientDir([{ paths: ["/x"], files: ["/assets/../../etc/passwd"] }]))).toThrow();
  });
});
