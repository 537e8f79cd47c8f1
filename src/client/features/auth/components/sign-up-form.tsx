import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { PASSWORD_MIN_LENGTH } from "@shared/constants";
import { signUpFormSchema, type SignUpForm as SignUpValues } from "@shared/schemas/user";
import { FormInputField } from "@client/components/form-input-field";
import { Button } from "@client/components/ui/button";
import { Form } from "@client/components/ui/form";
import { AuthSubmitButton, WorkEmailField } from "./auth-fields";
import { invalidToastHandler, useEmailSync, useServerFieldError, type ServerFieldError } from "./use-auth-form";

interface SignUpFormProps {
  /** The address typed so far on the login screen (kept when switching forms). */
  initialEmail: string;
  domains: readonly string[];
  isPending: boolean;
  /** The server's refusal (e.g. an existing account), shown under the email field. */
  serverError?: ServerFieldError | null;
  onEmailChange: (value: string) => void;
  /** Called with valid values (the e-mail trimmed); invalid ones toast instead (docs/product/rules.md#validation). */
  onSubmit: (values: SignUpValues) => void;
  onSwitchToSignIn: () => void;
}

export function SignUpForm(props: SignUpFormProps) {
  const { isPending, domains } = props;
  const schema = useMemo(() => signUpFormSchema(domains), [domains]);
  const form = useForm<SignUpValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: props.initialEmail, password: "", confirmPassword: "" },
  });
  useEmailSync(form, props.onEmailChange);
  useServerFieldError(form, "email", props.serverError);
  const handleInvalid = invalidToastHandler(domains, "Sign Up Failed");

  return (
    <Form {...form}>
      <form
        className="space-y-4"
        onSubmit={form.handleSubmit(props.onSubmit, handleInvalid)}
        noValidate
        aria-label="Create account"
      >
        <WorkEmailField
          control={form.control}
          domains={domains}
          description={`Use your ${domains.map((d) => `@${d}`).join(" or ")} work address.`}
        />
        <FormInputField
          control={form.control}
          name="password"
          label="Password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          inputProps={{ type: "password", autoComplete: "new-password", required: true }}
        />
        <FormInputField
          control={form.control}
          name="confirmPassword"
          label="Confirm Password"
          inputProps={{ type: "password", autoComplete: "new-password", required: true }}
        />
        <AuthSubmitButton isPending={isPending} icon={UserPlus}>
          Create Account
        </AuthSubmitButton>
        <p className="text-center text-sm text-muted-foreground">
          Already have an account?{" "}
          <Button type="button" variant="link" className="h-auto p-0 font-semibold" onClick={props.onSwitchToSignIn}>
            Sign in instead
          </Button>
        </p>
      </form>
    </Form>
  );
}
