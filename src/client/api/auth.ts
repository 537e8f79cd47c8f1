import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CURRENT_USER_STALE_MS, PRODUCT_NAME } from "@shared/constants";
import type { VerifyCodeResult } from "@shared/schemas/auth-requests";
import type { ClientConfig } from "@shared/schemas/dto";
import type { AppUser } from "@shared/schemas/user";
import { api, nullOn401 } from "@client/lib/api-client";
import { claimLocalData, clearLocalDataOnLogout } from "@client/lib/local-data";

/**
 * The client side of the account endpoints (/api/auth/*, /api/config): keys, fetchers and mutation hooks
 * that keep the current-user cache right. Screens add their own toasts and navigation. Errors are
 * `ApiError` whose `code` is the server's (INVALID_EMAIL_OR_PASSWORD, EMAIL_NOT_VERIFIED,
 * FORBIDDEN, VALIDATION_ERROR, RATE_LIMITED, INVALID_OTP, OTP_EXPIRED, TOO_MANY_ATTEMPTS, INVALID_TOKEN …).
 */
export const authKeys = {
  me: ["/api/auth/me"] as const,
  config: ["/api/config"] as const,
};

/**
 * GET /api/auth/me: the signed-in app user, or null when there is no verified session (401). What another user
 * left in this browser is cleared before any screen sees the answer (docs/product/security.md, "Shared computer").
 */
export async function getMe(signal?: AbortSignal): Promise<AppUser | null> {
  const body = await nullOn401(() => api("GET /api/auth/me", { signal }));
  if (body?.user) claimLocalData(body.user.id);
  return body?.user ?? null;
}

/**
 * The current user (docs/product/rules.md#states): no retry, 5-minute stale time; always runs (cookie sessions are
 * invisible to JS).
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: CURRENT_USER_STALE_MS,
    retry: false,
  });
export const useCurrentUser = () => useQuery(currentUserQueryOptions());

export type { ClientConfig, VerifyCodeResult };

/** Used until GET /api/config answers (or if it fails): the one company domain (docs/product/rules.md#validation). */
export const fallbackConfig: ClientConfig = {
  allowedDomains: ["newsela.com"],
  productName: PRODUCT_NAME,
  aiEngine: "offline",
};

/**
 * GET /api/config (public): allowed sign-up domains, product name, AI engine. Never throws: an answer that
 * fails or does not match `clientConfigSchema` gives the fallback; an empty domain list, the fallback's domains.
 */
export async function getConfig(signal?: AbortSignal): Promise<ClientConfig> {
  try {
    const config = await api("GET /api/config", { signal });
    return {
      ...config,
      allowedDomains: config.allowedDomains.length ? config.allowedDomains : fallbackConfig.allowedDomains,
    };
  } catch (err) {
    if (signal?.aborted) throw err;
    return fallbackConfig;
  }
}
export const configQueryOptions = () =>
  queryOptions({ queryKey: authKeys.config, queryFn: ({ signal }) => getConfig(signal) });

/** How people sign in (ADR 0042): the company provider's name (null: none) and whether passwords are offered. */
export function useSignInOptions(): { oidcProviderName: string | null; passwordSignIn: boolean } {
  const { data } = useQuery(configQueryOptions());
  return { oidcProviderName: data?.oidcProviderName ?? null, passwordSignIn: data?.passwordSignIn ?? true };
}

/** The allowed e-mail domains, lower-case (the fallback while the config loads). */
export function useAllowedDomains(): string[] {
  const { data } = useQuery(configQueryOptions());
  return (data ?? fallbackConfig).allowedDomains.map((d) => d.toLowerCase());
}

export interface Credentials {
  email: string;
  password: string;
}

const VERIFIED_CALLBACK = "/login?verified=1";

/** POST /api/auth/sign-in/email: sets the session cookie (EMAIL_NOT_VERIFIED also mails a fresh verification). */
export const signIn = ({ email, password }: Credentials) =>
  api("POST /api/auth/sign-in/email", { body: { email, password, callbackURL: VERIFIED_CALLBACK } });

/** POST /api/auth/sign-up/email: an unverified account (display name = the e-mail's local part) and the verification e-mail. */
export const signUp = ({ email, password }: Credentials) =>
  api("POST /api/auth/sign-up/email", {
    body: { email, password, name: email.split("@")[0] ?? email, callbackURL: VERIFIED_CALLBACK },
  });

export interface VerifyCodeInput {
  email: string;
  /** The 6-digit code from the verification e-mail. */
  otp: string;
  /** The password typed at sign-up (or at the blocked sign-in): it becomes the account's. */
  password?: string;
}

/** POST /api/auth/email-otp/verify-email: verifies the address; with the password, also makes it the account's. */
export const verifyCode = ({ email, otp, password }: VerifyCodeInput) =>
  api("POST /api/auth/email-otp/verify-email", { body: { email, otp, ...(password ? { password } : {}) } });

/** POST /api/auth/send-verification-email: a new link and code (the old code stops working); 429 within a minute. */
export const resendVerification = (email: string) =>
  api("POST /api/auth/send-verification-email", { body: { email, callbackURL: VERIFIED_CALLBACK } });

/** POST /api/auth/request-password-reset: mails a link and a 6-digit code; answers the same for unknown addresses. */
export const requestPasswordReset = (email: string) =>
  api("POST /api/auth/request-password-reset", { body: { email } });

export interface ResetByCodeInput {
  email: string;
  otp: string;
  password: string;
}

/** POST /api/auth/email-otp/reset-password: sets the new password and ends every session. */
export const resetPasswordByCode = ({ email, otp, password }: ResetByCodeInput) =>
  api("POST /api/auth/email-otp/reset-password", { body: { email, otp, password } });

/** POST /api/auth/reset-password with the token of the e-mailed link. */
export const resetPasswordByLink = ({ token, newPassword }: { token: string; newPassword: string }) =>
  api("POST /api/auth/reset-password", { body: { token, newPassword } });

/** POST /api/auth/sign-out: revokes the session on the server and clears the cookie. */
export const signOut = () => api("POST /api/auth/sign-out", { body: {} });

/** A mutation after which the current user is refetched (not awaited: the guard shows its spinner meanwhile). */
function useRefetchingMeMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: authKeys.me, refetchType: "all" });
    },
  });
}

export const useSignIn = () => useRefetchingMeMutation(signIn);
export const useVerifyCode = () => useRefetchingMeMutation(verifyCode);
export const useSignUp = () => useMutation({ mutationFn: signUp });
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPasswordByCode = () => useMutation({ mutationFn: resetPasswordByCode });
export const useResetPasswordByLink = () => useMutation({ mutationFn: resetPasswordByLink });

/**
 * Signs out (docs/product/rules.md#states): the current user becomes null at once (mounted screens see it) and every
 * other cached query is dropped, and so is what the app stored in this browser (wizard state, unsaved drafts:
 * docs/product/security.md, "Shared computer"). The caller adds the toast and the way to /login.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      clearLocalDataOnLogout();
      queryClient.setQueryData(authKeys.me, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.me[0] });
    },
  });
}
