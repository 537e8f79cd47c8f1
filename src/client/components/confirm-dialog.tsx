import { useRef, type ReactNode } from "react";
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
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive (the action loses something). */
  isDestructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A question before an action that replaces or drops work (issue 11: never lose work). An alert dialog:
 * focus is trapped, Escape and Cancel cancel, and it closes only through its buttons.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  isDestructive,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  // The confirm button also closes the dialog: that close is not a cancel.
  const isConfirming = useRef(false);
  return (
    <AlertDialog
      open={open}
      onOpenChange={(isOpen) => {
        if (isOpen) return;
        if (isConfirming.current) isConfirming.current = false;
        else onCancel();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant={isDestructive ? "destructive" : "default"}
            onClick={() => {
              isConfirming.current = true;
              onConfirm();
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
