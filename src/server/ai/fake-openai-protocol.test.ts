/**
 * Proves that tests/support/fake-openai.ts speaks the OpenAI chat-completions protocol well enough for the
 * REAL Vercel AI SDK (ai@6 + @ai-sdk/openai-compatible@2), and pins down how the SDK surfaces each failure
 * mode — the app's provider is built on these facts, so a dependency upgrade that changes them fails here.
 */
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import {
  APICallError,
  generateObject,
  generateText,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  RetryError,
  streamText,
} from "ai";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { startFakeOpenAI, type FakeOpenAI } from "../../../tests/support/fake-openai";

let fake: FakeOpenAI;

beforeAll(async () => {
  // The SDK console-logs call warnings (e.g. "responseFormat not supported"); tests assert them via `warnings`.
  globalThis.AI_SDK_LOG_WARNINGS = false;
  fake = await startFakeOpenAI();
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

const provider = (extra: { supportsStructuredOutputs?: boolean; includeUsage?: boolean } = {}) =>
  createOpenAICompatible({ name: "test", baseURL: fake.url, apiKey: "k", ...extra });
const model = (extra?: Parameters<typeof provider>[0]) => provider(extra)("fake-model");

/** Every part of a streamText fullStream, compactly; a thrown error ends the list as `throw`. */
async function collect(stream: AsyncIterable<{ type: string }>) {
  const parts: Array<{ type: string; [k: string]: unknown }> = [];
  try {
    for await (const part of stream) parts.push(part);
  } catch (error) {
    parts.push({ type: "throw", error });
  }
  return parts;
}

const schema = z.object({ title: z.string(), minutes: z.number() });

describe("fake OpenAI server — protocol", () => {
  it("serves GET /v1/models with one model and 404s unknown routes in OpenAI's error shape", async () => {
    const models = await fetch(`${fake.url}/models`);
    expect(models.status).toBe(200);
    expect(await models.json()).toMatchObject({ object: "list", data: [{ id: "fake-model", object: "model" }] });
    const missing = await fetch(`${fake.url}/nope`, { method: "POST", body: "{}" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { type: "invalid_request_error" } });
  });

  it("non-stream responses and SSE chunks have OpenAI's exact shape", async () => {
    const plain = await fetch(`${fake.url}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "m", messages: [{ role: "user", content: "hi" }] }),
    });
    expect(await plain.json()).toMatchObject({
      object: "chat.completion",
      model: "m",
      choices: [
        { index: 0, message: { role: "assistant", content: "Hello from the fake model." }, finish_reason: "stop" },
      ],
      usage: {
        prompt_tokens: expect.any(Number),
        completion_tokens: expect.any(Number),
        total_tokens: expect.any(Number),
      },
    });

    const sse = await fetch(`${fake.url}/chat/completions`, {
      method: "POST",
      body: JSON.stringify({ model: "m", messages: [], stream: true, stream_options: { include_usage: true } }),
    });
    expect(sse.headers.get("content-type")).toBe("text/event-stream");
    const events = (await sse.text()).split("\n\n").filter(Boolean);
    expect(events.every((e) => e.startsWith("data: "))).toBe(true);
    expect(events.at(-1)).toBe("data: [DONE]");
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e.slice(6)));
    expect(chunks[0]).toMatchObject({
      object: "chat.completion.chunk",
      choices: [{ index: 0, delta: { role: "assistant" }, finish_reason: null }],
    });
    expect(chunks.at(-2).choices[0]).toMatchObject({ finish_reason: "stop" });
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: { total_tokens: expect.any(Number) } }); // OpenAI's usage chunk
    expect(chunks.map((c) => c.choices[0]?.delta?.content ?? "").join("")).toBe("Hello from the fake model.");
  });
});

describe("fake OpenAI server — with the real AI SDK", () => {
  it("generateText gets the text, usage, and the request is recorded with auth header and messages", async () => {
    const result = await generateText({ model: model(), system: "Be brief.", prompt: "Say hello" });
    expect(result.text).toBe("Hello from the fake model.");
    expect(result.finishReason).toBe("stop");
    expect(result.usage.outputTokens).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req!.stream).toBe(false);
    expect(req!.headers.authorization).toBe("Bearer k");
    expect(req!.body).toMatchObject({
      model: "fake-model",
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "Say hello" },
      ],
    });
  });

  it("streamText yields the text in several chunks; the request had stream:true (+ stream_options only with includeUsage)", async () => {
    fake.enqueue({ kind: "text", text: "Once upon a time, a fox.", chunkChars: 5, tokenDelayMs: 5 });
    const result = streamText({ model: model(), prompt: "Tell a story" });
    const pieces: string[] = [];
    for await (const piece of result.textStream) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join("")).toBe("Once upon a time, a fox.");
    expect(await result.finishReason).toBe("stop");
    const [req] = fake.requests;
    expect(req!.stream).toBe(true);
    expect(req!.body.messages).toEqual([{ role: "user", content: "Tell a story" }]);
    expect(req!.body.stream_options).toBeUndefined();

    fake.enqueue({ kind: "text", text: "abc" });
    const withUsage = streamText({ model: model({ includeUsage: true }), prompt: "x" });
    expect(await withUsage.text).toBe("abc");
    expect((await withUsage.usage).totalTokens).toBeGreaterThan(0);
    expect(fake.requests[1]!.body.stream_options).toEqual({ include_usage: true });
  });

  it("firstTokenDelayMs delays the first content chunk", async () => {
    fake.enqueue({ kind: "text", text: "late", firstTokenDelayMs: 150 });
    const started = Date.now();
    const result = streamText({ model: model(), prompt: "x" });
    for await (const _ of result.textStream) break;
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("structured output: without supportsStructuredOutputs the SDK sends response_format json_object (+ a warning)", async () => {
    fake.enqueue({ kind: "json", value: { title: "Fox", minutes: 3 } });
    const result = await generateText({ model: model(), prompt: "x", output: Output.object({ schema }) });
    expect(result.output).toEqual({ title: "Fox", minutes: 3 });
    expect(fake.requests[0]!.body.response_format).toEqual({ type: "json_object" });
    expect(result.warnings).toContainEqual(expect.objectContaining({ type: "unsupported", feature: "responseFormat" }));
  });

  it("structured output: with supportsStructuredOutputs the SDK sends a strict json_schema named 'response'", async () => {
    fake.enqueue({ kind: "json", value: { title: "Fox", minutes: 3 } });
    const result = await generateText({
      model: model({ supportsStructuredOutputs: true }),
      prompt: "x",
      output: Output.object({ schema }),
    });
    expect(result.output).toEqual({ title: "Fox", minutes: 3 });
    expect(result.warnings ?? []).toEqual([]);
    expect(fake.requests[0]!.body.response_format).toMatchObject({
      type: "json_schema",
      json_schema: {
        name: "response",
        strict: true,
        schema: { type: "object", required: ["title", "minutes"], additionalProperties: false },
      },
    });

    // strictJsonSchema=false via providerOptions keyed by the provider name ("test").
    fake.enqueue({ kind: "json", value: { title: "Fox", minutes: 3 } });
    await generateText({
      model: model({ supportsStructuredOutputs: true }),
      prompt: "x",
      output: Output.object({ schema, name: "plan" }),
      providerOptions: { test: { strictJsonSchema: false } },
    });
    expect(fake.requests[1]!.body.response_format.json_schema).toMatchObject({ name: "plan", strict: false });
  });

  it("structured output: deprecated generateObject and streamText+Output.object also parse a json behaviour", async () => {
    fake.enqueue(
      { kind: "json", value: { title: "A", minutes: 1 } },
      { kind: "json", value: { title: "B", minutes: 2 } },
    );
    const viaObject = await generateObject({ model: model({ supportsStructuredOutputs: true }), prompt: "x", schema });
    expect(viaObject.object).toEqual({ title: "A", minutes: 1 });
    const streamed = streamText({
      model: model({ supportsStructuredOutputs: true }),
      prompt: "x",
      output: Output.object({ schema }),
    });
    expect(await streamed.output).toEqual({ title: "B", minutes: 2 });
    expect(fake.requests[1]!.stream).toBe(true);
  });

  it("structured output that does not match the schema rejects with NoObjectGeneratedError", async () => {
    fake.enqueue({ kind: "json", value: { title: 5 } });
    const error = await generateText({ model: model(), prompt: "x", output: Output.object({ schema }) }).catch(
      (e: unknown) => e,
    );
    expect(NoObjectGeneratedError.isInstance(error)).toBe(true);
    expect((error as Error).message).toMatch(/did not match schema/);
  });

  it("enqueue is FIFO, then the default applies; setDefault and respond work", async () => {
    fake.enqueue({ kind: "text", text: "one" }, { kind: "text", text: "two" });
    const texts: string[] = [];
    for (let i = 0; i < 3; i++) texts.push((await generateText({ model: model(), prompt: `p${i}` })).text);
    expect(texts).toEqual(["one", "two", "Hello from the fake model."]);

    fake.setDefault({
      kind: "respond",
      fn: (body) => ({ kind: "text", text: `echo:${body.messages.at(-1).content}` }),
    });
    try {
      expect((await generateText({ model: model(), prompt: "ping" })).text).toBe("echo:ping");
    } finally {
      fake.setDefault({ kind: "text", text: "Hello from the fake model." });
    }
  });
});

describe("fake OpenAI server — failure modes as the AI SDK sees them", () => {
  it("500 → APICallError (statusCode 500, isRetryable, message from error.message) with maxRetries: 0", async () => {
    fake.enqueue({ kind: "status", status: 500 });
    const error = await generateText({ model: model(), prompt: "x", maxRetries: 0 }).catch((e: unknown) => e);
    expect(APICallError.isInstance(error)).toBe(true);
    const e = error as APICallError;
    expect(e.statusCode).toBe(500);
    expect(e.isRetryable).toBe(true);
    expect(e.message).toBe("The server had an error while processing your request.");
    expect(e.data).toMatchObject({ error: { type: "server_error" } });
    expect(fake.requests).toHaveLength(1);
  });

  it("400 is not retryable; 429 is, and retry-after(-ms) headers replace the 2s exponential backoff", async () => {
    fake.enqueue({
      kind: "status",
      status: 400,
      body: { error: { message: "bad prompt", type: "invalid_request_error", code: null } },
    });
    const bad = await generateText({ model: model(), prompt: "x" }).catch((e: unknown) => e);
    expect(APICallError.isInstance(bad) && bad.isRetryable).toBe(false);
    expect((bad as Error).message).toBe("bad prompt");
    expect(fake.requests).toHaveLength(1); // default maxRetries (2) does not retry a 400

    fake.reset();
    fake.enqueue(
      { kind: "status", status: 429, headers: { "retry-after-ms": "20" } },
      { kind: "status", status: 429, headers: { "retry-after": "0.02" } },
    );
    const started = Date.now();
    const ok = await generateText({ model: model(), prompt: "x", maxRetries: 2 });
    expect(ok.text).toBe("Hello from the fake model.");
    expect(fake.requests).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("retries exhausted → RetryError (reason maxRetriesExceeded) wrapping each APICallError", async () => {
    fake.enqueue(
      { kind: "status", status: 503, headers: { "retry-after-ms": "1" } },
      { kind: "status", status: 429, headers: { "retry-after-ms": "1" } },
    );
    const error = await generateText({ model: model(), prompt: "x", maxRetries: 1 }).catch((e: unknown) => e);
    expect(RetryError.isInstance(error)).toBe(true);
    const e = error as RetryError;
    expect(e.reason).toBe("maxRetriesExceeded");
    expect(e.message).toMatch(/^Failed after 2 attempts\. Last error: Rate limit reached/);
    expect(e.errors.map((x) => (x as APICallError).statusCode)).toEqual([503, 429]);
    expect(APICallError.isInstance(e.lastError)).toBe(true);
  });

  it("streamText with a 500: onError gets the APICallError, fullStream has an error part, text rejects with NoOutputGeneratedError", async () => {
    fake.enqueue({ kind: "status", status: 500 });
    const errors: unknown[] = [];
    const result = streamText({
      model: model(),
      prompt: "x",
      maxRetries: 0,
      onError: ({ error }) => void errors.push(error),
    });
    const parts = await collect(result.fullStream);
    expect(parts.find((p) => p.type === "error")?.error).toSatisfy(APICallError.isInstance);
    expect(errors).toHaveLength(1);
    expect(APICallError.isInstance(errors[0]) && errors[0].statusCode).toBe(500);
    await expect(result.text).rejects.toSatisfy(NoOutputGeneratedError.isInstance);
  });

  it("hang + abortSignal: AbortSignal.timeout(300) → rejects with the signal's DOMException TimeoutError (no retry)", async () => {
    fake.enqueue({ kind: "hang" });
    const started = Date.now();
    const error = await generateText({ model: model(), prompt: "x", abortSignal: AbortSignal.timeout(300) }).catch(
      (e: unknown) => e,
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe("TimeoutError");
    expect(fake.requests).toHaveLength(1);
  });

  it("hang + the SDK's own `timeout` option behaves the same; streamText calls onAbort and text rejects", async () => {
    fake.enqueue({ kind: "hang" }, { kind: "hang" });
    const error = await generateText({ model: model(), prompt: "x", timeout: 200 }).catch((e: unknown) => e);
    expect((error as Error).name).toBe("TimeoutError");

    let aborted = false;
    const errors: unknown[] = [];
    const result = streamText({
      model: model(),
      prompt: "x",
      timeout: 200,
      onAbort: () => void (aborted = true),
      onError: ({ error }) => void errors.push(error),
    });
    await expect(result.text).rejects.toMatchObject({ name: "TimeoutError" });
    expect(aborted).toBe(true);
    expect(errors).toEqual([]);
  });

  it("truncate (socket destroyed mid-stream): deltas arrive, then fullStream THROWS APICallError 'Failed to process successful response' (status 200, cause TypeError 'terminated')", async () => {
    fake.enqueue({ kind: "truncate", text: "abcdefghijklmnop", afterChars: 8 });
    const errors: unknown[] = [];
    const result = streamText({
      model: model(),
      prompt: "x",
      maxRetries: 0,
      onError: ({ error }) => void errors.push(error),
    });
    const parts = await collect(result.fullStream);
    const deltas = parts.filter((p) => p.type === "text-delta").map((p) => p.text);
    expect(deltas.join("")).toBe("abcdefgh");
    const last = parts.at(-1)!;
    expect(last.type).toBe("throw"); // not an `error` part, no `finish` part
    expect(parts.some((p) => p.type === "finish")).toBe(false);
    const e = last.error as APICallError;
    expect(APICallError.isInstance(e)).toBe(true);
    expect(e.message).toBe("Failed to process successful response");
    expect(e.statusCode).toBe(200);
    expect(e.isRetryable).toBe(true); // but streamText never retries once the stream has started
    expect((e.cause as Error).message).toBe("terminated");
    expect(errors).toEqual([]); // onError is NOT called for this
    await expect(result.text).rejects.toSatisfy(APICallError.isInstance);
    expect(fake.requests).toHaveLength(1);

    // Non-streaming truncation (body shorter than content-length) gives the same error from generateText.
    fake.enqueue({ kind: "truncate", text: "abcdefghijklmnop", afterChars: 8 });
    const genError = await generateText({ model: model(), prompt: "x", maxRetries: 0 }).catch((x: unknown) => x);
    expect(APICallError.isInstance(genError) && genError.message).toBe("Failed to process successful response");
  });

  it("stall (connection open, no more chunks): timeout.chunkMs aborts — fullStream ends with an `abort` part, text rejects 'Chunk timeout of …ms exceeded'", async () => {
    fake.enqueue({ kind: "stall", text: "abcdefghijklmnop", afterChars: 8 });
    let aborted = false;
    const result = streamText({
      model: model(),
      prompt: "x",
      maxRetries: 0,
      timeout: { chunkMs: 250 },
      onAbort: () => void (aborted = true),
    });
    const started = Date.now();
    const parts = await collect(result.fullStream);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(
      parts
        .filter((p) => p.type === "text-delta")
        .map((p) => p.text)
        .join(""),
    ).toBe("abcdefgh");
    expect(parts.at(-1)!.type).toBe("abort");
    expect(aborted).toBe(true);
    await expect(result.text).rejects.toMatchObject({
      name: "TimeoutError",
      message: "Chunk timeout of 250ms exceeded",
    });
  });

  it("malformed non-stream body → APICallError 'Invalid JSON response' (status 200, not retryable, cause JSONParseError)", async () => {
    fake.enqueue({ kind: "malformed" });
    const error = await generateText({ model: model(), prompt: "x" }).catch((e: unknown) => e);
    expect(APICallError.isInstance(error)).toBe(true);
    const e = error as APICallError;
    expect(e.message).toBe("Invalid JSON response");
    expect(e.statusCode).toBe(200);
    expect(e.isRetryable).toBe(false);
    expect((e.cause as Error).name).toBe("AI_JSONParseError");
    expect(fake.requests).toHaveLength(1);
  });

  it("malformed SSE line → onError gets JSONParseError, but text RESOLVES (empty) with finishReason 'error'", async () => {
    fake.enqueue({ kind: "malformed" });
    const errors: unknown[] = [];
    const result = streamText({ model: model(), prompt: "x", onError: ({ error }) => void errors.push(error) });
    expect(await result.text).toBe("");
    expect(await result.finishReason).toBe("error");
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).name).toBe("AI_JSONParseError");
  });
});

describe("fake OpenAI server — lifecycle", () => {
  it("close() ends a hanging request promptly and later calls cannot connect (retryable APICallError)", async () => {
    const own = await startFakeOpenAI({ defaultBehaviour: { kind: "hang" } });
    const m = createOpenAICompatible({ name: "test", baseURL: own.url, apiKey: "k" })("fake-model");
    const pending = generateText({ model: m, prompt: "x", maxRetries: 0 }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(own.requests).toHaveLength(1));
    const started = Date.now();
    await own.close();
    const error = await pending;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(APICallError.isInstance(error)).toBe(true);

    const refused = await generateText({ model: m, prompt: "x", maxRetries: 0 }).catch((e: unknown) => e);
    expect(APICallError.isInstance(refused) && refused.isRetryable).toBe(true);
    expect((refused as Error).message).toMatch(/^Cannot connect to API: .*ECONNREFUSED/);
  });
});
