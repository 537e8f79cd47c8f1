import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { chromiumPath } from "../../scripts/chromium";
import { defaultRateLimits } from "../../src/server/config";
import { parseEnv } from "../../src/server/env";
import { startServer, type RunningServer } from "../../src/server/server";
import { startTestSmtp, verificationParts, type TestSmtp } from "./smtp";

/** `CHROMIUM_PATH`, else /usr/bin/chromium (checked before any test by the e2e global setup). */
export const CHROMIUM_PATH = chromiumPath();
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

let browserOfWorker: Promise<Browser> | undefined;
/**
 * One Chromium per test worker (ADR 0061): the flow files a worker runs one after another (the e2e project shares
 * its module graph) each open their pages in new contexts of it, so no cookie or storage passes between flows,
 * and a file pays no browser start. Playwright closes it when the worker process exits; a browser that
 * crashed or was closed is started again.
 */
function workerBrowser(): Promise<Browser> {
  browserOfWorker ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }).then((browser) => {
    browser.on("disconnected", () => (browserOfWorker = undefined));
    return browser;
  });
  return browserOfWorker.catch((error: unknown) => {
    browserOfWorker = undefined;
    throw error;
  });
}

export interface E2E {
  server: RunningServer;
  smtp: TestSmtp;
  browser: Browser;
  /** A new browser context (own cookies and storage) and page; `options` override the 1280×900 desktop defaults. */
  newPage(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
  /** Signs up and verifies through the API (fast path); resolves with that session's cookie header. */
  createVerifiedUser(email: string, password?: string, opts?: { admin?: boolean }): Promise<string>;
  /** Calls the API with a session cookie (from createVerifiedUser). */
  api(cookie: string, path: string, init?: { method?: string; body?: unknown }): Promise<any>;
  /** Signs in through the login screen and waits for the dashboard. */
  signIn(page: Page, email: string, password?: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real server (fresh PGlite data directory, mail to a real SMTP server) and a real Chromium.
 * `env` adds environment variables (e.g. OPENAI_BASE_URL for the fake model server).
 */
export async function startE2E(env: Record<string, string> = {}): Promise<E2E> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "nova-e2e-"));
  // A copy of the run's migrated, seeded database (e2e-global-setup.ts): the server finds nothing to migrate.
  const template = inject("e2eDataTemplate");
  if (template) cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
  const smtp = await startTestSmtp();
  const server = await startServer(
    parseEnv({
      PORT: "0",
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
      NODE_ENV: "test",
      ...env,
    }),
    {
      overrides: (c) => ({
        ...c,
        rateLimits: {
          ...defaultRateLimits,
          signUp: { limit: 1000, windowMs: 60_000 },
          signIn: { limit: 1000, windowMs: 60_000 },
        },
      }),
    },
  );
  const browser = await workerBrowser();
  const contexts: BrowserContext[] = [];
  const e2e: E2E = {
    server,
    smtp,
    browser,
    async newPage(options = {}) {
      // Reduced motion: axe must judge settled colours, not a toast or dialog mid-animation.
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 1280, height: 900 },
        reducedMotion: "reduce",
        ...options,
      });
      contexts.push(context);
      const page = await context.newPage();
      page.on("pageerror", (err) => {
        throw err;
      });
      return { context, page };
    },
    async createVerifiedUser(email, password = "secret123", opts = {}) {
      const headers = { "content-type": "application/json", origin: server.url };
      const before = smtp.messages.length;
      const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email, password, name: email.split("@")[0] }),
      });
      if (!res.ok) throw new Error(`sign-up ${res.status}: ${await res.text()}`);
      const { code } = verificationParts(await smtp.waitFor(email, { after: before }));
      const v = await fetch(`${server.url}/api/auth/email-otp/verify-email`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email, otp: code, password }),
      });
      if (!v.ok) throw new Error(`verify ${v.status}: ${await v.text()}`);
      if (opts.admin) {
        const { setAdmin } = await import("../../src/server/services/users/set-admin");
        await setAdmin(server.database.db, email, true);
      }
      return v.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
    },
    async api(cookie, path, init = {}) {
      const res = await fetch(`${server.url}${path}`, {
        method: init.method ?? (init.body ? "POST" : "GET"),
        headers: { cookie, origin: server.url, "content-type": "application/json" },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      if (!res.ok) throw new Error(`${path} ${res.status}: ${await res.text()}`);
      return res.json();
    },
    async signIn(page, email, password = "secret123") {
      await page.goto("/login");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await page.waitForURL("**/dashboard");
    },
    async close() {
      // The worker's Chromium stays open for its next file; this flow's contexts (cookies, storage) go.
      for (const c of contexts) await c.close().catch(() => {});
      await server.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return e2e;
}

/** Runs axe on the page (WCAG 2 A/AA rules) and fails the test with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, label: string) {
  // Only violations are reported back: axe then keeps no node details for the rules that pass, which was most of
  // the time of a scan on a long page (every rule still runs, and every violation is still listed).
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join("\n    ")}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * The script editor (CodeMirror, labelled "Script text") driven like a user: its text as shown, a fill that
 * types over everything, and a selection of a piece of text made in the DOM (as a mouse drag would), which
 * CodeMirror reads back. For scripts short enough to be rendered whole (CodeMirror draws only what is in view).
 */
export const scriptEditor = (page: Page) => {
  const content = page.getByRole("textbox", { name: "Script text" });
  return {
    content,
    text: () => content.evaluate((el) => (el as HTMLElement).innerText.replace(/\n$/, "")),
    fill: async (text: string) => {
      await content.click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.press("Delete");
      await page.keyboard.insertText(text);
    },
    /** Selects the first occurrence of `needle` (or puts the caret at the end with `needle` = null). */
    select: (needle: string | null) =>
      content.evaluate((el, needle) => {
        (el as HTMLElement).focus();
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        let last: Text | null = null;
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          last = node;
          const at = needle === null ? -1 : node.data.indexOf(needle);
          if (at >= 0) {
            range.setStart(node, at);
            range.setEnd(node, at + needle!.length);
            break;
          }
        }
        if (needle === null && last) range.setStart(last, last.data.length);
        if (needle === null) range.collapse(true);
        const selection = window.getSelection()!;
        selection.removeAllRanges();
        selection.addRange(range);
      }, needle),
  };
};
