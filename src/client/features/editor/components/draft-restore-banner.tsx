import { History } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { formatDateTime } from "@client/lib/format";

interface DraftRestoreBannerProps {
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers the local draft that is newer than the loaded script (e.g. after a closed tab). */
export function DraftRestoreBanner({ savedAt, onRestore, onDiscard }: DraftRestoreBannerProps) {
  return (
    <section
      aria-label="Unsaved changes found"
      className="no-print flex flex-wrap items-center gap-3 border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <History className="size-4 shrink-0" aria-hidden="true" />
      <p className="flex-1">
        You have unsaved changes to this script from {formatDateTime(savedAt)} that were never saved.
      </p>
      <Button type="button" size="sm" onClick={onRestore}>
        Restore unsaved changes
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
        Discard
      </Button>
    </section>
  );
}
