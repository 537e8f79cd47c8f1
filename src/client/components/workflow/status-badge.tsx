import type { ReviewStatus } from "@shared/schemas/collaboration";
import { cn } from "@client/lib/utils";

/** A review status as people read it (docs/product/team-workflow.md "Review"). */
export const STATUS_LABELS: Record<ReviewStatus, string> = {
  draft: "Draft",
  in_review: "In review",
  changes_requested: "Changes requested",
  approved: "Approved",
};

const STATUS_STYLES: Record<ReviewStatus, string> = {
  draft: "border-slate-300 bg-slate-50 text-slate-800",
  in_review: "border-sky-300 bg-sky-50 text-sky-900",
  changes_requested: "border-amber-400 bg-amber-50 text-amber-900",
  approved: "border-emerald-400 bg-emerald-50 text-emerald-900",
};

/** The script's status as a small pill: its text is the status, so colour is never the only cue. */
export function StatusBadge({ status, className }: { status: ReviewStatus; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex w-fit shrink-0 items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        STATUS_STYLES[status],
        className,
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
