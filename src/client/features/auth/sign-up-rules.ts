import { authFormMessages, domainRuleMessage } from "@shared/schemas/user";

/** A toast's title and text for a login form that may not be sent. */
export interface RuleFailure {
  title: string;
  description: string;
}

export const missingFields: RuleFailure = { title: "Missing Information", description: "Please fill in all fields." };

/** The sign-up toast (docs/product/rules.md#validation) 'Access Restricted: Only @newsela.com email addresses are allowed.', naming every configured domain. */
export const accessRestricted = (domains: readonly string[]): RuleFailure => ({
  title: "Access Restricted",
  description: `${domainRuleMessage(domains)}.`,
});

/**
 * The toast for a login form whose fields failed the shared schema (shared/schemas/user.ts), given each
 * field's message, in the order of docs/product/rules.md#validation: a missing field, the company domain, passwords that differ, a
 * short password. Any other message (e.g. the code's) is shown under `fallbackTitle`. Null for no message.
 */
export function ruleFailure(
  messages: readonly string[],
  domains: readonly string[],
  fallbackTitle: string,
): RuleFailure | null {
  const rules: [string, RuleFailure][] = [
    [authFormMessages.emailRequired, missingFields],
    [authFormMessages.passwordRequired, missingFields],
    [authFormMessages.confirmPasswordRequired, missingFields],
    [domainRuleMessage(domains), accessRestricted(domains)],
    [authFormMessages.passwordMismatch, { title: "Password Mismatch", description: authFormMessages.passwordMismatch }],
    [
      authFormMessages.passwordTooShort,
      { title: "Password Too Short", description: authFormMessages.passwordTooShort },
    ],
  ];
  const rule = rules.find(([message]) => messages.includes(message));
  if (rule) return rule[1];
  const other = messages.find(Boolean);
  return other ? { title: fallbackTitle, description: other } : null;
}
