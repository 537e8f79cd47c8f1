import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Visibility } from "@shared/schemas/collaboration";
import { api } from "@client/lib/api-client";
import { scriptKeys } from "./scripts";

/**
 * PUT /api/scripts/:id/sharing (owner only, docs/product/team-workflow.md "Sharing"): `private` or shared with
 * the `team`, and when sent the whole list of co-editors (e-mails). 400 names an address that is not a colleague.
 */
export type { Visibility };

export function useUpdateSharing(scriptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { visibility: Visibility; coEditors?: string[] }) =>
      api("PUT /api/scripts/:id/sharing", { params: { id: scriptId }, body: request }),
    // Every list (mine, team) and this script's detail and activity change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scriptKeys.all }),
  });
}
