import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, startE2E, type E2E } from "../support/e2e";
import { expectUniqueControlNames } from "../support/unique-names";

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const script = (topic: string, over: Record<string, unknown> = {}) => ({
  topic,
  concept: `${topic} concept`,
  standards: ["RL.3.2", "RI.3.2", "W.3.1", "L.3.1", "SL.3.1", "RF.3.3"],
  characters: [
    { name: "Penny Page", label: "Curious Host" },
    { name: "Rhymo", label: "Musical Robot" },
    { name: "Captain Story", label: "Adventure Guide" },
  ],
  scriptContent: `SCENE 1 — HOOK (0:20)\nPENNY PAGE: Welcome to ${topic}! This line is long enough to be a talking point.`,
  ...over,
});

describe("the dashboard and the saved scripts screen", () => {
  it("shows the empty state, then the newest 3 of 5 scripts", async () => {
    const cookie = await e2e.createVerifiedUser("library@newsela.com");
    const { page } = await e2e.newPage();
    await e2e.signIn(page, "library@newsela.com");
    await page.getByText("No scripts saved yet").waitFor();
    await page.getByRole("button", { name: "Create Your First Script" }).waitFor();
    await expectNoAxeViolations(page, "empty dashboard");

    await e2e.api(cookie, "/api/scripts", { body: script("First Topic") });
    await page.reload();
    await page
      .getByRole("link", { name: /First Topic/ })
      .first()
      .waitFor();
    await page.getByText("3 characters").first().waitFor();

    for (const n of [2, 3, 4, 5]) await e2e.api(cookie, "/api/scripts", { body: script(`Topic ${n}`) });
    await page.reload();
    await page
      .getByRole("link", { name: /Topic 5/ })
      .first()
      .waitFor();
    const text = (await page.getByRole("list", { name: "Recent scripts" }).textContent()) ?? "";
    expect(text.indexOf("Topic 5")).toBeLessThan(text.indexOf("Topic 4"));
    expect(text.indexOf("Topic 4")).toBeLessThan(text.indexOf("Topic 3"));
    expect(text).not.toContain("Topic 2");
    expect(text).not.toContain("First Topic");
    expect(text).toContain("+1");
    await expectNoAxeViolations(page, "dashboard with scripts");
    await expectUniqueControlNames(page, "dashboard with scripts");

    // Delete from the dashboard: the dialog closes only through its buttons.
    await page.getByRole("button", { name: "Delete Topic 5" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText('Are you sure you want to delete "Topic 5"? This action cannot be undone.').waitFor();
    await expectNoAxeViolations(page, "dashboard delete question");
    await page.keyboard.press("Escape");
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Script has been successfully deleted", { exact: true }).waitFor();
    await expect.poll(() => page.getByRole("link", { name: /Topic 5/ }).count()).toBe(0);
    await page
      .getByRole("link", { name: /Topic 2/ })
      .first()
      .waitFor();

    // The saved scripts screen: search, '+n more', delete with its confirmation.
    await page.goto("/saved-scripts");
    await page
      .getByRole("link", { name: /Topic 4/ })
      .first()
      .waitFor();
    await page.getByText("+1 more").first().waitFor();
    await expectNoAxeViolations(page, "saved scripts");
    await expectUniqueControlNames(page, "saved scripts");
    await page.getByLabel("Search scripts").fill("Topic 3");
    await expect.poll(() => page.getByRole("link", { name: /Topic 4/ }).count()).toBe(0);
    await page
      .getByRole("link", { name: /Topic 3/ })
      .first()
      .waitFor();
    await page.getByRole("button", { name: /Delete Topic 3/ }).click();
    await page
      .getByRole("alertdialog")
      .getByText("Are you sure you want to delete this script? This action cannot be undone.")
      .waitFor();
    await expectNoAxeViolations(page, "saved scripts delete question");
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText("Script has been successfully deleted", { exact: true }).waitFor();
    const left = await e2e.api(cookie, "/api/scripts");
    expect(left.scripts.map((s: any) => s.topic).sort()).toEqual(["First Topic", "Topic 2", "Topic 4"]);
  });
});
