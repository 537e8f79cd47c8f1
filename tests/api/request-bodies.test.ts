import { Agent, request } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../src/server/env";
import { startServer, type RunningServer } from "../../src/server/server";
import { copyMigratedDataDir } from "../support/test-database";

/**
 * Request bodies on real sockets: a body that states its length is judged by the
 * header, a chunked one by counting it as it arrives; either way an oversized body is a 413 and text with a
 * NUL is a 400, before any handler. (In-process tests build Requests that state no length, so they take the
 * counted path only.)
 */
// One connection, kept alive: each request after a refused one reuses the refused one's connection if the
// server left it open, so a connection left stuck mid-body shows as a hang.
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function post(
  server: RunningServer,
  body: string,
  chunked: boolean,
): Promise<{ status: number; body: { error?: string } }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { "content-type": "application/json", origin: server.url };
    if (!chunked) headers["content-length"] = Buffer.byteLength(body);
    const req = request(
      { host: "127.0.0.1", port: server.port, agent, method: "POST", path: "/api/auth/sign-in/email", headers },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString()));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as { error?: string }) : {} }),
        );
      },
    );
    // A server may answer (413) and close before the whole body is written.
    req.on("error", (err: NodeJS.ErrnoException) =>
      err.code === "EPIPE" || err.code === "ECONNRESET" ? undefined : reject(err),
    );
    if (chunked) {
      // Several chunks, so the length is known only at the end.
      for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.slice(i, i + 64 * 1024));
      req.end();
    } else req.end(body);
  });
}

describe("request bodies on real sockets", () => {
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "nova-bodies-"));
    copyMigratedDataDir(dataDir);
    server = await startServer(parseEnv({ PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "test" }));
  }, 60_000);
  afterAll(async () => {
    agent.destroy();
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const oversized = JSON.stringify({ email: "a@newsela.com", password: "x".repeat(2 * 1024 * 1024) });
  const withNul = JSON.stringify({ email: "a@newsela.com", password: "pass\u0000word" });
  const wrongPassword = JSON.stringify({ email: "nobody@newsela.com", password: "Wrong-password-1" });

  for (const chunked of [false, true]) {
    const how = chunked ? "chunked" : "with Content-Length";
    it(`refuses a body over 1 MB ${how} with 413`, async () => {
      const res = await post(server, oversized, chunked);
      expect(res.status).toBe(413);
      expect(res.body.error).toBe("PAYLOAD_TOO_LARGE");
    });

    it(`refuses a NUL in a JSON body ${how} with 400, and passes a clean one on`, async () => {
      const bad = await post(server, withNul, chunked);
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe("VALIDATION_ERROR");
      // A clean body reaches sign-in, which reads it: unknown account, 401.
      expect((await post(server, wrongPassword, chunked)).status).toBe(401);
    });
  }
});
