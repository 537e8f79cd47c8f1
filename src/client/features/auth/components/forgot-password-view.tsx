import { useState, type FormEvent } from "react";
import { ArrowLeft, KeyRound, Loader2, Send } from "lucide-react";
import { VERIFICATION_CODE_LENGTH } from "@shared/constants";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api-client";
import { useRequestPasswordReset, useResetPasswordByCode } from "@client/api/auth";
import { checkSignUp, hasAllowedDomain, domainMessage, missingFields } from "../sign-up-rules";

interface ForgotPasswordViewProps {
  domains: readonly string[];
  initialEmail: string;
  /** "code": the reset e-mail was already sent (e.g. by a verification link on a contested address). */
  initialStep?: "email" | "code";
  onBackToLogin: (email: string) => void;
  /** Called after the new password was set (every session of the account has ended). */
  onReset: (email: string) => void;
}

const codePattern = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

/**
 * "Forgot password?" (issue 8): asks for the address, which gets a link and a 6-digit code; the code, a new
 * password and its confirmation (the sign-up rules) set the password here. The link leads to /reset-password.
 */
export function ForgotPasswordView({ domains, initialEmail, initialStep = "email", onBackToLogin, onReset }: ForgotPasswordViewProps) {
  const [step, setStep] = useState(initialStep);
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const requestReset = useRequestPasswordReset();
  const reset = useResetPasswordByCode();

  const sendEmail = () => {
    const address = email.trim();
    if (!address) return void toast({ ...missingFields, variant: "destructive" });
    if (!hasAllowedDomain(address, domains)) return void toast({ title: "Access Restricted", description: domainMessage(domains), variant: "destructive" });
    requestReset.mutate(address, {
      onSuccess: () => {
        toast({ title: "Reset Email Sent", description: `If ${address} has an account, a reset link and code are on their way.` });
        setStep("code");
      },
      onError: (err) => toast({ title: "Failed to Send Email", description: errorMessage(err), variant: "destructive" }),
    });
  };

  const handleSend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    sendEmail();
  };

  const handleReset = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otp = code.trim();
    const failure = checkSignUp({ email, password, confirmPassword }, domains);
    if (failure) return void toast({ ...failure, variant: "destructive" });
    if (!codePattern.test(otp)) {
      return void toast({ title: "Reset Failed", description: `Enter the ${VERIFICATION_CODE_LENGTH}-digit code from the e-mail.`, variant: "destructive" });
    }
    const address = email.trim();
    reset.mutate(
      { email: address, otp, password },
      {
        onSuccess: () => onReset(address),
        onError: (err) => toast({ title: "Reset Failed", description: errorMessage(err), variant: "destructive" }),
      },
    );
  };

  const backButton = (
    <Button type="button" variant="ghost" className="w-full" onClick={() => onBackToLogin(email.trim())}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Back to Login
    </Button>
  );

  if (step === "email") {
    return (
      <form className="space-y-4" onSubmit={handleSend} noValidate aria-label="Forgot password">
        <p className="text-sm text-muted-foreground">Enter your work e-mail. We will send you a link and a {VERIFICATION_CODE_LENGTH}-digit code to choose a new password.</p>
        <div className="space-y-2">
          <Label htmlFor="reset-email">Email</Label>
          <Input id="reset-email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <Button type="submit" className="w-full" disabled={requestReset.isPending}>
          {requestReset.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <Send className="h-4 w-4" aria-hidden="true" />}
          Send Reset Email
        </Button>
        {backButton}
      </form>
    );
  }

  return (
    <form className="space-y-4" onSubmit={handleReset} noValidate aria-label="Reset password">
      <p className="text-sm text-muted-foreground">
        We sent a reset link and a {VERIFICATION_CODE_LENGTH}-digit code to <strong className="break-all text-foreground">{email}</strong>. Open the link, or type the code here with your new password.
      </p>
      <div className="space-y-2">
        <Label htmlFor="reset-code">Reset code</Label>
        <Input
          id="reset-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          placeholder="123456"
          className="font-mono tracking-[0.3em]"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, VERIFICATION_CODE_LENGTH))}
        />
      </div>
      <NewPasswordFields password={password} confirmPassword={confirmPassword} onPasswordChange={setPassword} onConfirmPasswordChange={setConfirmPassword} />
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <KeyRound className="h-4 w-4" aria-hidden="true" />}
        Reset Password
      </Button>
      <Button type="button" variant="outline" className="w-full" onClick={sendEmail} disabled={requestReset.isPending}>
        <Send className="h-4 w-4" aria-hidden="true" />
        Resend Reset Email
      </Button>
      {backButton}
    </form>
  );
}

interface NewPasswordFieldsProps {
  password: string;
  confirmPassword: string;
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
}

/** "New Password" and "Confirm New Password", shared by the code form and the /reset-password page. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  return (
    <>
      <div className="space-y-2">
        <Label htmlFor="new-password">New Password</Label>
        <Input id="new-password" type="password" autoComplete="new-password" required value={props.password} onChange={(e) => props.onPasswordChange(e.target.value)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="confirm-new-password">Confirm New Password</Label>
        <Input
          id="confirm-new-password"
          type="password"
          autoComplete="new-password"
          required
          value={props.confirmPassword}
          onChange={(e) => props.onConfirmPasswordChange(e.target.value)}
        />
      </div>
    </>
  );
}
