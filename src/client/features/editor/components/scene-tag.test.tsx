import { act, screen, waitFor, within } from "@testing-library/react";
import { undo } from "@codemirror/commands";
import { afterEach, describe, expect, it } from "vitest";
import { sentBodies } from "@tests/support/client/api";
import { buildScript } from "@tests/support/client/fixtures";
import { mockScriptsApi } from "@tests/support/client/scripts-api";
import { renderEditor, saveButton, scriptText } from "./editor-test-harness";

afterEach(() => {
  localStorage.clear();
});

const TEXT = [
  "TITLE: Main Idea",
  "STANDARDS: RI.3.2 (primary), RI.3.1 (supporting)",
  "",
  "SCENE 1 — HOOK (0:10)",
  "RHYMO: Welcome, detectives!",
  "",
  "SCENE 2 — TEACH: MAIN IDEA (0:20)",
  "STANDARD: RL.3.3",
  "PENNY: The main idea is what it is mostly about.",
  "",
].join("\n");

describe('Scene panel: "Tag scene N with a standard" (docs/product/coverage.md)', () => {
  it("writes the scene's STANDARD: line as one edit that undo takes back, and saves it with the script", async () => {
    mockScriptsApi({ scripts: [buildScript({ scriptContent: TEXT })] });
    const { user } = renderEditor("/script-editor/7");
    const editor = await scriptText();
    const scenes = screen.getByRole("region", { name: "Scenes" });
    const tag1 = within(scenes).getByRole("combobox", { name: "Tag scene 1 with a standard" });
    const tag2 = within(scenes).getByRole("combobox", { name: "Tag scene 2 with a standard" });
    // The script's selected standards, and scene 2's own tag (not among them) so that it shows.
    expect(
      within(tag1)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Not tagged", "RI.3.2", "RI.3.1", "RL.3.2", "RL.3.3"]);
    expect(tag1).toHaveValue("");
    expect(tag2).toHaveValue("RL.3.3");

    await user.selectOptions(tag1, "RI.3.2");
    expect(editor.value()).toBe(TEXT.replace("SCENE 1 — HOOK (0:10)\n", "SCENE 1 — HOOK (0:10)\nSTANDARD: RI.3.2\n"));
    expect(tag1).toHaveValue("RI.3.2");
    expect(within(scenes).getByRole("status")).toHaveTextContent(
      "Scene 1 tagged RI.3.2. Save the script to update the coverage map.",
    );
    expect(saveButton()).toBeEnabled();
    expect(sentBodies("PUT /api/scripts/7")).toEqual([]);

    act(() => void undo(editor.view));
    expect(editor.value()).toBe(TEXT);
    expect(tag1).toHaveValue("");
    expect(saveButton()).toBeDisabled();

    await user.selectOptions(tag2, "RL.3.2");
    expect(editor.value()).toBe(TEXT.replace("STANDARD: RL.3.3\n", "STANDARD: RL.3.2\n"));
    await user.selectOptions(tag2, "");
    expect(editor.value()).toBe(TEXT.replace("STANDARD: RL.3.3\n", ""));
    await user.selectOptions(tag2, "RI.3.1");
    await user.click(saveButton());
    await waitFor(() => expect(sentBodies("PUT /api/scripts/7")).toHaveLength(1));
    expect(sentBodies("PUT /api/scripts/7")[0].scriptContent).toBe(
      TEXT.replace("STANDARD: RL.3.3\n", "STANDARD: RI.3.1\n"),
    );
  });

  it("offers no tag control for a script with no standards and untagged scenes", async () => {
    mockScriptsApi({
      scripts: [buildScript({ scriptContent: TEXT.replace("STANDARD: RL.3.3\n", ""), standards: [] })],
    });
    renderEditor("/script-editor/7");
    await scriptText();
    const scenes = screen.getByRole("region", { name: "Scenes" });
    expect(within(scenes).getAllByRole("listitem").length).toBeGreaterThan(0);
    expect(within(scenes).queryByRole("combobox", { name: /Tag scene/ })).not.toBeInTheDocument();
  });
});
