import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { saveProblems, saveProblemsTitle } from "@client/components/save-with-problems-dialog";
import { recheckScript } from "@client/lib/recheck-script";
import { mockApi, sentBodies } from "@tests/support/client/api";
import { buildScript } from "@tests/support/client/fixtures";
import { mockScriptsApi } from "@tests/support/client/scripts-api";
import { readDraft } from "../lib/draft-storage";
import { renderEditor, saveButton, scriptText } from "./editor-test-harness";

afterEach(() => {
  localStorage.clear();
});

const script = buildScript();
const checksOf = (text: string) =>
  recheckScript(text, {
    selectedCodes: script.standards.map((s) => s.code),
    grade: "3",
    targetMinutes: 4,
    previous: null,
  });

/** The scripts API, with the Script check the server sends beside the script (`checks`, or the text's own). */
function mockCheckedScript(checks = checksOf(script.scriptContent)) {
  mockScriptsApi({ scripts: [script] });
  mockApi({ "GET /api/scripts/7": () => ({ script, checks }) });
}

describe("ScriptEditorPage: Save with N problems? (ADR 0056)", () => {
  it("asks before saving a text whose Script check has errors; Cancel keeps editing, Save anyway saves", async () => {
    // The server found nothing to fix in the saved text; the writer's edit is checked as they type.
    mockCheckedScript({ ...checksOf(script.scriptContent), findings: [] });
    const { user } = renderEditor("/script-editor/7");
    const editor = await scriptText();
    const panel = screen.getByRole("region", { name: "Script check" });
    expect(panel).toHaveTextContent("No problems found.");
    editor.type(" Bye!");
    const problems = saveProblems(checksOf(editor.value()).findings);
    expect(problems.length).toBeGreaterThan(0);
    // The Script check panel shows the check of the text in the editor: the problems Save will list.
    await waitFor(() => {
      const shown = within(panel).getByRole("list", { name: "Findings" }).textContent;
      for (const p of problems) expect(shown).toContain(p.message);
    });

    await user.click(saveButton());
    const dialog = await screen.findByRole("alertdialog", { name: saveProblemsTitle(problems.length) });
    const listed = within(within(dialog).getByRole("list", { name: "Problems" })).getAllByRole("listitem");
    expect(listed.map((li) => li.textContent)).toEqual(
      problems.map((p) => `${p.scene ? `Scene ${p.scene}: ` : ""}${p.message}`),
    );

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(sentBodies("PUT /api/scripts/7")).toEqual([]);
    expect(editor.value()).toMatch(/PENNY: Hi! Bye!$/);
    expect(saveButton()).toBeEnabled();
    // The local draft is kept while the writer decides.
    await waitFor(() => expect(readDraft(7)?.scriptContent).toMatch(/Bye!$/));

    // Ctrl+S asks too; Save anyway saves the text as it is.
    await user.keyboard("{Control>}s{/Control}");
    const again = await screen.findByRole("alertdialog", { name: saveProblemsTitle(problems.length) });
    await user.click(within(again).getByRole("button", { name: "Save anyway" }));
    expect(await screen.findByText("Script Saved!")).toBeInTheDocument();
    expect(sentBodies("PUT /api/scripts/7")).toEqual([
      expect.objectContaining({ scriptContent: expect.stringMatching(/PENNY: Hi! Bye!$/) }),
    ]);
  });

  it("saves at once when the Script check of the text has no errors", async () => {
    mockCheckedScript({ ...checksOf(script.scriptContent), findings: [] });
    const { user } = renderEditor("/script-editor/7");
    await scriptText();
    // The text is the one the server checked: its check (no errors) stands.
    await user.type(screen.getByLabelText("Script title"), "!");
    await user.click(saveButton());
    expect(await screen.findByText("Script Saved!")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(sentBodies("PUT /api/scripts/7")).toHaveLength(1);
  });
});
