import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ScriptDto } from "@shared/schemas/script";
import type { CheckedScript } from "./get-script";
import { apiRequest } from "@client/lib/api-client";
import type { EditorSaveBody } from "../lib/editor-script";

/** POST /api/scripts: saves a script not saved before (the wizard's tempScript). Resolves with the new script. */
export async function createScript(body: EditorSaveBody): Promise<CheckedScript> {
  const { script, checks } = await apiRequest<{ script: ScriptDto; checks?: CheckedScript["checks"] }>("/api/scripts", { method: "POST", body: { ...body, isSaved: true } });
  return { ...script, checks };
}

export function useCreateScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScript,
    onSuccess: (script) => {
      queryClient.setQueryData(["/api/scripts", script.id], script);
      void queryClient.invalidateQueries({ queryKey: ["/api/scripts"], predicate: (q) => q.queryKey[1] !== script.id });
    },
  });
}
