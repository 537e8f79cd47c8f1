/**
 * Editor-only test helpers (imported by *.test.tsx only), on the shared harness in tests/support/client: the
 * editor's routes in a data router (its unsaved-changes blocker needs one) and a driver for the CodeMirror area.
 */
import { act, screen } from "@testing-library/react";
import { EditorView } from "@codemirror/view";
import type { ScriptDto } from "@shared/schemas/script";
import { renderRoutes } from "@tests/support/client/render";
import { ScriptEditorPage } from "./script-editor-page";

// Tests set the selection through CodeMirror (see scriptText), never by a user dragging in the DOM, so the
// DOM's "selectionchange" has nothing to tell it. happy-dom fires that event synchronously inside
// CodeMirror's own update (browsers fire it later), which CodeMirror refuses: do not deliver it.
const dispatchOnDocument = document.dispatchEvent.bind(document);
document.dispatchEvent = (event: Event) => (event.type === "selectionchange" ? true : dispatchOnDocument(event));

/**
 * Renders the editor at `path` (/script-editor or /script-editor/:id), with /saved-scripts one entry back so
 * browser Back has somewhere to go. Other paths render "Elsewhere".
 */
export function renderEditor(
  path: string,
  { strict = false, onSaved }: { strict?: boolean; onSaved?: (script: ScriptDto) => void } = {},
) {
  return renderRoutes(
    [
      { path: "/script-editor", element: <ScriptEditorPage onSaved={onSaved} /> },
      { path: "/script-editor/:id", element: <ScriptEditorPage onSaved={onSaved} /> },
    ],
    path,
    { history: ["/saved-scripts"], strict },
  );
}

export const saveButton = () => screen.getByRole("button", { name: /Save Project/ });

/**
 * The CodeMirror editing area (labelled "Script text") and helpers that drive it the way typing does: one
 * transaction per call, through the same view the user types into.
 */
export async function scriptText() {
  const element = await screen.findByLabelText("Script text");
  const view = EditorView.findFromDOM(element);
  if (!view) throw new Error("The Script text area is not a CodeMirror editor");
  const dispatch = (spec: Parameters<EditorView["dispatch"]>[0]) => act(() => view.dispatch(spec));
  return {
    element,
    view,
    value: () => view.state.doc.toString(),
    select: (from: number, to = from) => dispatch({ selection: { anchor: from, head: to } }),
    /** Types `text` at the end of the script (like user.type into a textarea). */
    type: (text: string) =>
      dispatch({
        changes: { from: view.state.doc.length, insert: text },
        selection: { anchor: view.state.doc.length + text.length },
        userEvent: "input.type",
      }),
    /** Deletes the last `n` characters (Backspace at the end). */
    backspace: (n = 1) =>
      dispatch({
        changes: { from: view.state.doc.length - n, to: view.state.doc.length },
        userEvent: "delete.backward",
      }),
  };
}
