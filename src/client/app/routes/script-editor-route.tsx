import { ScriptEditorPage } from "@client/features/editor/components/script-editor-page";

export function ScriptEditorRoute() {
  return <ScriptEditorPage />;
}
