import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ScriptDto } from "@shared/schemas/script";
import type { ScriptChecks } from "@shared/script/check-script";
import { apiRequest } from "@client/lib/api-client";

/** A script as the editor keeps it: the DTO and its Script check from the last read or save (issue 10). */
export type CheckedScript = ScriptDto & { checks?: ScriptChecks };

/** GET /api/scripts/{id}: one of the caller's scripts. Throws `ApiError` (404 NOT_FOUND for another user's or a missing id). */
export async function getScript(id: number, signal?: AbortSignal): Promise<CheckedScript> {
  const { script, checks } = await apiRequest<{ script: ScriptDto; checks?: ScriptChecks }>(`/api/scripts/${id}`, { signal });
  return { ...script, checks };
}

/** Under ["/api/scripts", id] so that script mutations (which invalidate ["/api/scripts"]) refresh it. */
export function scriptQueryOptions(id: number) {
  return queryOptions({
    queryKey: ["/api/scripts", id] as const,
    queryFn: ({ signal }) => getScript(id, signal),
  });
}

/** The script with `id`; disabled while `id` is null (the tempScript route). */
export function useScript(id: number | null) {
  return useQuery({ ...scriptQueryOptions(id ?? 0), enabled: id !== null });
}
