import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api-client";
import { currentUserQueryKey } from "./get-me";

export interface Credentials {
  email: string;
  password: string;
}

/**
 * POST /api/auth/sign-in/email: sets the session cookie. Errors (ApiError.code): USER_NOT_FOUND,
 * INVALID_EMAIL_OR_PASSWORD, EMAIL_NOT_VERIFIED (a fresh verification e-mail was sent), FORBIDDEN, VALIDATION_ERROR, RATE_LIMITED.
 */
export function signIn({ email, password }: Credentials) {
  return apiRequest<unknown>("/api/auth/sign-in/email", { method: "POST", body: { email, password, callbackURL: "/login?verified=1" } });
}

/** Signs in, then invalidates and refetches the current user (spec §4). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // Not awaited: the caller's onSuccess runs at once (no stale "signed-in" render in between); the
    // auth guard shows its spinner while the refetch is in flight.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey, refetchType: "all" });
    },
  });
}
