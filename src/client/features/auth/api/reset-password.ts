import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api-client";

/**
 * POST /api/auth/request-password-reset: mails a link (to /reset-password) and a 6-digit code. Answers the
 * same whether or not the address has an account. Errors: FORBIDDEN (domain), RATE_LIMITED.
 */
export function requestPasswordReset(email: string) {
  return apiRequest<unknown>("/api/auth/request-password-reset", { method: "POST", body: { email } });
}

export interface ResetByCodeInput {
  email: string;
  /** The 6-digit code from the reset e-mail. */
  otp: string;
  password: string;
}

/** POST /api/auth/email-otp/reset-password: sets the new password and ends every session. Errors: INVALID_OTP, OTP_EXPIRED, TOO_MANY_ATTEMPTS, VALIDATION_ERROR. */
export function resetPasswordByCode({ email, otp, password }: ResetByCodeInput) {
  return apiRequest<unknown>("/api/auth/email-otp/reset-password", { method: "POST", body: { email, otp, password } });
}

/** POST /api/auth/reset-password with the token of the e-mailed link. Errors: INVALID_TOKEN, VALIDATION_ERROR. */
export function resetPasswordByLink({ token, newPassword }: { token: string; newPassword: string }) {
  return apiRequest<unknown>("/api/auth/reset-password", { method: "POST", body: { token, newPassword } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPasswordByCode() {
  return useMutation({ mutationFn: resetPasswordByCode });
}

export function useResetPasswordByLink() {
  return useMutation({ mutationFn: resetPasswordByLink });
}
