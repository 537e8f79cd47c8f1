import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WeeklyCountDto } from "@shared/schemas/admin";
import { apiRequest } from "@client/lib/api-client";
import { topicsQueryKey } from "./list-topics";

/** One week of GET /api/admin/topics/stats/weekly (12 weeks, oldest first). */
export type WeeklyCount = WeeklyCountDto;

export const weeklyStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...topicsQueryKey, "stats", "weekly"],
    queryFn: ({ signal }) => apiRequest<WeeklyCount[]>("/api/admin/topics/stats/weekly", { signal }),
    retry: false,
  });

export const useWeeklyStats = () => useQuery(weeklyStatsQueryOptions());
