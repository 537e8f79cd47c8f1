import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api-client";

/** POST /api/auth/send-verification-email: a new link and code (the old code stops working). 429 when asked again within a minute. */
export function resendVerification(email: string) {
  return apiRequest<unknown>("/api/auth/send-verification-email", { method: "POST", body: { email, callbackURL: "/login?verified=1" } });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
