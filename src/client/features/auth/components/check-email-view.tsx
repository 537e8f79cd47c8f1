import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, Loader2, MailCheck, Send } from "lucide-react";
import { VERIFICATION_CODE_LENGTH } from "@shared/constants";
import { verificationCodeFormSchema, type VerificationCodeForm } from "@shared/schemas/user";
import { FormInputField } from "@client/components/form-input-field";
import { Button } from "@client/components/ui/button";
import { Form } from "@client/components/ui/form";
import { Separator } from "@client/components/ui/separator";
import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api-client";
import { useResendVerification } from "@client/api/auth";
import { useVerifyCode, type VerifyCodeResult } from "@client/api/auth";
import { codeInputProps, digitsOnly, invalidToastHandler } from "./use-auth-form";

/** docs/product/rules.md#errors 'unverified' message, shown as the verification-required message of this view. */
export const VERIFICATION_REQUIRED_MESSAGE =
  "Please verify your email before signing in. Check your inbox for the verification link.";

interface CheckEmailViewProps {
  email: string;
  /** The password typed at sign-up or at the blocked sign-in, if this page still has it. */
  password?: string;
  onBackToLogin: () => void;
  /** Called after the code was accepted (signed in only when a password was sent with it). */
  onVerified: (result: VerifyCodeResult) => void;
}

/**
 * 'Check Your Email' (docs/product/screens.md#login): the verification e-mail carries a link and a 6-digit code; either
 * verifies the address. The code, sent with the password typed here, also signs in (ADR 0009: whoever proves
 * the mailbox owns the password). Offers 'Resend Verification Email' and 'Back to Login'.
 */
export function CheckEmailView({ email, password, onBackToLogin, onVerified }: CheckEmailViewProps) {
  const form = useForm<VerificationCodeForm>({
    resolver: zodResolver(verificationCodeFormSchema),
    defaultValues: { code: "" },
  });
  const resend = useResendVerification();
  const verify = useVerifyCode();

  const handleResend = () =>
    resend.mutate(email, {
      onSuccess: () =>
        toast({ title: "Verification Email Sent", description: `We sent a new link and code to ${email}.` }),
      onError: (err) =>
        toast({ title: "Failed to Send Email", description: errorMessage(err), variant: "destructive" }),
    });

  const handleVerify = ({ code: otp }: VerificationCodeForm) =>
    verify.mutate(
      { email, otp, password },
      {
        onSuccess: onVerified,
        onError: (err) => {
          // Under the field as well as in a toast (docs/product/sign-in-messages.md).
          form.setError("code", { type: "server", message: errorMessage(err) }, { shouldFocus: true });
          toast({ title: "Verification Failed", description: errorMessage(err), variant: "destructive" });
        },
      },
    );

  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3 rounded-lg bg-accent/60 p-4 text-sm text-accent-foreground">
        <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="space-y-1">
          <p className="font-medium">{VERIFICATION_REQUIRED_MESSAGE}</p>
          <p>
            We sent a verification link and a {VERIFICATION_CODE_LENGTH}-digit code to{" "}
            <strong className="break-all">{email}</strong>.
          </p>
        </div>
      </div>

      <Form {...form}>
        <form
          className="flex items-start gap-2"
          onSubmit={form.handleSubmit(handleVerify, invalidToastHandler([], "Verification Failed"))}
          noValidate
          aria-label="Verify with a code"
        >
          <FormInputField
            className="flex-1"
            control={form.control}
            name="code"
            label="Verification code"
            transform={digitsOnly}
            inputProps={{ ...codeInputProps, pattern: "[0-9]*" }}
          />
          <Button type="submit" className="mt-[1.375rem]" disabled={verify.isPending}>
            {verify.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            Verify
          </Button>
        </form>
      </Form>

      <Separator />

      <div className="flex flex-col gap-2">
        <Button type="button" variant="outline" onClick={handleResend} disabled={resend.isPending}>
          {resend.isPending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Send className="h-4 w-4" aria-hidden="true" />
          )}
          Resend Verification Email
        </Button>
        <Button type="button" variant="ghost" onClick={onBackToLogin}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to Login
        </Button>
      </div>
    </div>
  );
}
