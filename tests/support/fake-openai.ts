import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * A real, local HTTP server speaking the OpenAI chat-completions protocol (node:http only), so the app's
 * AI provider (`createOpenAICompatible` from `@ai-sdk/openai-compatible`) can be exercised end to end
 * without network. Each `/chat/completions` request consumes one scripted {@link Behaviour}.
 *
 * Routes (the `/v1` prefix is optional): `POST /v1/chat/completions`, `GET /v1/models`; anything else
 * answers 404 with an OpenAI error body.
 */

/** What the fake server does with one chat-completions request. */
export type Behaviour =
  /**
   * Answer `text`. Streamed as SSE (chunks of `chunkChars` characters, default 4) when the request has
   * `stream: true`, otherwise one `chat.completion` JSON. `firstTokenDelayMs` delays the first content
   * chunk (streaming) or the whole response (non-streaming); `tokenDelayMs` is the pause between chunks.
   */
  | { kind: "text"; text: string; firstTokenDelayMs?: number; tokenDelayMs?: number; chunkChars?: number }
  /** Like `text` with content `JSON.stringify(value)`, for structured output (streaming or not). */
  | { kind: "json"; value: unknown }
  /**
   * Answer HTTP `status` with `body` (default: OpenAI `{error:{message,type,code}}` for that status; a
   * string body is sent verbatim) and extra `headers` (e.g. `{"retry-after": "1"}`).
   */
  | { kind: "status"; status: number; body?: unknown; headers?: Record<string, string> }
  /** Never answer (the socket stays open until the client aborts or the server closes). */
  | { kind: "hang" }
  /** 200 with an invalid JSON body (non-streaming) or a broken SSE `data:` line followed by `[DONE]` (streaming). */
  | { kind: "malformed" }
  /** Send the first `afterChars` characters of `text`, then destroy the socket (no finish chunk, no `[DONE]`). */
  | { kind: "truncate"; text: string; afterChars: number }
  /** Send the first `afterChars` characters of `text`, then go silent forever with the connection kept open. */
  | { kind: "stall"; text: string; afterChars: number }
  /** Decide from the parsed request body (may return another `respond`, resolved up to 10 levels). */
  | { kind: "respond"; fn: (body: any) => Behaviour };

/** One `/chat/completions` request as received. */
export interface RecordedRequest {
  /** Parsed JSON body (`null` when the body was not valid JSON; such requests get a 400). */
  body: any;
  headers: IncomingHttpHeaders;
  /** Whether the body asked for streaming (`stream: true`). */
  stream: boolean;
  /** `Date.now()` when the request body had been read. */
  at: number;
}

/** Options for {@link startFakeOpenAI}. */
export interface FakeOpenAIOptions {
  /** Used when the queue is empty. Default `{ kind: "text", text: "Hello from the fake model." }`. */
  defaultBehaviour?: Behaviour;
  /** Model id listed by `GET /v1/models` and echoed when a request names no model. Default `"fake-model"`. */
  model?: string;
}

/** Handle on a running fake server. */
export interface FakeOpenAI {
  /** Base URL to give the provider, e.g. `http://127.0.0.1:PORT/v1`. */
  url: string;
  /** Every `/chat/completions` request, in arrival order. */
  requests: RecordedRequest[];
  /** Append behaviours (FIFO, one consumed per request; the default is used when the queue is empty). */
  enqueue(...behaviours: Behaviour[]): void;
  /** Replace the behaviour used when the queue is empty. */
  setDefault(b: Behaviour): void;
  /** Clear the queue and the recorded requests (the default behaviour is kept). */
  reset(): void;
  /** Stop listening and destroy every open connection (hanging/stalled responses end at once). */
  close(): Promise<void>;
}

const DEFAULT_BEHAVIOUR: Behaviour = { kind: "text", text: "Hello from the fake model." };

