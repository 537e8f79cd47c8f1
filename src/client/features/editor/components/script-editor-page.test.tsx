import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readDraft } from "../lib/draft-storage";
import { sentBodies } from "@tests/support/client/api";
import { buildScript } from "@tests/support/client/fixtures";
import { currentPath } from "@tests/support/client/render";
import { mockScriptsApi } from "@tests/support/client/scripts-api";
import { renderEditor, saveButton, scriptText } from "./editor-test-harness";

afterEach(() => {
  localStorage.clear();
});

describe("ScriptEditorPage (saved script)", () => {
  it("loads the script and shows its fields and side panel", async () => {
    mockScriptsApi();
    renderEditor("/script-editor/7");

    expect((await scriptText()).value()).toBe("RHYMO: Welcome, detectives, to our reading lab!\nPENNY: Hi!");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByLabelText("Script title")).toHaveValue("Main Idea and Details");
    expect(screen.getByLabelText("Concept text")).toHaveValue("Detective Story");
    expect(screen.getByLabelText("Concept text")).toHaveAttribute("rows", "4");
    expect(screen.getByRole("button", { name: "Regenerate" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("combobox", { name: "Text style" })).toHaveDisplayValue("Normal Text");
    expect(screen.getByRole("combobox", { name: "Text size" })).toHaveDisplayValue("12");
    expect(saveButton()).toBeDisabled();

    const panel = screen.getByRole("complementary", { name: "From the script" });
    expect(within(panel).getByText("RHYMO: Welcome, detectives, to our reading lab!")).toBeInTheDocument();
    expect(
      within(within(panel).getByRole("list", { name: "Tags" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["RI.3.2", "RI.3.1", "RL.3.2"]);
    expect(within(panel).getByText("Mar 5, 2025")).toBeInTheDocument();
    expect(within(panel).getByText("Robot")).toBeInTheDocument();
    expect(within(panel).getByText("Pencil")).toBeInTheDocument();
  });

  it("updates the talking points from the text, with defaults when no line qualifies", async () => {
    mockScriptsApi({ scripts: [buildScript({ scriptContent: "Short." })] });
    renderEditor("/script-editor/7");
    const panel = await screen.findByRole("complementary", { name: "From the script" });
    expect(within(panel).getByText("Introduction to the topic")).toBeInTheDocument();

    (await scriptText()).type("\nThis line is long enough to be a point and gets cut at fifty");
    expect(within(panel).getByText("This line is long enough to be a point and gets cu...")).toBeInTheDocument();
    expect(within(panel).queryByText("Introduction to the topic")).not.toBeInTheDocument();
  });

  it("enables Save Project only while the text, topic or concept differs from the loaded version", async () => {
    mockScriptsApi();
    const { user } = renderEditor("/script-editor/7");
    const editor = await scriptText();

    editor.type("!");
    expect(saveButton()).toBeEnabled();
    editor.backspace();
    expect(saveButton()).toBeDisabled();

    await user.type(screen.getByLabelText("Script title"), "s");
    expect(saveButton()).toBeEnabled();
    await user.type(screen.getByLabelText("Script title"), "{Backspace}");
    expect(saveButton()).toBeDisabled();

    await user.type(screen.getByLabelText("Concept text"), " 2");
    expect(saveButton()).toBeEnabled();
  });

  it("saves with the loaded version, toasts, and clears the changed state", async () => {
    mockScriptsApi();
    const { user } = renderEditor("/script-editor/7");
    (await scriptText()).type(" Bye!");
    await user.click(saveButton());

    expect(await screen.findByText("Script Saved!")).toBeInTheDocument();
    expect(screen.getByText("Your changes have been saved successfully.")).toBeInTheDocument();
    expect(sentBodies("PUT /api/scripts/7")).toEqual([
      expect.objectContaining({
        version: 3,
        scriptContent: expect.stringMatching(/PENNY: Hi! Bye!$/),
        topic: "Main Idea and Details",
      }),
    ]);
    expect(saveButton()).toBeDisabled();

    // The next save starts from the new version; Ctrl+S saves too.
    (await scriptText()).type("!");
    await user.keyboard("{Control>}s{/Control}");
    await waitFor(() => expect(sentBodies("PUT /api/scripts/7")).toHaveLength(2));
    expect(sentBodies("PUT /api/scripts/7")[1]).toMatchObject({ version: 4 });
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it("keeps the text and toasts 'Save Failed' when saving fails", async () => {
    mockScriptsApi({ fail: { "PUT /api/scripts/7": 500 } });
    const { user } = renderEditor("/script-editor/7");
    (await scriptText()).type(" Still mine");
    await user.click(saveButton());

    expect(await screen.findByText("Save Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to save script. Please try again.")).toBeInTheDocument();
    expect((await scriptText()).value()).toMatch(/PENNY: Hi! Still mine$/);
    expect(saveButton()).toBeEnabled();
  });

  it("on a version conflict asks, and 'Keep mine and overwrite' saves over the server's current version", async () => {
    const api = mockScriptsApi();
    const { user } = renderEditor("/script-editor/7");
    (await scriptText()).type(" Mine");
    api.scripts.set(7, buildScript({ version: 4, scriptContent: "Theirs" }));
    await user.click(saveButton());

    const dialog = await screen.findByRole("alertdialog", { name: "This script was changed elsewhere" });
    expect(screen.queryByText("Script Saved!")).not.toBeInTheDocument();
    expect(api.scripts.get(7)?.scriptContent).toBe("Theirs");
    await user.click(within(dialog).getByRole("button", { name: "Keep mine and overwrite" }));

    expect(await screen.findByText("Script Saved!")).toBeInTheDocument();
    expect(sentBodies("PUT /api/scripts/7").map((b) => b.version)).toEqual([3, 4]);
    expect(api.scripts.get(7)).toMatchObject({ version: 5, scriptContent: expect.stringMatching(/Mine$/) });
  });

  it("on a version conflict, 'Reload their version' discards my text and loads theirs", async () => {
    const api = mockScriptsApi();
    const { user } = renderEditor("/script-editor/7");
    (await scriptText()).type(" Mine");
    api.scripts.set(7, buildScript({ version: 4, scriptContent: "Theirs", topic: "Their topic" }));
    await user.click(saveButton());

    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Reload their version" }));

    await waitFor(async () => expect((await scriptText()).value()).toBe("Theirs"));
    expect(screen.getByLabelText("Script title")).toHaveValue("Their topic");
    expect(saveButton()).toBeDisabled();
    expect(sentBodies("PUT /api/scripts/7")).toHaveLength(1);
  });

  it("goes back directly when unchanged and asks first when changed", async () => {
    mockScriptsApi();
    const { user } = renderEditor("/script-editor/7");
    (await scriptText()).type("?");

    const beforeUnload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(beforeUnload);
    expect(beforeUnload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole("button", { name: "Back" }));
    const dialog = screen.getByRole("alertdialog", { name: "Unsaved changes" });
    expect(dialog).toHaveAccessibleDescription(
      "You have unsaved changes. Are you sure you want to close without saving?",
    );
    await user.click(within(dialog).getByRole("button", { name: "Keep editing" }));
    expect(currentPath()).toBe("/script-editor/7");
    expect((await scriptText()).value()).toMatch(/PENNY: Hi!\?$/);

    await user.click(screen.getByRole("button", { name: "Back" }));
    await user.click(screen.getByRole("button", { name: "Close without saving" }));
    expect(currentPath()).toBe("/saved-scripts");
  });

  it("asks before any in-app navigation away with changes (a link, browser Back), and signing out keeps the typing as a local draft", async () => {
    mockScriptsApi();
    const { router } = renderEditor("/script-editor/7");
    await waitFor(() => expect(currentPath()).toBe("/script-editor/7"));
    (await scriptText()).type(" unsaved");

    // A link elsewhere in the app (the logo, a header link) navigates through the router.
    await act(() => router.navigate("/saved-scripts"));
    expect(await screen.findByRole("alertdialog", { name: "Unsaved changes" })).toBeInTheDocument();
    expect(currentPath()).toBe("/script-editor/7");
    await act(async () => screen.getByRole("button", { name: "Keep editing" }).click());
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());

    // Browser Back (a POP navigation) asks too.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole("alertdialog", { name: "Unsaved changes" })).toBeInTheDocument();
    await act(async () => screen.getByRole("button", { name: "Keep editing" }).click());

    await act(() => router.navigate("/login"));
    expect(currentPath()).toBe("/login");
    expect(readDraft(7)).toMatchObject({ scriptContent: expect.stringMatching(/ unsaved$/) });
  });

  it("browser Back, then 'Close without saving', leaves (the confirm is not also taken as a cancel)", async () => {
    mockScriptsApi();
    const { router } = renderEditor("/script-editor/7");
    (await scriptText()).type(" unsaved");
    await act(() => router.navigate(-1));
    await act(async () => (await screen.findByRole("button", { name: "Close without saving" })).click());
    await waitFor(() => expect(currentPath()).toBe("/saved-scripts"));
    expect(readDraft(7)).toBeNull();
  });

  it("goes back without asking when nothing changed", async () => {
    mockScriptsApi();
    const { user } = renderEditor("/script-editor/7");
    await scriptText();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(currentPath()).toBe("/saved-scripts");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("tells the app about each save (so step 5 shows the edited script)", async () => {
    mockScriptsApi({ scripts: [buildScript({ isSaved: false })] });
    const onSaved = vi.fn();
    const { user } = renderEditor("/script-editor/7", { onSaved });
    expect(await screen.findByText("Draft: kept for 30 days, in My Scripts once saved")).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    (await scriptText()).type(" Edited.");
    await user.click(saveButton());
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 7, version: 4, isSaved: true })),
    );
    expect(screen.getByText("All changes saved")).toBeInTheDocument();
  });
});
