import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Decision, ReviewQueueItem } from "@shared/schemas/collaboration";
import { api } from "@client/lib/api-client";
import { scriptKeys } from "./scripts";

/**
 * The client side of review (docs/product/team-workflow.md "Review"): the caller's queue (GET /api/reviews, the
 * header badge, the dashboard card and the Reviews page), asking colleagues to review a script, and a reviewer's
 * decision on a version. Errors are `ApiError`: 400 naming an unknown address, 403, 409 for a decision on a
 * version that is no longer current.
 */
export type { Decision, ReviewQueueItem };

export const reviewKeys = { queue: ["/api/reviews"] as const };

/** GET /api/reviews: scripts awaiting my decision, and their count. */
export const reviewQueueQueryOptions = () =>
  queryOptions({
    queryKey: reviewKeys.queue,
    queryFn: ({ signal }) => api("GET /api/reviews", { signal }),
  });
export const useReviewQueue = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...reviewQueueQueryOptions(), enabled });

function useRefreshScript(scriptId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...scriptKeys.all, scriptId] }),
      queryClient.invalidateQueries({ queryKey: reviewKeys.queue }),
    ]);
}

/** POST /api/scripts/{id}/reviews: asks `reviewers` (e-mails) to review; shares the script with them. */
export function useRequestReview(scriptId: number) {
  const refresh = useRefreshScript(scriptId);
  return useMutation({
    mutationFn: (request: { reviewers: string[]; message?: string }) =>
      api("POST /api/scripts/:id/reviews", { params: { id: scriptId }, body: request }),
    onSuccess: refresh,
  });
}

/** POST /api/scripts/{id}/decisions: approve or request changes on `version` (409 when it is not current). */
export function useDecide(scriptId: number) {
  const refresh = useRefreshScript(scriptId);
  return useMutation({
    mutationFn: (request: { decision: Decision; version: number; note?: string }) =>
      api("POST /api/scripts/:id/decisions", { params: { id: scriptId }, body: request }),
    onSuccess: refresh,
  });
}
