import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { AppConfig } from "../config";
import { cappedFetch } from "./output-limits";

/**
 * The configured chat model, or null when OPENAI_API_KEY is unset (the offline drafting engine is used).
 * Any OpenAI-compatible server works: OPENAI_BASE_URL (default OpenAI's /v1) and AI_MODEL (default gpt-4o-mini).
 * Structured output is requested as `response_format: json_schema`.
 */
export function createLanguageModel(ai: AppConfig["ai"]): LanguageModel | null {
  if (!ai.apiKey) return null;
  const provider = createOpenAICompatible({
    name: "openai-compatible",
    baseURL: ai.baseUrl ?? "https://api.openai.com/v1",
    apiKey: ai.apiKey,
    supportsStructuredOutputs: true,
    includeUsage: true,
    // Response bodies are cut off past MAX_RESPONSE_BYTES (docs/product/security.md, "Model output").
    fetch: cappedFetch(),
  });
  return provider.chatModel(ai.model ?? "gpt-4o-mini");
}
