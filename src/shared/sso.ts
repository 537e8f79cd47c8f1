/**
 * Company sign-in (OpenID Connect, ADR 0042; docs/product/accounts.md): the messages /login shows when a
 * sign-in through the provider or a password sign-in is refused. The server sends the code (`sso_error` on
 * /login, or `error` in a JSON reply); the client words it with the provider's name and the company domain.
 */
export const DEACTIVATED_MESSAGE = "Your account has been deactivated. Contact an administrator.";

export const ssoErrorCodes = [
  "EMAIL_DOMAIN",
  "EMAIL_UNVERIFIED",
  "ACCOUNT_DEACTIVATED",
  "CANCELLED",
  "EXPIRED",
  "PROVIDER_UNAVAILABLE",
  "FAILED",
] as const;
export type SsoErrorCode = (typeof ssoErrorCodes)[number];

export function isSsoErrorCode(value: unknown): value is SsoErrorCode {
  return typeof value === "string" && (ssoErrorCodes as readonly string[]).includes(value);
}

/**
 * The sentence for a refused company sign-in. `provider`: OIDC_PROVIDER_NAME; `domains`: the allowed company
 * domains; `email`: the address the provider gave, when the refusal is about it.
 */
export function ssoErrorMessage(
  code: SsoErrorCode,
  { provider, domains, email }: { provider: string; domains: readonly string[]; email?: string },
): string {
  const account = email ? `Your ${provider} account ${email}` : `Your ${provider} account`;
  switch (code) {
    case "EMAIL_DOMAIN":
      return `${account} is not a ${domains.join(" or ")} address. Sign in with your company account.`;
    case "EMAIL_UNVERIFIED":
      return `${account} has no verified e-mail. Verify it with ${provider}, then try again.`;
    case "ACCOUNT_DEACTIVATED":
      return DEACTIVATED_MESSAGE;
    case "CANCELLED":
      return `Sign-in with ${provider} was cancelled.`;
    case "EXPIRED":
      return `That sign-in with ${provider} had expired or was started elsewhere. Please try again.`;
    case "PROVIDER_UNAVAILABLE":
      return `${provider} could not be reached. Please try again in a few minutes.`;
    case "FAILED":
      return `Sign-in with ${provider} could not be completed. Please try again, or contact an administrator.`;
  }
}

/** What the password endpoints answer when PASSWORD_SIGN_IN=false (403). */
export function passwordSignInOffMessage(provider: string): string {
  return `Password sign-in is turned off. Use Sign in with ${provider}.`;
}

/**
 * better-auth's id for the company's OpenID Connect provider (ADR 0042): the account table's `provider_id` of
 * accounts that sign in through it, and the last part of the redirect URL to register with the provider,
 * `{APP_URL}/api/auth/callback/oidc`.
 */
export const OIDC_PROVIDER_ID = "oidc";
