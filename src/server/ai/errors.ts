import { APICallError, RetryError } from "ai";
import { AppError } from "@shared/errors";

/** Thrown when a stream sends nothing for longer than the stall limit. */
export class StallError extends Error {
  constructor() {
    super("stalled");
    this.name = "StallError";
  }
}

/**
 * A user-facing AppError (UPSTREAM_AI_ERROR, 502) for any failure of the model call. The provider's own
 * error text is logged by the caller, never shown: it may carry keys, URLs or model internals.
 */
export function toAiAppError(error: unknown): AppError {
  let err = error;
  if (RetryError.isInstance(err)) err = err.lastError;
  const name = (err as { name?: string })?.name ?? "";
  let message = "The AI model could not write this right now. Please try again.";
  if (err instanceof StallError) message = "The AI model stopped responding part-way through. Please try again.";
  else if (name === "AbortError" || name === "TimeoutError")
    message = "The AI model took too long to respond. Please try again.";
  else if (APICallError.isInstance(err)) {
    const status = err.statusCode ?? 0;
    if (status === 429) message = "The AI model is busy right now. Please wait a minute and try again.";
    else if (status === 401 || status === 403)
      message = "The AI service refused the request. Please ask an administrator to check the AI settings.";
    else if (status >= 500) message = "The AI service had a problem. Please try again.";
  } else if (
    /JSON|TypeValidation|NoObjectGenerated|InvalidResponse|NoContent|Empty/i.test(
      name + String((err as Error)?.message),
    )
  ) {
    message = "The AI model returned an answer that could not be read. Please try again.";
  }
  return new AppError("UPSTREAM_AI_ERROR", message);
}

/**
 * Yields from `source` but fails with StallError (after aborting `abort`) when, once the first item has
 * arrived, no further item arrives within `stallMs` milliseconds. The wait for the first item is left to
 * the caller's overall timeout (a model's first token can legitimately take long). The AI SDK's `chunkMs`
 * is not used instead: it also limits that first wait (ADR 0018).
 */
export async function* guardStalls<T>(
  source: AsyncIterable<T>,
  stallMs: number,
  abort: AbortController,
): AsyncGenerator<T> {
  const it = source[Symbol.asyncIterator]();
  const first = await it.next();
  if (first.done) return;
  yield first.value;
  for (;;) {
    let timer: NodeJS.Timeout | undefined;
    const stalled = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abort.abort(new StallError());
        reject(new StallError());
      }, stallMs);
    });
    try {
      const next = await Promise.race([it.next(), stalled]);
      if (next.done) return;
      yield next.value;
    } finally {
      clearTimeout(timer);
    }
  }
}
