import { ConfirmDialog } from "@client/components/confirm-dialog";
import { useDeletePrompt } from "@client/api/admin";
import type { AdminPrompt } from "@client/api/admin";
import { notifyError, notifySuccess } from "../lib/notify";

/** Deleting a prompt needs a confirmation (docs/product/rules.md#validation). Open while `prompt` is set; stays open while deleting. */
export function DeletePromptDialog({ prompt, onClose }: { prompt: AdminPrompt | null; onClose: () => void }) {
  const deletePrompt = useDeletePrompt();

  const handleDelete = () => {
    if (!prompt) return;
    deletePrompt.mutate(prompt.id, {
      onSuccess: () => notifySuccess("Prompt deleted successfully!"),
      onError: (err) => notifyError("Failed to delete prompt", err),
      onSettled: onClose,
    });
  };

  return (
    <ConfirmDialog
      open={prompt !== null}
      title="Delete Prompt"
      description="Are you sure you want to delete this prompt?"
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      isDestructive
      isPending={deletePrompt.isPending}
      onConfirm={handleDelete}
      onCancel={onClose}
    />
  );
}
