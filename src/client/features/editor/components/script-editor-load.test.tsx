import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TEMP_SCRIPT_STORAGE_KEY } from "@shared/constants";
import { readDraft, writeDraft } from "../lib/draft-storage";
import { sentBodies } from "@tests/support/client/api";
import { buildScript } from "@tests/support/client/fixtures";
import { currentPath } from "@tests/support/client/render";
import { mockScriptsApi } from "@tests/support/client/scripts-api";
import { renderEditor, saveButton, scriptText } from "./editor-test-harness";

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const tempScript = {
  topic: "Rhyming Words",
  standards: [{ code: "RF.K.2.a", description: "Recognize rhyming words." }],
  characters: [{ name: "Rhymo", label: "Robot", personality: "Cheerful" }],
  concept: "Rhyme Time",
  conceptDescription: "A song.",
  scriptContent: "RHYMO: Cat, hat, bat. They all rhyme!",
  contentConsiderations: null,
  attachmentUrl: "data:application/pdf;base64,AAAA",
  attachmentName: "notes.pdf",
  engine: "offline",
};

describe("ScriptEditorPage loading", () => {
  it("opens the wizard's tempScript, removes the session key, and saves it with POST", async () => {
    sessionStorage.setItem(TEMP_SCRIPT_STORAGE_KEY, JSON.stringify(tempScript));
    mockScriptsApi({ scripts: [] });
    // Strict mode double-renders and re-runs effects: the script must still be read before the key is removed.
    const { user } = renderEditor("/script-editor", { strict: true });

    expect((await scriptText()).value()).toBe("RHYMO: Cat, hat, bat. They all rhyme!");
    expect(screen.getByLabelText("Script title")).toHaveValue("Rhyming Words");
    expect(sessionStorage.getItem(TEMP_SCRIPT_STORAGE_KEY)).toBeNull();
    expect(screen.getByText("Not in My Scripts yet")).toBeInTheDocument();
    // Unchanged until edited (ADR 0012), even though it was never saved: the wizard still holds it.
    expect(saveButton()).toBeDisabled();

    (await scriptText()).type(" Rat!");
    await user.click(saveButton());
    expect(await screen.findByText("Script Saved!")).toBeInTheDocument();
    expect(sentBodies("POST /api/scripts")).toEqual([
      expect.objectContaining({
        topic: "Rhyming Words",
        concept: "Rhyme Time",
        scriptContent: `${tempScript.scriptContent} Rat!`,
        standards: tempScript.standards,
        attachmentUrl: null,
        engine: "offline",
      }),
    ]);
    await waitFor(() => expect(currentPath()).toBe("/script-editor/42"));
    expect((await scriptText()).value()).toBe(`${tempScript.scriptContent} Rat!`);
    expect(saveButton()).toBeDisabled();
    expect(sentBodies("PUT /api/scripts/42")).toHaveLength(0);
  });

  it("shows the not-found page when there is no tempScript", async () => {
    mockScriptsApi();
    renderEditor("/script-editor");
    expect(screen.getByRole("heading", { level: 1, name: "Script Not Found" })).toBeInTheDocument();
    expect(
      screen.getByText("The script you're looking for doesn't exist or you don't have access to it."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go back to saved scripts" })).toHaveAttribute("href", "/saved-scripts");
  });

  it("shows the not-found page for another user's or a missing script", async () => {
    mockScriptsApi();
    renderEditor("/script-editor/99");
    expect(await screen.findByRole("heading", { name: "Script Not Found" })).toBeInTheDocument();
    expect(
      screen.getByText("The script you're looking for doesn't exist or you don't have access to it."),
    ).toBeInTheDocument();
  });

  it("shows the load error when the request fails", async () => {
    mockScriptsApi({ fail: { "GET /api/scripts/7": 500 } });
    renderEditor("/script-editor/7");
    expect(await screen.findByRole("heading", { name: "Script Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Error loading script. Please try again.")).toBeInTheDocument();
  });
});

describe("ScriptEditorPage local drafts", () => {
  const newerThanScript = Date.parse("2025-03-06T10:00:00Z");

  it("offers a newer local draft and restores it", async () => {
    writeDraft(7, {
      topic: "Draft topic",
      concept: "Detective Story",
      scriptContent: "Draft text",
      baseVersion: 3,
      savedAt: newerThanScript,
    });
    mockScriptsApi();
    const { user } = renderEditor("/script-editor/7");

    const banner = await screen.findByRole("region", { name: "Unsaved changes found" });
    expect((await scriptText()).value()).toBe(buildScript().scriptContent);
    await user.click(screen.getByRole("button", { name: "Restore unsaved changes" }));

    expect(banner).not.toBeInTheDocument();
    expect((await scriptText()).value()).toBe("Draft text");
    expect(screen.getByLabelText("Script title")).toHaveValue("Draft topic");
    expect(saveButton()).toBeEnabled();
  });

  it("discards the draft on request", async () => {
    writeDraft(7, {
      topic: "Draft topic",
      concept: "Detective Story",
      scriptContent: "Draft text",
      baseVersion: 3,
      savedAt: newerThanScript,
    });
    mockScriptsApi();
    const { user } = renderEditor("/script-editor/7");
    await user.click(await screen.findByRole("button", { name: "Discard" }));

    expect(screen.queryByRole("region", { name: "Unsaved changes found" })).not.toBeInTheDocument();
    expect(readDraft(7)).toBeNull();
    expect((await scriptText()).value()).toBe(buildScript().scriptContent);
  });

  it("does not offer a draft older than the loaded script", async () => {
    writeDraft(7, {
      topic: "Old",
      concept: "",
      scriptContent: "Old text",
      baseVersion: 1,
      savedAt: Date.parse("2025-01-01T00:00:00Z"),
    });
    mockScriptsApi();
    renderEditor("/script-editor/7");
    await scriptText();
    expect(screen.queryByRole("button", { name: "Restore unsaved changes" })).not.toBeInTheDocument();
  });

  it("keeps a draft while changed and clears it after a successful save", async () => {
    mockScriptsApi();
    const { user } = renderEditor("/script-editor/7");
    (await scriptText()).type(" Draft me");

    await waitFor(() =>
      expect(readDraft(7)).toMatchObject({ baseVersion: 3, scriptContent: expect.stringMatching(/Draft me$/) }),
    );
    await user.click(saveButton());
    expect(await screen.findByText("Script Saved!")).toBeInTheDocument();
    expect(readDraft(7)).toBeNull();
  });
});
