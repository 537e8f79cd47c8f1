import { Link } from "react-router";
import { Button } from "@client/components/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { useReviewQueue } from "@client/api/reviews";
import { errorMessage } from "@client/lib/api-client";
import { paths } from "@client/lib/paths";
import { ReviewQueueList } from "./review-queue-list";

/** How many waiting reviews the dashboard card lists. */
const CARD_REVIEWS = 3;

/** The dashboard's Reviews card (docs/product/team-workflow.md "Review"): the oldest requests awaiting me. */
export function ReviewsCard() {
  const queue = useReviewQueue();
  const items = queue.data?.reviews.slice(0, CARD_REVIEWS) ?? [];
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Reviews{queue.data && queue.data.total > 0 ? ` (${queue.data.total})` : ""}</h2>
        </CardTitle>
        <CardAction>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.reviews}>All reviews</Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {queue.isPending ? (
          <p className="text-sm text-muted-foreground">Loading reviews…</p>
        ) : queue.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to load reviews. {errorMessage(queue.error)}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing awaits your review.</p>
        ) : (
          <ReviewQueueList items={items} label="Awaiting your review" isCompact />
        )}
      </CardContent>
    </Card>
  );
}
