import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TopicSummaryDto } from "@shared/schemas/admin";
import { apiRequest } from "@client/lib/api-client";

/** One row of GET /api/admin/topics (spec §3 Topic summary; lastUsed ISO or null). */
export type TopicSummary = TopicSummaryDto;

/** Prefix of every topic query (list, per-topic scripts, weekly stats); a rename reloads them all. */
export const topicsQueryKey = ["/api/admin/topics"] as const;

export const topicsQueryOptions = () =>
  queryOptions({
    queryKey: topicsQueryKey,
    queryFn: ({ signal }) => apiRequest<TopicSummary[]>("/api/admin/topics", { signal }),
    retry: false,
  });

export const useTopics = () => useQuery(topicsQueryOptions());
