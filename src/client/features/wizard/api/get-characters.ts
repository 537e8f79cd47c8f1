import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminCharacterDto } from "@shared/schemas/admin";
import { apiRequest } from "@client/lib/api-client";

/** A presenter character from GET /api/characters (active ones only). */
export type CharacterDto = Omit<AdminCharacterDto, "createdAt" | "updatedAt">;

export const charactersQueryOptions = () =>
  queryOptions({ queryKey: ["/api/characters"], queryFn: ({ signal }) => apiRequest<CharacterDto[]>("/api/characters", { signal }) });

export const useCharacters = () => useQuery(charactersQueryOptions());
