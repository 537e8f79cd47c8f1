import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPng } from "../support/files";
import { expectNoAxeViolations, startE2E, type E2E } from "../support/e2e";
import { expectUniqueControlNames } from "../support/unique-names";

let e2e: E2E;
let writerCookie: string;
beforeAll(async () => {
  e2e = await startE2E();
  await e2e.createVerifiedUser("admin@newsela.com", "secret123", { admin: true });
  writerCookie = await e2e.createVerifiedUser("writer@newsela.com");
});
afterAll(() => e2e?.close());

describe("the admin panel", () => {
  it("shows anonymous visitors and non-admins their states, without admin data", async () => {
    const { page } = await e2e.newPage();
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Authentication Required" }).waitFor();
    await page.getByText("Please log in to access the Admin Panel").waitFor();
    await expectNoAxeViolations(page, "admin anonymous");
    await e2e.signIn(page, "writer@newsela.com");
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Admin Access Required" }).waitFor();
    await page.getByText("You do not have permission to access this page.").waitFor();
    await expectNoAxeViolations(page, "admin, not an admin");
    expect(await page.getByText("OpenAI Prompts Management").count()).toBe(0);
  });

  it("creates, edits, deactivates and deletes a prompt", async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, "admin@newsela.com");
    await page.goto("/admin");
    await page.getByText("OpenAI Prompts Management").waitFor();
    // No model is configured here: the tab says the prompts apply to the model path (docs/product/admin-prompts.md).
    await page.getByText("They apply to the model path, once a model is configured.", { exact: false }).waitFor();
    await expectNoAxeViolations(page, "admin prompts");
    await expectUniqueControlNames(page, "admin prompts");
    await page.getByRole("button", { name: "Create Prompt" }).first().click();
    const form = page.getByRole("form").first();
    await form.getByLabel("Name").waitFor();
    await expectNoAxeViolations(page, "admin prompts, create form");
    await form.getByLabel("Name").fill("e2e-prompt");
    await form.getByLabel("Description").fill("A prompt made by the browser test");
    await form.getByLabel("Content").fill("Write about {{topic}}.");
    await form.getByRole("button", { name: "Create Prompt" }).click();
    await page.getByText("Prompt created successfully!", { exact: true }).waitFor();

    await page.getByRole("button", { name: "Edit prompt e2e-prompt" }).click();
    const edit = page.getByRole("form").first();
    await edit.getByLabel("Description").fill("Edited description");
    await edit.getByRole("switch", { name: "Active" }).click();
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Prompt updated successfully!", { exact: true }).waitFor();
    await page.getByText("Edited description").waitFor();

    // An unclosed section is refused with its line, and nothing is stored.
    await page.getByRole("button", { name: "Edit prompt e2e-prompt" }).click();
    const broken = page.getByRole("form").first();
    await broken.getByLabel("Content").fill("Write about {{topic}}.\n{{#standards}}{{code}}");
    await broken.getByRole("button", { name: "Save Changes" }).click();
    await page
      .getByText(/Line 2: The section \{\{#standards\}\} is never closed/)
      .first()
      .waitFor();
    await expectNoAxeViolations(page, "admin prompts, edit form refused");
    await broken.getByRole("button", { name: "Cancel" }).click();

    // The history keeps the replaced text, and Restore brings it back.
    await page.getByRole("button", { name: "History of prompt e2e-prompt" }).click();
    const history = page.getByRole("dialog", { name: "History of e2e-prompt" });
    await history.getByText("Write about {{topic}}.").waitFor();
    await expectNoAxeViolations(page, "admin prompt history");
    await expectUniqueControlNames(page, "admin prompt history");
    await history
      .getByRole("button", { name: /^Restore/ })
      .first()
      .click();
    await page
      .getByText(/^Prompt restored to the text replaced on /)
      .first()
      .waitFor();
    await history.waitFor({ state: "hidden" });
    await page.getByText("A prompt made by the browser test").waitFor();

    await page.getByRole("button", { name: "Delete prompt e2e-prompt" }).click();
    await page.getByRole("alertdialog").getByText("Are you sure you want to delete this prompt?").waitFor();
    await expectNoAxeViolations(page, "admin delete prompt question");
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText("Prompt deleted successfully!", { exact: true }).waitFor();
  });

  it("creates a character with a PNG photo that appears in step 3", async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page, "admin@newsela.com");
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Characters" }).click();
    await page.getByText("Characters Management").waitFor();
    await page.getByRole("button", { name: "Create Character" }).first().click();
    const form = page.getByRole("form").first();
    await form.getByLabel("Name", { exact: true }).fill("Luna Lexicon");
    await form.getByLabel("Label", { exact: true }).fill("Word Wizard");
    await form.getByLabel("Personality").fill("Calm, curious and kind");
    await form
      .getByLabel("Character Photo")
      .setInputFiles({ name: "luna.png", mimeType: "image/png", buffer: buildPng() });
    await form.getByRole("img").first().waitFor();
    await expectNoAxeViolations(page, "admin characters, create form with a photo");
    await form.getByRole("button", { name: "Create Character" }).click();
    await page.getByText("Character created successfully!", { exact: true }).waitFor();
    await expectNoAxeViolations(page, "admin characters");
    await expectUniqueControlNames(page, "admin characters");

    await page.goto("/step3-characters");
    const card = page.getByRole("button", { name: /^Luna Lexicon/ });
    await card.waitFor();
    const src = await card.locator("img").first().getAttribute("src");
    expect(src).toMatch(/^\/api\/uploads\//);
    const photo = await page.request.get(src!);
    expect(photo.headers()["content-type"]).toBe("image/png");
    expect(photo.headers()["x-content-type-options"]).toBe("nosniff");
  });

  it("renames a topic and the scripts follow; filters and sorting work", async () => {
    for (const topic of ["Fables", "Fables", "Poetry"]) {
      await e2e.api(writerCookie, "/api/scripts", {
        body: {
          topic,
          concept: "",
          standards: ["RL.3.2"],
          characters: [{ name: "Penny Page", label: "Curious Host" }],
          scriptContent: "text",
        },
      });
    }
    const { page } = await e2e.newPage();
    await e2e.signIn(page, "admin@newsela.com");
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Topics" }).click();
    await page.getByText("Topic Management Dashboard").waitFor();
    await page.getByText("2 saved scripts").waitFor();
    await page.getByText("1 saved script", { exact: true }).waitFor();
    await expectNoAxeViolations(page, "admin topics");
    await expectUniqueControlNames(page, "admin topics");

    // Sorting: name ascending by default; by script count, descending then ascending (Poetry has fewer).
    const rowsText = async () => (await page.locator("main").textContent()) ?? "";
    expect((await rowsText()).indexOf("Fables")).toBeLessThan((await rowsText()).indexOf("Poetry"));
    await page.getByLabel("Sort By").selectOption({ label: "Script Count" });
    await page.getByRole("button", { name: "Sorted ascending; switch to descending" }).click();
    await expect
      .poll(async () => (await rowsText()).indexOf("Fables") < (await rowsText()).indexOf("Poetry"))
      .toBe(true);
    await page.getByRole("button", { name: "Sorted descending; switch to ascending" }).click();
    await expect
      .poll(async () => (await rowsText()).indexOf("Poetry") < (await rowsText()).indexOf("Fables"))
      .toBe(true);

    await page.getByLabel("Min Scripts").fill("2");
    await expect.poll(() => page.getByText("1 saved script", { exact: true }).count()).toBe(0);
    await page.getByRole("button", { name: "Clear All Filters" }).click();
    await page.getByText("1 saved script", { exact: true }).waitFor();

    await page.getByRole("button", { name: "Rename topic Fables" }).click();
    await page.getByLabel("New name for Fables").fill("  Fables & Folktales  ");
    await expectNoAxeViolations(page, "admin topics, renaming one");
    await expectUniqueControlNames(page, "admin topics, renaming one");
    await page.getByRole("button", { name: "Save topic name" }).click();
    await page.getByText("Topic name updated successfully!", { exact: true }).waitFor();
    const mine = await e2e.api(writerCookie, "/api/scripts");
    expect(mine.scripts.map((s: any) => s.topic).sort()).toEqual([
      "Fables & Folktales",
      "Fables & Folktales",
      "Poetry",
    ]);
    await page
      .getByRole("button", { name: /View Scripts/ })
      .first()
      .click();
    await page.getByText("Untitled Script").first().waitFor();
    await page.getByText("writer@newsela.com").first().waitFor();
    await expectNoAxeViolations(page, "admin topics, a topic's scripts");
    await expectUniqueControlNames(page, "admin topics, a topic's scripts");
  });
});
