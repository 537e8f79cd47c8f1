import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, scriptEditor, startE2E, type E2E } from "../support/e2e";
import { expectUniqueControlNames } from "../support/unique-names";

let e2e: E2E;
let cookie: string;
beforeAll(async () => {
  e2e = await startE2E();
  cookie = await e2e.createVerifiedUser("editor@newsela.com");
});
afterAll(() => e2e?.close());

const newScript = async (topic: string) =>
  (
    await e2e.api(cookie, "/api/scripts", {
      body: {
        topic,
        concept: "Moral Detectives",
        standards: ["RL.3.2", "RL.2.2"],
        characters: [{ name: "Penny Page", label: "Curious Host" }],
        scriptContent:
          "SCENE 1 — HOOK (0:20)\nPENNY PAGE: Every fable hides a lesson for us to find today.\nmake this bold",
      },
    })
  ).script as { id: number };

/**
 * Save Project on these short test scripts, which the Script check finds problems in (no teaching scene): the
 * editor asks "Save with N problems?" first, and Save anyway saves.
 */
async function saveAnyway(page: Page) {
  await page.getByRole("button", { name: "Save Project" }).click();
  await page
    .getByRole("alertdialog", { name: /^Save with \d+ problems?\?$/ })
    .getByRole("button", { name: "Save anyway" })
    .click();
}

