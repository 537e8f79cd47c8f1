import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminCharacterDto, CharacterForm } from "@shared/schemas/admin";
import type { CharacterDto } from "@shared/schemas/dto";
import { api } from "@client/lib/api-client";

/**
 * The client side of the character endpoints: GET /api/characters (active presenters, step 3) and the admin
 * list and writes under /api/admin/characters (admin only: 403 otherwise). An admin change refreshes both
 * lists, so step 3 shows it.
 */
export const characterKeys = {
  active: ["/api/characters"] as const,
  admin: ["/api/admin/characters"] as const,
};

/** A presenter character from GET /api/characters (active ones only). */
export type { CharacterDto };
/** One row of GET /api/admin/characters: every character, active or not (docs/product/rules.md#data). */
export type AdminCharacter = AdminCharacterDto;
/** The body of POST/PUT /api/admin/characters (the parsed form: empty optional fields as null). */
export type CharacterInput = CharacterForm;

export const charactersQueryOptions = () =>
  queryOptions({
    queryKey: characterKeys.active,
    queryFn: ({ signal }) => api("GET /api/characters", { signal }),
  });
export const useCharacters = () => useQuery(charactersQueryOptions());

/** GET /api/admin/characters. A 401/403 is an error (the admin page shows its Authentication Error card). */
export const adminCharactersQueryOptions = () =>
  queryOptions({
    queryKey: characterKeys.admin,
    queryFn: ({ signal }) => api("GET /api/admin/characters", { signal }),
    retry: false,
  });
export const useAdminCharacters = (enabled = true) => useQuery({ ...adminCharactersQueryOptions(), enabled });

function useRefreshCharacters() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: characterKeys.admin }),
      queryClient.invalidateQueries({ queryKey: characterKeys.active }),
    ]);
}

/** POST /api/admin/characters → the created character. */
export function useCreateCharacter() {
  const onSuccess = useRefreshCharacters();
  return useMutation({
    mutationFn: (input: CharacterInput) => api("POST /api/admin/characters", { body: input }),
    onSuccess,
  });
}

/** PUT /api/admin/characters/{id} with all fields → the updated character. */
export function useUpdateCharacter() {
  const onSuccess = useRefreshCharacters();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CharacterInput }) =>
      api("PUT /api/admin/characters/:id", { params: { id }, body: input }),
    onSuccess,
  });
}
