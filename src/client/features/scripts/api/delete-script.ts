import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api-client";

/**
 * DELETE /api/scripts/{id}. No optimistic removal: the lists change only after the server confirms,
 * by invalidating every ["/api/scripts", …] query, so a failed delete leaves them as they were.
 */
export function useDeleteScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ ok: true }>(`/api/scripts/${id}`, { method: "DELETE" }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: ["/api/scripts", id], exact: true });
      return queryClient.invalidateQueries({ queryKey: ["/api/scripts"] });
    },
  });
}
