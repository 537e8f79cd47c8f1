import { useId, useState } from "react";
import { Check, Send, Undo2 } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Textarea } from "@client/components/ui/textarea";
import { toast } from "@client/components/ui/use-toast";
import { useCurrentUser } from "@client/api/auth";
import { useDecide, type Decision } from "@client/api/reviews";
import type { CheckedScript } from "@client/api/scripts";
import { ApiError, errorMessage } from "@client/lib/api-client";
import { RequestReviewDialog } from "./request-review-dialog";
import { StatusBadge } from "./status-badge";

type ReviewScript = Pick<CheckedScript, "id" | "version" | "status" | "reviewers" | "access" | "approvedVersion">;

const DECISION_TEXT: Record<Decision, string> = { approve: "Approved", request_changes: "Asked for changes" };

/**
 * Review (docs/product/team-workflow.md "Review"): the status, each requested reviewer and their decision on
 * which version, "Request review" for the owner and co-editors, and for a requested reviewer (never the owner)
 * Approve / Request changes on the version shown, with an optional note. `hasUnsavedChanges`: the text shown is
 * not the saved version, so no decision can be made on it.
 */
export function ReviewPanel({
  script,
  hasUnsavedChanges = false,
}: {
  script: ReviewScript;
  hasUnsavedChanges?: boolean;
}) {
  const titleId = useId();
  const noteId = useId();
  const { data: user } = useCurrentUser();
  const decide = useDecide(script.id);
  const [isRequestOpen, setIsRequestOpen] = useState(false);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);

  const me = user?.email.toLowerCase();
  const myReview = script.reviewers.find((r) => r.email.toLowerCase() === me);
  const canRequest = script.access === "owner" || script.access === "editor";
  const canDecide = !!myReview && script.access !== "owner";
  const hasDecidedThisVersion = !!myReview?.decision && myReview.version === script.version;

  const handleDecide = (decision: Decision) => {
    setError(null);
    decide.mutate(
      { decision, version: script.version, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setNote("");
          toast({
            title: decision === "approve" ? "Approved" : "Changes requested",
            description: `Your decision on version ${script.version} was sent.`,
          });
        },
        onError: (err) =>
          setError(
            err instanceof ApiError && err.status === 409
              ? `${errorMessage(err)} Reload to see the current version.`
              : errorMessage(err),
          ),
      },
    );
  };

  return (
    <section aria-labelledby={titleId} className="space-y-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          Review
        </h3>
        <StatusBadge status={script.status} />
      </div>
      {script.reviewers.length === 0 ? (
        <p className="text-muted-foreground">No review requested yet.</p>
      ) : (
        <ul aria-label="Reviewers" className="space-y-1">
          {script.reviewers.map((r) => (
            <li key={r.email} className="flex flex-wrap justify-between gap-x-2">
              <span className="min-w-0 break-all">{r.email}</span>
              <span className="text-muted-foreground">
                {r.decision ? `${DECISION_TEXT[r.decision]} · v${r.version}` : "Waiting"}
              </span>
            </li>
          ))}
        </ul>
      )}
      {canRequest ? (
        <RequestReviewDialog scriptId={script.id} open={isRequestOpen} onOpenChange={setIsRequestOpen}>
          <Button type="button" variant="outline" size="sm">
            <Send aria-hidden="true" />
            Request review
          </Button>
        </RequestReviewDialog>
      ) : null}
      {canDecide ? (
        <div className="space-y-2 rounded-md border p-3">
          <p className="font-medium">Your decision on version {script.version}</p>
          {hasDecidedThisVersion ? (
            <p className="text-muted-foreground">
              You {myReview.decision === "approve" ? "approved" : "asked for changes on"} this version. You may change
              your decision.
            </p>
          ) : null}
          {hasUnsavedChanges ? (
            <p className="text-muted-foreground">
              Save or undo your edits first: decisions are made on a saved version.
            </p>
          ) : null}
          <label htmlFor={noteId} className="sr-only">
            Note with your decision (optional)
          </label>
          <Textarea
            id={noteId}
            rows={2}
            maxLength={2000}
            placeholder="Note (optional)"
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              disabled={decide.isPending || hasUnsavedChanges}
              onClick={() => handleDecide("approve")}
            >
              <Check aria-hidden="true" />
              Approve
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={decide.isPending || hasUnsavedChanges}
              onClick={() => handleDecide("request_changes")}
            >
              <Undo2 aria-hidden="true" />
              Request changes
            </Button>
          </div>
          {error ? (
            <p role="alert" className="text-destructive">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
