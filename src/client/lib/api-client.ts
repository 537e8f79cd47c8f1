import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import type * as z from "zod/mini";
import {
  apiContract,
  endpointUrl,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from "@shared/api-contract";

/**
 * The one fetch wrapper (docs/product/api.md#common-behaviour). Every call sends the session cookie;
 * a body travels as JSON. A non-OK response throws `ApiError`.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The server's error code (`{ error }` in the body), or "HTTP_<status>" when the body had none. */
  readonly code: string;
  constructor(status: number, code: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
  }
}

export interface ApiRequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Turns a failed response into an `ApiError`. The message is the body's `message` when the server answered
 * with its `{ error, message }` shape (already user-facing text), else "{status}: {body text or statusText}".
 */
export async function toApiError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    if (body && typeof body.message === "string" && body.message) {
      return new ApiError(res.status, typeof body.error === "string" ? body.error : `HTTP_${res.status}`, body.message);
    }
  } catch {
    // not JSON: fall through to the plain form
  }
  return new ApiError(res.status, `HTTP_${res.status}`, `${res.status}: ${text || res.statusText}`);
}

/**
 * Sends a request and reads the JSON answer (undefined for an empty body), unchecked. Throws `ApiError` on
 * non-OK. Screens call `api()`, which types and checks the answer by the contract.
 */
export async function apiRequest(url: string, options: ApiRequestOptions = {}): Promise<unknown> {
  const { method = "GET", body, signal } = options;
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers:
      body === undefined
        ? { accept: "application/json" }
        : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!res.ok) throw await toApiError(res);
  const text = await res.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** `read()`'s answer, or null when it failed with 401 (docs/product/api.md#common-behaviour: a read without a session is not an error). */
export async function nullOn401<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/** A read: like `apiRequest` with GET, but a 401 gives `null` instead of an error (docs/product/api.md#common-behaviour). */
export const getJson = (url: string, signal?: AbortSignal): Promise<unknown> =>
  nullOn401(() => apiRequest(url, { signal }));

/** The options of one `api()` call: path parameters and a body exactly when the endpoint has them. */
export type ApiCallOptions<E extends Endpoint> = { signal?: AbortSignal; query?: EndpointQuery } & ([
  EndpointParams<E>,
] extends [never]
  ? { params?: undefined }
  : { params: Record<EndpointParams<E>, string | number> }) &
  (EndpointBody<E> extends undefined ? { body?: undefined } : { body: EndpointBody<E> });

/**
 * Checks a successful answer against the endpoint's reply schema (ADR 0019): a server that drifted from the
 * contract fails here, plainly, instead of deep inside a screen. @throws ApiError 502 INVALID_RESPONSE.
 */
export function parseReply<E extends Endpoint>(endpoint: E, body: unknown): EndpointResponse<E> {
  const schema: z.ZodMiniType = apiContract[endpoint].response;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(502, "INVALID_RESPONSE", "Invalid response from server - unexpected data", {
      cause: parsed.error,
    });
  }
  return parsed.data as EndpointResponse<E>;
}

/**
 * Calls one endpoint of the contract (`"GET /api/scripts/:id"`, …): fills in `params`, sends `body` as JSON,
 * and resolves with the answer parsed by the endpoint's reply schema. Throws `ApiError` like `apiRequest`.
 */
export async function api<E extends Endpoint>(
  endpoint: E,
  ...[options]: object extends ApiCallOptions<E> ? [options?: ApiCallOptions<E>] : [options: ApiCallOptions<E>]
): Promise<EndpointResponse<E>> {
  const { params, query, body, signal } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: EndpointQuery;
    body?: unknown;
    signal?: AbortSignal;
  };
  const method = endpoint.slice(0, endpoint.indexOf(" ")) as NonNullable<ApiRequestOptions["method"]>;
  return parseReply(endpoint, await apiRequest(endpointUrl(endpoint, params, query), { method, body, signal }));
}

/** The user-facing text of any thrown value, with a fallback for non-errors. */
export function errorMessage(err: unknown, fallback = "Please try again"): string {
  return err instanceof Error && err.message ? err.message : fallback;
}

/** The default read (docs/product/api.md#common-behaviour): the query key's parts joined with "/" are the URL; 401 gives null. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => getJson(queryKey.map(String).join("/"), signal);

/**
 * Cache defaults (docs/product/api.md#common-behaviour): no automatic or focus refetch, data never stale, no retries for reads or writes.
 * (An invalidated query still refetches when a screen using it mounts.)
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
