/**
 * Bounds on what a model may send back (docs/product/security.md, "Model output"): every call asks for at most
 * a number of tokens, a script stream is stopped past MAX_SCRIPT_CHARS characters, and a response body is cut
 * off past MAX_RESPONSE_BYTES bytes whatever the model does, so server memory stays flat.
 */

/** A script longer than this (characters) is stopped and answered as a model failure (the editor's own cap). */
export const MAX_SCRIPT_CHARS = 500_000;
/** Largest model response body read (bytes): a 500,000-character script streamed as SSE fits several times. */
export const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
/** Tokens asked for in a structured call (concept suggestions, standards picks): a few hundred words. */
export const STRUCTURED_OUTPUT_TOKENS = 2_000;

/** Spoken words a minute at the fastest narration rate the Script check accepts. */
const WORDS_PER_MINUTE = 150;

/**
 * `maxOutputTokens` for a script of `targetSec` seconds: its words at 150 a minute, ~1.4 tokens a word, with
 * cues and headings tripling it (headroom), plus 1,000 for the header; between 2,000 and 16,000.
 */
export function scriptOutputTokens(targetSec: number): number {
  const words = (Math.max(0, targetSec) / 60) * WORDS_PER_MINUTE;
  return Math.round(Math.min(16_000, Math.max(2_000, words * 1.4 * 3 + 1_000)));
}

/** What a stream cut off past its limit fails with (answered as UPSTREAM_AI_ERROR). */
export class OutputTooLongError extends Error {
  override name = "OutputTooLongError";
  constructor(limit: string) {
    super(`The model's answer was longer than ${limit}.`);
  }
}

/**
 * A fetch whose response bodies stop (with OutputTooLongError) once `maxBytes` bytes have been read, for the
 * model provider: a server that ignores maxOutputTokens cannot fill this server's memory.
 */
export function cappedFetch(maxBytes = MAX_RESPONSE_BYTES): typeof fetch {
  return async (input, init) => {
    const res = await fetch(input, init);
    if (!res.body) return res;
    let seen = 0;
    const body = res.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > maxBytes) controller.error(new OutputTooLongError(`${maxBytes} bytes`));
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}
