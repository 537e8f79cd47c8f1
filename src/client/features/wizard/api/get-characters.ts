import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api-client";

/** A presenter character from GET /api/characters (active ones only). */
export interface CharacterDto {
  id: number;
  name: string;
  label: string;
  personality: string;
  catchphrase: string | null;
  backstory: string | null;
  educationalStrength: string | null;
  photoUrl: string | null;
  isActive: boolean;
}

export const charactersQueryOptions = () =>
  queryOptions({ queryKey: ["/api/characters"], queryFn: ({ signal }) => apiRequest<CharacterDto[]>("/api/characters", { signal }) });

export const useCharacters = () => useQuery(charactersQueryOptions());
