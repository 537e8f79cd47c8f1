import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, KeyRound, Send } from "lucide-react";
import { VERIFICATION_CODE_LENGTH } from "@shared/constants";
import {
  resetByCodeFormSchema,
  resetRequestFormSchema,
  type ResetByCodeForm,
  type ResetRequestForm,
} from "@shared/schemas/user";
import { FormInputField } from "@client/components/form-input-field";
import { Button } from "@client/components/ui/button";
import { Form } from "@client/components/ui/form";
import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api-client";
import { useRequestPasswordReset, useResetPasswordByCode } from "@client/api/auth";
import { AuthSubmitButton, NewPasswordFields } from "./auth-fields";
import { codeInputProps, digitsOnly, invalidToastHandler } from "./use-auth-form";

interface ForgotPasswordViewProps {
  domains: readonly string[];
  initialEmail: string;
  /** "code": the reset e-mail was already sent (e.g. by a verification link on a contested address). */
  initialStep?: "email" | "code";
  onBackToLogin: (email: string) => void;
  /** Called after the new password was set (every session of the account has ended). */
  onReset: (email: string) => void;
}

/**
 * "Forgot password?" (ADR 0009): asks for the address, which gets a link and a 6-digit code; the code, a new
 * password and its confirmation (the sign-up rules) set the password here. The link leads to /reset-password.
 */
export function ForgotPasswordView({
  domains,
  initialEmail,
  initialStep = "email",
  onBackToLogin,
  onReset,
}: ForgotPasswordViewProps) {
  const [step, setStep] = useState(initialStep);
  const [email, setEmail] = useState(initialEmail.trim());
  const requestSchema = useMemo(() => resetRequestFormSchema(domains), [domains]);
  const resetSchema = useMemo(() => resetByCodeFormSchema(domains), [domains]);
  const requestForm = useForm<ResetRequestForm>({
    resolver: zodResolver(requestSchema),
    defaultValues: { email: initialEmail },
  });
  const resetForm = useForm<ResetByCodeForm>({
    resolver: zodResolver(resetSchema),
    defaultValues: { email: initialEmail.trim(), code: "", password: "", confirmPassword: "" },
  });
  const requestReset = useRequestPasswordReset();
  const reset = useResetPasswordByCode();

  const sendEmail = (address: string) =>
    requestReset.mutate(address, {
      onSuccess: () => {
        toast({
          title: "Reset Email Sent",
          description: `If ${address} has an account, a reset link and code are on their way.`,
        });
        setEmail(address);
        resetForm.setValue("email", address);
        setStep("code");
      },
      onError: (err) =>
        toast({ title: "Failed to Send Email", description: errorMessage(err), variant: "destructive" }),
    });

  const handleReset = ({ email: address, code: otp, password }: ResetByCodeForm) =>
    reset.mutate(
      { email: address, otp, password },
      {
        onSuccess: () => onReset(address),
        onError: (err) => toast({ title: "Reset Failed", description: errorMessage(err), variant: "destructive" }),
      },
    );

  const backButton = (
    <Button
      type="button"
      variant="ghost"
      className="w-full"
      onClick={() => onBackToLogin(step === "email" ? requestForm.getValues("email").trim() : email)}
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Back to Login
    </Button>
  );

  if (step === "email") {
    return (
      <Form {...requestForm}>
        <form
          className="space-y-4"
          onSubmit={requestForm.handleSubmit(
            ({ email: address }) => sendEmail(address),
            invalidToastHandler(domains, "Failed to Send Email"),
          )}
          noValidate
          aria-label="Forgot password"
        >
          <p className="text-sm text-muted-foreground">
            Enter your work e-mail. We will send you a link and a {VERIFICATION_CODE_LENGTH}-digit code to choose a new
            password.
          </p>
          <FormInputField
            control={requestForm.control}
            name="email"
            label="Email"
            inputProps={{ type: "email", autoComplete: "email", required: true }}
          />
          <AuthSubmitButton isPending={requestReset.isPending} icon={Send}>
            Send Reset Email
          </AuthSubmitButton>
          {backButton}
        </form>
      </Form>
    );
  }

  return (
    <Form {...resetForm}>
      <form
        className="space-y-4"
        onSubmit={resetForm.handleSubmit(handleReset, invalidToastHandler(domains, "Reset Failed"))}
        noValidate
        aria-label="Reset password"
      >
        <p className="text-sm text-muted-foreground">
          We sent a reset link and a {VERIFICATION_CODE_LENGTH}-digit code to{" "}
          <strong className="break-all text-foreground">{email}</strong>. Open the link, or type the code here with your
          new password.
        </p>
        <FormInputField
          control={resetForm.control}
          name="code"
          label="Reset code"
          transform={digitsOnly}
          inputProps={codeInputProps}
        />
        <NewPasswordFields control={resetForm.control} />
        <AuthSubmitButton isPending={reset.isPending} icon={KeyRound}>
          Reset Password
        </AuthSubmitButton>
        <Button
          type="button"
          variant="outline"
          className="w-full"
          onClick={() => sendEmail(email)}
          disabled={requestReset.isPending}
        >
          <Send className="h-4 w-4" aria-hidden="true" />
          Resend Reset Email
        </Button>
        {backButton}
      </form>
    </Form>
  );
}
