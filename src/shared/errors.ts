/**
 * The one error shape every API failure answers with: `{ error: code, message }` (plus `issues` for
 * validation failures), and the one table of codes. A code the app raises itself has its HTTP status here
 * (and, where it always means the same thing to a person, its message). Codes that only better-auth raises
 * carry no status: /api/auth passes them on with better-auth's own status (which differs by endpoint), with
 * the message from this table in place of better-auth's (docs/product/rules.md#errors).
 */
export const apiErrors = {
  VALIDATION_ERROR: { status: 400 },
  UNAUTHENTICATED: { status: 401 },
  FORBIDDEN: { status: 403 },
  NOT_FOUND: { status: 404 },
  CONFLICT: { status: 409 },
  /** A change that must say which version it started from did not (PUT /api/scripts/{id}). */
  PRECONDITION_REQUIRED: { status: 428 },
  PAYLOAD_TOO_LARGE: { status: 413, message: "The request body is too large." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415 },
  /**
   * A file that is well-formed but cannot be processed within the server's limits (PDF bombs,
   * docs/product/security.md#pdf-extraction).
   */
  UNREADABLE_FILE: { status: 422 },
  RATE_LIMITED: { status: 429 },
  INTERNAL: { status: 500, message: "Something went wrong on our side. Please try again." },
  UPSTREAM_AI_ERROR: { status: 502 },
} as const;

/** What sign-in answers to a wrong password and to an address with no account alike. */
export const SIGN_IN_REFUSED = "Incorrect email or password. Please try again.";

/**
 * Sign-up, sign-in, verification and reset (docs/product/rules.md#errors), by better-auth's error code. Those with
 * a status are also answered by the app's own auth routes (sign-in to an unknown address, sign-up to a verified one, a
 * stale reset link); `AUTH_ERROR` stands for a better-auth failure that names no code.
 */
export const authErrors = {
  // One message for a wrong password and an unknown address, so a stranger cannot tell whether an account
  // exists (docs/product/sign-in-messages.md, ADR 0050). The app answers an unknown address with this code too:
  // its own code (USER_NOT_FOUND) would tell the stranger what the message does not.
  INVALID_EMAIL_OR_PASSWORD: { status: 401, message: SIGN_IN_REFUSED },
  INVALID_PASSWORD: { message: SIGN_IN_REFUSED },
  INVALID_EMAIL: { message: "Invalid email address format." },
  EMAIL_NOT_VERIFIED: {
    message: "Please verify your email before signing in. Check your inbox for the verification link.",
  },
  USER_ALREADY_EXISTS: { status: 422, message: "An account with this email already exists. Please sign in instead." },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    message: "An account with this email already exists. Please sign in instead.",
  },
  PASSWORD_TOO_SHORT: { message: "Password must be at least 6 characters long." },
  PASSWORD_TOO_LONG: { message: "Password must be at most 128 characters long." },
  INVALID_OTP: { message: "That code is not correct. Check the e-mail and try again." },
  OTP_EXPIRED: { message: "That code has expired. Use Resend Verification Email to get a new one." },
  TOO_MANY_ATTEMPTS: { message: "Too many incorrect codes. Use Resend Verification Email to get a new one." },
  EMAIL_ALREADY_VERIFIED: { message: "This e-mail address is already verified. Please sign in." },
  USER_NOT_FOUND: { status: 401, message: SIGN_IN_REFUSED },
  INVALID_TOKEN: { status: 400, message: "This verification link is invalid or has expired." },
  TOKEN_EXPIRED: { message: "This verification link is invalid or has expired." },
  AUTH_ERROR: { message: "Authentication failed. Please try again." },
} as const;

const errorTable = { ...apiErrors, ...authErrors };
type ErrorTable = typeof errorTable;

/** Every code a client can meet in `body.error`. */
export type ApiErrorCode = keyof ErrorTable;
/** The codes the app raises itself (they have a status); an `AppError` carries one of these. */
export type ErrorCode = { [K in ApiErrorCode]: ErrorTable[K] extends { status: number } ? K : never }[ApiErrorCode];
/** A better-auth code this app has a message for. */
export type AuthErrorCode = keyof typeof authErrors;

/** The message for a better-auth code, or undefined for a code this app does not know. */
export function authErrorMessage(code: string): string | undefined {
  return Object.hasOwn(authErrors, code) ? authErrors[code as AuthErrorCode].message : undefined;
}

export interface ApiErrorBody {
  error: ApiErrorCode | string;
  message: string;
  issues?: { path: (string | number)[]; message: string }[];
}

/**
 * Thrown by services, middleware and routes; the server's error handler turns it into `{ error, message }`
 * with the code's status. `message` may be left out for a code whose table entry has one.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues?: ApiErrorBody["issues"];
  constructor(code: ErrorCode, message?: string, issues?: ApiErrorBody["issues"]) {
    const entry: { status: number; message?: string } = errorTable[code];
    super(message ?? entry.message ?? "Request failed.");
    this.name = "AppError";
    this.code = code;
    this.issues = issues;
  }
  get status(): number {
    return errorTable[this.code].status;
  }
}
