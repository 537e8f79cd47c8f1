import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api-client";
import type { Credentials } from "./sign-in";

/**
 * POST /api/auth/sign-up/email: creates an unverified account and sends the verification e-mail (link and
 * 6-digit code). The account's display name is the e-mail's local part. Errors: FORBIDDEN (domain),
 * VALIDATION_ERROR, USER_ALREADY_EXISTS (422), RATE_LIMITED.
 */
export function signUp({ email, password }: Credentials) {
  const name = email.split("@")[0] ?? email;
  return apiRequest<unknown>("/api/auth/sign-up/email", { method: "POST", body: { email, password, name, callbackURL: "/login?verified=1" } });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
