import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SaveScriptRequest, ScriptDto } from "@shared/schemas/script";
import { apiRequest } from "@client/lib/api-client";

type SaveInput = Omit<SaveScriptRequest, "isSaved" | "version" | "engine" | "standards" | "characters"> & {
  engine?: SaveScriptRequest["engine"];
  standards: { code: string; description?: string }[];
  characters: SaveScriptRequest["characters"];
};

/** POST /api/scripts (spec §7): saves a script with isSaved true and refreshes the script lists. */
export function useSaveScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveInput) =>
      apiRequest<{ script: ScriptDto }>("/api/scripts", { method: "POST", body: { ...input, isSaved: true } }).then((r) => r.script),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/scripts"] }),
  });
}
