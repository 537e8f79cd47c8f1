import { streamText, type LanguageModel } from "ai";
import { SCRIPT_FORMAT_INSTRUCTIONS } from "@shared/script-format";
import type { Db } from "../../db/client";
import { guardStalls } from "../errors";
import { promptView, type GenerationInput } from "../generation-input";
import { draftScript } from "../offline/draft-script";
import { PROMPT_NAMES } from "../prompts/defaults";
import { loadPrompt, renderPrompt } from "../prompts/load-prompt";

export interface ScriptGenerationDeps {
  db: Db;
  model: LanguageModel | null;
  /** Whole generation limit (ms). */
  timeoutMs: number;
  /** Longest silence allowed between two pieces of a stream (ms). */
  stallMs: number;
}

export interface ScriptStream {
  engine: "model" | "offline";
  /** The script text in pieces, in order. Throws (StallError, provider errors) on failure. */
  chunks: AsyncIterable<string>;
}

/** Offline drafts are delivered in pieces of this many characters, like a model stream. */
const OFFLINE_CHUNK_CHARS = 160;

/**
 * Writes a script: streamed from the model with the active `script-generation` prompt, or drafted by the
 * offline engine when no model is configured. `signal` cancels (client gone).
 */
export async function streamScript(deps: ScriptGenerationDeps, input: GenerationInput, signal?: AbortSignal): Promise<ScriptStream> {
  if (!deps.model) {
    const { text } = draftScript(input);
    return {
      engine: "offline",
      chunks: (async function* () {
        for (let i = 0; i < text.length; i += OFFLINE_CHUNK_CHARS) yield text.slice(i, i + OFFLINE_CHUNK_CHARS);
      })(),
    };
  }
  const prompt = await loadPrompt(deps.db, PROMPT_NAMES.script);
  const text = renderPrompt(prompt.content, promptView(input, { formatInstructions: SCRIPT_FORMAT_INSTRUCTIONS }));
  const abort = new AbortController();
  const signals = [abort.signal, AbortSignal.timeout(deps.timeoutMs), ...(signal ? [signal] : [])];
  // onError: errors arrive as fullStream parts (and the SDK would otherwise log them itself).
  const result = streamText({ model: deps.model, prompt: text, maxRetries: 1, abortSignal: AbortSignal.any(signals), onError: () => {} });
  async function* pieces(): AsyncGenerator<string> {
    let finished = false;
    let any = false;
    for await (const part of result.fullStream) {
      if (part.type === "text-delta" && part.text) {
        any = true;
        yield part.text;
      } else if (part.type === "error") throw part.error;
      else if (part.type === "abort") throw abort.signal.reason ?? Object.assign(new Error("aborted"), { name: "AbortError" });
      else if (part.type === "finish") {
        // A malformed stream ends with finishReason "error" and no error part.
        if (part.finishReason === "error") throw Object.assign(new Error("Malformed stream"), { name: "InvalidResponseDataError" });
        finished = true;
      }
    }
    if (!any) throw Object.assign(new Error("Empty response"), { name: "EmptyResponseError" });
    if (!finished) throw Object.assign(new Error("Stream ended without finishing"), { name: "InvalidResponseDataError" });
  }
  return { engine: "model", chunks: guardStalls(pieces(), deps.stallMs, abort) };
}
