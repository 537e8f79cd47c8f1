import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate, useSearchParams } from "react-router";
import { AlertCircle, KeyRound } from "lucide-react";
import { newPasswordFormSchema, type NewPasswordForm } from "@shared/schemas/user";
import { Button } from "@client/components/ui/button";
import { Form } from "@client/components/ui/form";
import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api-client";
import { useResetPasswordByLink } from "@client/api/auth";
import { AuthCard } from "./auth-card";
import { AuthSubmitButton, NewPasswordFields } from "./auth-fields";
import { invalidToastHandler } from "./use-auth-form";
import { paths } from "@client/lib/paths";

export const RESET_LINK_ERROR_MESSAGE =
  "This reset link is invalid or has expired. Ask for a new one with Forgot password?";

/** /reset-password?token=… (the link in the reset e-mail): choose a new password, then sign in with it. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const reset = useResetPasswordByLink();
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const token = searchParams.get("token");

  const handleSubmit = ({ password }: NewPasswordForm) =>
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

  if (!token || searchParams.get("error")) {
    return (
      <AuthCard title="Reset Password">
        <div
          role="alert"
          className="mb-4 flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
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
      <Form {...form}>
        <form
          className="space-y-4"
          onSubmit={form.handleSubmit(handleSubmit, invalidToastHandler([], "Reset Failed"))}
          noValidate
          aria-label="Reset password"
        >
          <NewPasswordFields control={form.control} />
          <AuthSubmitButton isPending={reset.isPending} icon={KeyRound}>
            Reset Password
          </AuthSubmitButton>
        </form>
      </Form>
    </AuthCard>
  );
}
