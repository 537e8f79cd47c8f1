import type { ComponentType, ReactNode } from "react";
import type { Control } from "react-hook-form";
import { Loader2 } from "lucide-react";
import { FormInputField } from "@client/components/form-input-field";
import { Button } from "@client/components/ui/button";

/** The work e-mail field of the sign-in and create-account forms (placeholder names the first allowed domain). */
export function WorkEmailField<T extends { email: string }>({
  control,
  domains,
  description,
}: {
  control: Control<T>;
  domains: readonly string[];
  description?: ReactNode;
}) {
  // Every login form has an `email` field; react-hook-form's Control is invariant in the form's type.
  const fields = control as unknown as Control<{ email: string }>;
  return (
    <FormInputField
      control={fields}
      name="email"
      label="Email"
      description={description}
      inputProps={{
        type: "email",
        autoComplete: "email",
        placeholder: `you@${domains[0] ?? "newsela.com"}`,
        required: true,
      }}
    />
  );
}

/** "New Password" and "Confirm New Password", shared by the reset-code form and the /reset-password page. */
export function NewPasswordFields<T extends { password: string; confirmPassword: string }>({
  control,
}: {
  control: Control<T>;
}) {
  const fields = control as unknown as Control<{ password: string; confirmPassword: string }>;
  const passwordInput = { type: "password", autoComplete: "new-password", required: true } as const;
  return (
    <>
      <FormInputField control={fields} name="password" label="New Password" inputProps={passwordInput} />
      <FormInputField control={fields} name="confirmPassword" label="Confirm New Password" inputProps={passwordInput} />
    </>
  );
}

/** A login-screen submit button: full width, a spinner instead of its icon while the call runs. */
export function AuthSubmitButton({
  isPending,
  icon: Icon,
  children,
}: {
  isPending: boolean;
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  children: ReactNode;
}) {
  return (
    <Button type="submit" className="w-full" disabled={isPending}>
      {isPending ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <Icon className="h-4 w-4" aria-hidden="true" />
      )}
      {children}
    </Button>
  );
}
