import { QueryClient, type QueryFunction } from "@tanstack/react-query";

/**
 * The one fetch wrapper (spec §7 "Common behaviour", §8 first rule). Every call sends the session cookie;
 * a body travels as JSON. A non-OK response throws `ApiError`.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The server's error code (`{ error }` in the body), or "HTTP_<status>" when the body had none. */
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
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

/** Sends a request and parses the JSON answer (undefined for an empty body). Throws `ApiError` on non-OK. */
export async function apiRequest<T>(url: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = "GET", body, signal } = options;
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!res.ok) throw await toApiError(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A read: like `apiRequest` with GET, but a 401 gives `null` instead of an error (spec §7). */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T | null> {
  try {
    return await apiRequest<T>(url, { signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/** The user-facing text of any thrown value, with a fallback for non-errors. */
export function errorMessage(err: unknown, fallback = "Please try again"): string {
  return err instanceof Error && err.message ? err.message : fallback;
}

/** Spec §7 default read: the query key's parts joined with "/" are the URL; 401 gives null. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => getJson(queryKey.map(String).join("/"), signal);

/**
 * Spec §7 defaults: no automatic or focus refetch, data never stale, no retries for reads or writes.
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
