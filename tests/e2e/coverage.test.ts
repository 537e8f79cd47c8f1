import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, startE2E, type E2E } from "../support/e2e";
import { expectUniqueControlNames } from "../support/unique-names";

/**
 * The coverage map and series plans in a real Chromium (docs/product/coverage.md): the grade 2 map shows a
 * standard with no script; "Make a script for this" starts the wizard with its grade, topic and standard; the
 * editor's "Tag scene 1" makes the hook teach it too; once the saved script is shared and approved (through the
 * API: the review screens have their own flow) the standard reads approved. Then "Plan a season" for grade 2
 * Reading Literature, and its first episode made from the plan. Axe runs on each new screen.
 */
const A = "ada@newsela.com";
const B = "ben@newsela.com";
let e2e: E2E;
let cookieA: string;
let cookieB: string;
beforeAll(async () => {
  e2e = await startE2E();
  cookieA = await e2e.createVerifiedUser(A);
  cookieB = await e2e.createVerifiedUser(B);
});
afterAll(() => e2e?.close());

/** From a pre-filled step 1 to a saved script: the standard stays chosen, one character, the first concept. */
async function finishWizard(page: Page, selected: number) {
  await page.waitForURL("**/step1-topic");
  await page.getByRole("button", { name: "Next Step" }).click();
  await page.waitForURL("**/step2-standards");
  await page.getByText(`Selected Standards (${selected})`).waitFor();
  await page.getByRole("button", { name: "Next Step" }).click();
  await page.waitForURL("**/step3-characters");
  await page.getByRole("button", { name: /^Penny Page/ }).click();
  await page.getByRole("button", { name: "Next Step" }).click();
  await page.waitForURL("**/step4-concepts");
  const concepts = page.getByRole("list", { name: "Concept suggestions" }).getByRole("button");
  await concepts.first().waitFor();
  await concepts.first().click();
  await page.getByRole("button", { name: "Generate Script" }).click();
  await page.waitForURL("**/step5-script");
  await page.getByText("Offline draft", { exact: true }).first().waitFor();
  const save = page.getByRole("button", { name: "Save Script" });
  await expect.poll(() => save.isEnabled()).toBe(true);
  await save.click();
  await page.getByText("Script Saved!", { exact: true }).waitFor();
}

describe("coverage map and plans in the app", () => {
  it("makes a script for an uncovered standard and sees it turn approved", async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, A);
    await page.getByRole("link", { name: "Coverage" }).click();
    await page.getByRole("heading", { name: "Coverage", level: 1 }).waitFor();
    await page.getByLabel("Grade", { exact: true }).selectOption("2");
    await page.getByLabel("Strand", { exact: true }).selectOption("RL");
    const cell = page.getByRole("button", { name: "RL.2.2: No script" });
    await cell.waitFor();
    await cell.click();
    const panel = page.getByRole("region", { name: "Standard RL.2.2" });
    await panel.getByText("No script teaches this standard yet.").waitFor();
    await expectNoAxeViolations(page, "coverage map");
    await expectUniqueControlNames(page, "coverage map");
    await panel.getByRole("button", { name: "Make a script for this" }).click();
    await finishWizard(page, 1);

    const { scripts } = await e2e.api(cookieA, "/api/scripts");
    const id: number = scripts[0].id;
    const saved = await e2e.api(cookieA, `/api/scripts/${id}`);
    expect(saved.script.grade).toBe("2");
    expect(saved.script.standards.map((s: { code: string }) => s.code)).toEqual(["RL.2.2"]);

    // "Tag scene 1 with a standard" in the editor: the hook now teaches RL.2.2 too, once saved.
    await page.goto(`/script-editor/${id}`);
    const tag = page.getByRole("combobox", { name: "Tag scene 1 with a standard" });
    await tag.selectOption("RL.2.2");
    await page.getByRole("status").filter({ hasText: "Scene 1 tagged RL.2.2" }).waitFor();
    await expectNoAxeViolations(page, "editor, scene tagged");
    await page.getByRole("button", { name: /Save Project/ }).click();
    await page.getByText("Script Saved!", { exact: true }).waitFor();
    const traced = await e2e.api(cookieA, "/api/coverage?grade=2&strand=RL");
    const rl22 = traced.standards.find((s: { code: string }) => s.code === "RL.2.2");
    expect(rl22.scripts[0].scenes[0]).toBe(1);

    await e2e.api(cookieA, `/api/scripts/${id}/sharing`, { method: "PUT", body: { visibility: "team" } });
    const asked = await e2e.api(cookieA, `/api/scripts/${id}/reviews`, { body: { reviewers: [B] } });
    await e2e.api(cookieB, `/api/scripts/${id}/decisions`, {
      body: { decision: "approve", version: asked.script.version },
    });

    await page.goto("/coverage?grade=2&strand=RL");
    await page.getByRole("button", { name: "RL.2.2: Approved" }).click();
    await page.getByRole("region", { name: "Standard RL.2.2" }).getByRole("link").first().waitFor();
    await expectNoAxeViolations(page, "coverage map, an approved standard");
    await expectUniqueControlNames(page, "coverage map, an approved standard");
  });

  it("plans a season for grade 2 Reading Literature and makes its first episode", async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, A);
    await page.goto("/plans");
    await page.getByRole("heading", { name: "Plans", level: 1 }).waitFor();
    await expectNoAxeViolations(page, "plans, none yet");
    await page.getByLabel("Plan name").fill("Grade 2 · Fall season");
    await page.getByLabel("Grade", { exact: true }).selectOption("2");
    await page.getByLabel("Strand", { exact: true }).selectOption("RL");
    await page.getByRole("button", { name: "Propose episodes" }).click();
    const proposed = page.getByRole("list", { name: "Proposed episodes" });
    await proposed.waitFor();
    // RL.2.2 has an approved script now: the season leaves it out.
    expect(await proposed.textContent()).not.toMatch(/RL\.2\.2\b/);
    await expectNoAxeViolations(page, "plans, proposal");
    await page.getByRole("button", { name: "Create plan" }).click();
    const episodes = page.getByRole("list", { name: "Episodes of Grade 2 · Fall season" });
    await episodes.waitFor();
    const first = episodes.getByRole("listitem").first();
    await first.getByText("Not started").waitFor();
    await expectNoAxeViolations(page, "plans, a new plan");
    await expectUniqueControlNames(page, "plans, a new plan");
    const firstCodes = ((await first.textContent()) ?? "").match(/RL\.2\.\d+/g) ?? [];
    await first.getByRole("button", { name: "Make a script for episode 1" }).click();
    await finishWizard(page, firstCodes.length);

    await page.goto("/plans");
    const after = page.getByRole("list", { name: "Episodes of Grade 2 · Fall season" }).getByRole("listitem").first();
    await after.getByText("Draft", { exact: true }).waitFor();
    await after.getByRole("link", { name: "Open script" }).waitFor();
    await expectNoAxeViolations(page, "plans with an episode in progress");
    await expectUniqueControlNames(page, "plans with an episode in progress");
  });
});
