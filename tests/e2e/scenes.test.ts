import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkScript } from "../../src/shared/script/check-script";
import { splitScenes } from "../../src/shared/script/scene-ops";
import { expectNoAxeViolations, startE2E, type E2E } from "../support/e2e";
import { expectUniqueControlNames } from "../support/unique-names";
import { startFakeOpenAI, type FakeOpenAI } from "../support/fake-openai";

/**
 * One scene redone without the rest (docs/product/scene-operations.md), in the editor of a saved script, offline
 * and with a model; and step 5 right after generation at desktop and phone sizes (docs/product/new-user-flow.md).
 */

const choices = {
  topic: "Fables",
  standards: ["RL.2.2"],
  characters: [
    { name: "Penny Page", label: "Curious Host", personality: "Warm" },
    { name: "Rhymo", label: "Musical Robot", personality: "Playful" },
  ],
  grade: "2",
  targetMinutes: 3,
};
const concept = { title: "Fable Court", description: "Animals argue a moral." };

/** Saves `scriptContent` as a script of `cookie`'s user and returns its id. */
async function saveScript(e2e: E2E, cookie: string, scriptContent: string): Promise<number> {
  const saved = await e2e.api(cookie, "/api/scripts", {
    body: { ...choices, concept: concept.title, conceptDescription: concept.description, scriptContent },
  });
  return saved.script.id as number;
}

/** Rewrites scene 3 in the editor's Scenes panel and waits for the saved version. */
async function rewriteScene3(page: Page, note?: string) {
  await page.getByRole("button", { name: "Rewrite this scene (scene 3)" }).click();
  const dialog = page.getByRole("dialog", { name: /^Rewrite scene 3/ });
  await dialog.waitFor();
  if (note) await dialog.getByRole("button", { name: note, exact: true }).click();
  await expectNoAxeViolations(page, "rewrite scene dialog");
  await dialog.getByRole("button", { name: "Rewrite scene", exact: true }).click();
  await page.getByText("Scene 3 rewritten", { exact: true }).first().waitFor({ timeout: 20_000 });
  await dialog.waitFor({ state: "hidden" });
}

/** Scenes 1–2 and 4–end (and the header) are the same text; scene 3 is not. */
function expectOnlyScene3Changed(before: string, after: string) {
  const a = splitScenes(before);
  const b = splitScenes(after);
  expect(b.head).toBe(a.head);
  expect(b.scenes.length).toBe(a.scenes.length);
  for (const i of a.scenes.keys()) {
    if (i === 2) expect(b.scenes[i]).not.toBe(a.scenes[i]);
    else expect(b.scenes[i], `scene ${i + 1}`).toBe(a.scenes[i]);
  }
}

