import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { AlertCircle, KeyRound, Loader2 } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api-client";
import { useAllowedDomains } from "@client/api/auth";
import { useResetPasswordByLink } from "@client/api/auth";
import { checkSignUp } from "../sign-up-rules";
import { AuthCard } from "./auth-card";
import { NewPasswordFields } from "./forgot-password-view";
import { paths } from "@client/lib/paths";

export const RESET_LINK_ERROR_MESSAGE = "This reset link is invalid or has expired. Ask for a new one with Forgot password?";

/** /reset-password?token=… (the link in the reset e-mail): choose a new password, then sign in with it. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const domains = useAllowedDomains();
  const reset = useResetPasswordByLink();
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const token = searchParams.get("token");

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The address is not asked for here: the rules are checked with a placeholder in an allowed domain.
    const failure = checkSignUp({ email: `x@${domains[0] ?? "newsela.com"}`, password, confirmPassword }, domains);
    if (failure) return void toast({ ...failure, variant: "destructive" });
    reset.mutate(
      { token: token ?? "", newPassword: password },
      {
        onSuccess: () => {
          toast({ title: "Password Reset", description: "Sign in with your new password." });
          navigate(paths.login, { replace: true });
        },
        onError: (err) => toast({ title: "Reset Failed", description: errorMessage(err), variant: "destructive" }),
      },
    );
  };

  if (!token || searchParams.get("error")) {
    return (
      <AuthCard title="Reset Password">
        <div role="alert" className="mb-4 flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p>{RESET_LINK_ERROR_MESSAGE}</p>
        </div>
        <Button type="button" className="w-full" onClick={() => navigate(`${paths.login}?forgot=1`, { replace: true })}>
          Forgot password?
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Password" description="Choose a new password for your Nova Writer account.">
      <form className="space-y-4" onSubmit={handleSubmit} noValidate aria-label="Reset password">
        <NewPasswordFields password={password} confirmPassword={confirmPassword} onPasswordChange={setPassword} onConfirmPasswordChange={setConfirmPassword} />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <KeyRound className="h-4 w-4" aria-hidden="true" />}
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
