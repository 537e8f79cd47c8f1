import { describe, expect, it } from "vitest";
import { domainRuleMessage, isAllowedEmail, signUpFormSchema } from "./user";

const domains = ["newsela.com"];

describe("the company-domain rule (docs/product/rules.md#validation), shared by server and client", () => {
  it("names the configured domains in the rule's message", () => {
    expect(domainRuleMessage(domains)).toBe("Only @newsela.com email addresses are allowed");
    expect(domainRuleMessage(["a.org", "b.org"])).toBe("Only @a.org or @b.org email addresses are allowed");
  });

  it("accepts only the exact company domain, case-insensitively", () => {
    expect(isAllowedEmail(" Ana@NewSela.com ", domains)).toBe(true);
    expect(isAllowedEmail("ana@evilnewsela.com", domains)).toBe(false);
    expect(isAllowedEmail("ana@newsela.com.evil.io", domains)).toBe(false);
    expect(isAllowedEmail("@newsela.com", domains)).toBe(false);
    expect(isAllowedEmail("ana", domains)).toBe(false);
  });

  it("gives each sign-up field its own message", () => {
    const result = signUpFormSchema(domains).safeParse({
      email: "ana@gmail.com",
      password: "abc",
      confirmPassword: "abd",
    });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["email", "Only @newsela.com email addresses are allowed"],
      ["password", "Password must be at least 6 characters long."],
      ["confirmPassword", "Passwords do not match."],
    ]);
    expect(
      signUpFormSchema(domains).parse({ email: " ana@newsela.com ", password: "abcdef", confirmPassword: "abcdef" })
        .email,
    ).toBe("ana@newsela.com");
  });
});
