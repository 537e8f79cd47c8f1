import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Anchor, CommentDto } from "@shared/schemas/collaboration";
import { api } from "@client/lib/api-client";
import { scriptKeys } from "./scripts";

/**
 * The client side of /api/scripts/:id/comments (docs/product/team-workflow.md "Comments on the text"): the
 * thread list, adding a comment or reply, resolving/reopening, editing and deleting. Comments live under the
 * script's key, so a save (which invalidates every script query but the saved copy) refetches them with the
 * anchors the server mapped through the new version.
 */
export type { Anchor, CommentDto };

export const commentKeys = {
  list: (scriptId: number) => [...scriptKeys.all, scriptId, "comments"] as const,
};

/** GET /api/scripts/{id}/comments: every comment and reply, anchors in the current text. */
export const commentsQueryOptions = (scriptId: number) =>
  queryOptions({
    queryKey: commentKeys.list(scriptId),
    queryFn: ({ signal }) =>
      api("GET /api/scripts/:id/comments", { params: { id: scriptId }, signal }).then((r) => r.comments),
  });
/** The comments of a script; disabled while `scriptId` is null (a script not on the server yet). */
export const useComments = (scriptId: number | null) =>
  useQuery({ ...commentsQueryOptions(scriptId ?? 0), enabled: scriptId !== null });

/** A new comment: on `anchor` (characters of the text at `version`; null = the whole script) or a reply. */
export interface NewComment {
  body: string;
  version: number;
  anchor: Anchor | null;
  parentId?: number | null;
}

function useRefreshComments(scriptId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: commentKeys.list(scriptId) }),
      queryClient.invalidateQueries({ queryKey: [...scriptKeys.all, scriptId, "activity"] }),
    ]);
}

/** POST /api/scripts/{id}/comments. */
export function useAddComment(scriptId: number) {
  const refresh = useRefreshComments(scriptId);
  return useMutation({
    mutationFn: (comment: NewComment) =>
      api("POST /api/scripts/:id/comments", { params: { id: scriptId }, body: comment }).then((r) => r.comment),
    onSuccess: refresh,
  });
}

/** PATCH /api/scripts/{id}/comments/{commentId}: `resolved` (resolve or reopen) and/or `body` (its author only). */
export function useUpdateComment(scriptId: number) {
  const refresh = useRefreshComments(scriptId);
  return useMutation({
    mutationFn: ({ commentId, ...update }: { commentId: number; resolved?: boolean; body?: string }) =>
      api("PATCH /api/scripts/:id/comments/:commentId", {
        params: { id: scriptId, commentId },
        body: update,
      }).then((r) => r.comment),
    onSuccess: refresh,
  });
}

/** DELETE /api/scripts/{id}/comments/{commentId} (its author only). */
export function useDeleteComment(scriptId: number) {
  const refresh = useRefreshComments(scriptId);
  return useMutation({
    mutationFn: (commentId: number) =>
      api("DELETE /api/scripts/:id/comments/:commentId", { params: { id: scriptId, commentId } }),
    onSuccess: refresh,
  });
}
