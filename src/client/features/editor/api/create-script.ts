import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ScriptDto } from "@shared/schemas/script";
import { apiRequest } from "@client/lib/api-client";
import type { EditorSaveBody } from "../lib/editor-script";

/** POST /api/scripts: saves a script not saved before (the wizard's tempScript). Resolves with the new script. */
export async function createScript(body: EditorSaveBody): Promise<ScriptDto> {
  const { script } = await apiRequest<{ script: ScriptDto }>("/api/scripts", { method: "POST", body: { ...body, isSaved: true } });
  return script;
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
