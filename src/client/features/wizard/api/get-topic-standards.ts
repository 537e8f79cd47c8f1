import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Standard } from "@shared/schemas/standard";
import { apiRequest } from "@client/lib/api-client";

export interface TopicStandards {
  standards: Standard[];
  rationale: string;
  /** catalogue: the built-in mapping; search: full-text matches; model: matches re-ranked by the model. */
  source: "catalogue" | "search" | "model";
}

/** POST /api/standards {topic}: the standards offered for a topic in step 2, with a rationale. */
export const topicStandardsQueryOptions = (topic: string) =>
  queryOptions({
    queryKey: ["/api/standards", topic],
    queryFn: ({ signal }) => apiRequest<TopicStandards>("/api/standards", { method: "POST", body: { topic }, signal }),
    enabled: topic.trim().length > 0,
  });

export const useTopicStandards = (topic: string) => useQuery(topicStandardsQueryOptions(topic));

/** GET /api/standards/search?q: any of the 486 CCSS ELA K–5 standards by code or words. */
export const standardsSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ["/api/standards/search", q],
    queryFn: ({ signal }) =>
      apiRequest<{ standards: Standard[] }>(`/api/standards/search?q=${encodeURIComponent(q)}&limit=12`, { signal }).then((r) => r.standards),
    enabled: q.trim().length >= 2,
  });

export const useStandardsSearch = (q: string) => useQuery(standardsSearchQueryOptions(q));
