import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError, type ApiErrorBody, type ErrorCode } from "@shared/errors";
import type { AppEnv } from "./context";

/** The reply for an AppError: its code's status and `{error, message}` (with `issues` when it has them). */
export function errorJson(c: Context, error: AppError) {
  const body: ApiErrorBody = { error: error.code, message: error.message };
  if (error.issues) body.issues = error.issues;
  return c.json(body, error.status as 400);
}

/** The code of a Hono HTTP exception's status (a 4xx not named here is a client's mistake: VALIDATION_ERROR). */
function httpExceptionCode(status: number): ErrorCode {
  if (status === 413) return "PAYLOAD_TOO_LARGE";
  if (status === 401) return "UNAUTHENTICATED";
  if (status === 404) return "NOT_FOUND";
  return status < 500 ? "VALIDATION_ERROR" : "INTERNAL";
}

/**
 * The one error handler: AppError → its status and `{error, message}`; Hono HTTP exceptions keep their
 * status; anything else is logged with the request context and answered 500 without details.
 */
export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) {
    if (err.status >= 500) c.get("log")?.error({ err, userId: c.get("user")?.id }, "request failed");
    return errorJson(c, err);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = httpExceptionCode(status);
    const message = status === 413 ? new AppError(code).message : err.message || "Request failed.";
    return c.json({ error: code, message }, status);
  }
  c.get("log")?.error({ err, userId: c.get("user")?.id }, "unhandled error");
  return errorJson(c, new AppError("INTERNAL"));
}
