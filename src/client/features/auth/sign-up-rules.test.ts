import { describe, expect, it } from "vitest";
import { checkSignIn, checkSignUp, domainMessage, hasAllowedDomain } from "./sign-up-rules";

const domains = ["newsela.com"];

describe("sign-up rules (spec §5)", () => {
  it("names the domain exactly as the spec quotes it", () => {
    expect(domainMessage(domains)).toBe("Only @newsela.com email addresses are allowed.");
    expect(domainMessage(["a.org", "b.org"])).toBe("Only @a.org or @b.org email addresses are allowed.");
  });

  it("accepts only the exact company domain, case-insensitively", () => {
    expect(hasAllowedDomain(" Ana@NewSela.com ", domains)).toBe(true);
    expect(hasAllowedDomain("ana@evilnewsela.com", domains)).toBe(false);
    expect(hasAllowedDomain("ana@newsela.com.evil.io", domains)).toBe(false);
    expect(hasAllowedDomain("@newsela.com", domains)).toBe(false);
  });

  it("checks required fields, domain, match, then length", () => {
    expect(checkSignUp({ email: "", password: "x", confirmPassword: "x" }, domains)?.title).toBe("Missing Information");
    expect(checkSignUp({ email: "a@gmail.com", password: "abc", confirmPassword: "xyz" }, domains)?.title).toBe("Access Restricted");
    expect(checkSignUp({ email: "a@newsela.com", password: "abc", confirmPassword: "xyz" }, domains)).toEqual({
      title: "Password Mismatch",
      description: "Passwords do not match.",
    });
    expect(checkSignUp({ email: "a@newsela.com", password: "abcde", confirmPassword: "abcde" }, domains)).toEqual({
      title: "Password Too Short",
      description: "Password must be at least 6 characters long.",
    });
    expect(checkSignUp({ email: "a@newsela.com", password: "abcdef", confirmPassword: "abcdef" }, domains)).toBeNull();
  });

  it("sign-in needs both fields and the company domain", () => {
    expect(checkSignIn({ email: "a@newsela.com", password: "" }, domains)?.title).toBe("Missing Information");
    expect(checkSignIn({ email: "a@x.com", password: "p" }, domains)?.title).toBe("Access Restricted");
    expect(checkSignIn({ email: "a@newsela.com", password: "p" }, domains)).toBeNull();
  });
});