/** Start a fake OpenAI server on 127.0.0.1 with an OS-assigned port. */
export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const modelName = options.model ?? "fake-model";
  let defaultBehaviour: Behaviour = options.defaultBehaviour ?? DEFAULT_BEHAVIOUR;
  const queue: Behaviour[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  let counter = 0;

  /** Resolves after `ms`, or early (false) when the response is gone or the server closes. */
  const sleep = (ms: number, res: ServerResponse): Promise<boolean> => {
    if (ms <= 0) return Promise.resolve(alive(res));
    return new Promise((resolve) => {
      const onClose = () => {
        clearTimeout(timer);
        timers.delete(timer);
        resolve(false);
      };
      const timer = setTimeout(() => {
        timers.delete(timer);
        res.off("close", onClose);
        resolve(alive(res));
      }, ms);
      timers.add(timer);
      res.once("close", onClose);
    });
  };
  const alive = (res: ServerResponse) => !closed && !res.destroyed && !res.writableEnded;

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!alive(res)) return;
      if (!res.headersSent) sendJson(res, 500, errorBody(500, `fake-openai internal error: ${String(error)}`));
      else res.destroy();
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? "/").split("?")[0]!.replace(/\/+$/, "");
    if (req.method === "GET" && (path === "/v1/models" || path === "/models")) {
      sendJson(res, 200, {
        object: "list",
        data: [{ id: modelName, object: "model", created: 1_700_000_000, owned_by: "fake-openai" }],
      });
      return;
    }
    if (!(path === "/v1/chat/completions" || path === "/chat/completions")) {
      await readBody(req);
      sendJson(res, 404, {
        error: { message: `Unknown route ${req.method} ${path}`, type: "invalid_request_error", code: "unknown_url" },
      });
      return;
    }
    if (req.method !== "POST") {
      sendJson(res, 405, {
        error: { message: `Method ${req.method} not allowed`, type: "invalid_request_error", code: null },
      });
      return;
    }

    const raw = await readBody(req);
    let body: any = null;
    try {
      body = JSON.parse(raw);
    } catch {
      body = null;
    }
    const stream = body != null && body.stream === true;
    requests.push({ body, headers: req.headers, stream, at: Date.now() });
    if (body == null || typeof body !== "object") {
      sendJson(res, 400, {
        error: {
          message: "We could not parse the JSON body of your request.",
          type: "invalid_request_error",
          code: null,
        },
      });
      return;
    }

    let behaviour = queue.shift() ?? defaultBehaviour;
    for (let depth = 0; behaviour.kind === "respond"; depth++) {
      if (depth >= 10) throw new Error("respond behaviours nested more than 10 levels");
      behaviour = behaviour.fn(body);
    }

    const ctx: Ctx = {
      id: `chatcmpl-fake-${++counter}`,
      created: Math.floor(Date.now() / 1000),
      model: typeof body.model === "string" ? body.model : modelName,
      promptTokens: estimatePromptTokens(body.messages),
      includeUsage: body.stream_options?.include_usage === true,
    };

    switch (behaviour.kind) {
      case "text":
      case "json": {
        const text = behaviour.kind === "text" ? behaviour.text : JSON.stringify(behaviour.value);
        const b: Extract<Behaviour, { kind: "text" }> = behaviour.kind === "text" ? behaviour : { kind: "text", text };
        const chunkChars = Math.max(1, b.chunkChars ?? 4);
        if (!stream) {
          if (!(await sleep(b.firstTokenDelayMs ?? 0, res))) return;
          sendJson(res, 200, completion(ctx, text));
          return;
        }
        startSse(res);
        writeSse(res, chunk(ctx, { role: "assistant", content: "" }, null));
        if (!(await sleep(b.firstTokenDelayMs ?? 0, res))) return;
        const pieces = split(text, chunkChars);
        for (let i = 0; i < pieces.length; i++) {
          if (i > 0 && !(await sleep(b.tokenDelayMs ?? 0, res))) return;
          if (!alive(res)) return;
          writeSse(res, chunk(ctx, { content: pieces[i] }, null));
        }
        if (!alive(res)) return;
        finishSse(res, ctx, text);
        return;
      }
      case "status": {
        const headers = { ...behaviour.headers };
        if (typeof behaviour.body === "string") {
          res.writeHead(behaviour.status, { "content-type": "text/plain; charset=utf-8", ...headers });
          res.end(behaviour.body);
        } else {
          sendJson(res, behaviour.status, behaviour.body ?? errorBody(behaviour.status), headers);
        }
        return;
      }
      case "hang":
        // Keep the request open; close() or the client's abort destroys the socket.
        return;
      case "malformed": {
        if (!stream) {
          res.writeHead(200, { "content-type": "application/json" });
          res.end(`{"id":"${ctx.id}","object":"chat.completion","choices":[{"index":0,"message":{"role":"assist`);
          return;
        }
        startSse(res);
        writeSse(res, chunk(ctx, { role: "assistant", content: "" }, null));
        res.write(`data: {"id":"${ctx.id}","object":"chat.completion.chunk","choices":[{"delta":{"content":"bro\n\n`);
        res.end("data: [DONE]\n\n");
        return;
      }
      case "truncate":
      case "stall": {
        const partial = behaviour.text.slice(0, Math.max(0, behaviour.afterChars));
        if (!stream) {
          // Promise the full body, then deliver only part of it.
          const full = JSON.stringify(completion(ctx, behaviour.text));
          const cut = full.slice(0, full.indexOf(JSON.stringify(behaviour.text)) + 1 + partial.length);
          res.writeHead(200, { "content-type": "application/json", "content-length": String(Buffer.byteLength(full)) });
          res.write(cut);
        } else {
          startSse(res);
          writeSse(res, chunk(ctx, { role: "assistant", content: "" }, null));
          for (const piece of split(partial, 4)) writeSse(res, chunk(ctx, { content: piece }, null));
        }
        if (behaviour.kind === "truncate") {
          // Let the bytes leave before the socket dies, so the client really sees a mid-stream cut.
          const socket = res.socket;
          if (socket) socket.write("", () => socket.destroy());
          else res.destroy();
        }
        return;
      }
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue(...behaviours) {
      queue.push(...behaviours);
    },
    setDefault(b) {
      defaultBehaviour = b;
    },
    reset() {
      queue.length = 0;
      requests.length = 0;
    },
    close() {
      if (closed) return Promise.resolve();
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}

interface Ctx {
  id: string;
  created: number;
  model: string;
  promptTokens: number;
  includeUsage: boolean;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on("data", (b: Buffer) => parts.push(b));
    req.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
    req.on("error", reject);
  });
}

