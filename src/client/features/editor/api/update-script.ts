import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ScriptDto } from "@shared/schemas/script";
import type { CheckedScript } from "./get-script";
import { apiRequest } from "@client/lib/api-client";
import type { EditorSaveBody } from "../lib/editor-script";

export interface UpdateScriptInput {
  id: number;
  body: EditorSaveBody;
  /** The version the edit started from; a stale one makes the server answer 409 CONFLICT and write nothing. */
  version: number;
}

/** PUT /api/scripts/{id}. Resolves with the saved script (version + 1); throws `ApiError` (409 on a stale version). */
export async function updateScript({ id, body, version }: UpdateScriptInput): Promise<CheckedScript> {
  const { script, checks } = await apiRequest<{ script: ScriptDto; checks?: CheckedScript["checks"] }>(`/api/scripts/${id}`, { method: "PUT", body: { ...body, version } });
  return { ...script, checks };
}

export function useUpdateScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateScript,
    onSuccess: (script) => {
      // The answer is the new server copy: store it, and refresh every other script list (not this one again).
      queryClient.setQueryData(["/api/scripts", script.id], script);
      void queryClient.invalidateQueries({ queryKey: ["/api/scripts"], predicate: (q) => q.queryKey[1] !== script.id });
      // The save kept the replaced text as a version: refresh the version list.
      void queryClient.invalidateQueries({ queryKey: ["/api/scripts", script.id, "versions"], exact: true });
    },
  });
}
