/**
 * A hand-driven NDJSON answer for POST /api/generate-script: the test decides when each event arrives
 * (events typed by the shared stream schema). Pass `response` from the handler.
 */
import { act } from "@testing-library/react";
import type { ScriptStreamEvent } from "@shared/schemas/generation";

export function ndjsonStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { "content-type": "application/x-ndjson" } }),
    send: (event: ScriptStreamEvent) =>
      act(async () => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`))),
    close: () => act(async () => controller.close()),
  };
}

export type NdjsonStream = ReturnType<typeof ndjsonStream>;
