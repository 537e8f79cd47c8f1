import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { SaveScriptRequest } from "@shared/schemas/script";
import type { ScriptChecks } from "@shared/script/check-script";
import type { ScriptReply, ScriptSummary } from "@shared/schemas/dto";
import type { ReviewStatus } from "@shared/schemas/collaboration";
import { api } from "@client/lib/api-client";

/**
 * The client side of /api/scripts (docs/product/api.md; drafts: ADR 0012; versions:
 * docs/product/screens.md#script-editor): one query-key factory, the fetchers, query options and mutation hooks every
 * screen uses. Every key starts with `scriptKeys.all`, so invalidating it refreshes every list, detail and version
 * query. Errors are `ApiError` (404 for another user's or a missing id, 409 for a stale version on PUT).
 */
export type { ScriptSummary };

/**
 * A script with its Script check from the last read or save (ADR 0007) and its team-workflow fields
 * (visibility, status, approval, reviewers, co-editors, the caller's access: docs/product/team-workflow.md).
 */
export type CheckedScript = ScriptReply["script"] & { checks?: ScriptChecks };

/** What a save sends (POST or PUT): standards as codes or `{code, description}`, characters as shown. */
export type SaveScriptBody = Omit<SaveScriptRequest, "isSaved" | "version" | "engine" | "standards" | "characters"> & {
  engine?: SaveScriptRequest["engine"];
  standards: { code: string; description?: string }[];
  characters: SaveScriptRequest["characters"];
};

/** Page size of the saved-scripts list. */
export const SCRIPT_PAGE_SIZE = 20;
/** How many drafts the Drafts section lists (newest first). */
export const DRAFTS_LIMIT = 10;

const listParams = (q: string, limit: number) => ({ q: q.trim(), limit });

export const scriptKeys = {
  all: ["/api/scripts"] as const,
  list: (q: string, limit: number) => [...scriptKeys.all, "list", listParams(q, limit)] as const,
  infinite: (q: string, limit: number) => [...scriptKeys.all, "infinite", listParams(q, limit)] as const,
  drafts: () => [...scriptKeys.all, "drafts"] as const,
  search: (q: string, limit: number) => [...scriptKeys.all, "search", q, limit] as const,
  related: (topic: string) => [...scriptKeys.all, "related", topic] as const,
  detail: (id: number) => [...scriptKeys.all, id] as const,
  versions: (id: number) => [...scriptKeys.all, id, "versions"] as const,
  version: (id: number, version: number) => [...scriptKeys.all, id, "versions", version] as const,
  team: (filters: TeamScriptFilters, limit: number) => [...scriptKeys.all, "team", filters, limit] as const,
};

/**
 * The Team scripts page's filters (docs/product/team-workflow.md "Sharing"): the full-text search `q`, and
 * status, grade ("K"–"5") and standard (a CCSS code); an empty string is no filter.
 */
export interface TeamScriptFilters {
  q: string;
  status: ReviewStatus | "";
  grade: string;
  standard: string;
}

/**
 * GET /api/scripts, one page: `q` (topic, concept, character names, text) only when not blank; limit 1..100;
 * `drafts` lists drafts.
 */
export function listScripts(
  q: string,
  limit: number,
  {
    cursor,
    drafts = false,
    signal,
    filters,
  }: {
    cursor?: string | null;
    drafts?: boolean;
    signal?: AbortSignal;
    /** Set: the team's shared scripts (`scope=team`) with these filters; unset: the caller's own. */
    filters?: Omit<TeamScriptFilters, "q">;
  } = {},
) {
  const query = {
    q: q.trim() || undefined,
    limit,
    cursor: cursor || undefined,
    drafts: drafts ? "1" : undefined,
    ...(filters
      ? {
          scope: "team",
          status: filters.status || undefined,
          grade: filters.grade || undefined,
          standard: filters.standard.trim() || undefined,
        }
      : {}),
  };
  return api("GET /api/scripts", { query, signal });
}

/** GET /api/scripts, first page (the dashboard's most recent). Newest createdAt first. */
export const scriptsListQueryOptions = ({ q = "", limit = SCRIPT_PAGE_SIZE }: { q?: string; limit?: number } = {}) =>
  queryOptions({
    queryKey: scriptKeys.list(q, limit),
    queryFn: ({ signal }) => listScripts(q, limit, { signal }),
  });
export const useScriptsList = (params?: { q?: string; limit?: number }) => useQuery(scriptsListQueryOptions(params));

/** GET /api/scripts?drafts=1: generated scripts not saved yet (ADR 0012), newest first. */
export const draftsQueryOptions = () =>
  queryOptions({
    queryKey: scriptKeys.drafts(),
    queryFn: ({ signal }) => listScripts("", DRAFTS_LIMIT, { drafts: true, signal }),
  });
export const useDrafts = () => useQuery(draftsQueryOptions());

