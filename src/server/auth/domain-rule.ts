/**
 * The company-domain rule (spec §1, §5): only addresses at one of the configured domains may sign up or
 * sign in. Domains come from ALLOWED_EMAIL_DOMAINS (default newsela.com).
 */
export function isAllowedEmail(email: string, domains: readonly string[]): boolean {
  const at = email.trim().toLowerCase().lastIndexOf("@");
  if (at < 1) return false;
  const domain = email.trim().toLowerCase().slice(at + 1);
  return domains.includes(domain);
}

/** Spec §5 message, naming the configured domain(s): 'Only @newsela.com email addresses are allowed'. */
export function domainRuleMessage(domains: readonly string[]): string {
  return `Only ${domains.map((d) => `@${d}`).join(" or ")} email addresses are allowed`;
}
