import pino from "pino";

/**
 * The root logger (JSON lines). Never log bodies, passwords or tokens. Lines are written asynchronously
 * (a request's log line costs a buffer append, not a write call, issue 12 item 2); `flush` on shutdown.
 */
export function createLogger(level: string) {
  return pino({ level, redact: ["req.headers.cookie", "password", "token"] }, pino.destination({ dest: 1, sync: false }));
}
