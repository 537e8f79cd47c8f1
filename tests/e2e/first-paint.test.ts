import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, startE2E, type E2E } from "../support/e2e";

/**
 * ADR 0023, in a real browser: the app shell is painted from the HTML alone, each page names the code
 * its screen loads first, and the signed-in check the page preloads is the very request the app uses.
 */
let e2e: E2E;
let cookie: string;
beforeAll(async () => {
  e2e = await startE2E();
  cookie = await e2e.createVerifiedUser("first.paint@newsela.com");
});
afterAll(() => e2e?.close());

describe("first paint", () => {
  it("sends each page compressed, with its stylesheet inside", async () => {
    const res = await fetch(`${e2e.server.url}/login`, { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    const html = await res.text();
    expect(html).toContain("<style>");
    expect(html).not.toMatch(/rel="stylesheet"/);
  });

  it("shows the header and footer with JavaScript off (the shell is in the HTML)", async () => {
    const { page } = await e2e.newPage({ javaScriptEnabled: false });
    await page.goto("/login");
    expect(await page.getByRole("banner").getByText("Nova Writer").isVisible()).toBe(true);
    expect(
      await page
        .getByRole("contentinfo")
        .getByText(/Common Core State Standards ©/)
        .isVisible(),
    ).toBe(true);
  });

  it("names files that exist (with a script's headers), loads the dashboard's code from the page's own list, and asks who is signed in once", async () => {
    const html = await (await fetch(`${e2e.server.url}/dashboard`)).text();
    const named = [
      ...html.matchAll(/<(?:link rel="modulepreload"[^>]*|script[^>]*) (?:href|src)="(\/assets\/[^"]+\.js)"/g),
    ].map((m) => m[1]!);
    expect(named.some((f) => /dashboard-route-/.test(f))).toBe(true);
    for (const file of named) {
      const res = await fetch(`${e2e.server.url}${file}`);
      expect(res.status, file).toBe(200);
      // A script keeps the headers that apply to it; the document's (CSP, framing…) are the page's alone.
      expect(res.headers.get("x-content-type-options"), file).toBe("nosniff");
      expect(res.headers.get("cross-origin-resource-policy"), file).toBe("same-origin");
      expect(res.headers.get("content-security-policy"), file).toBeNull();
    }
    expect((await fetch(`${e2e.server.url}/assets/index-gone.js`)).status).toBe(404);
    const pageReply = await fetch(`${e2e.server.url}/dashboard`);
    expect(pageReply.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(pageReply.headers.get("x-frame-options")).toBe("DENY");

    const { context, page } = await e2e.newPage();
    await context.addCookies(
      cookie
        .split("; ")
        .map((c) => ({ name: c.slice(0, c.indexOf("=")), value: c.slice(c.indexOf("=") + 1), url: e2e.server.url })),
    );
    const requests: string[] = [];
    const warnings: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: /Welcome/ }).waitFor();
    await expectNoAxeViolations(page, "dashboard after the shell");
    expect(requests.filter((p) => p === "/api/auth/me")).toHaveLength(1);
    // Every script the dashboard ran was named by the page (none found late, one round trip after another).
    const scripts = requests.filter((p) => p.endsWith(".js"));
    expect(scripts.filter((s) => !named.includes(s))).toEqual([]);
    expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
  });
});
