import { useEffect, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { AlertCircle, CheckCircle2 } from "lucide-react";
import { LOGIN_REDIRECT_DELAY_MS } from "@shared/constants";
import { Spinner } from "@client/components/ui/spinner";
import { toast } from "@client/components/ui/use-toast";
import { ApiError, errorMessage } from "@client/lib/api-client";
import { useAllowedDomains, useSignInOptions } from "@client/api/auth";
import { useCurrentUser } from "@client/api/auth";
import { useSignIn } from "@client/api/auth";
import { useSignUp } from "@client/api/auth";
import type { VerifyCodeResult } from "@client/api/auth";
import type { SignInForm as SignInValues, SignUpForm as SignUpValues } from "@shared/schemas/user";
import { AuthCard } from "./auth-card";
import { CheckEmailView } from "./check-email-view";
import { ForgotPasswordView } from "./forgot-password-view";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { SsoSignIn } from "./sso-sign-in";
import type { ServerFieldError } from "./use-auth-form";
import { paths } from "@client/lib/paths";

type View = "sign-in" | "sign-up" | "check-email" | "forgot-password";

/** Shown for `/login?error=…` (the verification link in the e-mail was invalid or expired). */
export const LINK_ERROR_MESSAGE = "This verification link is invalid or has expired. Sign in to get a new one.";
/** Shown for `/login?verified=1` (the verification link worked; links never sign in). */
export const VERIFIED_MESSAGE = "Your email is verified. Please sign in.";
/** Shown when more than one sign-up claimed the address before it was verified: nobody's password was kept. */
export const CHOOSE_PASSWORD_MESSAGE = "Your email is verified. Choose your password now: we sent you a reset code.";

/**
 * /login (docs/product/screens.md#login): sign-in and create-account forms with a toggle that clears the passwords, and
 * the 'Check Your Email' view. A signed-in user is sent to '/'; after a sign-in here, to '/dashboard' after 100 ms.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { data: user, isPending: isUserPending } = useCurrentUser();
  const domains = useAllowedDomains();
  const { oidcProviderName, passwordSignIn } = useSignInOptions();
  const signIn = useSignIn();
  const signUp = useSignUp();

  const verifiedParam = searchParams.get("verified");
  const isChoosingPassword = verifiedParam === "choose-password";
  const [view, setView] = useState<View>(
    isChoosingPassword || searchParams.has("forgot") ? "forgot-password" : "sign-in",
  );
  const [email, setEmail] = useState(searchParams.get("email") ?? "");
  const [verificationEmail, setVerificationEmail] = useState("");
  // Kept for the 'Check Your Email' code: the password typed with it becomes the account's (ADR 0009).
  const [verificationPassword, setVerificationPassword] = useState("");
  const [notice, setNotice] = useState(
    isChoosingPassword ? CHOOSE_PASSWORD_MESSAGE : verifiedParam ? VERIFIED_MESSAGE : "",
  );
  const [redirectTo, setRedirectTo] = useState<string | null>(null);

  useEffect(() => {
    if (!redirectTo) return;
    const timer = setTimeout(() => navigate(redirectTo, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirectTo, navigate]);

  const [signInError, setSignInError] = useState<ServerFieldError | null>(null);
  const [signUpError, setSignUpError] = useState<ServerFieldError | null>(null);

  const showCheckEmail = (address: string, typedPassword: string) => {
    setVerificationEmail(address);
    setVerificationPassword(typedPassword);
    setView("check-email");
  };

  const handleSignIn = ({ email: address, password }: SignInValues) => {
    setSignInError(null);
    signIn.mutate(
      { email: address, password },
      {
        onSuccess: () => {
          toast({ title: "Signed In Successfully", description: "Welcome back!" });
          setRedirectTo(paths.dashboard);
        },
        onError: (err) => {
          // The server has just sent a fresh verification e-mail; the view carries the catalogue's message
          // (docs/product/rules.md#errors).
          if (err instanceof ApiError && err.code === "EMAIL_NOT_VERIFIED") return showCheckEmail(address, password);
          setSignInError({ message: errorMessage(err), at: Date.now() });
          toast({ title: "Sign In Failed", description: errorMessage(err), variant: "destructive" });
        },
      },
    );
  };

  const handleSignUp = ({ email: address, password }: SignUpValues) => {
    signUp.mutate(
      { email: address, password },
      {
        onSuccess: () => {
          toast({ title: "Account Created", description: "Please check your email for verification link." });
          showCheckEmail(address, password);
        },
        onError: (err) => {
          setSignUpError({ message: errorMessage(err), at: Date.now() });
          toast({ title: "Sign Up Failed", description: errorMessage(err), variant: "destructive" });
        },
      },
    );
  };

  const handleVerified = (result: VerifyCodeResult) => {
    setVerificationPassword("");
    if (result.signedIn) {
      toast({ title: "Email Verified", description: "Your email is verified. Welcome to Nova Writer!" });
      return setRedirectTo(paths.dashboard);
    }
    setEmail(verificationEmail);
    setVerificationEmail("");
    setNotice(result.passwordResetRequired ? CHOOSE_PASSWORD_MESSAGE : VERIFIED_MESSAGE);
    setView(result.passwordResetRequired ? "forgot-password" : "sign-in");
  };

  const handleBackToLogin = () => {
    setEmail(verificationEmail || email);
    setVerificationEmail("");
    setView("sign-in");
  };

  const handlePasswordReset = (address: string) => {
    toast({ title: "Password Reset", description: "Sign in with your new password." });
    setEmail(address);
    setNotice("");
    setView("sign-in");
  };

  if (isUserPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner aria-label="Loading" size="lg" />
      </div>
    );
  }
  if (user?.isVerified && !redirectTo) return <Navigate to={paths.home} replace />;

  const pendingEmail = view === "check-email" ? verificationEmail : user && !user.isVerified ? user.email : "";
  if (pendingEmail) {
    return (
      <AuthCard title="Check Your Email">
        <CheckEmailView
          email={pendingEmail}
          password={verificationPassword || undefined}
          onBackToLogin={handleBackToLogin}
          onVerified={handleVerified}
        />
      </AuthCard>
    );
  }

  const linkError = searchParams.get("error");
  const isSignUp = view === "sign-up";
  const noticeBox = notice ? (
    <div
      role="status"
      className="mb-4 flex items-start gap-2 rounded-md border border-primary/30 bg-accent/60 p-3 text-sm text-accent-foreground"
    >
      <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
      <p>{notice}</p>
    </div>
  ) : null;
  const ssoError = searchParams.get("sso_error");
  const ssoBlock = oidcProviderName ? (
    <SsoSignIn
      provider={oidcProviderName}
      domains={domains}
      errorCode={ssoError}
      email={searchParams.get("email") ?? undefined}
      showDivider={passwordSignIn}
    />
  ) : null;
  // SSO only (PASSWORD_SIGN_IN=false): the provider's button is the one way in; the server refuses passwords.
  if (oidcProviderName && !passwordSignIn) {
    return (
      <AuthCard title="Sign in" description="Welcome back! Sign in to continue writing.">
        {ssoBlock}
      </AuthCard>
    );
  }
  if (view === "forgot-password") {
    return (
      <AuthCard title="Reset Password">
        {noticeBox}
        <ForgotPasswordView
          domains={domains}
          initialEmail={email}
          initialStep={isChoosingPassword && notice ? "code" : "email"}
          onBackToLogin={(address) => {
            setEmail(address);
            setNotice("");
            setView("sign-in");
          }}
          onReset={handlePasswordReset}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={isSignUp ? "Create account" : "Sign in"}
      description={
        isSignUp
          ? "Create your Nova Writer account with your work e-mail."
          : "Welcome back! Sign in to continue writing."
      }
    >
      {noticeBox}
      {isSignUp ? null : ssoBlock}
      {linkError ? (
        <div
          role="alert"
          className="mb-4 flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p>{LINK_ERROR_MESSAGE}</p>
        </div>
      ) : null}
      {/* Each form unmounts on a switch, so its password fields start empty again (docs/product/screens.md#login). */}
      {isSignUp ? (
        <SignUpForm
          initialEmail={email}
          domains={domains}
          isPending={signUp.isPending}
          serverError={signUpError}
          onEmailChange={setEmail}
          onSubmit={handleSignUp}
          onSwitchToSignIn={() => setView("sign-in")}
        />
      ) : (
        <SignInForm
          initialEmail={email}
          domains={domains}
          isPending={signIn.isPending || redirectTo !== null}
          serverError={signInError}
          onEmailChange={setEmail}
          onSubmit={handleSignIn}
          onSwitchToSignUp={() => setView("sign-up")}
          onForgotPassword={() => {
            setNotice("");
            setView("forgot-password");
          }}
        />
      )}
    </AuthCard>
  );
}
