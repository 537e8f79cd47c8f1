import { useState } from "react";
import { ConfirmDialog } from "@client/components/confirm-dialog";
import { toast } from "@client/components/ui/use-toast";
import { useDeleteScript } from "@client/api/scripts";

export interface DeleteScriptDialogProps {
  /** The script to delete; the dialog is open while this is not null. */
  script: { id: number; topic: string } | null;
  /** The confirmation text, or a function of the topic (the dashboard names it; the saved list says "this script"). */
  message: string | ((topic: string) => string);
  /** Called when the dialog should close: Cancel, or the delete call settled. */
  onClose: () => void;
}

/**
 * 'Delete Script' confirmation (docs/product/rules.md#errors and #states). Delete stays open showing 'Deleting...' until the server
 * answers; the lists refresh only on success. Closes only through its buttons (alert dialog).
 */
export function DeleteScriptDialog({ script, message, onClose }: DeleteScriptDialogProps) {
  const deleteScript = useDeleteScript();
  const isPending = deleteScript.isPending;
  // Keep the last target so the text stays put while the dialog animates closed.
  const [shown, setShown] = useState(script);
  if (script && script !== shown) setShown(script);
  const text = typeof message === "string" ? message : message(shown?.topic ?? "");

  const handleDelete = () => {
    if (!script) return;
    deleteScript.mutate(script.id, {
      onSuccess: () => {
        toast({ title: "Script Deleted", description: "Script has been successfully deleted" });
        onClose();
      },
      onError: () => {
        toast({
          title: "Delete Failed",
          description: "Failed to delete script. Please try again.",
          variant: "destructive",
        });
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      open={script !== null}
      title="Delete Script"
      description={text}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      isDestructive
      isPending={isPending}
      onConfirm={handleDelete}
      onCancel={onClose}
    />
  );
}
