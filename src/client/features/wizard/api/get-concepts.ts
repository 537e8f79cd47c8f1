import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Concept } from "@shared/schemas/standard";
import { apiRequest } from "@client/lib/api-client";
import type { GenerationRequest } from "./generation-request";

export interface ConceptsResponse {
  concepts: Concept[];
  engine: "model" | "offline";
}

/**
 * POST /api/subtopics: three concept suggestions for the wizard's inputs. Keyed by the inputs and the
 * Regenerate count, so returning to step 4 shows the same three and Regenerate asks for new ones.
 */
export const conceptsQueryOptions = (request: GenerationRequest, variant: number) =>
  queryOptions({
    queryKey: ["/api/subtopics", request, variant],
    queryFn: ({ signal }) => apiRequest<ConceptsResponse>("/api/subtopics", { method: "POST", body: { ...request, variant }, signal }),
    enabled: !!request.topic && request.standards.length > 0 && request.characters.length > 0,
  });

export const useConcepts = (request: GenerationRequest, variant: number) => useQuery(conceptsQueryOptions(request, variant));