/** Restores version `version` from the editor's Versions list and saves it. */
async function restoreVersion(page: Page, version: number) {
  await page.getByRole("button", { name: `Compare version ${version}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Restore this version" }).click();
  await dialog.waitFor({ state: "hidden" });
  await page.getByRole("button", { name: "Save Project" }).click();
  await page.getByText("Your changes have been saved successfully.", { exact: true }).first().waitFor();
}

async function checkRewriteFlow(e2e: E2E, cookie: string, email: string, original: string, note?: string) {
  const id = await saveScript(e2e, cookie, original);
  const { page } = await e2e.newPage();
  await e2e.signIn(page, email);
  await page.goto(`/script-editor/${id}`);
  await page.getByRole("heading", { name: "Scenes" }).waitFor();
  await expectNoAxeViolations(page, "editor with scenes");
  await expectUniqueControlNames(page, "editor with scenes");
  const before = await e2e.api(cookie, `/api/scripts/${id}`);
  await rewriteScene3(page, note);

  const after = await e2e.api(cookie, `/api/scripts/${id}`);
  expectOnlyScene3Changed(original, after.script.scriptContent);
  expect(after.script.version).toBe(before.script.version + 1);
  // The Script check is the new text's (its figures, recomputed from the saved text; a rewrite may keep the count of
  // words, so the figures are compared with the new text's, not with the old ones).
  const recomputed = checkScript(after.script.scriptContent, {
    selectedCodes: (after.script.standards as { code: string }[]).map((s) => s.code),
    grade: after.script.grade,
    ...(after.script.targetMinutes ? { targetSec: after.script.targetMinutes * 60 } : {}),
    isOfficialCode: () => true,
  });
  expect(after.checks.metrics).toEqual(recomputed.metrics);
  const { versions } = await e2e.api(cookie, `/api/scripts/${id}/versions`);
  expect(versions).toHaveLength(1);
  await expectNoAxeViolations(page, "editor after a scene rewrite");

  await restoreVersion(page, versions[0].version);
  const restored = await e2e.api(cookie, `/api/scripts/${id}`);
  expect(restored.script.scriptContent).toBe(original);
}

describe("rewriting one scene with the offline engine", () => {
  let e2e: E2E;
  let cookie: string;
  beforeAll(async () => {
    e2e = await startE2E();
    cookie = await e2e.createVerifiedUser("scenes@newsela.com");
  });
  afterAll(() => e2e?.close());

  it("redoes scene 3 of a saved script as one version, and restoring brings the old scene back", async () => {
    const generated = await e2e.api(cookie, "/api/generate-script", { body: { ...choices, concept, seed: 3 } });
    expect(generated.scriptContent).toMatch(/SCENE 3/);
    await checkRewriteFlow(e2e, cookie, "scenes@newsela.com", generated.scriptContent, "another example");
  });

  it("shows step 5 right after generation with the first scene and Save Script uncovered", async () => {
    for (const [label, viewport] of [
      ["desktop", { width: 1280, height: 900 }],
      ["phone", { width: 390, height: 844 }],
    ] as const) {
      const { page } = await e2e.newPage({ viewport, isMobile: label === "phone", hasTouch: label === "phone" });
      await e2e.signIn(page, "scenes@newsela.com");
      await page.evaluate(
        ({ state }) => localStorage.setItem("nova-writer-state", JSON.stringify({ state, version: 2 })),
        {
          state: {
            currentStep: 5,
            topic: "Fables",
            grade: "2",
            standards: [{ code: "RL.2.2", description: "Recount stories, including fables and folktales." }],
            standardsTopic: "Fables",
            characters: choices.characters,
            concept,
            targetMinutes: 3,
          },
        },
      );
      await page.goto("/step5-script");
      const toast = page.getByText("Script Generated!", { exact: true }).first();
      await toast.waitFor({ timeout: 20_000 });
      const firstScene = page.getByRole("heading", { name: /^Scene 1 — / });
      await firstScene.waitFor();
      await page.screenshot({ path: `/tmp/polish-step5-${label}.png` });
      const sceneBox = (await firstScene.boundingBox())!;
      expect(sceneBox.y + sceneBox.height, `${label}: scene 1 in the first screen`).toBeLessThanOrEqual(
        viewport.height,
      );
      // No action under the toast: Save Script, nor any other button, link, tab or field in the window.
      const toastBox = (await toast.locator("xpath=ancestor::li[1]").boundingBox())!;
      const covered = await page.evaluate((t) => {
        const controls = document.querySelectorAll<HTMLElement>(
          "button, a[href], input, select, textarea, [role=tab], [role=button], [tabindex='0']",
        );
        return [...controls]
          .filter((el) => !el.closest("li[role=status], [role=region][aria-label*=Notifications]"))
          .map((el) => ({ el, r: el.getBoundingClientRect() }))
          .filter(({ r }) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight)
          .filter(({ r }) => r.left < t.x + t.width && t.x < r.right && r.top < t.y + t.height && t.y < r.bottom)
          .map(({ el }) => el.getAttribute("aria-label") ?? el.textContent?.trim() ?? el.tagName);
      }, toastBox);
      expect(covered, `${label}: actions the toast covers`).toEqual([]);
      expect(
        (await page.getByRole("button", { name: "Save Script" }).boundingBox())!.y,
        `${label}: Save Script is on screen`,
      ).toBeGreaterThanOrEqual(0);
      await expectNoAxeViolations(page, `step 5 ${label}`);
      await expectUniqueControlNames(page, `step 5 ${label}`);
    }
  }, 300_000);
});

describe("rewriting one scene with a model", () => {
  let e2e: E2E;
  let fake: FakeOpenAI;
  let cookie: string;
  let original: string;
  beforeAll(async () => {
    // The script itself comes from the offline engine (a second server), the rewrite from the model.
    const offline = await startE2E();
    const writer = await offline.createVerifiedUser("offline.scenes@newsela.com");
    original = (await offline.api(writer, "/api/generate-script", { body: { ...choices, concept, seed: 9 } }))
      .scriptContent;
    await offline.close();
    fake = await startFakeOpenAI({
      defaultBehaviour: {
        kind: "text",
        text: "SCENE 3 — PRACTICE (0:40)\nVISUAL: A courtroom of animals.\nRHYMO: Your turn: what lesson does the fox learn?\nPAUSE: 3 seconds — think\nPENNY PAGE: Being greedy cost him his lunch.",
      },
    });
    e2e = await startE2E({ OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: fake.url, AI_MODEL: "fake-model" });
    cookie = await e2e.createVerifiedUser("model.scenes@newsela.com");
  }, 300_000);
  afterAll(async () => {
    await e2e?.close();
    await fake?.close();
  });

  it("sends the whole script in one request, takes scene 3 only, and the restore undoes it", async () => {
    await checkRewriteFlow(e2e, cookie, "model.scenes@newsela.com", original);
    const rewrites = fake.requests.filter((r) => JSON.stringify(r.body.messages).includes("Rewrite scene 3"));
    expect(rewrites).toHaveLength(1);
    expect(JSON.stringify(rewrites[0]!.body.messages)).toContain(JSON.stringify(original).slice(1, -1));
  });
});
