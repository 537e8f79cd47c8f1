import pino from "pino";

/** The root logger (JSON lines). Never log bodies, passwords or tokens. */
export function createLogger(level: string) {
  return pino({ level, redact: ["req.headers.cookie", "password", "token"] });
}
