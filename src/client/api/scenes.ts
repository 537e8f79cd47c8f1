import type { EndpointBody, EndpointResponse } from "@shared/api-contract";
import { api } from "@client/lib/api-client";

export type RewriteSceneBody = EndpointBody<"POST /api/rewrite-scene">;
export type RewriteSceneReply = EndpointResponse<"POST /api/rewrite-scene">;

/**
 * POST /api/rewrite-scene (docs/product/scene-operations.md): scene `body.scene` (1-based) redone, the rest of the
 * script byte for byte, with the recomputed Script check. Rejects with ApiError (e.g. 429 when generating too
 * quickly, 502 when the model failed).
 */
export function rewriteScene(body: RewriteSceneBody, signal?: AbortSignal): Promise<RewriteSceneReply> {
  return api("POST /api/rewrite-scene", { body, signal });
}
