import { useState, type MouseEvent } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@client/components/ui/alert-dialog";
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
 * 'Delete Script' confirmation (spec §2, §4, §8). Delete stays open showing 'Deleting...' until the server
 * answers; the lists refresh only on success. Closes only through its buttons (alert dialog).
 */
export function DeleteScriptDialog({ script, message, onClose }: DeleteScriptDialogProps) {
  const deleteScript = useDeleteScript();
  const isPending = deleteScript.isPending;
  // Keep the last target so the text stays put while the dialog animates closed.
  const [shown, setShown] = useState(script);
  if (script && script !== shown) setShown(script);
  const text = typeof message === "string" ? message : message(shown?.topic ?? "");

  const handleDelete = (event: MouseEvent<HTMLButtonElement>) => {
    // Keep the dialog open while the call runs (Radix's Action would close it at once).
    event.preventDefault();
    if (!script || isPending) return;
    deleteScript.mutate(script.id, {
      onSuccess: () => {
        toast({ title: "Script Deleted", description: "Script has been successfully deleted" });
        onClose();
      },
      onError: () => {
        toast({ title: "Delete Failed", description: "Failed to delete script. Please try again.", variant: "destructive" });
        onClose();
      },
    });
  };

  return (
    <AlertDialog
      open={script !== null}
      onOpenChange={(open) => {
        if (!open && !isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Script</AlertDialogTitle>
          <AlertDialogDescription>{text}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={handleDelete} disabled={isPending} aria-busy={isPending}>
            {isPending ? "Deleting..." : "Delete"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
