import { streamText, type LanguageModel } from "ai";
import { MAX_SCRIPT_CHARS, OutputTooLongError, scriptOutputTokens } from "../output-limits";
import type { Engine } from "@shared/schemas/generation";
import { gradeLabel } from "@shared/schemas/grade";
import { formatDuration } from "@shared/script-format";
import { PROMPT_NAMES, TOPIC_TEXT_BLOCK } from "@shared/prompt-defaults";
import type { Db } from "../../db/client";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { guardStalls } from "../errors";
import { lessonExcerpt, lessonTopicText, promptView, type GenerationInput } from "../generation-input";
import { topicTextLibrary, type TopicTextLibrary } from "../../curriculum/topic-texts";
import { draftScript } from "../offline/draft-script";
import { loadPrompt, renderPrompt } from "../prompts/load-prompt";
import { cardsGrounding, scriptBudget, scriptSystemMessage, standardsFit } from "./prompt";

export interface ScriptGenerationDeps {
  db: Db;
  model: LanguageModel | null;
  /** Whole generation limit (ms). */
  timeoutMs: number;
  /** Longest silence allowed between two pieces of a stream (ms). */
  stallMs: number;
  /** Nova Writer's own topic texts (docs/product/topic-texts.md); default: data/topic-texts. */
  topicTexts?: TopicTextLibrary;
}

export interface ScriptStream {
  engine: Engine;
  /** The script text in pieces, in order. Throws (StallError, provider errors) on failure. */
  chunks: AsyncIterable<string>;
}

/** Offline drafts are delivered in pieces of this many characters, like a model stream. */
const OFFLINE_CHUNK_CHARS = 160;

/** The model request for a script: the code-owned system message and the rendered admin template. */
export async function buildScriptMessages(
  db: Db,
  input: GenerationInput,
  /** Nova Writer's own topic texts (docs/product/topic-texts.md); default: data/topic-texts. */
  library: TopicTextLibrary = topicTextLibrary(),
): Promise<{ system: string; prompt: string }> {
  const budget = scriptBudget(input.grade, input.targetMinutes);
  // The standards the length teaches: the offline engine's choice and the wizard's warning (ADR 0063), so the
  // model is told what the writer was told.
  const fit = standardsFit(input);
  const taught = input.standards
    .filter((s) => fit.taught.includes(s.code))
    .map((s, i) => ({ ...s, role: i === 0 ? ("primary" as const) : ("supporting" as const) }));
  const cards = taught.flatMap((s) => {
    const card = getTeachingCard(s.code);
    return card ? [{ role: s.role, card }] : [];
  });
  const template = await loadPrompt(db, PROMPT_NAMES.script);
  // The attachment goes as the excerpt the offline engine would teach from, after the same filter
  // (docs/product/attachments.md): never the raw file with its links, contact details or instructions.
  const hasAttachment = lessonExcerpt({ ...input, standards: taught }) !== null;
  // With nothing attached, our own text about the topic's subject is the lesson's text for the model too, so both
  // engines teach from the same words (docs/product/topic-texts.md, ADR 0070).
  const hasTopicText = !hasAttachment && lessonTopicText({ ...input, standards: taught }, library) !== null;
  const prompt = renderPrompt(
    withTopicText(template.content),
    promptView(
      { ...input, standards: taught },
      {
        grade: input.grade ?? "",
        gradeLabel: input.grade ? gradeLabel(input.grade) : "K–5",
        targetMinutes: budget.targetSec / 60,
        targetLength: formatDuration(budget.targetSec),
        wordBudget: budget.words,
        wpm: budget.wpm,
        teachingCards: cardsGrounding(cards),
      },
      library,
    ),
  );
  return {
    system: scriptSystemMessage(
      budget,
      cards.map((c) => c.card),
      input.contentConsiderations,
      hasAttachment,
      fit,
      hasTopicText,
    ),
    prompt,
  };
}

/**
 * A script template that does not give the topic text (an admin's template saved before it existed, ADR 0070) gets
 * the block after its attachment block, or at its end: the text is what the lesson teaches from, so a model that
 * never saw it would teach something else than the offline engine and the writer's preview.
 */
export function withTopicText(template: string): string {
  if (/\{\{\s*[#^]?\s*topicText\s*\}\}/.test(template)) return template;
  const block = `{{#topicText}}\n\n${TOPIC_TEXT_BLOCK}\n{{/topicText}}`;
  const at = template.indexOf("{{/pdfText}}");
  return at >= 0
    ? `${template.slice(0, at + "{{/pdfText}}".length)}\n${block}${template.slice(at + "{{/pdfText}}".length)}`
    : `${template}\n${block}`;
}

/**
 * Writes a script: streamed from the model (code-owned system message + the active `script-generation`
 * template), or drafted by the offline engine when no model is configured. `signal` cancels (client gone).
 */
export async function streamScript(
  deps: ScriptGenerationDeps,
  input: GenerationInput,
  signal?: AbortSignal,
): Promise<ScriptStream> {
  if (!deps.model) {
    const { text } = draftScript(input, { getCard: getTeachingCard, topicTexts: deps.topicTexts });
    return {
      engine: "offline",
      chunks: (async function* () {
        for (let i = 0; i < text.length; i += OFFLINE_CHUNK_CHARS) yield text.slice(i, i + OFFLINE_CHUNK_CHARS);
      })(),
    };
  }
  const { system, prompt } = await buildScriptMessages(deps.db, input, deps.topicTexts);
  const { targetSec } = scriptBudget(input.grade, input.targetMinutes);
  const abort = new AbortController();
  // The SDK's own total timeout; the stall limit stays ours (guardStalls): the SDK's `chunkMs` also limits
  // the wait for the first token, which may legitimately be long (ADR 0018).
  // onError: errors arrive as fullStream parts (and the SDK would otherwise log them itself).
  const result = streamText({
    model: deps.model,
    system,
    prompt,
    maxRetries: 1,
    // The target length with headroom; a stream past MAX_SCRIPT_CHARS is stopped below.
    maxOutputTokens: scriptOutputTokens(targetSec),
    timeout: { totalMs: deps.timeoutMs },
    abortSignal: signal ? AbortSignal.any([abort.signal, signal]) : abort.signal,
    onError: () => {},
  });
  async function* pieces(): AsyncGenerator<string> {
    let finished = false;
    let any = false;
    let chars = 0;
    for await (const part of result.fullStream) {
      if (part.type === "text-delta" && part.text) {
        any = true;
        chars += part.text.length;
        if (chars > MAX_SCRIPT_CHARS) {
          const error = new OutputTooLongError(`${MAX_SCRIPT_CHARS} characters`);
          abort.abort(error);
          throw error;
        }
        yield part.text;
      } else if (part.type === "error") throw part.error;
      else if (part.type === "abort")
        throw abort.signal.reason ?? Object.assign(new Error("aborted"), { name: "AbortError" });
      else if (part.type === "finish") {
        // A malformed stream ends with finishReason "error" and no error part.
        if (part.finishReason === "error")
          throw Object.assign(new Error("Malformed stream"), { name: "InvalidResponseDataError" });
        finished = true;
      }
    }
    if (!any) throw Object.assign(new Error("Empty response"), { name: "EmptyResponseError" });
    if (!finished)
      throw Object.assign(new Error("Stream ended without finishing"), { name: "InvalidResponseDataError" });
  }
  return { engine: "model", chunks: guardStalls(pieces(), deps.stallMs, abort) };
}
