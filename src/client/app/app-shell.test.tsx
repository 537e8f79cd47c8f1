import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AppShell } from "./app-shell";

const indexHtml = readFileSync(path.join(import.meta.dirname, "../index.html"), "utf8");
/** What index.html carries inside `<div id="root">`, lines joined (the file keeps the markup on one line). */
const shellInIndexHtml = /<div id="root">(.*)<\/div>\n/.exec(indexHtml)?.[1]?.trim();

describe("the app shell in index.html (ADR 0023)", () => {
  it("is what the app renders while the first screen loads, so the first paint and the app match", () => {
    const rendered = renderToStaticMarkup(
      <MemoryRouter>
        <AppShell />
      </MemoryRouter>,
    );
    // On a mismatch, paste `rendered` into src/client/index.html's <div id="root">.
    expect(shellInIndexHtml).toBe(rendered);
  });
});
