import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SaveScriptRequest, ScriptDto } from "@shared/schemas/script";
import { apiRequest } from "@client/lib/api-client";

export type SaveInput = Omit<SaveScriptRequest, "isSaved" | "version" | "engine" | "standards" | "characters"> & {
  engine?: SaveScriptRequest["engine"];
  standards: { code: string; description?: string }[];
  characters: SaveScriptRequest["characters"];
};

/**
 * Saves a script with isSaved true and refreshes the script lists: POST /api/scripts (spec §7), or, when the
 * script was kept as a draft, PUT /api/scripts/{id} which promotes that draft (issue 11).
 */
export function useSaveScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, draft }: { input: SaveInput; draft?: { id: number; version: number } | null }) =>
      (draft
        ? apiRequest<{ script: ScriptDto }>(`/api/scripts/${draft.id}`, { method: "PUT", body: { ...input, isSaved: true, version: draft.version } })
        : apiRequest<{ script: ScriptDto }>("/api/scripts", { method: "POST", body: { ...input, isSaved: true } })
      ).then((r) => r.script),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/scripts"] }),
  });
}

/** POST /api/scripts with isSaved false: keeps a just-generated script as a draft (issue 11). */
export async function saveDraft(input: SaveInput): Promise<ScriptDto> {
  return (await apiRequest<{ script: ScriptDto }>("/api/scripts", { method: "POST", body: { ...input, isSaved: false } })).script;
}
