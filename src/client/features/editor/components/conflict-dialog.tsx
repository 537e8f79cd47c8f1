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

interface ConflictDialogProps {
  open: boolean;
  onReloadTheirs: () => void;
  onKeepMine: () => void;
  /** Keep editing without deciding yet (the next save asks again). */
  onCancel: () => void;
}

/** A save hit a newer server version (409): the user picks whose text wins; nothing is overwritten silently. */
export function ConflictDialog({ open, onReloadTheirs, onKeepMine, onCancel }: ConflictDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(isOpen) => !isOpen && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>This script was changed elsewhere</AlertDialogTitle>
          <AlertDialogDescription>
            A newer version was saved (perhaps in another tab) after you opened this script, so your changes were not
            saved. Reload their version and lose your changes, or keep yours and overwrite theirs.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="outline" onClick={onReloadTheirs}>
            Reload their version
          </AlertDialogAction>
          <AlertDialogAction variant="destructive" onClick={onKeepMine}>
            Keep mine and overwrite
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
