import * as z from "zod/mini";
import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from "../constants";

/**
 * The app user returned by GET /api/auth/me (docs/product/rules.md#data "Stored user record"; createdAt as ISO 8601).
 */
export const appUserSchema = z.object({
  id: z.int(),
  email: z.email("Invalid email format"),
  isAdmin: z.boolean(),
  isVerified: z.boolean(),
  createdAt: z.string(),
});
export type AppUser = z.infer<typeof appUserSchema>;

/**
 * docs/product/rules.md#validation rule for a stored user's e-mail (used where an address is given outside the sign-up
 * form).
 */
export const storedEmailSchema = z.email("Invalid email format").check(z.trim(), z.toLowerCase());

/** An e-mail address: at most 254 characters (RFC 5321's longest deliverable address), trimmed, lower-cased. */
export const emailSchema = z
  .email("Invalid email address format.")
  .check(z.trim(), z.toLowerCase(), z.maxLength(254, "Email address must be at most 254 characters."));

/**
 * Field messages of the login forms (docs/product/rules.md#validation where it quotes them; the required ones are the
 * forms' own).
 */
export const authFormMessages = {
  emailRequired: "Email is required",
  passwordRequired: "Password is required",
  confirmPasswordRequired: "Confirm Password is required",
  passwordMismatch: "Passwords do not match.",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  codeFormat: `Enter the ${VERIFICATION_CODE_LENGTH}-digit code from the e-mail.`,
} as const;

export const passwordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, authFormMessages.passwordTooShort),
    z.maxLength(128, "Password must be at most 128 characters long."),
  );
export const verificationCodeSchema = z
  .string()
  .check(z.trim(), z.regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), authFormMessages.codeFormat));

/**
 * The company-domain rule (docs/product/rules.md#validation): only addresses at one of the configured domains may sign
 * up or sign in. Domains come from ALLOWED_EMAIL_DOMAINS (default newsela.com); the match is exact and
 * case-insensitive, so `ana@evilnewsela.com` and `ana@newsela.com.evil.io` are refused. The server's user
 * hook and auth routes and the client's forms all use this one function.
 */
export function isAllowedEmail(email: string, domains: readonly string[]): boolean {
  const value = email.trim().toLowerCase();
  const at = value.lastIndexOf("@");
  return at > 0 && domains.some((d) => value.slice(at + 1) === d.toLowerCase());
}

/**
 * docs/product/rules.md#validation message of the domain rule, naming the configured domain(s): 'Only @newsela.com
 * email addresses are allowed'. The server answers with it; the client shows it under the e-mail field, and its 'Access
 * Restricted' toast adds the full stop docs/product/rules.md#validation quotes for the toast.
 */
export function domainRuleMessage(domains: readonly string[]): string {
  return `Only ${domains.map((d) => `@${d}`).join(" or ")} email addresses are allowed`;
}

const required = (message: string) => z.string().check(z.minLength(1, { message, abort: true }));

/** A work e-mail in a login form: trimmed, required, then the company-domain rule. */
export const companyEmailSchema = (domains: readonly string[]) =>
  z.string().check(
    z.trim(),
    z.minLength(1, { message: authFormMessages.emailRequired, abort: true }),
    z.refine((v) => isAllowedEmail(v, domains), domainRuleMessage(domains)),
  );

/**
 * A new password and its confirmation (docs/product/rules.md#validation): both required, matching, at least
 * PASSWORD_MIN_LENGTH long.
 */
const newPasswordShape = {
  password: z.pipe(required(authFormMessages.passwordRequired), passwordSchema),
  confirmPassword: required(authFormMessages.confirmPasswordRequired),
};
const passwordsMatch = <S extends z.ZodMiniType<{ password: string; confirmPassword: string }, any>>(schema: S) =>
  schema.check(
    z.refine((v) => v.password === v.confirmPassword, {
      path: ["confirmPassword"],
      message: authFormMessages.passwordMismatch,
    }),
  );

/**
 * Sign-in form (docs/product/screens.md#login): e-mail in an allowed domain, password required (its length is the
 * server's).
 */
export const signInFormSchema = (domains: readonly string[]) =>
  z.object({ email: companyEmailSchema(domains), password: required(authFormMessages.passwordRequired) });
export type SignInForm = z.infer<ReturnType<typeof signInFormSchema>>;

/** "Forgot password?" first step: the work e-mail to send the reset link and code to. */
export const resetRequestFormSchema = (domains: readonly string[]) => z.object({ email: companyEmailSchema(domains) });
export type ResetRequestForm = z.infer<ReturnType<typeof resetRequestFormSchema>>;

/**
 * Create-account form (docs/product/rules.md#validation): all three fields, company domain, passwords match, minimum
 * length.
 */
export const signUpFormSchema = (domains: readonly string[]) =>
  passwordsMatch(z.object({ email: companyEmailSchema(domains), ...newPasswordShape }));
export type SignUpForm = z.infer<ReturnType<typeof signUpFormSchema>>;

/** The /reset-password page: a new password and its confirmation (the sign-up rules without the address). */
export const newPasswordFormSchema = passwordsMatch(z.object(newPasswordShape));
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** 'Check Your Email' code form: the 6-digit code from the verification e-mail. */
export const verificationCodeFormSchema = z.object({ code: verificationCodeSchema });
export type VerificationCodeForm = z.infer<typeof verificationCodeFormSchema>;

/**
 * "Forgot password?" second step: the code, a new password and its confirmation, for the address given in the
 * first step (or in the link of a contested sign-up), which is checked against the domain rule again.
 */
export const resetByCodeFormSchema = (domains: readonly string[]) =>
  passwordsMatch(z.object({ email: companyEmailSchema(domains), code: verificationCodeSchema, ...newPasswordShape }));
export type ResetByCodeForm = z.infer<ReturnType<typeof resetByCodeFormSchema>>;
