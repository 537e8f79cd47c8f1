import pino from "pino";

/** "json": one JSON object a line (production, files, log shippers); "pretty": one readable line an event. */
export type LogFormat = "json" | "pretty";

/** Readable lines only for a person watching a development server (`npm run dev` in a terminal). */
export function logFormatFor(nodeEnv: string, isTerminal: boolean): LogFormat {
  return nodeEnv === "development" && isTerminal ? "pretty" : "json";
}

/**
 * The root logger. Never log bodies, passwords or tokens. JSON lines are written asynchronously (a request's
 * log line costs a buffer append, not a write call); `flush` on shutdown. "pretty" writes
 * each line through `formatLogLine` to stdout as it comes (development only).
 */
export function createLogger(level: string, format: LogFormat = "json") {
  const options = { level, redact: ["req.headers.cookie", "password", "token"] };
  if (format === "pretty")
    return pino(options, { write: (line: string) => void process.stdout.write(formatLogLine(line)) });
  return pino(options, pino.destination({ dest: 1, sync: false }));
}

const LEVELS: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "INFO ", 40: "WARN ", 50: "ERROR", 60: "FATAL" };
/** Fields every line has, or that the line's head already shows. */
const HIDDEN = new Set(["level", "time", "msg", "pid", "hostname", "v", "err"]);

const show = (value: unknown) => (typeof value === "string" && /^[^\s"]+$/.test(value) ? value : JSON.stringify(value));

/**
 * One pino JSON line as one readable line, like pino-pretty: `21:04:05 INFO  request GET /api/config 200 3 ms`
 * for requests, else `HH:MM:SS LEVEL message key=value …`; an error's message and stack follow on indented
 * lines. A line that is not JSON is passed through. Ends with a newline.
 */
export function formatLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith("\n") ? line : `${line}\n`;
  }
  const time = new Date(Number(entry.time)).toTimeString().slice(0, 8);
  const level = LEVELS[Number(entry.level)] ?? String(entry.level);
  const fields = { ...entry };
  let message = String(entry.msg ?? "");
  if (message === "request" && "method" in entry && "path" in entry) {
    message = `${entry.method} ${entry.path} ${entry.status} ${entry.ms} ms`;
    for (const key of ["method", "path", "status", "ms"]) delete fields[key];
  }
  const extra = Object.entries(fields)
    .filter(([key, value]) => !HIDDEN.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${show(value)}`);
  let out = [time, level, message, ...extra].filter(Boolean).join(" ");
  const err = entry.err as { type?: string; message?: string; stack?: string } | undefined;
  if (err)
    out += `\n    ${err.stack ?? `${err.type ?? "Error"}: ${err.message ?? ""}`}`.replace(/\n(?! {4})/g, "\n    ");
  return `${out}\n`;
}
