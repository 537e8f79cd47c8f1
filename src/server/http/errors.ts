import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError, type ApiErrorBody } from "@shared/errors";
import type { AppEnv } from "./context";

export function errorJson(c: Context, error: AppError) {
  const body: ApiErrorBody = { error: error.code, message: error.message };
  if (error.issues) body.issues = error.issues;
  return c.json(body, error.status as 400);
}

/**
 * The one error handler: AppError → its status and `{error, message}`; Hono HTTP exceptions keep their
 * status; anything else is logged with the request context and answered 500 without details.
 */
export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) {
    if (err.status >= 500) c.var.log?.error({ err }, "request failed");
    return errorJson(c, err);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = status === 413 ? "PAYLOAD_TOO_LARGE" : status === 401 ? "UNAUTHENTICATED" : status === 404 ? "NOT_FOUND" : status < 500 ? "VALIDATION_ERROR" : "INTERNAL";
    const message = status === 413 ? "The request body is too large." : err.message || "Request failed.";
    return c.json({ error: code, message }, status);
  }
  c.var.log?.error({ err }, "unhandled error");
  return c.json({ error: "INTERNAL", message: "Something went wrong on our side. Please try again." }, 500);
}
