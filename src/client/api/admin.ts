import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminPromptDto, PromptForm, TopicSummaryDto, WeeklyCountDto } from "@shared/schemas/admin";
import { api } from "@client/lib/api-client";

/**
 * The client side of /api/admin (admin only: 401/403 are errors here, shown as the Authentication Error card;
 * no retries, docs/product/api.md). Characters live in `./characters`. Every prompt query sits under
 * `adminKeys.prompts` and every topic query under `adminKeys.topics`, so one invalidation after a write reloads the
 * matching lists.
 */
export type AdminPrompt = AdminPromptDto;
/** Topic summary (docs/product/rules.md#data; lastUsed ISO or null). */
export type TopicSummary = TopicSummaryDto;
/** One week of script counts (12 weeks, oldest first). */
export type WeeklyCount = WeeklyCountDto;

export const adminKeys = {
  prompts: ["/api/admin/prompts"] as const,
  promptUsage: () => [...adminKeys.prompts, "usage"] as const,
  promptVersions: (id: number) => [...adminKeys.prompts, id, "versions"] as const,
  topics: ["/api/admin/topics"] as const,
  topicScripts: (topic: string) => [...adminKeys.topics, "scripts", topic] as const,
  weeklyStats: () => [...adminKeys.topics, "stats", "weekly"] as const,
};

const adminQuery = <T>(queryKey: readonly unknown[], read: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => read(signal), retry: false });

/** GET /api/admin/prompts (docs/product/rules.md#data Prompt, plus whether generation uses it and for what). */
export const promptsQueryOptions = () =>
  adminQuery(adminKeys.prompts, (signal) => api("GET /api/admin/prompts", { signal }));
export const usePrompts = (enabled = true) => useQuery({ ...promptsQueryOptions(), enabled });

/** GET /api/admin/prompts/usage. */
export const usePromptUsage = () =>
  useQuery(adminQuery(adminKeys.promptUsage(), (signal) => api("GET /api/admin/prompts/usage", { signal })));

/** GET /api/admin/topics. */
export const useTopics = () =>
  useQuery(adminQuery(adminKeys.topics, (signal) => api("GET /api/admin/topics", { signal })));

/** GET /api/admin/topics/{topic}/scripts; runs only once a topic is selected (docs/product/api.md). */
export const useTopicScripts = (topic: string, enabled: boolean) =>
  useQuery({
    ...adminQuery(adminKeys.topicScripts(topic), (signal) =>
      api("GET /api/admin/topics/:topic/scripts", { params: { topic }, signal }),
    ),
    enabled,
  });

/** GET /api/admin/topics/stats/weekly. */
export const useWeeklyStats = () =>
  useQuery(adminQuery(adminKeys.weeklyStats(), (signal) => api("GET /api/admin/topics/stats/weekly", { signal })));

function useInvalidating<TInput, TResult>(key: readonly unknown[], mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}

/** POST /api/admin/prompts → 201 prompt (409 when the name is taken). */
export const useCreatePrompt = () =>
  useInvalidating(adminKeys.prompts, (input: PromptForm) => api("POST /api/admin/prompts", { body: input }));

/** PUT /api/admin/prompts/{id} with all form fields. */
export const useUpdatePrompt = () =>
  useInvalidating(adminKeys.prompts, ({ id, input }: { id: number; input: PromptForm }) =>
    api("PUT /api/admin/prompts/:id", { params: { id }, body: input }),
  );

/** GET /api/admin/prompts/{id}/versions: the prompt's earlier texts, newest first (docs/product/admin-prompts.md). */
export const usePromptVersions = (id: number, enabled = true) =>
  useQuery({
    queryKey: adminKeys.promptVersions(id),
    queryFn: ({ signal }) =>
      api("GET /api/admin/prompts/:id/versions", { params: { id }, signal }).then((r) => r.versions),
    retry: false,
    enabled,
  });

/** POST /api/admin/prompts/{id}/versions/{versionId}/restore → the prompt with that earlier text current again. */
export const useRestorePromptVersion = () =>
  useInvalidating(adminKeys.prompts, ({ id, versionId }: { id: number; versionId: number }) =>
    api("POST /api/admin/prompts/:id/versions/:versionId/restore", { params: { id, versionId } }),
  );

/** DELETE /api/admin/prompts/{id} → {ok: true}. */
export const useDeletePrompt = () =>
  useInvalidating(adminKeys.prompts, (id: number) => api("DELETE /api/admin/prompts/:id", { params: { id } }));

/** PUT /api/admin/topics/{topic} {newTopicName} → {topic, updated}: renames the topic on every script. */
export const useRenameTopic = () =>
  useInvalidating(adminKeys.topics, ({ topic, newTopicName }: { topic: string; newTopicName: string }) =>
    api("PUT /api/admin/topics/:topic", { params: { topic }, body: { newTopicName } }),
  );
