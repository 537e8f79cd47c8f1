import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PromptUsageDto } from "@shared/schemas/admin";
import { apiRequest } from "@client/lib/api-client";
import { promptsQueryKey } from "./list-prompts";

/** One row of GET /api/admin/prompts/usage: which prompt generation uses for a purpose. */
export type PromptUsage = PromptUsageDto;

export const promptUsageQueryOptions = () =>
  queryOptions({
    queryKey: [...promptsQueryKey, "usage"],
    queryFn: ({ signal }) => apiRequest<PromptUsage[]>("/api/admin/prompts/usage", { signal }),
    retry: false,
  });

export const usePromptUsage = () => useQuery(promptUsageQueryOptions());
