import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";

const gzipAsync = promisify(gzip);

/**
 * Gzips JSON replies of at least `thresholdBytes` for clients that accept gzip (docs/product/api.md#common-behaviour). Smaller ones
 * go out as they are (compressing them costs more than it saves); streams (NDJSON) are never touched.
 * Compression runs on libuv's thread pool, not on the request thread.
 */
export function compressJson(thresholdBytes = 1024): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Only headers are looked at before deciding: reading a reply's body or bodyUsed turns the server's
    // lightweight reply into a streamed one.
    if (!/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) return;
    const res = c.res;
    if (!res.headers.get("content-type")?.startsWith("application/json") || res.headers.has("content-encoding")) return;
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    headers.append("vary", "Accept-Encoding");
    if (body.length < thresholdBytes) {
      c.res = new Response(body, { status: res.status, headers });
      return;
    }
    headers.set("content-encoding", "gzip");
    headers.delete("content-length");
    c.res = new Response(await gzipAsync(body), { status: res.status, headers });
  };
}
