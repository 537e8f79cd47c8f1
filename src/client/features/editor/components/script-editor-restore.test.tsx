import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mockApi, sentBodies } from "@tests/support/client/api";
import { mockScriptsApi } from "@tests/support/client/scripts-api";
import { renderEditor, saveButton, scriptText } from "./editor-test-harness";

afterEach(() => {
  localStorage.clear();
});

const OLD_TEXT = "RHYMO: The old opening.\nPENNY: Hello again!";

/** Script 7 (version 3) with version 2 in its history. */
function mockWithHistory() {
  mockScriptsApi();
  mockApi({
    "GET /api/scripts/7/versions": () => ({
      versions: [{ version: 2, savedAt: "2025-03-04T10:00:00.000Z", chars: OLD_TEXT.length }],
    }),
    "GET /api/scripts/7/versions/2": () => ({
      version: {
        version: 2,
        savedAt: "2025-03-04T10:00:00.000Z",
        chars: OLD_TEXT.length,
        topic: "Main Idea and Details",
        concept: "Detective Story",
        scriptContent: OLD_TEXT,
      },
    }),
  });
}

async function restoreVersion2(user: ReturnType<typeof renderEditor>["user"]) {
  await user.click(await screen.findByRole("button", { name: "Compare version 2" }));
  const dialog = await screen.findByRole("dialog", { name: "Version 2 compared with the editor" });
  const restore = within(dialog).getByRole("button", { name: "Restore this version" });
  await waitFor(() => expect(restore).toBeEnabled());
  await user.click(restore);
}

describe("ScriptEditorPage: restoring an earlier version (docs/product/team-workflow.md, Activity)", () => {
  it("saves the restored text with restoredFrom, so the activity log says 'restored version 2'", async () => {
    mockWithHistory();
    const { user } = renderEditor("/script-editor/7");
    await restoreVersion2(user);
    await waitFor(async () => expect((await scriptText()).value()).toBe(OLD_TEXT));
    await user.click(saveButton());
    await screen.findByText("Script Saved!");
    expect(sentBodies("PUT /api/scripts/7")).toEqual([
      expect.objectContaining({ version: 3, restoredFrom: 2, scriptContent: OLD_TEXT }),
    ]);

    // The next save is an ordinary one.
    (await scriptText()).type(" More.");
    await user.click(saveButton());
    await waitFor(() => expect(sentBodies("PUT /api/scripts/7")).toHaveLength(2));
    expect(sentBodies("PUT /api/scripts/7")[1]).toMatchObject({ version: 4 });
    expect(sentBodies("PUT /api/scripts/7")[1]).not.toHaveProperty("restoredFrom");
  });

  it("a restored text edited before saving is an ordinary save (no restoredFrom)", async () => {
    mockWithHistory();
    const { user } = renderEditor("/script-editor/7");
    await restoreVersion2(user);
    await waitFor(async () => expect((await scriptText()).value()).toBe(OLD_TEXT));
    (await scriptText()).type(" Changed.");
    await user.click(saveButton());
    await waitFor(() => expect(sentBodies("PUT /api/scripts/7")).toHaveLength(1));
    expect(sentBodies("PUT /api/scripts/7")[0]).not.toHaveProperty("restoredFrom");
  });

  it("gives the focus back to 'Compare' when the comparison closes with Escape or Close", async () => {
    mockWithHistory();
    const { user } = renderEditor("/script-editor/7");
    const compare = await screen.findByRole("button", { name: "Compare version 2" });
    for (const close of ["{Escape}", "Close"]) {
      compare.focus();
      await user.keyboard("{Enter}");
      const dialog = await screen.findByRole("dialog", { name: "Version 2 compared with the editor" });
      await waitFor(() => expect(within(dialog).getByRole("button", { name: "Restore this version" })).toBeEnabled());
      if (close === "Close") await user.click(within(dialog).getAllByRole("button", { name: "Close" })[0]!);
      else await user.keyboard(close);
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(compare).toHaveFocus());
    }
  });
});
