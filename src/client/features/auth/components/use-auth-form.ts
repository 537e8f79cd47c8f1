import { useEffect } from "react";
import type { FieldErrors, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { VERIFICATION_CODE_LENGTH } from "@shared/constants";
import { toast } from "@client/components/ui/use-toast";
import { ruleFailure } from "../sign-up-rules";

/** Tells the login screen each change of the form's `email` field (it keeps the address across its views). */
export function useEmailSync<T extends { email: string }>(
  form: UseFormReturn<T>,
  onEmailChange: (value: string) => void,
) {
  useEffect(() => {
    const subscription = form.watch((values) => onEmailChange(String(values.email ?? "")));
    return () => subscription.unsubscribe();
  }, [form, onEmailChange]);
}

/**
 * The invalid-submit handler of a login form: the field errors show under their fields, and the toast
 * for the first failed rule (docs/product/rules.md#validation order) shows too; other messages toast under
 * `fallbackTitle`.
 */
export function invalidToastHandler(domains: readonly string[], fallbackTitle: string) {
  return <T extends FieldValues>(errors: FieldErrors<T>) => {
    const failure = ruleFailure(
      Object.values(errors).map((error) => String(error?.message ?? "")),
      domains,
      fallbackTitle,
    );
    if (failure) toast({ ...failure, variant: "destructive" });
  };
}

/** Keeps the digits of what is typed into a code field, up to the code's length. */
export const digitsOnly = (value: string) => value.replace(/\D/g, "").slice(0, VERIFICATION_CODE_LENGTH);

/** The input of a 6-digit code from an e-mail (numeric keyboard, one-time-code autofill). */
export const codeInputProps = {
  inputMode: "numeric",
  autoComplete: "one-time-code",
  maxLength: VERIFICATION_CODE_LENGTH,
  placeholder: "123456",
  className: "font-mono tracking-[0.3em]",
} as const;

/** A message from the server for one field of a form; `at` tells two equal messages apart (each is shown). */
export interface ServerFieldError {
  message: string;
  at: number;
}

/**
 * Shows the server's answer under `field` (and focuses it), not only in a toast (docs/product/sign-in-messages.md).
 */
export function useServerFieldError<T extends FieldValues>(
  form: UseFormReturn<T>,
  field: Path<T>,
  error: ServerFieldError | null | undefined,
) {
  useEffect(() => {
    if (error) form.setError(field, { type: "server", message: error.message }, { shouldFocus: true });
  }, [form, field, error]);
}
