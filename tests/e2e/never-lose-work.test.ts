import { readFile } from "node:fs/promises";
import JSZip from "jszip";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContract } from "@shared/script/contract";
import { parseDuration } from "@shared/script-format";
import { captionProblems, parseSrt } from "../support/caption-rules";
import { expectNoAxeViolations, scriptEditor, startE2E, type E2E } from "../support/e2e";

/** Downloads through the step-5 Download menu; resolves with the file's bytes. */
async function download(page: Page, item: string): Promise<Buffer> {
  await page.getByRole("button", { name: "Download" }).click();
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: item }).click()]);
  return readFile((await file.path())!);
}

const plainScript = (page: Page) => page.locator("pre[aria-label='Script']").textContent();

/** Everything the app keeps in this browser, as one string (both storages). */
const storedText = (page: Page) =>
  page.evaluate(() => JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)]));

describe("never lose work (ADR 0012)", () => {
  let e2e: E2E;
  let cookie: string;
  beforeAll(async () => {
    e2e = await startE2E();
    cookie = await e2e.createVerifiedUser("keeper@newsela.com");
  });
  afterAll(() => e2e?.close());

  it("step 5: exports open as Word and captions; Regenerate asks first; Edit Script opens the draft unchanged; a close topic keeps the still-offered standards", async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, "keeper@newsela.com");
    await page.getByRole("button", { name: "Create New Script" }).first().click();
    await page.getByPlaceholder("Search topics or enter your own...").fill("Fables & Folk");
    await page.getByRole("option", { name: /Fables & Folktales/ }).click();
    await page.waitForURL("**/step2-standards");
    await page.getByRole("checkbox", { name: /RL\.2\.2/ }).click();
    await page.getByRole("checkbox", { name: /RL\.5\.9/ }).click();
    await page.getByText("Selected Standards (2)").waitFor();
    await page.getByRole("button", { name: "Next Step" }).click();
    await page.getByRole("button", { name: /^Penny Page/ }).click();
    await page.getByRole("button", { name: "Next Step" }).click();
    const concepts = page.getByRole("list", { name: "Concept suggestions" }).getByRole("button");
    await expect.poll(() => concepts.count(), { timeout: 15_000 }).toBe(3);
    await concepts.first().click();
    const conceptTitle = (await page.locator("#selected-concept-heading + div p").first().textContent())!.trim();
    await page.getByRole("button", { name: "Generate Script" }).click();
    await page.getByRole("heading", { name: "Script check" }).waitFor({ timeout: 20_000 });
    const first = (await plainScript(page))!;
    const contract = parseContract(first);

    // Word: a zip whose word/document.xml holds every scene and the A/V table.
    const docx = await JSZip.loadAsync(await download(page, "Word (.docx)"));
    const xml = await docx.file("word/document.xml")!.async("string");
    for (let n = 1; n <= contract.scenes.length; n++) expect(xml).toContain(`Scene ${n} — `);
    expect(xml).toContain("<w:tbl>");

    // Captions: every caption rule (docs/product/exports.md), the last cue at the runtime the Script check shows.
    const srt = (await download(page, "Captions (.srt)")).toString("utf8");
    expect(captionProblems(parseSrt(srt), first)).toEqual([]);
    const panel = page.locator("section", { has: page.getByRole("heading", { name: "Script check" }) });
    const runtimeSec = parseDuration(
      ((await panel.locator("dd").first().textContent()) ?? "").split(" of ")[0]!.trim(),
    )!;
    expect(Math.abs(parseSrt(srt).at(-1)!.endMs / 1000 - runtimeSec)).toBeLessThanOrEqual(runtimeSec * 0.1);

    // Regenerate with an unsaved script asks first, saying the script stays under Drafts.
    await page.getByRole("button", { name: "Regenerate Script" }).click();
    const ask = page.getByRole("alertdialog", { name: "Replace this script?" });
    await ask.getByText("It stays under Drafts in My Scripts for 30 days.", { exact: false }).waitFor();
    await expectNoAxeViolations(page, "Regenerate question");
    await ask.getByRole("button", { name: "Cancel" }).click();
    await ask.waitFor({ state: "hidden" });
    expect(await plainScript(page)).toBe(first);
    await page.getByRole("button", { name: "Regenerate Script" }).click();
    await ask.getByRole("button", { name: "Regenerate" }).click();
    await page
      .getByText("Your script is ready. The previous one is kept under Drafts in My Scripts.")
      .first()
      .waitFor({ timeout: 20_000 });
    await expect.poll(() => plainScript(page)).not.toBe(first);
    await expectNoAxeViolations(page, "step 5 after Regenerate");
    await expect.poll(async () => (await e2e.api(cookie, "/api/scripts?drafts=1")).scripts.length).toBe(2);

    // Edit Script opens the server draft unchanged: Save Project waits for an edit, leaving does not ask.
    await page.getByRole("button", { name: "Edit Script" }).click();
    await page.waitForURL(/\/script-editor\/\d+$/);
    await page.getByText("Draft: kept for 30 days, in My Scripts once saved").waitFor();
    await expectNoAxeViolations(page, "editor of a draft");
    expect(await page.getByRole("button", { name: "Save Project" }).isDisabled()).toBe(true);
    await page.goBack();
    await page.waitForURL("**/step5-script");
    expect(await page.getByRole("alertdialog").count()).toBe(0);

    // A close variant of the step-1 topic: asks before dropping the script, then keeps what still applies.
    // Each click waits for the new step to be on screen (its progress item current), not only for the URL: a lazily
    // loaded step can keep the previous one rendered for a moment, and a click there would not move on.
    const progress = page.getByRole("list", { name: "Progress" }).getByRole("listitem");
    for (const [index, step] of ["step4-concepts", "step3-characters", "step2-standards", "step1-topic"].entries()) {
      await page.getByRole("button", { name: "Previous" }).click();
      await page.waitForURL(`**/${step}`);
      await expect.poll(() => progress.nth(3 - index).getAttribute("aria-current")).toBe("step");
    }
    await page.getByPlaceholder("Search topics or enter your own...").fill("Fables & Folk Tales");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Next Step" }).click();
    const drop = page.getByRole("alertdialog", { name: "Replace the generated script?" });
    await drop.getByText("It stays under Drafts in My Scripts for 30 days.", { exact: false }).waitFor();
    await expectNoAxeViolations(page, "topic change question");
    await drop.getByRole("button", { name: "Change and write a new script" }).click();
    await page.waitForURL("**/step2-standards");
    await page.getByText(/no longer chosen: RL\.5\.9\./).waitFor();
    expect(await page.getByRole("checkbox", { name: /RL\.2\.2/ }).isChecked()).toBe(true);
    await page.getByText("Selected Standards (1)").waitFor();
    await expectNoAxeViolations(page, "step 2 after a topic change");
    await page.getByRole("button", { name: "Next Step" }).click();
    await page.getByText("Selected Characters (1)").waitFor();
    await page.getByRole("button", { name: "Next Step" }).click();
    await page.locator("#selected-concept-heading + div").getByText(conceptTitle, { exact: true }).waitFor();
  });

  it("the editor asks before any way out with unsaved changes: a header link, the logo, browser Back", async () => {
    const { script } = await e2e.api(cookie, "/api/scripts", {
      body: {
        topic: "Leaving",
        concept: "Exit Signs",
        standards: ["RL.3.2"],
        characters: [{ name: "Penny Page", label: "Curious Host" }],
        scriptContent: "SCENE 1 — HOOK (0:20)\nPENNY PAGE: Where is the way out of this story?",
      },
    });
    const { page } = await e2e.newPage();
    await e2e.signIn(page, "keeper@newsela.com");
    await page
      .getByRole("link", { name: /Exit Signs/ })
      .first()
      .click();
    await page.waitForURL(`**/script-editor/${script.id}`);
    const editor = scriptEditor(page);
    await expect.poll(() => editor.text()).toContain("way out");
    await editor.select(null);
    await page.keyboard.type(" Stay!");
    await page.getByText("Unsaved changes", { exact: true }).waitFor();

    const ask = page.getByRole("alertdialog", { name: "Unsaved changes" });
    for (const leave of [
      () => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My scripts" }).click(),
      () => page.getByRole("link", { name: "Nova Writer" }).click(),
      () => page.goBack(),
    ]) {
      await leave();
      await ask.getByText("You have unsaved changes. Are you sure you want to close without saving?").waitFor();
      await ask.getByRole("button", { name: "Keep editing" }).click();
      await ask.waitFor({ state: "hidden" });
      expect(new URL(page.url()).pathname).toBe(`/script-editor/${script.id}`);
    }
    await expectNoAxeViolations(page, "editor after keeping the changes");
    expect(await editor.text()).toContain("Stay!");

    await page.goBack();
    await ask.getByRole("button", { name: "Close without saving" }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 5000 }).toBe("/dashboard");
    expect((await e2e.api(cookie, `/api/scripts/${script.id}`)).script.scriptContent).not.toContain("Stay!");
  });

  it("a shared computer: Logout clears A's wizard and unsaved draft, and B (or anyone arriving after A) starts fresh", async () => {
    await e2e.createVerifiedUser("second.writer@newsela.com");
    const { script } = await e2e.api(cookie, "/api/scripts", {
      body: {
        topic: "Private Pets",
        concept: "Milo the Hamster",
        standards: ["RL.3.2"],
        characters: [{ name: "Penny Page", label: "Curious Host" }],
        scriptContent: "SCENE 1 — HOOK (0:20)\nPENNY PAGE: Here is a story about a pet.",
      },
    });
    const { context, page } = await e2e.newPage();
    await e2e.signIn(page, "keeper@newsela.com");

    // A starts a script in the wizard (step 1 topic, a step-2 standard)...
    await page.goto("/step1-topic");
    await page.getByPlaceholder("Search topics or enter your own...").fill("Fables & Folk");
    await page.getByRole("option", { name: /Fables & Folktales/ }).click();
    await page.waitForURL("**/step2-standards");
    await page.getByRole("checkbox", { name: /RL\.2\.2/ }).click();
    await page.getByText("Selected Standards (1)").waitFor();
    // ...and leaves unsaved typing in the editor (kept as a local draft).
    await page.goto(`/script-editor/${script.id}`);
    const editor = scriptEditor(page);
    await expect.poll(() => editor.text()).toContain("about a pet");
    await editor.select(null);
    await page.keyboard.type(" Milo lives at 12 Elm Street.");
    await page.getByText("Unsaved changes", { exact: true }).waitFor();
    await expect.poll(() => storedText(page)).toContain("12 Elm Street");
    expect(await storedText(page)).toContain("Fables");

    // Logout (from the editor, with the changes unsaved): nothing of A's is left in the browser.
    await page.getByRole("button", { name: "keeper@newsela.com" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL("**/login");
    await page.getByText("Logged out successfully", { exact: true }).waitFor();
    await expectNoAxeViolations(page, "login after logout");
    const afterLogout = await storedText(page);
    expect(afterLogout).not.toContain("12 Elm Street");
    expect(afterLogout).not.toContain("Fables");
    expect(afterLogout).not.toContain("nova-writer-draft:");

    // B signs in on the same browser: a fresh wizard, no draft of A's.
    await e2e.signIn(page, "second.writer@newsela.com");
    await page.goto("/step1-topic");
    const topic = page.getByPlaceholder("Search topics or enter your own...");
    await topic.waitFor();
    expect(await topic.inputValue()).toBe("");
    await page.goto("/step2-standards");
    await page.getByText("Please select a topic first to see relevant standards.").waitFor();
    expect(await page.getByText("Selected Standards (1)").count()).toBe(0);
    await expectNoAxeViolations(page, "B's step 2");
    expect(await storedText(page)).not.toContain("12 Elm Street");

    // B's session ends without Logout (cookies gone); A signs in on the same browser: B's wizard is gone.
    await page.goto("/step1-topic");
    await topic.fill("Rhyming Words");
    await page
      .getByRole("option", { name: /Rhyming Words/ })
      .first()
      .click();
    await page.waitForURL("**/step2-standards");
    await expect.poll(() => storedText(page)).toContain("Rhyming Words");
    await context.clearCookies();
    await e2e.signIn(page, "keeper@newsela.com");
    await page.goto("/step1-topic");
    await topic.waitFor();
    expect(await topic.inputValue()).toBe("");
    expect(await storedText(page)).not.toContain("Rhyming Words");
  });
});
