import { create } from "zustand";
import { useWizardStore, type WizardState } from "./wizard-store";

/** Where the wizard's current script is kept, for the questions that would replace or drop it. */
export type ScriptKeeping = "saved" | "draft" | "nowhere";

export function scriptKeeping(s: Pick<WizardState, "savedScriptId" | "draft">): ScriptKeeping {
  return s.savedScriptId !== null ? "saved" : s.draft !== null ? "draft" : "nowhere";
}

/** What happens to the current script when it is replaced, in one sentence for a dialog or toast. */
export const KEEPING_TEXT: Record<ScriptKeeping, string> = {
  saved: "It stays saved in My Scripts.",
  draft: "It stays under Drafts in My Scripts for 30 days.",
  nowhere: "It has not been saved anywhere and will be lost.",
};

interface PendingDrop {
  /** The change the user asked for; it runs only if they confirm. */
  action: () => void;
  onCancel?: () => void;
  keeping: ScriptKeeping;
}

/** The one pending question (the dialog in the wizard's page shell shows it). */
export const useScriptDropQuestion = create<{ pending: PendingDrop | null }>(() => ({ pending: null }));

/**
 * Runs `action` (a change to an earlier wizard step that makes the generated script stale) at once when there
 * is no script, else asks first (ADR 0012: changing an earlier step asks before dropping a generated script).
 */
export function guardScriptDrop(action: () => void, { onCancel }: { onCancel?: () => void } = {}): void {
  const state = useWizardStore.getState();
  if (!state.script) {
    action();
    return;
  }
  useScriptDropQuestion.setState({ pending: { action, onCancel, keeping: scriptKeeping(state) } });
}

export function confirmScriptDrop(): void {
  const pending = useScriptDropQuestion.getState().pending;
  useScriptDropQuestion.setState({ pending: null });
  pending?.action();
}

export function cancelScriptDrop(): void {
  const pending = useScriptDropQuestion.getState().pending;
  useScriptDropQuestion.setState({ pending: null });
  pending?.onCancel?.();
}
