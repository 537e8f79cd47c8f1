import { mkdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, scriptEditor, startE2E, type E2E } from "../support/e2e";
import { expectUniqueControlNames } from "../support/unique-names";

/**
 * The team workflow in a real Chromium with three people (docs/product/team-workflow.md): A shares a script
 * and asks B to review; B opens the mailed link, comments on a line and asks for changes; A replies, edits that
 * line and saves, and the comment follows its line; B approves; A sees it approved; C finds it in Team scripts,
 * read-only, with no decision to make; A edits again and the approved version stays exportable. Axe runs on
 * every new screen; screenshots at 1280×900 and 390×844 go to SCREENSHOT_DIR (default a temp folder).
 */
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), "nova-screens");
const A = "ada@newsela.com";
const B = "ben@newsela.com";
const C = "cat@newsela.com";
const LINE = "PENNY PAGE: Every fable hides a lesson for us to find today.";

let e2e: E2E;
let cookieA: string;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  e2e = await startE2E();
  cookieA = await e2e.createVerifiedUser(A);
  await e2e.createVerifiedUser(B);
  await e2e.createVerifiedUser(C);
});
afterAll(() => e2e?.close());

async function shoot(page: Page, screen: string) {
  for (const [size, viewport] of [
    ["1280x900", { width: 1280, height: 900 }],
    ["390x844", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    // The layout settles after the resize (and a dialog's opening animation): wait for it, as a person would.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - innerWidth), {
        message: `${screen} at ${size} is wider than the window`,
      })
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SHOTS, `team-${screen}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const team = (page: Page) => page.getByRole("complementary", { name: "Team" });

/**
 * Save Project on this short test script, which the Script check finds problems in (no teaching scene): the
 * editor asks "Save with N problems?" first (ADR 0056), and Save anyway saves.
 */
async function saveAnyway(page: Page) {
  await page.getByRole("button", { name: "Save Project" }).click();
  await page
    .getByRole("alertdialog", { name: /^Save with \d+ problems?\?$/ })
    .getByRole("button", { name: "Save anyway" })
    .click();
}
describe("a team's review in the app", () => {
  it("shares, comments on a line, requests changes, follows the edit, approves, and keeps the approved version", async () => {
    const { script } = await e2e.api(cookieA, "/api/scripts", {
      body: {
        topic: "Fables",
        concept: "Moral Detectives",
        standards: ["RL.3.2"],
        characters: [{ name: "Penny Page", label: "Curious Host" }],
        grade: "3",
        scriptContent: `SCENE 1 — HOOK (0:20)\n${LINE}\nPENNY PAGE: Let's read The Crow and the Pitcher.`,
      },
    });
    const id = script.id as number;

    // A shares it with the team and asks B to review.
    const { page: pageA } = await e2e.newPage();
    await e2e.signIn(pageA, A);
    await pageA.goto(`/script-editor/${id}`);
    await team(pageA).getByRole("switch", { name: "Share with the team" }).click();
    await expect
      .poll(() =>
        team(pageA)
          .getByText(/Everyone at the company/)
          .count(),
      )
      .toBe(1);
    await expectNoAxeViolations(pageA, "editor with the team panel (owner)");
    await expectUniqueControlNames(pageA, "editor with the team panel (owner)");
    await team(pageA).getByRole("button", { name: "Request review" }).click();
    const dialog = pageA.getByRole("dialog", { name: "Request review" });
    await dialog.getByLabel("Reviewers' e-mails").fill("nobody@newsela.com");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await dialog.getByRole("alert").waitFor();
    expect(await dialog.getByRole("alert").textContent()).toContain("nobody@newsela.com");
    await expectNoAxeViolations(pageA, "request review dialog");
    await shoot(pageA, "request-review");
    const mailsBefore = e2e.smtp.messages.length;
    await dialog.getByLabel("Reviewers' e-mails").fill(B);
    await dialog.getByLabel("Message (optional)").fill("Please check the hook.");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await dialog.waitFor({ state: "hidden" });
    await team(pageA).getByText("In review").waitFor();

    // B gets the mail, opens its link and finds the script read-only, in the Reviews queue too.
    const mail = await e2e.smtp.waitFor(B, { after: mailsBefore });
    const link = /Open the script: (\S+)/.exec(mail.text)?.[1];
    expect(link).toContain(`/script-editor/${id}`);
    const { page: pageB } = await e2e.newPage();
    await e2e.signIn(pageB, B);
    await pageB.getByRole("link", { name: "Reviews, 1 waiting" }).waitFor();
    await pageB.goto("/reviews");
    await pageB.getByRole("list", { name: "Awaiting your review" }).getByText("Moral Detectives").waitFor();
    await expectNoAxeViolations(pageB, "reviews page");
    await expectUniqueControlNames(pageB, "reviews page");
    await shoot(pageB, "reviews");
    await pageB.goto(new URL(link!).pathname);
    const editorB = scriptEditor(pageB);
    await expect.poll(() => editorB.text()).toContain(LINE);
    expect(await pageB.getByRole("button", { name: "Save Project" }).count()).toBe(0);
    await pageB.getByText(/Read only · by ada@newsela.com/).waitFor();

    // B comments on the line and asks for changes.
    await editorB.select("lesson for us");
    await team(pageB).getByRole("button", { name: "Comment on selected lines" }).click();
    await team(pageB).getByLabel("New comment").fill("Name the lesson here.");
    await team(pageB).getByRole("button", { name: "Post comment" }).click();
    const threadB = team(pageB).getByRole("article", { name: /Comment by ben@newsela.com, Line 2/ });
    await threadB.waitFor();
    expect(await threadB.locator("blockquote").textContent()).toContain(LINE);
    await editorB.content.locator(".cm-comment-range").first().waitFor();
    // The gutter's first mark is its hidden width spacer (ids "0"); the real one carries the thread's id.
    await pageB.locator('.cm-comment-mark:not([data-comment-ids="0"])').first().waitFor();
    await expectNoAxeViolations(pageB, "editor with the team panel (reviewer)");
    await expectUniqueControlNames(pageB, "editor with the team panel (reviewer)");
    await shoot(pageB, "editor-reviewer");
    await team(pageB).getByLabel("Note with your decision (optional)").fill("The hook needs the moral.");
    await team(pageB).getByRole("button", { name: "Request changes" }).click();
    await team(pageB).getByText("Changes requested", { exact: true }).waitFor();
    await expectNoAxeViolations(pageB, "editor after requesting changes (reviewer)");

    // A replies, edits that line and saves: the comment follows its line.
    await pageA.reload();
    const threadA = team(pageA).getByRole("article", { name: /Comment by ben@newsela.com, Line 2/ });
    await threadA.waitFor();
    await threadA.getByLabel("Reply to ben@newsela.com").fill("Done, the moral is named.");
    await threadA.getByRole("button", { name: "Reply" }).click();
    await threadA.getByRole("list", { name: "Replies" }).getByText("Done, the moral is named.").waitFor();
    await expectNoAxeViolations(pageA, "editor with a comment thread and a reply (owner)");
    await expectUniqueControlNames(pageA, "editor with a comment thread and a reply (owner)");
    const editorA = scriptEditor(pageA);
    await editorA.select("a lesson");
    await pageA.keyboard.insertText("the moral");
    await saveAnyway(pageA);
    await pageA.getByText("All changes saved").waitFor();
    await expect
      .poll(() => threadA.locator("blockquote").textContent())
      .toContain("PENNY PAGE: Every fable hides the moral for us to find today.");
    expect(await threadA.getAttribute("aria-label")).toContain("Line 2");

    // B approves the new version; A sees it approved.
    await pageB.reload();
    await team(pageB).getByRole("button", { name: "Approve" }).click();
    await team(pageB).getByText("Approved", { exact: true }).first().waitFor();
    await pageA.reload();
    await pageA
      .getByRole("region", { name: "Approved version" })
      .getByText(/Approved version 2 · by ben@newsela.com/)
      .waitFor();
    await expectNoAxeViolations(pageA, "editor with the approved banner");
    await expectUniqueControlNames(pageA, "editor with the approved banner");
    await shoot(pageA, "editor-approved");

    // C finds it in Team scripts, read-only, with no decision to make.
    const { page: pageC } = await e2e.newPage();
    await e2e.signIn(pageC, C);
    await pageC.getByRole("link", { name: "Team scripts" }).click();
    await pageC.getByRole("heading", { level: 1, name: "Team scripts" }).waitFor();
    const row = pageC.getByRole("list", { name: "Team scripts" }).getByRole("link", { name: /Moral Detectives/ });
    await row.waitFor();
    await pageC.getByLabel("Status").selectOption("approved");
    await pageC.getByText("1 match").waitFor();
    await expectNoAxeViolations(pageC, "team scripts");
    await expectUniqueControlNames(pageC, "team scripts");
    await shoot(pageC, "team-scripts");
    await row.click();
    await expect.poll(() => scriptEditor(pageC).text()).toContain("hides the moral");
    await pageC.getByText(/Read only/).waitFor();
    expect(await pageC.getByRole("button", { name: "Save Project" }).count()).toBe(0);
    expect(await team(pageC).getByRole("button", { name: "Approve" }).count()).toBe(0);

    // A edits again: a draft once more, the approved version still exportable with its approval line.
    await scriptEditor(pageA).select("Let's read");
    await pageA.keyboard.insertText("Now we read");
    await saveAnyway(pageA);
    await pageA.getByText("All changes saved").waitFor();
    await team(pageA).getByText("Draft", { exact: true }).waitFor();
    const banner = pageA.getByRole("region", { name: "Approved version" });
    await banner.getByText(/newer working version/).waitFor();
    await expectNoAxeViolations(pageA, "editor with a newer version than the approved one");
    const [download] = await Promise.all([
      pageA.waitForEvent("download"),
      banner.getByRole("button", { name: "Export approved" }).click(),
    ]);
    const exported = readFileSync((await download.path())!, "utf8");
    expect(exported).toMatch(/^Approved version 2 · by ben@newsela.com on /);
    expect(exported).toContain("hides the moral");
    expect(exported).not.toContain("Now we read");
    // Three people's sessions on a shared machine: far longer than one screen's flow.
  }, 480_000);
});
