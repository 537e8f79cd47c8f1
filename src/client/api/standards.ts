import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Grade } from "@shared/schemas/grade";
import type { GradeStandards, TopicStandards } from "@shared/schemas/standard";
import { api } from "@client/lib/api-client";

/** The client side of /api/standards: the standards offered for a topic, one standard's teaching card, search. */
export type { GradeStandards, TopicStandards };

export const standardKeys = {
  all: ["/api/standards"] as const,
  forTopic: (topic: string, grade: Grade | null) => [...standardKeys.all, topic, grade] as const,
  card: (code: string) => [...standardKeys.all, code] as const,
  search: (q: string) => ["/api/standards/search", q] as const,
  grade: (grade: Grade) => ["/api/standards/grade", grade] as const,
};

/** POST /api/standards {topic, grade?}: the standards offered in step 2 (the grade's first), with a rationale. */
export const topicStandardsQueryOptions = (topic: string, grade: Grade | null) =>
  queryOptions({
    queryKey: standardKeys.forTopic(topic, grade),
    queryFn: ({ signal }) => api("POST /api/standards", { body: grade ? { topic, grade } : { topic }, signal }),
    enabled: topic.trim().length > 0,
  });
export const useTopicStandards = (topic: string, grade: Grade | null) =>
  useQuery(topicStandardsQueryOptions(topic, grade));

/** GET /api/standards/{code}: one standard and its teaching card ("How it's taught"). */
export const standardCardQueryOptions = (code: string) =>
  queryOptions({
    queryKey: standardKeys.card(code),
    queryFn: ({ signal }) => api("GET /api/standards/:code", { params: { code }, signal }),
    staleTime: Infinity,
  });
export const useStandardCard = (code: string, enabled: boolean) =>
  useQuery({ ...standardCardQueryOptions(code), enabled });

/** GET /api/standards/search?q: any of the 486 CCSS ELA K–5 standards by code or words (at least 2 characters). */
export const standardsSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: standardKeys.search(q),
    queryFn: ({ signal }) =>
      api("GET /api/standards/search", { query: { q, limit: 12 }, signal }).then((r) => r.standards),
    enabled: q.trim().length >= 2,
  });
export const useStandardsSearch = (q: string) => useQuery(standardsSearchQueryOptions(q));

/** GET /api/standards/grade/{grade}: the grade's standards by strand, for step 2's browse list (ADR 0057). */
export const gradeStandardsQueryOptions = (grade: Grade) =>
  queryOptions({
    queryKey: standardKeys.grade(grade),
    queryFn: ({ signal }) => api("GET /api/standards/grade/:grade", { params: { grade }, signal }),
    staleTime: Infinity,
  });
export const useGradeStandards = (grade: Grade | null, enabled: boolean) =>
  useQuery({ ...gradeStandardsQueryOptions(grade ?? "K"), enabled: enabled && grade !== null });
