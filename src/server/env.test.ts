import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("fills the defaults from an empty environment (empty strings count as unset)", () => {
    const env = parseEnv({ PORT: "", TRUST_PROXY: undefined });
    expect(env).toMatchObject({
      PORT: 5000,
      NODE_ENV: "production",
      ALLOWED_EMAIL_DOMAINS: ["newsela.com"],
      TRUST_PROXY: 0,
      AI_STALL_MS: 45_000,
      LIST_CACHE_MB: 32,
    });
  });

  it("reads TRUST_PROXY as the number of proxies in front of the server (true = 1, false = 0)", () => {
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(() => parseEnv({ TRUST_PROXY: "11" })).toThrow(/TRUST_PROXY/);
  });

  it("reads the list cache's memory in MB, 0 turning it off, and refuses a negative size", () => {
    expect(parseEnv({ LIST_CACHE_MB: "0" }).LIST_CACHE_MB).toBe(0);
    expect(parseEnv({ LIST_CACHE_MB: "8.5" }).LIST_CACHE_MB).toBe(8.5);
    expect(() => parseEnv({ LIST_CACHE_MB: "-1" })).toThrow(/LIST_CACHE_MB: Too small/);
    expect(parseEnv({}).SERVER_PROCESSES).toBe(1);
    expect(parseEnv({ SERVER_PROCESSES: "2", DATABASE_URL: "postgres://db/nova" }).SERVER_PROCESSES).toBe(2);
    expect(() => parseEnv({ SERVER_PROCESSES: "2" })).toThrow(/SERVER_PROCESSES: above 1 needs DATABASE_URL/);
    expect(() => parseEnv({ SERVER_PROCESSES: "0", DATABASE_URL: "postgres://db/nova" })).toThrow(
      /SERVER_PROCESSES: Too small/,
    );
  });

  it("names every bad variable on its own line, with its message", () => {
    expect(() =>
      parseEnv({ PORT: "70000", DATABASE_URL: "mysql://x", AUTH_SECRET: "short", TRUST_PROXY: "yes" }),
    ).toThrow(
      new Error(
        [
          "Invalid configuration:",
          "  PORT: Too big: expected number to be <=65535",
          "  DATABASE_URL: must start with postgres:// or postgresql://",
          "  AUTH_SECRET: must be at least 32 characters",
          '  TRUST_PROXY: must be "false", "true" or the number of proxies you run (0–10)',
        ].join("\n"),
      ),
    );
  });
});