/** GET /api/scripts page by page through `nextCursor` (the saved-scripts screen's 'Load more'). */
export const infiniteScriptsQueryOptions = (q: string, limit = SCRIPT_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: scriptKeys.infinite(q, limit),
    queryFn: ({ signal, pageParam }) => listScripts(q, limit, { cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
export const useInfiniteScripts = (q: string, limit?: number) =>
  useInfiniteQuery(infiniteScriptsQueryOptions(q, limit));

/** GET /api/scripts?scope=team page by page (keyset cursor): shared scripts of every author, filtered. */
export const teamScriptsQueryOptions = (filters: TeamScriptFilters, limit = SCRIPT_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: scriptKeys.team(filters, limit),
    queryFn: ({ signal, pageParam }) =>
      listScripts(filters.q, limit, { cursor: pageParam, signal, filters: { ...filters } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
export const useTeamScripts = (filters: TeamScriptFilters, limit?: number) =>
  useInfiniteQuery(teamScriptsQueryOptions(filters, limit));

/** GET /api/scripts?q (step 4 context): the caller's saved scripts matching topic, concept or character name. */
export const myScriptsSearchQueryOptions = (q: string, limit = 10) =>
  queryOptions({
    queryKey: scriptKeys.search(q, limit),
    queryFn: ({ signal }) => listScripts(q, limit, { signal }).then((r) => r.scripts),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
export const useMyScriptsSearch = (q: string, limit?: number) => useQuery(myScriptsSearchQueryOptions(q, limit));

/** GET /api/scripts/related/{topic}: other authors' saved scripts on the same topic. */
export const relatedScriptsQueryOptions = (topic: string) =>
  queryOptions({
    queryKey: scriptKeys.related(topic),
    queryFn: ({ signal }) => api("GET /api/scripts/related/:topic", { params: { topic }, signal }),
    enabled: topic.trim().length > 0,
  });
export const useRelatedScripts = (topic: string) => useQuery(relatedScriptsQueryOptions(topic));

const checked = ({ script, checks }: ScriptReply): CheckedScript => ({
  ...script,
  checks,
});

/** GET /api/scripts/{id}: one of the caller's scripts with its Script check. */
export async function getScript(id: number, signal?: AbortSignal): Promise<CheckedScript> {
  return checked(await api("GET /api/scripts/:id", { params: { id }, signal }));
}
export const scriptQueryOptions = (id: number) =>
  queryOptions({ queryKey: scriptKeys.detail(id), queryFn: ({ signal }) => getScript(id, signal) });
/** The script with `id`; disabled while `id` is null. */
export const useScript = (id: number | null, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...scriptQueryOptions(id ?? 0), enabled: enabled && id !== null });

/** GET /api/scripts/{id}/versions: earlier versions, newest first. */
export const scriptVersionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: scriptKeys.versions(id),
    queryFn: ({ signal }) => api("GET /api/scripts/:id/versions", { params: { id }, signal }).then((r) => r.versions),
  });
export const useScriptVersions = (id: number | null) =>
  useQuery({ ...scriptVersionsQueryOptions(id ?? 0), enabled: id !== null });

/** GET /api/scripts/{id}/versions/{version}: one earlier version with its text (never changes). */
export const scriptVersionQueryOptions = (id: number, version: number) =>
  queryOptions({
    queryKey: scriptKeys.version(id, version),
    queryFn: ({ signal }) =>
      api("GET /api/scripts/:id/versions/:version", { params: { id, version }, signal }).then((r) => r.version),
    staleTime: Infinity,
  });

/** POST /api/scripts. `isSaved: false` keeps a just-generated script as a draft (ADR 0012). */
export async function createScript(
  body: SaveScriptBody,
  { isSaved = true }: { isSaved?: boolean } = {},
): Promise<CheckedScript> {
  return checked(await api("POST /api/scripts", { body: { ...body, isSaved } }));
}

/**
 * PUT /api/scripts/{id} with the version the edit started from (a stale one → 409, nothing written). Saving
 * promotes a draft to a saved script. Resolves with the new copy (version + 1).
 */
export async function updateScript({
  id,
  body,
  version,
}: {
  id: number;
  body: SaveScriptBody;
  version: number;
}): Promise<CheckedScript> {
  return checked(await api("PUT /api/scripts/:id", { params: { id }, body: { ...body, version, isSaved: true } }));
}

/** Stores the new copy and refreshes every other script query (lists, drafts, versions of this one). */
function useRefreshAfterSave() {
  const queryClient = useQueryClient();
  return (script: CheckedScript) => {
    queryClient.setQueryData(scriptKeys.detail(script.id), script);
    void queryClient.invalidateQueries({
      queryKey: scriptKeys.all,
      predicate: (q) => !(q.queryKey[1] === script.id && q.queryKey.length === 2),
    });
  };
}

export function useCreateScript() {
  const refresh = useRefreshAfterSave();
  return useMutation({ mutationFn: (body: SaveScriptBody) => createScript(body), onSuccess: refresh });
}

export function useUpdateScript() {
  const refresh = useRefreshAfterSave();
  return useMutation({ mutationFn: updateScript, onSuccess: refresh });
}

/** Saves the wizard's script: promotes its draft (PUT) when there is one, else creates a saved script (POST). */
export function useSaveScript() {
  const refresh = useRefreshAfterSave();
  return useMutation({
    mutationFn: ({ input, draft }: { input: SaveScriptBody; draft?: { id: number; version: number } | null }) =>
      draft ? updateScript({ id: draft.id, body: input, version: draft.version }) : createScript(input),
    onSuccess: refresh,
  });
}

/**
 * DELETE /api/scripts/{id}. No optimistic removal: the lists change only after the server confirms, so a
 * failed delete leaves them as they were.
 */
export function useDeleteScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api("DELETE /api/scripts/:id", { params: { id } }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: scriptKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: scriptKeys.all });
    },
  });
}
