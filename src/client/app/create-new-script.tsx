import { lazy, Suspense, useEffect, useState } from "react";
import type { ConfirmDialogProps } from "@client/components/confirm-dialog";
import { useNavigate } from "react-router";
import { create } from "zustand";
import { toast } from "@client/components/ui/use-toast";
import { paths } from "@client/lib/paths";
import { KEEPING_TEXT, scriptKeeping } from "@client/features/wizard/stores/script-drop-guard";
import { useWizardStore } from "@client/features/wizard/stores/wizard-store";

/** Whether the "Start a new script?" question is showing (one dialog, in the layout). */
const useQuestion = create<{ isOpen: boolean }>(() => ({ isOpen: false }));

function startNewScript(navigate: ReturnType<typeof useNavigate>) {
  const before = useWizardStore.getState();
  const keeping = scriptKeeping(before);
  useWizardStore.getState().reset();
  void navigate(paths.step1);
  // ADR 0012: the replaced script is safe, and the toast says where it went.
  if (before.script && keeping === "draft") {
    toast({
      title: "Started a new script",
      description: `Your previous script is under Drafts in My Scripts (kept for 30 days).`,
    });
  }
}

/**
 * 'Create New Script' (docs/product/screens.md#home-dashboard, also the header's "New script"): resets the wizard and opens
 * step 1. A generated script that is neither saved nor kept as a draft is not dropped without asking.
 */
export function useCreateNewScript(): () => void {
  const navigate = useNavigate();
  return () => {
    const s = useWizardStore.getState();
    if (s.script && scriptKeeping(s) === "nowhere") useQuestion.setState({ isOpen: true });
    else startNewScript(navigate);
  };
}

/**
 * The question as the browser's own confirm box: used when the dialog's code cannot be loaded (offline, or a new
 * deploy replaced the file), so the script is still never dropped without asking.
 */
function NativeConfirm({ open, title, description, onConfirm, onCancel }: ConfirmDialogProps) {
  useEffect(() => {
    if (!open) return;
    if (window.confirm(`${title}\n\n${typeof description === "string" ? description : ""}`)) onConfirm();
    else onCancel();
  }, [open, title, description, onConfirm, onCancel]);
  return null;
}

const ConfirmDialog = lazy((): Promise<{ default: React.ComponentType<ConfirmDialogProps> }> =>
  import("@client/components/confirm-dialog").then(
    (m) => ({ default: m.ConfirmDialog }),
    () => ({ default: NativeConfirm }),
  ),
);

/**
 * The question asked by `useCreateNewScript` when the wizard's script would be lost. The dialog's code loads
 * the first time it is asked (ADR 0023: not part of every screen's first paint), then stays mounted.
 */
export function CreateNewScriptDialog() {
  const navigate = useNavigate();
  const isOpen = useQuestion((s) => s.isOpen);
  const [isNeeded, setIsNeeded] = useState(false);
  if (isOpen && !isNeeded) setIsNeeded(true);
  const close = () => useQuestion.setState({ isOpen: false });
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={isOpen}
        title="Start a new script?"
        description={`The script you generated last is not saved. ${KEEPING_TEXT.nowhere} Use Save Script on step 5 to keep it.`}
        cancelLabel="Keep it"
        confirmLabel="Discard and start new"
        isDestructive
        onConfirm={() => {
          close();
          startNewScript(navigate);
        }}
        onCancel={close}
      />
    </Suspense>
  );
}
