import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { buildScript } from "@tests/support/client/fixtures";
import { mockScriptsApi } from "@tests/support/client/scripts-api";
import { renderEditor, saveButton, scriptText } from "./editor-test-harness";

afterEach(() => {
  localStorage.clear();
});

/** The CodeMirror editing area: markers at the selection, the script format highlighted, Style and Size (ADR 0011). */
describe("ScriptEditorPage formatting", () => {
  it("inserts formatting markers at the CodeMirror selection", async () => {
    mockScriptsApi();
    const { user } = renderEditor("/script-editor/7");
    const editor = await scriptText();
    const firstLine = () => editor.value().split("\n")[0];

    editor.select(7, 14); // "Welcome"
    await user.click(screen.getByRole("button", { name: "Bold" }));
    expect(firstLine()).toBe("RHYMO: **Welcome**, detectives, to our reading lab!");

    editor.select(20, 30); // "detectives"
    await user.click(screen.getByRole("button", { name: "Italic" }));
    expect(firstLine()).toBe("RHYMO: **Welcome**, *detectives*, to our reading lab!");

    const secondLine = editor.value().indexOf("PENNY");
    editor.select(secondLine);
    await user.click(screen.getByRole("button", { name: "Bulleted list" }));
    expect(editor.value().split("\n")[1]).toBe("• PENNY: Hi!");

    editor.select(0);
    await user.click(screen.getByRole("button", { name: "Numbered list" }));
    expect(firstLine()).toMatch(/^1\. RHYMO:/);
    expect(saveButton()).toBeEnabled();
  });

  it("highlights the script format: speakers, cues, scene headings, and bold/italic with the markers kept", async () => {
    mockScriptsApi({
      scripts: [
        buildScript({
          scriptContent: "SCENE 1 — HOOK (0:20)\nVISUAL: A lab.\nPAUSE: 2 seconds\nRHYMO: A **bold** and *soft* hello.",
        }),
      ],
    });
    renderEditor("/script-editor/7");
    const { element } = await scriptText();
    const texts = (cls: string) => [...element.querySelectorAll(`.${cls}`)].map((n) => n.textContent);
    expect(texts("cm-script-scene")).toEqual(["SCENE 1 — HOOK (0:20)"]);
    expect(texts("cm-script-cue-label")).toEqual(["VISUAL:"]);
    expect(texts("cm-script-cue").join("")).toContain("A lab.");
    expect(texts("cm-script-pause")).toEqual(["PAUSE: 2 seconds"]);
    expect(texts("cm-script-speaker")).toEqual(["RHYMO:"]);
    expect(texts("cm-script-strong")).toEqual(["bold"]);
    expect(texts("cm-script-em")).toEqual(["soft"]);
    expect(texts("cm-script-marker")).toEqual(["**", "**", "*", "*"]);
    expect(element.textContent).toContain("A **bold** and *soft* hello.");
  });

  it("Style sets the caret line's heading level and shows it; Size sets the text size and is remembered", async () => {
    mockScriptsApi();
    const { user } = renderEditor("/script-editor/7");
    const editor = await scriptText();
    editor.select(3);
    await user.selectOptions(screen.getByRole("combobox", { name: "Text style" }), "Heading 1");
    expect(editor.value().split("\n")[0]).toBe("# RHYMO: Welcome, detectives, to our reading lab!");
    expect(screen.getByRole("combobox", { name: "Text style" })).toHaveDisplayValue("Heading 1");
    expect(editor.element.querySelector(".cm-script-h1")).not.toBeNull();

    editor.select(editor.value().length);
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Text style" })).toHaveDisplayValue("Normal Text"));
    editor.select(4);
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Text style" })).toHaveDisplayValue("Heading 1"));
    await user.selectOptions(screen.getByRole("combobox", { name: "Text style" }), "Normal Text");
    expect(editor.value().split("\n")[0]).toBe("RHYMO: Welcome, detectives, to our reading lab!");

    await user.selectOptions(screen.getByRole("combobox", { name: "Text size" }), "16");
    // 16 pt = 21.3 px.
    expect(parseFloat(getComputedStyle(editor.element).fontSize)).toBeCloseTo((16 * 4) / 3, 0);
    expect(localStorage.getItem("nova-editor-font-size")).toBe("16");
  });
});
