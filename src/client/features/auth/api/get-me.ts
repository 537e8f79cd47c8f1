import { queryOptions, useQuery } from "@tanstack/react-query";
import { CURRENT_USER_STALE_MS } from "@shared/constants";
import type { AppUser } from "@shared/schemas/user";
import { getJson } from "@client/lib/api-client";

export const currentUserQueryKey = ["/api/auth/me"] as const;

/** GET /api/auth/me: the signed-in app user, or null when there is no verified session (401). */
export async function getMe(signal?: AbortSignal): Promise<AppUser | null> {
  const body = await getJson<{ user: AppUser }>("/api/auth/me", signal);
  return body?.user ?? null;
}

/**
 * The current user (spec §4): no retry, 5-minute stale time. With cookie sessions the client cannot know
 * beforehand whether a session exists, so the query always runs on load.
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: CURRENT_USER_STALE_MS,
    retry: false,
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
