import { AlertCircle } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { isSsoErrorCode, ssoErrorMessage } from "@shared/sso";

/** Where the company sign-in starts: the server redirects to the provider (ADR 0042). A plain link, no script. */
export const SSO_START_URL = "/api/auth/oidc/start";

/**
 * "Sign in with {provider}" on /login, and the message for a company sign-in that came back refused
 * (`/login?sso_error=CODE&email=…`; wording in src/shared/sso.ts, rules in docs/product/accounts.md).
 */
export function SsoSignIn({
  provider,
  domains,
  errorCode,
  email,
  showDivider,
}: {
  provider: string;
  domains: readonly string[];
  errorCode: string | null;
  email?: string;
  showDivider: boolean;
}) {
  const message = isSsoErrorCode(errorCode) ? ssoErrorMessage(errorCode, { provider, domains, email }) : null;
  return (
    <div className="mb-4 flex flex-col gap-4">
      {message ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p>{message}</p>
        </div>
      ) : null}
      <Button asChild size="lg" className="w-full">
        <a href={SSO_START_URL}>Sign in with {provider}</a>
      </Button>
      {showDivider ? (
        <p className="flex items-center gap-3 text-xs text-muted-foreground uppercase" aria-hidden="true">
          <span className="h-px flex-1 bg-border" />
          or with your password
          <span className="h-px flex-1 bg-border" />
        </p>
      ) : null}
    </div>
  );
}
