import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api-client";
import { topicsQueryKey } from "./list-topics";

/** PUT /api/admin/topics/{topic} {newTopicName} → {topic, updated}. Reloads every topic query. */
export function useRenameTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ topic, newTopicName }: { topic: string; newTopicName: string }) =>
      apiRequest<{ topic: string; updated: number }>(`/api/admin/topics/${encodeURIComponent(topic)}`, {
        method: "PUT",
        body: { newTopicName },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topicsQueryKey }),
  });
}
