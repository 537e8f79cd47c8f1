import { Button } from "@client/components/ui/button";

interface FormActionsProps {
  submitLabel: string;
  /** Shown on the submit button while the save runs ('Creating...' / 'Saving...', docs/product/screens.md#admin-panel). */
  pendingLabel: string;
  isPending: boolean;
  /** Something else must finish first (e.g. a photo upload): submit is disabled, its label unchanged. */
  isBlocked?: boolean;
  onCancel: () => void;
}

/** The submit and Cancel buttons under an admin form (prompt and character). */
export function FormActions({ submitLabel, pendingLabel, isPending, isBlocked = false, onCancel }: FormActionsProps) {
  return (
    <div className="flex gap-2">
      <Button type="submit" disabled={isPending || isBlocked} aria-busy={isPending}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
      <Button type="button" variant="outline" onClick={onCancel} disabled={isPending}>
        Cancel
      </Button>
    </div>
  );
}
