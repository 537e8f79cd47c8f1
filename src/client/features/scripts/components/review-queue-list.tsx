import { Link } from "react-router";
import type { ReviewQueueItem } from "@client/api/reviews";
import { StatusBadge } from "@client/components/workflow/status-badge";
import { formatDateTime } from "@client/lib/format";
import { paths } from "@client/lib/paths";

/** Scripts awaiting the caller's decision: title linking to the script, author, who asked and when, the message. */
export function ReviewQueueList({
  items,
  label,
  isCompact = false,
}: {
  items: ReviewQueueItem[];
  label: string;
  isCompact?: boolean;
}) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.id} className="relative rounded-lg border bg-card p-3 text-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <Link
              to={paths.editor(item.id)}
              className="min-w-0 font-medium break-words outline-none after:absolute after:inset-0 after:rounded-lg after:content-[''] hover:underline focus-visible:after:ring-2 focus-visible:after:ring-ring"
            >
              {item.concept || item.topic}
              {item.concept ? <span className="sr-only"> — {item.topic}</span> : null}
            </Link>
            <StatusBadge status={item.status} />
          </div>
          <p className="mt-1 text-muted-foreground">
            <span className="break-all">By {item.author}</span> · version {item.version} · asked{" "}
            <time dateTime={item.requestedAt}>{formatDateTime(item.requestedAt)}</time>
            {item.requestedBy && item.requestedBy !== item.author ? ` by ${item.requestedBy}` : ""}
          </p>
          {item.message && !isCompact ? <p className="mt-1 break-words whitespace-pre-wrap">“{item.message}”</p> : null}
        </li>
      ))}
    </ul>
  );
}
