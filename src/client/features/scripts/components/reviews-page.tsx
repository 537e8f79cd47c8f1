import { ClipboardCheck } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Skeleton } from "@client/components/ui/skeleton";
import { useReviewQueue } from "@client/api/reviews";
import { errorMessage } from "@client/lib/api-client";
import { ReloadFailed } from "@client/components/reload-failed";
import { ReviewQueueList } from "./review-queue-list";

/**
 * /reviews (docs/product/team-workflow.md "Review"): the scripts awaiting my decision, oldest request first.
 * Each opens in the editor, where the reviewer comments and approves or requests changes.
 */
export function ReviewsPage() {
  const queue = useReviewQueue();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Reviews</h1>
        <p className="text-muted-foreground">Scripts your colleagues asked you to review</p>
      </div>
      {queue.isPending ? (
        <div className="grid gap-3">
          <span role="status" className="sr-only">
            Loading reviews...
          </span>
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-20 rounded-lg" />
          ))}
        </div>
      ) : !queue.data ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-6">
          <p className="font-medium">Failed to load reviews</p>
          <p className="text-sm text-muted-foreground">{errorMessage(queue.error)}</p>
          <Button type="button" variant="outline" onClick={() => void queue.refetch()}>
            Try again
          </Button>
        </div>
      ) : queue.data.reviews.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
          <ClipboardCheck aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="font-medium">Nothing awaits your review</p>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {queue.data.total} {queue.data.total === 1 ? "script awaits" : "scripts await"} your decision
          </p>
          <ReviewQueueList items={queue.data.reviews} label="Awaiting your review" />
        </>
      )}
      {queue.data && queue.isError ? <ReloadFailed error={queue.error} onRetry={() => void queue.refetch()} /> : null}
    </div>
  );
}
