import { readFile } from "node:fs/promises";
import mammoth from "mammoth";
import Papa from "papaparse";
import type { Locator, Page } from "playwright-core";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContract } from "@shared/script/contract";
import { exportLines } from "@shared/script/export-lines";
import { SHOT_LIST_COLUMNS } from "@shared/script/shot-list";
import { captionProblems, parseSrt, parseVtt } from "../support/caption-rules";
import { expectNoAxeViolations, scriptEditor, startE2E, type E2E } from "../support/e2e";
import { expectUniqueControlNames } from "../support/unique-names";

/**
 * Exports from everywhere (docs/product/exports.md): a script made in the wizard, saved, edited by a writer
 * (arrows, macrons, curly quotes, accents), reloaded, then every format downloaded from the editor, from its
 * My Scripts row and from the View dialog, and each file read back with a real parser.
 */
let e2e: E2E;
let cookie: string;
// A fresh embedded database takes long to create on a loaded machine.
beforeAll(async () => {
  e2e = await startE2E();
  cookie = await e2e.createVerifiedUser("exporter@newsela.com");
}, 300_000);
afterAll(() => e2e?.close());

const WRITER_LINE = "PENNY PAGE: “Cake” → /ā/, “cute” → /ū/: José’s café is naïve — try it!";
/** With SCREENSHOT_DIR set, saves the page as <name>.png there (to look at the menus). */
const shoot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png` });
};
const squash = (s: string) => s.normalize("NFC").replace(/\s+/g, " ").trim();

/** Opens the menu with `trigger`, picks `item`, resolves with the file's name and bytes. */
async function download(page: Page, trigger: Locator, item: string): Promise<{ name: string; bytes: Buffer }> {
  await trigger.click();
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: item }).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

/** Downloads every format through `trigger` and checks each file against the saved text. */
async function checkEveryFormat(page: Page, trigger: Locator, saved: string, slug: string) {
  const lines = exportLines(saved).filter((l) => l.kind !== "blank");

  const docx = await download(page, trigger, "Word (.docx)");
  expect(docx.name).toBe(`${slug}-script.docx`);
  const { value } = await mammoth.extractRawText({ buffer: docx.bytes });
  const paragraphs = new Set(value.split(/\n+/).map((p) => p.trim()));
  expect(lines.filter((l) => !paragraphs.has(l.plain.trim())).map((l) => l.plain)).toEqual([]);
  expect(value).toContain("Approval: not recorded");

  const pdf = await download(page, trigger, "PDF (.pdf)");
  expect(pdf.name).toBe(`${slug}-script.pdf`);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true });
  expect(squash(text)).toBe(squash(lines.map((l) => l.plain).join(" ")));
  expect(text).toContain("“Cake” → /ā/, “cute” → /ū/: José’s café is naïve — try it!");

  const srt = await download(page, trigger, "Captions (.srt)");
  expect(srt.name).toBe(`${slug}-script.srt`);
  expect(captionProblems(parseSrt(srt.bytes.toString("utf8")), saved)).toEqual([]);
  const vtt = await download(page, trigger, "Captions (.vtt)");
  expect(vtt.name).toBe(`${slug}-script.vtt`);
  expect(captionProblems(parseVtt(vtt.bytes.toString("utf8")), saved)).toEqual([]);

  const csv = await download(page, trigger, "Shot list (.csv)");
  expect(csv.name).toBe(`${slug}-shot-list.csv`);
  const parsed = Papa.parse<Record<string, string>>(csv.bytes.toString("utf8").replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  expect(parsed.meta.fields).toEqual([...SHOT_LIST_COLUMNS]);
  const audio = parseContract(saved).scenes.flatMap((s) =>
    s.beats.filter((b) => b.type !== "visual" && b.type !== "onScreen"),
  );
  expect(parsed.data.filter((r) => r["Audio / speaker"])).toHaveLength(audio.length);

  const txt = await download(page, trigger, "Plain text (.txt)");
  expect(txt.name).toBe(`${slug}-script.txt`);
  expect(txt.bytes.toString("utf8")).toBe(saved);
}

describe("exports from every place", () => {
  // Eighteen downloads, each read back by a parser: minutes on a loaded machine.
  it(
    "saves a script, reloads, and downloads every format from the editor, My Scripts and the View dialog",
    { timeout: 400_000 },
    async () => {
      const { page } = await e2e.newPage();
      // Print opens the browser's dialog; here it records what would be printed.
      await page.addInitScript(() => {
        (window as unknown as { printed: string[] }).printed = [];
        window.print = () =>
          (window as unknown as { printed: string[] }).printed.push(
            document.querySelector(".print-portal")?.textContent ?? document.body.textContent ?? "",
          );
      });
      await e2e.signIn(page, "exporter@newsela.com");

      // The wizard: Long & Short Vowels, RF.1.3.c, two presenters, the first concept; generate and save.
      await page.getByRole("button", { name: "Create New Script" }).first().click();
      await page.getByPlaceholder("Search topics or enter your own...").fill("Long & Short");
      await page.getByRole("option", { name: /Long & Short Vowels/ }).click();
      await page.waitForURL("**/step2-standards");
      await page.getByRole("checkbox", { name: /RF\.1\.3\.c/ }).click();
      await page.getByRole("button", { name: "Next Step" }).click();
      await page.getByRole("button", { name: /^Penny Page/ }).click();
      await page.getByRole("button", { name: /^Rhymo/ }).click();
      await page.getByRole("button", { name: "Next Step" }).click();
      const concepts = page.getByRole("list", { name: "Concept suggestions" }).getByRole("button");
      await expect.poll(() => concepts.count(), { timeout: 15_000 }).toBe(3);
      await concepts.first().click();
      await page.getByRole("button", { name: "Generate Script" }).click();
      await page.getByRole("heading", { name: "Script check" }).waitFor({ timeout: 30_000 });
      // Step 5's own menu, open: axe finds no focusable page content under aria-hidden.
      await page.getByRole("button", { name: "Download", exact: true }).click();
      await page.getByRole("menuitem", { name: "Word (.docx)" }).waitFor();
      await expectNoAxeViolations(page, "step 5 Download menu");
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Save Script" }).click();
      await page.getByRole("button", { name: "Saved" }).waitFor();
      const { scripts } = await e2e.api(cookie, "/api/scripts");
      const { id, topic } = scripts[0] as { id: number; topic: string };
      const slug = topic.toLowerCase().replace(/\s+/g, "-");

      // A writer adds a line with arrows, macrons, curly quotes and accents in the editor, and saves.
      await page.goto(`/script-editor/${id}`);
      const editor = scriptEditor(page);
      await editor.content.click();
      await page.keyboard.press("ControlOrMeta+End");
      await page.keyboard.insertText(`\n${WRITER_LINE}`);
      await page.getByRole("button", { name: "Save Project" }).click();
      await page.getByText("Your changes have been saved successfully.", { exact: true }).waitFor();
      const saved = (await e2e.api(cookie, `/api/scripts/${id}`)).script.scriptContent as string;
      expect(saved).toContain(WRITER_LINE);
      expect(saved).toMatch(/[āēīōū]/);

      // The editor, reloaded.
      await page.reload();
      await expect.poll(() => editor.text()).toContain("TITLE:");
      const editorMenu = page.getByRole("button", { name: "Download", exact: true });
      await editorMenu.click();
      await page.getByRole("menuitem", { name: "Print" }).waitFor();
      await expectNoAxeViolations(page, "editor Download menu");
      await shoot(page, "editor-download-menu");
      await page.keyboard.press("Escape");
      await checkEveryFormat(page, editorMenu, saved, slug);
      await editorMenu.click();
      await page.getByRole("menuitem", { name: "Print" }).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { printed: string[] }).printed.length)).toBe(1);

      // My Scripts: the row's menu (named by the topic), then the View dialog's.
      await page.goto("/saved-scripts");
      const rowMenu = page.getByRole("button", { name: `Download ${topic}`, exact: true });
      await rowMenu.click();
      await page.getByRole("menuitem", { name: "Print" }).waitFor();
      await expectNoAxeViolations(page, "My Scripts row Download menu");
      await expectUniqueControlNames(page, "My Scripts row Download menu");
      await shoot(page, "saved-scripts-download-menu");
      await page.keyboard.press("Escape");
      await checkEveryFormat(page, rowMenu, saved, slug);
      await rowMenu.click();
      await page.getByRole("menuitem", { name: "Print" }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { printed: string[] }).printed.at(-1) ?? ""))
        .toContain("→ /ā/");
      // The print portal is gone once printed.
      await expect.poll(() => page.locator(".print-portal").count()).toBe(0);

      await page.getByRole("button", { name: `View ${topic}` }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("region", { name: "Script text" }).waitFor();
      const dialogMenu = dialog.getByRole("button", { name: "Download", exact: true });
      await dialogMenu.click();
      await dialog.getByRole("menuitem", { name: "Word (.docx)" }).waitFor();
      await expectNoAxeViolations(page, "View dialog Download menu");
      await expectUniqueControlNames(page, "View dialog Download menu");
      await shoot(page, "view-dialog-download-menu");
      await page.keyboard.press("Escape");
      // Escape closes the menu, not the dialog.
      await dialog.waitFor();
      await checkEveryFormat(page, dialogMenu, saved, slug);
    },
  );
});
