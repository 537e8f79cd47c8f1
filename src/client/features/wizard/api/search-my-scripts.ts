import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api-client";

export interface MyScriptSummary {
  id: number;
  topic: string;
  concept: string;
  characters: { name: string; label: string }[];
  createdAt: string;
}

/** GET /api/scripts?q: the caller's saved scripts matching topic, concept or character name (step 4 context). */
export const myScriptsSearchQueryOptions = (q: string, limit = 10) =>
  queryOptions({
    queryKey: ["/api/scripts", "search", q, limit],
    queryFn: ({ signal }) =>
      apiRequest<{ scripts: MyScriptSummary[] }>(`/api/scripts?q=${encodeURIComponent(q)}&limit=${limit}`, { signal }).then((r) => r.scripts),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export const useMyScriptsSearch = (q: string, limit?: number) => useQuery(myScriptsSearchQueryOptions(q, limit));
