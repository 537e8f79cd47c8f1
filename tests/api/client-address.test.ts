import { request } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRateLimits } from "../../src/server/config";
import { parseEnv } from "../../src/server/env";
import { startServer, type RunningServer } from "../../src/server/server";
import { buildTestContext, type TestContext } from "../support/test-app";
import { copyMigratedDataDir } from "../support/test-database";

/**
 * docs/product/security.md#client-address: limits are per client address. A real server; requests leave from different
 * loopback addresses (127.0.0.2, 127.0.0.3), so the socket's remote address differs.
 */
function post(server: RunningServer, from: string, pathName: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = request(
      {
        host: "127.0.0.1",
        port: server.port,
        localAddress: from,
        method: "POST",
        path: pathName,
        headers: { "content-type": "application/json", origin: server.url, "content-length": Buffer.byteLength(data) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

describe("rate limits per client address (real sockets)", () => {
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "nova-addr-"));
    copyMigratedDataDir(dataDir);
    server = await startServer(parseEnv({ PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "test" }), {
      overrides: (c) => ({
        ...c,
        rateLimits: {
          ...defaultRateLimits,
          signUp: { limit: 3, windowMs: 60_000 },
          signInPerAddress: { limit: 4, windowMs: 60_000 },
        },
      }),
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("closes sign-up for one address only", async () => {
    const signUp = (from: string, n: number) =>
      post(server, from, "/api/auth/sign-up/email", {
        email: `new${n}.${from.replace(/\./g, "")}@newsela.com`,
        password: "Str0ng-password!",
        name: "x",
      });
    for (let n = 0; n < 3; n++) expect(await signUp("127.0.0.2", n)).not.toBe(429);
    expect(await signUp("127.0.0.2", 9)).toBe(429);
    expect(await signUp("127.0.0.3", 1)).not.toBe(429);
  });

  it("wrong passwords from one address never lock the account's owner out from another", async () => {
    const signIn = (from: string) =>
      post(server, from, "/api/auth/sign-in/email", { email: "victim@newsela.com", password: "wrong-password-1" });
    for (let n = 0; n < 4; n++) expect(await signIn("127.0.0.2")).not.toBe(429);
    expect(await signIn("127.0.0.2")).toBe(429);
    expect(await signIn("127.0.0.3")).not.toBe(429);
  });
});

describe("behind a trusted proxy (TRUST_PROXY = the number of proxies)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestContext({
      trustProxy: 1,
      rateLimits: {
        ...defaultRateLimits,
        signUp: { limit: 2, windowMs: 60_000 },
        signIn: { limit: 1000, windowMs: 60_000 },
        signInPerAddress: { limit: 1000, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => ctx.close());

  it("keys limits by the entry the proxy appended (the rightmost), never by what the client wrote", async () => {
    const client = ctx.client();
    // The client writes its own X-Forwarded-For; the one proxy appends the address it was reached from.
    const signUp = (spoofed: string, real: string, n: number) =>
      client.request("/api/auth/sign-up/email", {
        body: { email: `proxy${n}@newsela.com`, password: "Str0ng-password!", name: "x" },
        headers: { "x-forwarded-for": `${spoofed}, ${real}` },
      });
    expect((await signUp("10.9.9.1", "203.0.113.5", 1)).status).not.toBe(429);
    expect((await signUp("10.9.9.2", "203.0.113.5", 2)).status).not.toBe(429);
    expect((await signUp("10.9.9.3", "203.0.113.5", 3)).status).toBe(429);
    expect((await signUp("203.0.113.5", "198.51.100.7", 4)).status).not.toBe(429);
  });

  // Sixty-three sign-in requests one after another: seconds on an idle machine, past the API tests' 30 s under
  // `npm run test:steady` on a loaded machine (ADR 0061).
  it(
    "60 wrong passwords from ever-new spoofed addresses, then the right one: refused (per-account back-off)",
    {
      timeout: 120_000,
    },
    async () => {
      const email = "spoofed.target@newsela.com";
      await ctx.signedIn(email, { password: "right-password" });
      const statuses: number[] = [];
      for (let n = 0; n < 60; n++) {
        const res = await ctx.client().request("/api/auth/sign-in/email", {
          body: { email, password: `wrong-${n}` },
          headers: { "x-forwarded-for": `10.1.${n}.1, 192.0.2.${n}` },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
      const right = await ctx.client().json("/api/auth/sign-in/email", {
        body: { email, password: "right-password" },
        headers: { "x-forwarded-for": "192.0.2.250" },
      });
      expect(right.status).toBe(429);
      expect(right.body.error).toBe("RATE_LIMITED");
      // Another account is not affected.
      await ctx.signedIn("bystander@newsela.com", { password: "right-password" });
      const other = await ctx.client().request("/api/auth/sign-in/email", {
        body: { email: "bystander@newsela.com", password: "right-password" },
        headers: { "x-forwarded-for": "192.0.2.250" },
      });
      expect(other.status).toBe(200);
    },
  );
});
