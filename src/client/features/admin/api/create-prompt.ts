import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PromptForm } from "@shared/schemas/admin";
import { apiRequest } from "@client/lib/api-client";
import { promptsQueryKey, type AdminPrompt } from "./list-prompts";

/** POST /api/admin/prompts → 201 prompt (409 when the name is taken). Reloads the prompt list and usage. */
export function useCreatePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PromptForm) => apiRequest<AdminPrompt>("/api/admin/prompts", { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promptsQueryKey }),
  });
}
