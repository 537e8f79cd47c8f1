import type { Concept } from "@shared/schemas/standard";
import { ApiError, toApiError } from "@client/lib/api-client";
import type { GenerationRequest } from "./generation-request";

/** A stream that sends nothing for this long (ms) is abandoned with an error the user can retry. */
export const CLIENT_STALL_MS = 90_000;

type StreamEvent =
  | { type: "start"; engine: "model" | "offline" }
  | { type: "delta"; text: string }
  | { type: "done"; scriptContent: string; engine: "model" | "offline" }
  | { type: "error"; error: string; message: string };

/**
 * POST /api/generate-script as an NDJSON stream: calls `onText` with the whole text so far as it grows and
 * resolves with the finished script. Rejects with ApiError (HTTP failures, the server's error event, a stall,
 * or a stream that ends without finishing); `signal` cancels.
 */
export async function streamScript(
  request: GenerationRequest & { concept: Concept },
  handlers: { onStart?(engine: "model" | "offline"): void; onText(text: string): void },
  signal?: AbortSignal,
): Promise<{ scriptContent: string; engine: "model" | "offline" }> {
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
        const event = JSON.parse(line) as StreamEvent;
        if (event.type === "start") handlers.onStart?.(event.engine);
        else if (event.type === "delta") {
          text += event.text;
          handlers.onText(text);
        } else if (event.type === "done") {
          if (!event.scriptContent) throw new ApiError(502, "UPSTREAM_AI_ERROR", "Invalid response from server - missing script content");
          return { scriptContent: event.scriptContent, engine: event.engine };
        } else if (event.type === "error") throw new ApiError(502, event.error, event.message);
      }
    }
    throw new ApiError(502, "UPSTREAM_AI_ERROR", "The connection closed before the script was finished. Please try again.");
  } catch (error) {
    if (stalled) throw new ApiError(504, "STALLED", "The script stopped arriving. Please try again.");
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", abort);
  }
}
