import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LogIn } from "lucide-react";
import { signInFormSchema, type SignInForm as SignInValues } from "@shared/schemas/user";
import { FormInputField } from "@client/components/form-input-field";
import { Button } from "@client/components/ui/button";
import { Form } from "@client/components/ui/form";
import { AuthSubmitButton, WorkEmailField } from "./auth-fields";
import { invalidToastHandler, useEmailSync, useServerFieldError, type ServerFieldError } from "./use-auth-form";

interface SignInFormProps {
  /** The address typed so far on the login screen (kept when switching forms). */
  initialEmail: string;
  domains: readonly string[];
  isPending: boolean;
  /** The server's refusal (wrong password), shown under the password field. */
  serverError?: ServerFieldError | null;
  onEmailChange: (value: string) => void;
  /** Called with valid values (the e-mail trimmed); invalid ones toast instead (docs/product/rules.md#validation). */
  onSubmit: (values: SignInValues) => void;
  onSwitchToSignUp: () => void;
  onForgotPassword: () => void;
}

export function SignInForm(props: SignInFormProps) {
  const { domains, isPending } = props;
  const schema = useMemo(() => signInFormSchema(domains), [domains]);
  const form = useForm<SignInValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: props.initialEmail, password: "" },
  });
  useEmailSync(form, props.onEmailChange);
  useServerFieldError(form, "password", props.serverError);
  const handleInvalid = invalidToastHandler(domains, "Sign In Failed");

  return (
    <Form {...form}>
      <form
        className="space-y-4"
        onSubmit={form.handleSubmit(props.onSubmit, handleInvalid)}
        noValidate
        aria-label="Sign in"
      >
        <WorkEmailField control={form.control} domains={domains} />
        <FormInputField
          control={form.control}
          name="password"
          label="Password"
          labelAside={
            <Button type="button" variant="link" className="h-auto p-0 text-sm" onClick={props.onForgotPassword}>
              Forgot password?
            </Button>
          }
          inputProps={{ type: "password", autoComplete: "current-password", required: true }}
        />
        <AuthSubmitButton isPending={isPending} icon={LogIn}>
          Sign In
        </AuthSubmitButton>
        <p className="text-center text-sm text-muted-foreground">
          New to Nova Writer?{" "}
          <Button type="button" variant="link" className="h-auto p-0 font-semibold" onClick={props.onSwitchToSignUp}>
            Create an account
          </Button>
        </p>
      </form>
    </Form>
  );
}