function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(value);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

function startSse(res: ServerResponse) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  res.flushHeaders();
}

function writeSse(res: ServerResponse, value: unknown) {
  res.write(`data: ${JSON.stringify(value)}\n\n`);
}

/** OpenAI sends a finish chunk, then (with `stream_options.include_usage`) a usage chunk with `choices: []`, then `[DONE]`. */
function finishSse(res: ServerResponse, ctx: Ctx, text: string) {
  writeSse(res, chunk(ctx, {}, "stop"));
  if (ctx.includeUsage) {
    writeSse(res, {
      id: ctx.id,
      object: "chat.completion.chunk",
      created: ctx.created,
      model: ctx.model,
      choices: [],
      usage: usage(ctx, text),
    });
  }
  res.end("data: [DONE]\n\n");
}

function chunk(ctx: Ctx, delta: Record<string, unknown>, finishReason: string | null) {
  return {
    id: ctx.id,
    object: "chat.completion.chunk",
    created: ctx.created,
    model: ctx.model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
    ...(ctx.includeUsage ? { usage: null } : {}),
  };
}

function completion(ctx: Ctx, content: string) {
  return {
    id: ctx.id,
    object: "chat.completion",
    created: ctx.created,
    model: ctx.model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: usage(ctx, content),
  };
}

function usage(ctx: Ctx, text: string) {
  const completionTokens = Math.ceil(text.length / 4);
  return {
    prompt_tokens: ctx.promptTokens,
    completion_tokens: completionTokens,
    total_tokens: ctx.promptTokens + completionTokens,
  };
}

/** Rough token estimate (4 characters per token) over the messages' text content. */
function estimatePromptTokens(messages: unknown): number {
  if (!Array.isArray(messages)) return 0;
  let chars = 0;
  for (const m of messages) {
    const content = (m as { content?: unknown })?.content;
    if (typeof content === "string") chars += content.length;
    else if (Array.isArray(content)) {
      for (const part of content) if (typeof part?.text === "string") chars += part.text.length;
    }
  }
  return Math.ceil(chars / 4);
}

function split(text: string, size: number): string[] {
  const out: string[] = [];
  const chars = Array.from(text); // do not split surrogate pairs
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(""));
  return out;
}

const STATUS_ERRORS: Record<number, { type: string; code: string | null; message: string }> = {
  400: { type: "invalid_request_error", code: null, message: "Bad request" },
  401: { type: "invalid_request_error", code: "invalid_api_key", message: "Incorrect API key provided." },
  403: { type: "invalid_request_error", code: "unsupported_country_region_territory", message: "Forbidden" },
  404: { type: "invalid_request_error", code: "model_not_found", message: "The model does not exist." },
  429: { type: "requests", code: "rate_limit_exceeded", message: "Rate limit reached for requests." },
  500: { type: "server_error", code: null, message: "The server had an error while processing your request." },
  502: { type: "server_error", code: null, message: "Bad gateway." },
  503: { type: "server_error", code: null, message: "The engine is currently overloaded, please try again later." },
};

function errorBody(status: number, message?: string) {
  const known = STATUS_ERRORS[status] ?? {
    type: status >= 500 ? "server_error" : "invalid_request_error",
    code: null,
    message: `Fake error ${status}`,
  };
  return { error: { message: message ?? known.message, type: known.type, code: known.code } };
}
