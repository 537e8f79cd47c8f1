import { ScriptEditorPage } from "@client/features/editor/components/script-editor-page";
import { useWizardStore } from "@client/features/wizard/stores/wizard-store";

/** The editor; a save of the wizard's own script (opened from step 5) also updates the wizard (ADR 0012). */
export function ScriptEditorRoute() {
  return <ScriptEditorPage onSaved={(script) => useWizardStore.getState().adoptServerCopy(script)} />;
}
