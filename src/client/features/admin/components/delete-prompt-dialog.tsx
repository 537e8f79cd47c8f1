import type { MouseEvent } from "react";
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
import { useDeletePrompt } from "@client/api/admin";
import type { AdminPrompt } from "@client/api/admin";
import { notifyError, notifySuccess } from "../lib/notify";

/** Spec §5 "Confirmation required for deletion of prompts". Open while `prompt` is set; stays open while deleting. */
export function DeletePromptDialog({ prompt, onClose }: { prompt: AdminPrompt | null; onClose: () => void }) {
  const deletePrompt = useDeletePrompt();
  const isPending = deletePrompt.isPending;

  const handleDelete = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (!prompt || isPending) return;
    deletePrompt.mutate(prompt.id, {
      onSuccess: () => notifySuccess("Prompt deleted successfully!"),
      onError: (err) => notifyError("Failed to delete prompt", err),
      onSettled: onClose,
    });
  };

  return (
    <AlertDialog
      open={prompt !== null}
      onOpenChange={(open) => {
        if (!open && !isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Prompt</AlertDialogTitle>
          <AlertDialogDescription>Are you sure you want to delete this prompt?</AlertDialogDescription>
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
