import { queryOptions, useQuery } from "@tanstack/react-query";
import { CURRENT_USER_STALE_MS } from "@shared/constants";
import type { AppUser } from "@shared/schemas/user";
import { getJson } from "@client/lib/api-client";

/**
 * GET /api/auth/me for the admin screen. Same key, fetcher result (user or null on 401) and stale time as the
 * auth feature's query, so both share one cache entry (features do not import each other).
 */
export const adminCurrentUserQueryKey = ["/api/auth/me"] as const;

export async function getMe(signal?: AbortSignal): Promise<AppUser | null> {
  const body = await getJson<{ user: AppUser }>("/api/auth/me", signal);
  return body?.user ?? null;
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: adminCurrentUserQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: CURRENT_USER_STALE_MS,
    retry: false,
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
