import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api-client";
import {
  adminCharactersQueryKey,
  wizardCharactersQueryKey,
  type AdminCharacter,
  type CharacterInput,
} from "./list-characters";

/** PUT /api/admin/characters/{id} with all fields. Reloads the admin list (and the wizard's). */
export function useUpdateCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CharacterInput }) =>
      apiRequest<AdminCharacter>(`/api/admin/characters/${id}`, { method: "PUT", body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCharactersQueryKey }),
        queryClient.invalidateQueries({ queryKey: wizardCharactersQueryKey }),
      ]),
  });
}
