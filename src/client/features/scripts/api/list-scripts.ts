import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { ScriptSummary } from "@server/services/scripts/list-scripts";
import { apiRequest } from "@client/lib/api-client";

/** One row of GET /api/scripts: no full text, only the first 300 characters as `preview` (spec §9). */
export type { ScriptSummary };

export interface ScriptListPage {
  scripts: ScriptSummary[];
  nextCursor: string | null;
  total: number;
}

/** Page size of the saved-scripts list. */
export const SCRIPT_PAGE_SIZE = 20;

/** The list URL: `q` (topic, concept, character names, text) only when not blank; limit 1..100. */
export function scriptsUrl(q: string, limit: number, cursor?: string | null): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  params.set("limit", String(limit));
  if (cursor) params.set("cursor", cursor);
  return `/api/scripts?${params.toString()}`;
}

/** GET /api/scripts, first page only (the dashboard's 3 most recent). Newest createdAt first. */
export const scriptsListQueryOptions = ({ q = "", limit = SCRIPT_PAGE_SIZE }: { q?: string; limit?: number } = {}) =>
  queryOptions({
    queryKey: ["/api/scripts", "list", { q: q.trim(), limit }],
    queryFn: ({ signal }) => apiRequest<ScriptListPage>(scriptsUrl(q, limit), { signal }),
  });

export const useScriptsList = (params?: { q?: string; limit?: number }) => useQuery(scriptsListQueryOptions(params));

/** GET /api/scripts?drafts=1: generated scripts not saved yet (issue 11), newest first, at most 10. */
export const draftsQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/scripts", "drafts"],
    queryFn: ({ signal }) => apiRequest<ScriptListPage>("/api/scripts?drafts=1&limit=10", { signal }),
  });

export const useDrafts = () => useQuery(draftsQueryOptions());

/** GET /api/scripts page by page through `nextCursor` (the saved-scripts screen's 'Load more'). */
export const infiniteScriptsQueryOptions = (q: string, limit = SCRIPT_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: ["/api/scripts", "infinite", { q: q.trim(), limit }],
    queryFn: ({ signal, pageParam }) => apiRequest<ScriptListPage>(scriptsUrl(q, limit, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export const useInfiniteScripts = (q: string, limit?: number) => useInfiniteQuery(infiniteScriptsQueryOptions(q, limit));
