import { useId } from "react";
import { Spinner } from "@client/components/ui/spinner";
import { useActivity, type ActivityEntry } from "@client/api/activity";
import { errorMessage } from "@client/lib/api-client";
import { formatDateTime } from "@client/lib/format";

/** What an activity entry says after its actor's name (docs/product/team-workflow.md "Activity"). */
export function describeActivity(entry: ActivityEntry): string {
  const v = entry.version !== null ? ` ${entry.version}` : "";
  const detail = entry.detail ?? "";
  switch (entry.kind) {
    case "created":
      return "created the script";
    case "saved":
      return `saved version${v}`;
    case "shared":
      return "shared it with the team";
    case "unshared":
      return "made it private";
    case "co_editor_added":
      return detail ? `added co-editor ${detail}` : "added a co-editor";
    case "co_editor_removed":
      return detail ? `removed co-editor ${detail}` : "removed a co-editor";
    case "review_requested":
      return detail ? `requested review from ${detail}` : "requested review";
    case "commented":
      return detail ? `commented: “${detail}”` : "commented";
    case "decided":
      if (detail.startsWith("approve")) return `approved version${v}`;
      if (detail.startsWith("request_changes")) return `requested changes on version${v}`;
      return detail ? `decided on version${v}: ${detail}` : `decided on version${v}`;
    case "restored":
      return `restored version${v}`;
  }
}

/** The script's activity log, newest first, with who and when (docs/product/team-workflow.md "Activity"). */
export function ActivityPanel({ scriptId }: { scriptId: number }) {
  const titleId = useId();
  const activity = useActivity(scriptId);
  return (
    <section aria-labelledby={titleId} className="space-y-2 text-sm">
      <h3 id={titleId} className="font-semibold">
        Activity
      </h3>
      {activity.isPending ? (
        <Spinner size="sm" aria-label="Loading activity" />
      ) : activity.isError ? (
        <p role="alert" className="text-destructive">
          Activity could not be loaded. {errorMessage(activity.error)}
        </p>
      ) : activity.data.length === 0 ? (
        <p className="text-muted-foreground">Nothing yet.</p>
      ) : (
        <ol
          tabIndex={0}
          aria-label="Activity"
          className="max-h-72 space-y-2 overflow-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {activity.data.map((entry) => (
            <li key={entry.id} className="leading-snug">
              <span className="font-medium break-all">{entry.actor ?? "Someone"}</span> {describeActivity(entry)}
              <br />
              <time dateTime={entry.at} className="text-xs text-muted-foreground">
                {formatDateTime(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
