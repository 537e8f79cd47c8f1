import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDuration } from "@shared/script-format";
import { expectNoAxeViolations, startE2E, type E2E } from "../support/e2e";
import { expectUniqueControlNames } from "../support/unique-names";

/** Step 1 with a grade and a typed topic; lands on step 2. */
async function chooseGradeAndTopic(page: Page, grade: string, topic: string, axe = false) {
  await page.getByRole("button", { name: "Create New Script" }).first().click();
  await page.waitForURL("**/step1-topic");
  // The radio itself is visually hidden inside its styled label (keyboard and screen readers use it).
  await page.getByRole("radio", { name: grade }).check({ force: true });
  await page.getByPlaceholder("Search topics or enter your own...").fill(topic);
  await page.keyboard.press("Escape");
  if (axe) {
    await expectNoAxeViolations(page, "step 1 with a grade and a typed topic");
    await expectUniqueControlNames(page, "step 1 with a grade and a typed topic");
  }
  await page.getByRole("button", { name: "Next Step" }).click();
  await page.waitForURL("**/step2-standards");
}

/** Steps 3 and 4: one presenter, the first concept, optionally a target length; lands on step 5. */
async function castConceptAndGenerate(page: Page, presenter: RegExp, minutes?: string) {
  await page.getByRole("button", { name: "Next Step" }).click();
  await page.waitForURL("**/step3-characters");
  await page.getByRole("button", { name: presenter }).click();
  await page.getByText("Selected Characters (1)").waitFor();
  await page.getByRole("button", { name: "Next Step" }).click();
  await page.waitForURL("**/step4-concepts");
  const concepts = page.getByRole("list", { name: "Concept suggestions" }).getByRole("button");
  await expect.poll(() => concepts.count(), { timeout: 15_000 }).toBe(3);
  await concepts.first().click();
  if (minutes) await page.getByLabel("Target length").selectOption(minutes);
  await page.getByRole("button", { name: "Generate Script" }).click();
  await page.waitForURL("**/step5-script");
  await page.getByRole("heading", { name: "Script check" }).waitFor({ timeout: 20_000 });
}

