import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Grade } from "@shared/schemas/grade";
import { api } from "@client/lib/api-client";

/**
 * GET /api/topic-text?topic&grade&standard&considerations: with no attachment, Nova Writer's own text the lesson will
 * read about the subject the topic names (docs/product/topic-texts.md), as the script engines choose it. Off while a
 * PDF is attached (the attachment is the lesson's text) or no topic is typed.
 */
export const topicTextQueryOptions = (
  enabled: boolean,
  topic: string,
  grade: Grade | null,
  standard: string | null,
  considerations: string,
) =>
  queryOptions({
    queryKey: ["/api/topic-text", topic, grade, standard, considerations] as const,
    queryFn: ({ signal }) =>
      api("GET /api/topic-text", {
        query: {
          topic,
          grade: grade ?? undefined,
          standard: standard ?? undefined,
          considerations: considerations.trim() || undefined,
        },
        signal,
      }),
    enabled: enabled && topic.trim() !== "",
    staleTime: Infinity,
  });
export const useTopicText = (
  enabled: boolean,
  topic: string,
  grade: Grade | null,
  standard: string | null,
  considerations: string,
) => useQuery(topicTextQueryOptions(enabled, topic, grade, standard, considerations));
