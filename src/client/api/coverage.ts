import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CoverageScript,
  CoverageStandard,
  CoverageStatus,
  EpisodeInput,
  Plan,
  PlanEpisode,
  Strand,
} from "@shared/schemas/coverage";
import type { Grade } from "@shared/schemas/grade";
import { api } from "@client/lib/api-client";

/**
 * The client side of the coverage map and series plans (docs/product/coverage.md): GET /api/coverage, the plans
 * and "Plan a season". Errors are `ApiError`: 403 for a plan that is not the caller's, 409 for a stale plan.
 */
export type { CoverageScript, CoverageStandard, CoverageStatus, EpisodeInput, Plan, PlanEpisode, Strand };

export const coverageKeys = {
  all: ["/api/coverage"] as const,
  map: (grade: Grade | null, strand: Strand | null) => ["/api/coverage", grade, strand] as const,
  standardScripts: (code: string) => ["/api/coverage", "standards", code] as const,
  plans: ["/api/plans"] as const,
  plan: (id: number) => ["/api/plans", id] as const,
};

/** GET /api/coverage?grade&strand: each standard with its status and scripts. */
export const coverageQueryOptions = (grade: Grade | null, strand: Strand | null) =>
  queryOptions({
    queryKey: coverageKeys.map(grade, strand),
    queryFn: ({ signal }) =>
      api("GET /api/coverage", { query: { grade: grade ?? undefined, strand: strand ?? undefined }, signal }),
  });
export const useCoverage = (grade: Grade | null, strand: Strand | null) =>
  useQuery(coverageQueryOptions(grade, strand));

/**
 * GET /api/coverage/standards/:code/scripts, page by page (keyset cursor): every script the caller can see for one
 * standard, in the map's order. Asked only once `enabled` ("Show all N scripts": the map lists the first ten).
 */
export const useStandardScripts = (code: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: coverageKeys.standardScripts(code),
    queryFn: ({ pageParam, signal }) =>
      api("GET /api/coverage/standards/:code/scripts", { params: { code }, query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });

export const usePlans = () =>
  useQuery({ queryKey: coverageKeys.plans, queryFn: ({ signal }) => api("GET /api/plans", { signal }) });

function useRefreshPlans() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: coverageKeys.plans });
}

/** POST /api/plans/proposal: "Plan a season" (nothing is stored until the plan is created). */
export const useProposePlan = () =>
  useMutation({
    mutationFn: (request: { grade: Grade; strand: Strand }) => api("POST /api/plans/proposal", { body: request }),
  });

export function useCreatePlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (request: { name: string; grade: Grade; strand?: Strand | null; episodes: EpisodeInput[] }) =>
      api("POST /api/plans", { body: request }),
    onSuccess: refresh,
  });
}

/** The episodes of `plan` as a PUT sends them (ids kept, so each keeps its script). */
export const episodeInputs = (episodes: readonly PlanEpisode[]): EpisodeInput[] =>
  episodes.map((e) => ({
    id: e.id,
    topic: e.topic,
    grade: e.grade,
    standards: e.standards,
    targetMinutes: e.targetMinutes,
    assignee: e.assignee,
  }));

/**
 * PUT /api/plans/:id: the whole plan as edited. A new `grade` moves every episode to it; the server refuses it (400,
 * naming the episodes) while an episode teaches another grade's standards.
 */
export function useUpdatePlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: ({
      plan,
      episodes,
      name,
      grade,
    }: {
      plan: Plan;
      episodes: EpisodeInput[];
      name?: string;
      grade?: Grade;
    }) =>
      api("PUT /api/plans/:id", {
        params: { id: plan.id },
        body: {
          name: name ?? plan.name,
          grade: grade ?? plan.grade,
          strand: plan.strand,
          version: plan.version,
          episodes,
        },
      }),
    onSettled: refresh,
  });
}

export function useDeletePlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (id: number) => api("DELETE /api/plans/:id", { params: { id } }),
    onSuccess: refresh,
  });
}

/** POST /api/plans/:id/episodes/:episodeId/script: the script made for an episode. */
export const linkEpisodeScript = (planId: number, episodeId: number, scriptId: number) =>
  api("POST /api/plans/:id/episodes/:episodeId/script", { params: { id: planId, episodeId }, body: { scriptId } });
