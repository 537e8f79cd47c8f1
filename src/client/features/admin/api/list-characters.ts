import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminCharacterDto, CharacterForm } from "@shared/schemas/admin";
import { apiRequest } from "@client/lib/api-client";

/** One row of GET /api/admin/characters: every character, active or not (spec §3 Character). */
export type AdminCharacter = AdminCharacterDto;

/** The body of POST/PUT /api/admin/characters (the parsed form: empty optional fields as null). */
export type CharacterInput = CharacterForm;

export const adminCharactersQueryKey = ["/api/admin/characters"] as const;
/** The wizard's character list; reloaded too after an admin change so step 3 shows it. */
export const wizardCharactersQueryKey = ["/api/characters"] as const;

export const charactersQueryOptions = () =>
  queryOptions({
    queryKey: adminCharactersQueryKey,
    queryFn: ({ signal }) => apiRequest<AdminCharacter[]>("/api/admin/characters", { signal }),
    retry: false,
  });

export const useAdminCharacters = (enabled = true) => useQuery({ ...charactersQueryOptions(), enabled });
