import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ScriptVersionDto, ScriptVersionSummary } from "@server/services/scripts/script-versions";
import { apiRequest } from "@client/lib/api-client";

export type { ScriptVersionDto, ScriptVersionSummary };

/** GET /api/scripts/{id}/versions: earlier versions, newest first (under ["/api/scripts", id, …] so saves refresh it). */
export const scriptVersionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["/api/scripts", id, "versions"] as const,
    queryFn: ({ signal }) => apiRequest<{ versions: ScriptVersionSummary[] }>(`/api/scripts/${id}/versions`, { signal }).then((r) => r.versions),
  });

export const useScriptVersions = (id: number | null) => useQuery({ ...scriptVersionsQueryOptions(id ?? 0), enabled: id !== null });

/** GET /api/scripts/{id}/versions/{version}: one earlier version with its text. */
export const scriptVersionQueryOptions = (id: number, version: number) =>
  queryOptions({
    queryKey: ["/api/scripts", id, "versions", version] as const,
    queryFn: ({ signal }) => apiRequest<{ version: ScriptVersionDto }>(`/api/scripts/${id}/versions/${version}`, { signal }).then((r) => r.version),
    staleTime: Infinity,
  });
