import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RelatedScriptDto } from "@shared/schemas/script";
import { apiRequest } from "@client/lib/api-client";

/** GET /api/scripts/related/{topic}: other authors' saved scripts on the same topic. */
export const relatedScriptsQueryOptions = (topic: string) =>
  queryOptions({
    queryKey: ["/api/scripts", "related", topic],
    queryFn: ({ signal }) => apiRequest<RelatedScriptDto[]>(`/api/scripts/related/${encodeURIComponent(topic)}`, { signal }),
    enabled: topic.trim().length > 0,
  });

export const useRelatedScripts = (topic: string) => useQuery(relatedScriptsQueryOptions(topic));
