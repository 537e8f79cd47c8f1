import type { FormEvent } from "react";
import { Loader2, LogIn } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";

interface SignInFormProps {
  email: string;
  password: string;
  domains: readonly string[];
  isPending: boolean;
  onEmailChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  onSubmit: () => void;
  onSwitchToSignUp: () => void;
  onForgotPassword: () => void;
}

export function SignInForm(props: SignInFormProps) {
  const { email, password, isPending } = props;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className="space-y-4" onSubmit={handleSubmit} noValidate aria-label="Sign in">
      <div className="space-y-2">
        <Label htmlFor="sign-in-email">Email</Label>
        <Input
          id="sign-in-email"
          type="email"
          autoComplete="email"
          placeholder={`you@${props.domains[0] ?? "newsela.com"}`}
          required
          value={email}
          onChange={(e) => props.onEmailChange(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <div className="flex items-center justify-between">
          <Label htmlFor="sign-in-password">Password</Label>
          <Button type="button" variant="link" className="h-auto p-0 text-sm" onClick={props.onForgotPassword}>
            Forgot password?
          </Button>
        </div>
        <Input
          id="sign-in-password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => props.onPasswordChange(e.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={isPending}>
        {isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <LogIn className="h-4 w-4" aria-hidden="true" />}
        Sign In
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        New to Nova Writer?{" "}
        <Button type="button" variant="link" className="h-auto p-0 font-semibold" onClick={props.onSwitchToSignUp}>
          Create an account
        </Button>
      </p>
    </form>
  );
}
