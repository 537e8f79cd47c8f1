import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api-client";
import {
  adminCharactersQueryKey,
  wizardCharactersQueryKey,
  type AdminCharacter,
  type CharacterInput,
} from "./list-characters";

/** POST /api/admin/characters. Reloads the admin list (and the wizard's). */
export function useCreateCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CharacterInput) =>
      apiRequest<AdminCharacter>("/api/admin/characters", { method: "POST", body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCharactersQueryKey }),
        queryClient.invalidateQueries({ queryKey: wizardCharactersQueryKey }),
      ]),
  });
}
