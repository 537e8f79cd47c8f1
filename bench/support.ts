import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defaultRateLimits } from "../src/server/config";
import { parseEnv } from "../src/server/env";
import { startServer, type RunningServer } from "../src/server/server";
import { startTestSmtp, verificationParts, type TestSmtp } from "../tests/support/smtp";

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
export const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

/** One line of the summary table (the README's performance table); `met` only where the figure has a target. */
export interface Row {
  figure: string;
  target: string;
  result: string;
  met?: boolean;
}

export interface BenchServer {
  server: RunningServer;
  smtp: TestSmtp;
  /** Signs up and verifies `email` by code, with the password (which signs in, ADR 0009); returns the session cookie header. */
  signIn(email: string): Promise<string>;
  close(): Promise<void>;
}

/** The real server on a fresh PGlite directory (or TEST_DATABASE_URL), with generous rate limits. */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "nova-bench-"));
  const smtp = await startTestSmtp();
  const server = await startServer(
    parseEnv({ PORT: "0", DATA_DIR: dataDir, SMTP_URL: smtp.url, LOG_LEVEL: "silent", NODE_ENV: "production", ...env }),
    {
      overrides: (c) => ({
        ...c,
        rateLimits: {
          ...defaultRateLimits,
          signUp: { limit: 1e6, windowMs: 60_000 },
          generation: { limit: 1e6, windowMs: 60_000 },
        },
      }),
    },
  );
  return {
    server,
    smtp,
    async signIn(email) {
      const headers = { "content-type": "application/json", origin: server.url };
      const before = smtp.messages.length;
      await fetch(`${server.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email, password: "secret123", name: "bench" }),
      });
      const { code } = verificationParts(await smtp.waitFor(email, { after: before }));
      const res = await fetch(`${server.url}/api/auth/email-otp/verify-email`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email, otp: code, password: "secret123" }),
      });
      return res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
    },
    async close() {
      await server.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
