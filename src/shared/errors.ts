/**
 * The one error shape every API failure answers with: `{ error: ErrorCode, message }`
 * (plus `issues` for validation failures). Codes map to HTTP status in one place.
 */
export const errorStatus = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A change that must say which version it started from did not (issue 8: PUT /api/scripts/{id}). */
  PRECONDITION_REQUIRED: 428,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** A file that is well-formed but cannot be processed within the server's limits (issue 8: PDF bombs). */
  UNREADABLE_FILE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM_AI_ERROR: 502,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface ApiErrorBody {
  error: ErrorCode | string;
  message: string;
  issues?: { path: (string | number)[]; message: string }[];
}

/** Thrown by services; the server's error handler turns it into `{ error, message }` with the mapped status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues?: ApiErrorBody["issues"];
  constructor(code: ErrorCode, message: string, issues?: ApiErrorBody["issues"]) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.issues = issues;
  }
  get status(): number {
    return errorStatus[this.code];
  }
}
