import type { ScriptStreamEvent } from "@shared/schemas/generation";
import { checkScript, type ScriptChecks } from "@shared/script/check-script";
import { dropRepeatedNotes } from "@shared/script/notes";
import { defaultTargetMinutes } from "@shared/schemas/script-length";
import type { GenerationInput } from "../../ai/generation-input";
import { toAiAppError } from "../../ai/errors";
import { seedFromInput } from "../../ai/offline/random";
import { streamScript, type ScriptGenerationDeps } from "../../ai/script/index";
import { failingScenes, repairScript } from "../../ai/script/repair";
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
    // A NOTE the model wrote twice is kept once (docs/product/rules.md); the deltas already sent are a preview,
    // and the client keeps `done`'s text.
    text = dropRepeatedNotes(text);
    let checks = checkGenerated(text, input);
    let repairedScenes: number[] = [];
    // One repair request for the scenes with Script-check errors (ADR 0056); the stream's deltas are the first
    // draft, and `done` carries the repaired script, which the client shows in its place.
    if (stream.engine === "model" && deps.model && failingScenes(checks.findings).length > 0) {
      try {
        const repair = await repairScript(
          { model: deps.model, timeoutMs: deps.timeoutMs },
          { scriptContent: text, findings: checks.findings, grade: input.grade },
          signal,
        );
        if (repair && repair.repaired.length > 0) {
          text = dropRepeatedNotes(repair.text);
          repairedScenes = repair.repaired;
          checks = checkGenerated(text, input);
        }
      } catch (error) {
        // The first draft stands, with its errors shown; the failure is only logged.
        onError(error, text.length);
      }
    }
    yield {
      type: "done",
      scriptContent: text,
      engine: stream.engine,
      checks,
      seed,
      ...(repairedScenes.length ? { repairedScenes } : {}),
    };
  } catch (error) {
    onError(error, text.length);
    const appError = toAiAppError(error);
    yield { type: "error", error: appError.code, message: appError.message };
  }
}
