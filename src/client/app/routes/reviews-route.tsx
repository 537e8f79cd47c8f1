import { ReviewsPage } from "@client/features/scripts/components/reviews-page";

export function ReviewsRoute() {
  return <ReviewsPage />;
}
