import type { ScriptStreamEvent } from "@shared/schemas/generation";
import { checkScript, type ScriptChecks } from "@shared/script/check-script";
import { dropRepeatedNotes } from "@shared/script/notes";
import { defaultTargetMinutes } from "@shared/schemas/script-length";
import type { GenerationInput } from "../../ai/generation-input";
import { toAiAppError } from "../../ai/errors";
import { seedFromInput } from "../../ai/offline/random";
import { streamScript, type ScriptGenerationDeps } from "../../ai/script/index";
import { hasStandard } from "../../curriculum/standards-catalogue";

/** The Script check of a text written for `input` (ADR 0007). */
export function checkGenerated(
  text: string,
  input: Pick<GenerationInput, "standards" | "grade" | "targetMinutes"> &
    Partial<Pick<GenerationInput, "contentConsiderations">> & { pdfText?: string | null },
): ScriptChecks {
  return checkScript(text, {
    considerations: input.contentConsiderations ?? null,
    selectedCodes: input.standards.map((s) => s.code),
    grade: input.grade,
    targetSec: (input.targetMinutes ?? defaultTargetMinutes(input.grade)) * 60,
    isOfficialCode: hasStandard,
    documentText: input.pdfText,
  });
}

/**
 * POST /api/generate-script as a sequence of events (ADR 0007): `start`, `delta`s, then `done` with
 * the whole text, its Script check and the seed, or `error` with a plain message (provider text is only
 * logged through `onError`). The seed is the request's, or one derived from the inputs, so the same
 * request reproduces the same offline script.
 */
export async function* generateScriptEvents(
  deps: ScriptGenerationDeps,
  input: GenerationInput,
  signal: AbortSignal | undefined,
  onError: (error: unknown, chars: number) => void,
): AsyncGenerator<ScriptStreamEvent> {
  const seed = input.seed ?? seedFromInput(input);
  let text = "";
  try {
    const stream = await streamScript(deps, { ...input, seed }, signal);
    yield { type: "start", engine: stream.engine };
    for await (const piece of stream.chunks) {
      text += piece;
      yield { type: "delta", text: piece };
    }
    // The whole script is assembled here: a NOTE the model wrote twice is kept once (docs/product/rules.md).
    // The deltas already sent are a preview; the client keeps `done`'s text.
    const script = dropRepeatedNotes(text);
    yield { type: "done", scriptContent: script, engine: stream.engine, checks: checkGenerated(script, input), seed };
  } catch (error) {
    onError(error, text.length);
    const appError = toAiAppError(error);
    yield { type: "error", error: appError.code, message: appError.message };
  }
}
