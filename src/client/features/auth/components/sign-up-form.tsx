import type { FormEvent } from "react";
import { Loader2, UserPlus } from "lucide-react";
import { PASSWORD_MIN_LENGTH } from "@shared/constants";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";

interface SignUpFormProps {
  email: string;
  password: string;
  confirmPassword: string;
  domains: readonly string[];
  isPending: boolean;
  onEmailChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
  onSubmit: () => void;
  onSwitchToSignIn: () => void;
}

export function SignUpForm(props: SignUpFormProps) {
  const { email, password, confirmPassword, isPending, domains } = props;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className="space-y-4" onSubmit={handleSubmit} noValidate aria-label="Create account">
      <div className="space-y-2">
        <Label htmlFor="sign-up-email">Email</Label>
        <Input
          id="sign-up-email"
          type="email"
          autoComplete="email"
          placeholder={`you@${domains[0] ?? "newsela.com"}`}
          required
          aria-describedby="sign-up-email-hint"
          value={email}
          onChange={(e) => props.onEmailChange(e.target.value)}
        />
        <p id="sign-up-email-hint" className="text-xs text-muted-foreground">
          Use your {domains.map((d) => `@${d}`).join(" or ")} work address.
        </p>
      </div>
      <div className="space-y-2">
        <Label htmlFor="sign-up-password">Password</Label>
        <Input
          id="sign-up-password"
          type="password"
          autoComplete="new-password"
          required
          aria-describedby="sign-up-password-hint"
          value={password}
          onChange={(e) => props.onPasswordChange(e.target.value)}
        />
        <p id="sign-up-password-hint" className="text-xs text-muted-foreground">
          At least {PASSWORD_MIN_LENGTH} characters.
        </p>
      </div>
      <div className="space-y-2">
        <Label htmlFor="sign-up-confirm-password">Confirm Password</Label>
        <Input
          id="sign-up-confirm-password"
          type="password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(e) => props.onConfirmPasswordChange(e.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={isPending}>
        {isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <UserPlus className="h-4 w-4" aria-hidden="true" />}
        Create Account
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <Button type="button" variant="link" className="h-auto p-0 font-semibold" onClick={props.onSwitchToSignIn}>
          Sign in instead
        </Button>
      </p>
    </form>
  );
}
