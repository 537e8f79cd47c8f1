import { queryOptions, useQuery } from "@tanstack/react-query";
import { scriptStreamEventSchema, type Engine } from "@shared/schemas/generation";
import type { ScriptCharacter } from "@shared/schemas/script";
import type { Concept } from "@shared/schemas/standard";
import type { Grade } from "@shared/schemas/grade";
import type { ScriptChecks } from "@shared/script/check-script";
import type { ConceptsResponse } from "@shared/schemas/dto";
import { ApiError, api, toApiError } from "@client/lib/api-client";

/**
 * The client side of generation (docs/product/api.md#endpoints): POST /api/subtopics (three concepts) and POST /api/generate-script
 * (the script as an NDJSON stream). Both take the wizard's inputs as a `GenerationRequest`.
 */
export interface GenerationRequest {
  topic: string;
  grade: Grade | null;
  /** Target length, minutes (1–10); null → the grade's default. */
  targetMinutes: number | null;
  /** CCSS codes. */
  standards: string[];
  characters: Pick<
    ScriptCharacter,
    "name" | "label" | "personality" | "catchphrase" | "educationalStrength" | "photoUrl"
  >[];
  contentConsiderations: string | null;
  attachmentUrl: string | null;
  attachmentName: string | null;
  /** Ids of the caller's saved scripts given as context. */
  contextScripts: number[];
}

export type { ConceptsResponse };

export const generationKeys = {
  concepts: (request: GenerationRequest, variant: number) => ["/api/subtopics", request, variant] as const,
};

/**
 * POST /api/subtopics: three concept suggestions. Keyed by the inputs and the Regenerate count, so returning
 * to step 4 shows the same three and Regenerate asks for new ones.
 */
export const conceptsQueryOptions = (request: GenerationRequest, variant: number) =>
  queryOptions({
    queryKey: generationKeys.concepts(request, variant),
    queryFn: ({ signal }) => api("POST /api/subtopics", { body: { ...request, variant }, signal }),
    enabled: !!request.topic && request.standards.length > 0 && request.characters.length > 0,
  });
export const useConcepts = (request: GenerationRequest, variant: number) =>
  useQuery(conceptsQueryOptions(request, variant));

/** A stream that sends nothing for this long (ms) is abandoned with an error the user can retry. */
export const CLIENT_STALL_MS = 90_000;

/**
 * POST /api/generate-script as an NDJSON stream: calls `onText` with the whole text so far as it grows and
 * resolves with the finished script. Rejects with ApiError (HTTP failures, the server's error event, a stall,
 * or a stream that ends without finishing); `signal` cancels.
 */
export async function streamScript(
  request: GenerationRequest & { concept: Concept; seed?: number },
  handlers: { onStart?(engine: Engine): void; onText(text: string): void },
  signal?: AbortSignal,
): Promise<{ scriptContent: string; engine: Engine; checks: ScriptChecks; seed: number }> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener("abort", abort);
  let stalled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stalled = true;
      controller.abort();
    }, CLIENT_STALL_MS);
  };
  try {
    arm();
    const res = await fetch("/api/generate-script", {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json", accept: "application/x-ndjson" },
      body: JSON.stringify(request),
      signal: controller.signal,
    });
    if (!res.ok) throw await toApiError(res);
    if (!res.body) throw new ApiError(502, "UPSTREAM_AI_ERROR", "Invalid response from server - missing script data");
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    let text = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      arm();
      buffer += value;
      let newline: number;
      while ((newline = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (!line) continue;
        // Each line is checked against the shared event schema as it arrives (docs/product/api.md#common-behaviour).
        const parsed = scriptStreamEventSchema.safeParse(JSON.parse(line));
        if (!parsed.success)
          throw new ApiError(502, "UPSTREAM_AI_ERROR", "Invalid response from server - unexpected event");
        const event = parsed.data;
        if (event.type === "start") handlers.onStart?.(event.engine);
        else if (event.type === "delta") {
          text += event.text;
          handlers.onText(text);
        } else if (event.type === "done") {
          if (!event.scriptContent)
            throw new ApiError(502, "UPSTREAM_AI_ERROR", "Invalid response from server - missing script content");
          return { scriptContent: event.scriptContent, engine: event.engine, checks: event.checks, seed: event.seed };
        } else if (event.type === "error") throw new ApiError(502, event.error, event.message);
      }
    }
    throw new ApiError(
      502,
      "UPSTREAM_AI_ERROR",
      "The connection closed before the script was finished. Please try again.",
    );
  } catch (error) {
    if (stalled) throw new ApiError(504, "STALLED", "The script stopped arriving. Please try again.");
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", abort);
  }
}
