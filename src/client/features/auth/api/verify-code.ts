import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api-client";
import { currentUserQueryKey } from "./get-me";

export interface VerifyCodeInput {
  email: string;
  /** The 6-digit code from the verification e-mail. */
  otp: string;
}

/** POST /api/auth/email-otp/verify-email: verifies the address AND signs in. Errors: INVALID_OTP, OTP_EXPIRED, TOO_MANY_ATTEMPTS. */
export function verifyCode({ email, otp }: VerifyCodeInput) {
  return apiRequest<unknown>("/api/auth/email-otp/verify-email", { method: "POST", body: { email, otp } });
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