describe("teaching content in the wizard (ADR 0007)", () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
    await e2e.createVerifiedUser("teacher@newsela.com");
  });
  afterAll(() => e2e?.close());

  it("grade 2 and 'Main idea': the grade's standards first with kid goals, how one is taught, on to step 5", async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, "teacher@newsela.com");
    await chooseGradeAndTopic(page, "Grade 2", "Main idea", true);

    await page.getByRole("heading", { name: "Grade 2 standards for Main idea" }).waitFor();
    await page.getByRole("checkbox").first().waitFor();
    const firstLabel = (await page.locator("li label").first().textContent()) ?? "";
    expect(firstLabel).toContain("RI.2.2");
    expect(firstLabel).toMatch(/I can /);
    await page.getByRole("button", { name: /Show other grades/ }).waitFor();

    await page.getByRole("button", { name: "How it's taught" }).first().click();
    await page.getByText("Think aloud:").first().waitFor();
    await expectNoAxeViolations(page, "step 2 with a grade and an open example");
    await expectUniqueControlNames(page, "step 2 with a grade and an open example");

    await page.getByRole("checkbox", { name: /RI\.2\.2/ }).click();
    await page.getByText("Selected Standards (1)").waitFor();
    await castConceptAndGenerate(page, /^Professor Quill/);
    const text = (await page.locator("pre").first().textContent()) ?? "";
    expect(text).toContain("GRADE: 2");
    expect(text).toContain("ON SCREEN: RI.2.2");

    // Never lose work (ADR 0012): leave by the logo without saving; the script is under Drafts.
    await page.getByRole("link", { name: "Nova Writer" }).click();
    await page.getByRole("heading", { name: "Welcome to Nova Writer" }).waitFor();
    await page.getByRole("link", { name: "My scripts" }).click();
    await page.getByRole("heading", { name: "Drafts" }).waitFor();
    await page.getByRole("link", { name: "Open" }).first().waitFor();
    await expectNoAxeViolations(page, "saved scripts with drafts");
    await expectUniqueControlNames(page, "saved scripts with drafts");
  });

  it("a typed topic nothing fits: 'No standard matches this topic well.', the grade's standards by strand (ADR 0057)", async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, "teacher@newsela.com");
    await chooseGradeAndTopic(page, "Grade 3", "Indoor recess ideas");

    await page.getByText("No standard matches this topic well.", { exact: true }).waitFor();
    const browse = page.getByRole("button", { name: "Browse Grade 3 standards by strand" });
    expect(await browse.getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("button", { name: "Writing (21)" }).click();
    await page.getByRole("checkbox", { name: /W\.3\.2\s*Write informative/ }).click();
    await page.getByText("Selected Standards (1)").waitFor();

    await page.getByLabel("Find a Grade 3 standard by code or words").fill("moral");
    await page.getByRole("checkbox", { name: /RL\.3\.2/ }).waitFor();
    await expectNoAxeViolations(page, "step 2 browsing the grade's standards by strand");
    await expectUniqueControlNames(page, "step 2 browsing the grade's standards by strand");
    expect(await page.getByRole("button", { name: "Next Step" }).isEnabled()).toBe(true);
  });

  it("grade 1, 'Digraphs', 3 minutes, one presenter: a script about /sh/, /ch/, /th/ that reads in about 3 minutes, checked and saved", async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, "teacher@newsela.com");
    await chooseGradeAndTopic(page, "Grade 1", "Digraphs");
    await page.getByRole("checkbox", { name: /RF\.1\.3\.a/ }).click();
    await castConceptAndGenerate(page, /^Penny Page/, "3");

    const text = (await page.locator("pre").first().textContent()) ?? "";
    for (const sound of ["/sh/", "/ch/", "/th/"]) expect(text).toContain(sound);
    expect(text).toContain("TARGET LENGTH: 3:00 | GRADE: 1");
    expect(
      new Set(
        [...text.matchAll(/^([A-Z][A-Z ]+): /gm)]
          .map((m) => m[1])
          .filter((s) => !["VISUAL", "ON SCREEN", "PAUSE", "NOTE", "TITLE", "TOPIC", "STANDARDS", "CAST"].includes(s!)),
      ),
    ).toEqual(new Set(["PENNY PAGE"]));

    const panel = page.locator("section", { has: page.getByRole("heading", { name: "Script check" }) });
    const runtime = (await panel.locator("dd").first().textContent()) ?? "";
    const seconds = parseDuration(runtime.split(" of ")[0]!.trim()) ?? 0;
    expect(Math.abs(seconds - 180)).toBeLessThanOrEqual(18);
    expect(runtime).toContain("of 3:00");
    await expectNoAxeViolations(page, "step 5 with the Script check panel");
    await expectUniqueControlNames(page, "step 5 with the Script check panel");

    await page.getByRole("button", { name: "Save Script" }).click();
    await page.getByText("Script Saved!", { exact: true }).waitFor();

    // Print (docs/product/screens.md#script-editor): every scene, a page each, no site header, footer or buttons.
    const scenes = [...text.matchAll(/^SCENE (\d+) — /gm)].length;
    await page.getByRole("button", { name: "Edit Script" }).click();
    await page.waitForURL("**/script-editor**");
    await page.getByLabel("Script text").waitFor();
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("header").first().isVisible()).toBe(false);
    expect(await page.locator("footer").first().isVisible()).toBe(false);
    expect(await page.getByLabel("Script text").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Save Project" }).isVisible()).toBe(false);
    for (let n = 1; n <= scenes; n++)
      expect(await page.getByRole("heading", { name: new RegExp(`^Scene ${n} — `) }).isVisible()).toBe(true);
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? "/tmp"}/nova-print.png`, fullPage: true });
    await page.emulateMedia({ media: "screen" });
  });
});
