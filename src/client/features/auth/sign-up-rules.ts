import { PASSWORD_MIN_LENGTH } from "@shared/constants";

export interface RuleFailure {
  title: string;
  description: string;
}

export interface SignUpInput {
  email: string;
  password: string;
  confirmPassword: string;
}

/** Spec §5: 'Only @newsela.com email addresses are allowed.' naming every configured domain. */
export function domainMessage(domains: readonly string[]): string {
  return `Only ${domains.map((d) => `@${d}`).join(" or ")} email addresses are allowed.`;
}

/** True when the address ends with "@<one of the domains>" (case-insensitive). */
export function hasAllowedDomain(email: string, domains: readonly string[]): boolean {
  const value = email.trim().toLowerCase();
  const at = value.lastIndexOf("@");
  return at > 0 && domains.some((d) => value.slice(at + 1) === d.toLowerCase());
}

export const missingFields: RuleFailure = { title: "Missing Information", description: "Please fill in all fields." };

/**
 * The client-side sign-up rules of spec §5, in order: all three fields required, company domain,
 * passwords match, minimum length. Returns the toast to show, or null when the form may be sent.
 */
export function checkSignUp(input: SignUpInput, domains: readonly string[]): RuleFailure | null {
  if (!input.email.trim() || !input.password || !input.confirmPassword) return missingFields;
  if (!hasAllowedDomain(input.email, domains)) return { title: "Access Restricted", description: domainMessage(domains) };
  if (input.password !== input.confirmPassword) return { title: "Password Mismatch", description: "Passwords do not match." };
  if (input.password.length < PASSWORD_MIN_LENGTH) {
    return { title: "Password Too Short", description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.` };
  }
  return null;
}

/** Sign-in checks before calling the server: both fields required, company domain. */
export function checkSignIn(input: { email: string; password: string }, domains: readonly string[]): RuleFailure | null {
  if (!input.email.trim() || !input.password) return missingFields;
  if (!hasAllowedDomain(input.email, domains)) return { title: "Access Restricted", description: domainMessage(domains) };
  return null;
}
