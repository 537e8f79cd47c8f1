import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger, formatLogLine, logFormatFor } from "./logger";

/** The JSON lines a real pino logger writes, captured. */
function capture() {
  const lines: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

const clock = /^\d\d:\d\d:\d\d /;

afterEach(() => vi.restoreAllMocks());

describe("readable log lines (npm run dev)", () => {
  it("shows a request as method, path, status and time on one line", () => {
    const { logger, lines } = capture();
    logger.child({ reqId: "r-1" }).info({ method: "GET", path: "/api/config", status: 200, ms: 3 }, "request");
    const line = formatLogLine(lines[0]!);
    expect(line).toMatch(clock);
    expect(line.slice(9)).toBe("INFO  GET /api/config 200 3 ms reqId=r-1\n");
  });

  it("shows other events as level, message and key=value fields, quoting values with spaces", () => {
    const { logger, lines } = capture();
    logger.warn(
      { drafts: 2, who: "ana@newsela.com", note: "two words", link: "http://x/?a=1&b=2" },
      "stale drafts removed",
    );
    expect(formatLogLine(lines[0]!).slice(9)).toBe(
      'WARN  stale drafts removed drafts=2 who=ana@newsela.com note="two words" link=http://x/?a=1&b=2\n',
    );
  });

  it("puts an error's stack on indented lines under the event", () => {
    const { logger, lines } = capture();
    logger.error({ err: new Error("model timed out") }, "script generation failed");
    const [head, ...rest] = formatLogLine(lines[0]!).trimEnd().split("\n");
    expect(head!.slice(9)).toBe("ERROR script generation failed");
    expect(rest[0]).toBe("    Error: model timed out");
    expect(rest.length).toBeGreaterThan(1);
    expect(rest.every((l) => l.startsWith("    "))).toBe(true);
  });

  it("passes a line that is not JSON through", () => {
    expect(formatLogLine("plain text")).toBe("plain text\n");
  });

  it("createLogger('pretty') writes each event to stdout as a readable line", () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation(
      (chunk: string | Uint8Array) => (written.push(String(chunk)), true),
    );
    createLogger("info", "pretty").info({ migrationsApplied: 0 }, "database schema up to date");
    expect(written).toHaveLength(1);
    expect(written[0]!.slice(9)).toBe("INFO  database schema up to date migrationsApplied=0\n");
  });
});

describe("which format", () => {
  it("is readable only for a development server in a terminal; production and pipes stay JSON", () => {
    expect(logFormatFor("development", true)).toBe("pretty");
    expect(logFormatFor("development", false)).toBe("json");
    expect(logFormatFor("production", true)).toBe("json");
    expect(logFormatFor("test", true)).toBe("json");
  });
});