describe("the script editor", () => {
  it("edits with formatting markers in CodeMirror, saves, and shows the change after a reload", async () => {
    const { id } = await newScript("Fables");
    const { page } = await e2e.newPage();
    await e2e.signIn(page, "editor@newsela.com");
    await page.goto(`/script-editor/${id}`);
    const editor = scriptEditor(page);
    await expect.poll(() => editor.text()).toContain("make this bold");
    // The script format is highlighted: the speaker name and the scene heading.
    await editor.content.locator(".cm-script-speaker", { hasText: "PENNY PAGE:" }).waitFor();
    await editor.content.locator(".cm-script-scene").waitFor();
    await expectNoAxeViolations(page, "editor");
    await expectUniqueControlNames(page, "editor");
    const save = page.getByRole("button", { name: "Save Project" });
    expect(await save.isDisabled()).toBe(true);

    await editor.select("make this bold");
    await page.getByRole("button", { name: "Bold", exact: true }).click();
    await expect.poll(() => editor.text()).toContain("**make this bold**");
    // Bold is shown as bold, the markers stay in the text (drawn lighter).
    await editor.content.locator(".cm-script-strong", { hasText: "make this bold" }).waitFor();
    expect(await editor.content.locator(".cm-script-marker").count()).toBeGreaterThanOrEqual(2);
    await editor.select("lesson");
    await page.keyboard.press("ControlOrMeta+I");
    await expect.poll(() => editor.text()).toContain("*lesson*");
    await editor.select(null);
    await page.getByRole("button", { name: "Bulleted list" }).click();
    await page.getByRole("button", { name: "Numbered list" }).click();
    await expect.poll(() => editor.text()).toMatch(/\n1\. • \*\*make this bold\*\*$/);

    // Style: the caret's line becomes Heading 1 ("# "); Size changes the editor's text size.
    await editor.select("HOOK");
    await page.getByRole("combobox", { name: "Text style" }).selectOption({ label: "Heading 1" });
    await expect.poll(() => editor.text()).toMatch(/^# SCENE 1 — HOOK/);
    await page.getByRole("combobox", { name: "Text size" }).selectOption({ label: "16" });
    // 16 pt = 21.33 px.
    await expect
      .poll(async () => parseFloat(await editor.content.evaluate((el) => getComputedStyle(el).fontSize)))
      .toBeCloseTo(21.33, 1);

    expect(await save.isEnabled()).toBe(true);
    await save.click();
    // The Script check still has errors: Save asks first, listing them (ADR 0056).
    const problems = page.getByRole("alertdialog", { name: /^Save with \d+ problems?\?$/ });
    await problems.getByRole("list", { name: "Problems" }).waitFor();
    await expectNoAxeViolations(page, "save with problems");
    await problems.getByRole("button", { name: "Save anyway" }).click();
    await page.getByText("Your changes have been saved successfully.", { exact: true }).waitFor();
    await page.reload();
    await expect.poll(() => editor.text()).toContain("**make this bold**");
    expect(await editor.text()).toContain("*lesson*");
    expect(await editor.text()).toMatch(/^# SCENE 1/);
  });

  it("asks before closing with unsaved changes", async () => {
    const { id } = await newScript("Closing");
    const { page } = await e2e.newPage();
    await e2e.signIn(page, "editor@newsela.com");
    await page.goto(`/script-editor/${id}`);
    const editor = scriptEditor(page);
    await expect.poll(() => editor.text()).toContain("HOOK");
    await editor.fill("Changed text that is not saved yet");
    await page.getByRole("button", { name: "Back" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("You have unsaved changes. Are you sure you want to close without saving?").waitFor();
    await expectNoAxeViolations(page, "close confirmation");
    await dialog.getByRole("button", { name: "Keep editing" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(page.url()).toContain(`/script-editor/${id}`);
  });

  it("gives the second of two tabs the conflict choice instead of overwriting", async () => {
    const { id } = await newScript("Two Tabs");
    const { page: first } = await e2e.newPage();
    await e2e.signIn(first, "editor@newsela.com");
    const second = await first.context().newPage();
    for (const p of [first, second]) {
      await p.goto(`/script-editor/${id}`);
      await expect.poll(() => scriptEditor(p).text()).toContain("HOOK");
    }
    await scriptEditor(first).fill("Saved first, from tab one");
    await saveAnyway(first);
    await first.getByText("Your changes have been saved successfully.", { exact: true }).waitFor();

    await scriptEditor(second).fill("Saved second, from tab two");
    await saveAnyway(second);
    const conflict = second.getByRole("alertdialog").or(second.getByRole("dialog"));
    await conflict.getByRole("button", { name: "Keep mine and overwrite" }).waitFor();
    await conflict.getByRole("button", { name: "Reload their version" }).waitFor();
    await expectNoAxeViolations(second, "editor save conflict");
    expect((await e2e.api(cookie, `/api/scripts/${id}`)).script.scriptContent).toBe("Saved first, from tab one");
    await conflict.getByRole("button", { name: "Keep mine and overwrite" }).click();
    await expect
      .poll(async () => (await e2e.api(cookie, `/api/scripts/${id}`)).script.scriptContent)
      .toBe("Saved second, from tab two");
  });

  it("keeps an unsaved draft across a reload and offers to restore it", async () => {
    const { id } = await newScript("Drafts");
    const { page } = await e2e.newPage();
    await e2e.signIn(page, "editor@newsela.com");
    await page.goto(`/script-editor/${id}`);
    const editor = scriptEditor(page);
    await expect.poll(() => editor.text()).toContain("HOOK");
    await editor.fill("A draft I have not saved");
    await page.waitForTimeout(800); // the draft is kept after 500 ms without typing
    page.once("dialog", (d) => void d.accept()); // beforeunload
    await page.reload();
    await page.getByRole("button", { name: "Restore unsaved changes" }).waitFor();
    await expectNoAxeViolations(page, "editor offering an unsaved draft");
    await page.getByRole("button", { name: "Restore unsaved changes" }).click();
    await expect.poll(() => editor.text()).toBe("A draft I have not saved");
  });

  it("keeps a version per save, shows the difference, and restores the first text", async () => {
    const { id } = await newScript("Versions");
    const { page } = await e2e.newPage();
    await e2e.signIn(page, "editor@newsela.com");
    await page.goto(`/script-editor/${id}`);
    const editor = scriptEditor(page);
    const save = page.getByRole("button", { name: "Save Project" });
    await expect.poll(() => editor.text()).toContain("make this bold");
    const original = await editor.text();

    await editor.fill(`${original}\nPENNY PAGE: A second line.`);
    await saveAnyway(page);
    await expect.poll(() => save.isDisabled()).toBe(true);
    await editor.fill(`${original}\nPENNY PAGE: A third line instead.`);
    await saveAnyway(page);
    await expect.poll(() => save.isDisabled()).toBe(true);

    const versions = page
      .getByRole("region", { name: "Versions" })
      .or(page.locator("section", { has: page.getByRole("heading", { name: "Versions" }) }));
    await expect.poll(() => versions.getByRole("button", { name: /Compare version/ }).count()).toBe(2);
    await page.getByRole("button", { name: "Compare version 1" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("+ PENNY PAGE: A third line instead.").waitFor();
    await expectNoAxeViolations(page, "version comparison");
    await expectUniqueControlNames(page, "version comparison");
    await dialog.getByRole("button", { name: "Restore this version" }).click();
    await expect.poll(() => editor.text()).toBe(original);
    await saveAnyway(page);
    await expect.poll(() => save.isDisabled()).toBe(true);
    await expect.poll(() => versions.getByRole("button", { name: /Compare version/ }).count()).toBe(3);
  });
});
