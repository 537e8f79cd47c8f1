import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PromptForm } from "@shared/schemas/admin";
import { apiRequest } from "@client/lib/api-client";
import { promptsQueryKey, type AdminPrompt } from "./list-prompts";

/** PUT /api/admin/prompts/{id} with all form fields. Reloads the prompt list and usage. */
export function useUpdatePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: PromptForm }) =>
      apiRequest<AdminPrompt>(`/api/admin/prompts/${id}`, { method: "PUT", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promptsQueryKey }),
  });
}
