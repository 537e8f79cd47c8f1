import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TopicScriptDto } from "@shared/schemas/admin";
import { apiRequest } from "@client/lib/api-client";
import { topicsQueryKey } from "./list-topics";

/** One row of GET /api/admin/topics/{topic}/scripts. */
export type TopicScript = TopicScriptDto;

export const topicScriptsQueryOptions = (topic: string) =>
  queryOptions({
    queryKey: [...topicsQueryKey, "scripts", topic],
    queryFn: ({ signal }) =>
      apiRequest<TopicScript[]>(`/api/admin/topics/${encodeURIComponent(topic)}/scripts`, { signal }),
    retry: false,
  });

/** Runs only once a topic is selected (spec §7). */
export const useTopicScripts = (topic: string, enabled: boolean) =>
  useQuery({ ...topicScriptsQueryOptions(topic), enabled });
