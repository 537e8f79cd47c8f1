import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WIZARD_STORAGE_KEY } from "@shared/constants";
import { expectNoAxeViolations, startE2E, type E2E } from "../support/e2e";
import { expectUniqueControlNames } from "../support/unique-names";

/**
 * Step 5 (script and A/V views), the editor, the dashboard and step 3 at a desktop and a phone
 * size. Each screen is saved as a PNG (SCREENSHOT_DIR, default a temp folder) to be looked at, must not be wider
 * than the window (nothing overflows sideways), and must pass axe.
 */
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), "nova-screens");
const SIZES = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;

/** A wizard ready for step 5: what steps 1–4 would have stored. */
const wizardState = {
  state: {
    currentStep: 4,
    topic: "Fables & Folktales",
    grade: "2",
    standards: [
      {
        code: "RL.2.2",
        description:
          "Recount stories, including fables and folktales from diverse cultures, and determine their central message, lesson, or moral.",
      },
    ],
    standardsTopic: "Fables & Folktales",
    characters: [
      { name: "Penny Page", label: "Curious Host", personality: "Curious and warm" },
      { name: "Rhymo", label: "Musical Robot", personality: "Speaks in rhymes" },
    ],
    localCharacters: [],
    concept: { title: "Moral Detectives", description: "Two detectives find the lesson hidden in a fable." },
    conceptVariant: 0,
    contextScripts: [],
    targetMinutes: 3,
    script: "",
    scriptEngine: null,
    scriptChecks: null,
    savedScriptId: null,
    draft: null,
    contentConsiderations: "",
    attachmentUrl: null,
    attachmentName: null,
  },
  version: 2,
};

async function shoot(page: Page, size: string, screen: string, { fullPage = true } = {}) {
  // Toasts come and go: the screen is judged without them. One may leave on its own while it is being closed (its
  // button is then gone, not late), so the first left is closed until none is.
  // A closed toast leaves with an animation, and a late one may still arrive: each look closes the first one left,
  // until a look finds none (expect.poll's own 1 s was shorter than a toast's exit on a loaded machine).
  const closes = page.getByRole("region", { name: /Notifications/ }).getByRole("button", { name: "Close" });
  await expect
    .poll(
      async () => {
        if ((await closes.count()) > 0)
          await closes
            .first()
            .click({ timeout: 2_000 })
            .catch(() => undefined);
        return closes.count();
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(0);
  // Nothing wider than the window: no sideways scrolling, nothing cut at the right edge.
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page, `${screen} at ${size} is wider than the window`).toBeLessThanOrEqual(widths.window);
  await expectNoAxeViolations(page, `${screen} (${size})`);
  await expectUniqueControlNames(page, `${screen} (${size})`);
  await page.screenshot({ path: path.join(SHOTS, `${screen}-${size}.png`), fullPage });
}

describe("screens at desktop and phone sizes", () => {
  let e2e: E2E;
  let cookie: string;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    e2e = await startE2E();
    cookie = await e2e.createVerifiedUser("screens@newsela.com");
    await e2e.api(cookie, "/api/scripts", {
      body: {
        topic: "Compare and Contrast Two Versions of the Same Story From Different Cultures",
        concept: "Cinderella Around the World: A Very Long Concept Title That Must Wrap on a Phone",
        standards: ["RL.2.9", "RL.2.2"],
        characters: [
          { name: "Penny Page", label: "Curious Host" },
          { name: "Rhymo", label: "Musical Robot" },
          { name: "Captain Story", label: "Adventure Guide" },
        ],
        scriptContent: "SCENE 1 — HOOK (0:20)\nPENNY PAGE: Have you heard this story before, but different?",
      },
    });
  });
  afterAll(() => e2e?.close());

  for (const size of SIZES) {
    it(`dashboard, step 3, step 5 (script and A/V) and the editor at ${size.viewport.width}×${size.viewport.height}`, async () => {
      const { name, ...options } = size;
      const { page } = await e2e.newPage(options);
      await e2e.signIn(page, "screens@newsela.com");
      await page.getByRole("list", { name: "Recent scripts" }).waitFor();
      await shoot(page, name, "dashboard");

      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [WIZARD_STORAGE_KEY, JSON.stringify(wizardState)],
      );
      await page.goto("/step3-characters");
      await shoot(page, name, "step3");
      await page.getByRole("button", { name: "Details about Penny Page" }).click();
      await page.getByRole("dialog", { name: "About Penny Page" }).getByText("Personality:").waitFor();
      await shoot(page, name, "step3-details", { fullPage: false });

      await page.goto("/step5-script");
      await page.getByRole("heading", { name: "Script check" }).waitFor({ timeout: 20_000 });
      await shoot(page, name, "step5-script");
      await page.getByRole("tab", { name: "A/V view" }).click();
      await page.getByRole("table").waitFor();
      await shoot(page, name, "step5-av");

      await page.getByRole("button", { name: "Edit Script" }).click();
      await page.waitForURL(/\/script-editor\/\d+$/);
      // Its first lines are drawn (on a phone the NOTE lines fill the window, and the editor draws only what is in
      // view, so the first scene heading may not be drawn yet).
      await page.getByRole("textbox", { name: "Script text" }).locator(".cm-line").first().waitFor();
      // The editor draws the lines in view: judge it as the window shows it.
      await shoot(page, name, "editor", { fullPage: false });
    });
  }
});
