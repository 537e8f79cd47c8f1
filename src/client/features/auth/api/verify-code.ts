import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api-client";
import { currentUserQueryKey } from "./get-me";

export interface VerifyCodeInput {
  email: string;
  /** The 6-digit code from the verification e-mail. */
  otp: string;
  /** The password typed at sign-up (or at the blocked sign-in): it becomes the account's, and signs in. */
  password?: string;
}

export interface VerifyCodeResult {
  status: boolean;
  /** True when a password was sent with the code: the browser is now signed in. */
  signedIn: boolean;
  /** The address was claimed by more than one sign-up: choose a password with "Forgot password?". */
  passwordResetRequired: boolean;
}

/**
 * POST /api/auth/email-otp/verify-email: verifies the address; with the password, also makes it the account's
 * password and signs in. Errors: INVALID_OTP, OTP_EXPIRED, TOO_MANY_ATTEMPTS.
 */
export function verifyCode({ email, otp, password }: VerifyCodeInput) {
  return apiRequest<VerifyCodeResult>("/api/auth/email-otp/verify-email", { method: "POST", body: { email, otp, ...(password ? { password } : {}) } });
}

/** Verifies, then invalidates and refetches the current user. */
export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    // Not awaited: the caller's onSuccess runs at once (no stale "signed-in" render in between); the
    // auth guard shows its spinner while the refetch is in flight.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey, refetchType: "all" });
    },
  });
}
