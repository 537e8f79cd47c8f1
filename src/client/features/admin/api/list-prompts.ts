import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminPromptDto } from "@shared/schemas/admin";
import { apiRequest } from "@client/lib/api-client";

/** One row of GET /api/admin/prompts (spec §3 Prompt, plus whether generation uses it and for what). */
export type AdminPrompt = AdminPromptDto;

/** Shared by every prompt query; prompt mutations invalidate this prefix (list and usage). */
export const promptsQueryKey = ["/api/admin/prompts"] as const;

/** GET /api/admin/prompts. A 401/403 is an error here (the page shows the Authentication Error card). */
export const promptsQueryOptions = () =>
  queryOptions({
    queryKey: promptsQueryKey,
    queryFn: ({ signal }) => apiRequest<AdminPrompt[]>("/api/admin/prompts", { signal }),
    retry: false,
  });

export const usePrompts = (enabled = true) => useQuery({ ...promptsQueryOptions(), enabled });
