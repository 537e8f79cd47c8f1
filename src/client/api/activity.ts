import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ActivityEntry } from "@shared/schemas/collaboration";
import { api } from "@client/lib/api-client";
import { scriptKeys } from "./scripts";

/** The client side of GET /api/scripts/:id/activity (docs/product/team-workflow.md "Activity"): newest first. */
export type { ActivityEntry };

export const activityKeys = {
  list: (scriptId: number) => [...scriptKeys.all, scriptId, "activity"] as const,
};

export const activityQueryOptions = (scriptId: number) =>
  queryOptions({
    queryKey: activityKeys.list(scriptId),
    queryFn: ({ signal }) =>
      api("GET /api/scripts/:id/activity", { params: { id: scriptId }, signal }).then((r) => r.activity),
  });
/** The activity log of a script; disabled while `scriptId` is null. */
export const useActivity = (scriptId: number | null) =>
  useQuery({ ...activityQueryOptions(scriptId ?? 0), enabled: scriptId !== null });
