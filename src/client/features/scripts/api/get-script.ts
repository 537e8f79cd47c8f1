import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ScriptDto } from "@shared/schemas/script";
import { apiRequest } from "@client/lib/api-client";

/** GET /api/scripts/{id}: one of the caller's scripts with its full text (another user's id → 404). */
export const scriptQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["/api/scripts", id],
    queryFn: ({ signal }) => apiRequest<{ script: ScriptDto }>(`/api/scripts/${id}`, { signal }).then((r) => r.script),
  });

export const useScript = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...scriptQueryOptions(id), enabled });
