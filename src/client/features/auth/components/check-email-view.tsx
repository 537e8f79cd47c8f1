import { useState, type FormEvent } from "react";
import { ArrowLeft, Loader2, MailCheck, Send } from "lucide-react";
import { VERIFICATION_CODE_LENGTH } from "@shared/constants";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Separator } from "@client/components/ui/separator";
import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api-client";
import { useResendVerification } from "@client/api/auth";
import { useVerifyCode, type VerifyCodeResult } from "@client/api/auth";

/** Spec §8 'unverified' message, shown as the verification-required message of this view. */
export const VERIFICATION_REQUIRED_MESSAGE = "Please verify your email before signing in. Check your inbox for the verification link.";

interface CheckEmailViewProps {
  email: string;
  /** The password typed at sign-up or at the blocked sign-in, if this page still has it. */
  password?: string;
  onBackToLogin: () => void;
  /** Called after the code was accepted (signed in only when a password was sent with it). */
  onVerified: (result: VerifyCodeResult) => void;
}

const codePattern = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

/**
 * 'Check Your Email' (spec §2 Login): the verification e-mail carries a link and a 6-digit code; either
 * verifies the address. The code, sent with the password typed here, also signs in (issue 8: whoever proves
 * the mailbox owns the password). Offers 'Resend Verification Email' and 'Back to Login'.
 */
export function CheckEmailView({ email, password, onBackToLogin, onVerified }: CheckEmailViewProps) {
  const [code, setCode] = useState("");
  const resend = useResendVerification();
  const verify = useVerifyCode();

  const handleResend = () =>
    resend.mutate(email, {
      onSuccess: () => toast({ title: "Verification Email Sent", description: `We sent a new link and code to ${email}.` }),
      onError: (err) => toast({ title: "Failed to Send Email", description: errorMessage(err), variant: "destructive" }),
    });

  const handleVerify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otp = code.trim();
    if (!codePattern.test(otp)) {
      toast({ title: "Verification Failed", description: `Enter the ${VERIFICATION_CODE_LENGTH}-digit code from the e-mail.`, variant: "destructive" });
      return;
    }
    verify.mutate(
      { email, otp, password },
      {
        onSuccess: onVerified,
        onError: (err) => toast({ title: "Verification Failed", description: errorMessage(err), variant: "destructive" }),
      },
    );
  };

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

      <form className="space-y-2" onSubmit={handleVerify} noValidate aria-label="Verify with a code">
        <Label htmlFor="verification-code">Verification code</Label>
        <div className="flex gap-2">
          <Input
            id="verification-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={VERIFICATION_CODE_LENGTH}
            placeholder="123456"
            className="font-mono tracking-[0.3em]"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, VERIFICATION_CODE_LENGTH))}
          />
          <Button type="submit" disabled={verify.isPending}>
            {verify.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            Verify
          </Button>
        </div>
      </form>

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
