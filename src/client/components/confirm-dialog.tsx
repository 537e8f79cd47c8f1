import type { MouseEvent, ReactNode } from "react";
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

export interface ConfirmDialogProps {
  /** Controlled by the caller, which closes it (open=false) after a confirm, an alternative or a cancel. */
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive (the action loses something). */
  isDestructive?: boolean;
  /** While the confirmed action runs: the dialog stays, its buttons are disabled, confirm reads `pendingLabel`. */
  isPending?: boolean;
  pendingLabel?: string;
  /** A third choice, shown between cancel and confirm (e.g. "Reload their version"). */
  alternative?: { label: string; onSelect: () => void };
  onConfirm: () => void;
  onCancel: () => void;
}

/** Runs a choice without letting Radix close the dialog: the caller's `open` decides. */
const choose = (action: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
  event.preventDefault();
  action();
};

/**
 * The one confirmation dialog (deleting a script or prompt, dropping work, a save conflict). An alert dialog:
 * focus is trapped, Cancel cancels, and it closes only through its buttons (not Escape or an outside click).
 * Callers open it from their own button (no Radix trigger); the focus still goes back to that button when it
 * closes, while the button is on the page (`AlertDialogContent`, through `useReturnFocus`).
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  isDestructive,
  isPending = false,
  pendingLabel,
  alternative,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen && !isPending) onCancel();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{cancelLabel}</AlertDialogCancel>
          {alternative ? (
            <AlertDialogAction variant="outline" disabled={isPending} onClick={choose(alternative.onSelect)}>
              {alternative.label}
            </AlertDialogAction>
          ) : null}
          <AlertDialogAction
            variant={isDestructive ? "destructive" : "default"}
            disabled={isPending}
            aria-busy={isPending || undefined}
            onClick={choose(() => {
              if (!isPending) onConfirm();
            })}
          >
            {isPending && pendingLabel ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
