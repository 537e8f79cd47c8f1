import { describe, expect, it } from "vitest";
import { signInFormSchema, signUpFormSchema } from "@shared/schemas/user";
import { ruleFailure } from "./sign-up-rules";

const domains = ["newsela.com"];

/** The field messages react-hook-form's zod resolver would give: the first message per field. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return Object.values(errors);
}
const signUp = (email: string, password: string, confirmPassword: string, d = domains) =>
  ruleFailure(errorsOf(signUpFormSchema(d).safeParse({ email, password, confirmPassword })), d, "Sign Up Failed");

describe("login form toasts (docs/product/rules.md#validation)", () => {
  it("names the domain exactly as docs/product/rules.md quotes the toast", () => {
    expect(signUp("a@gmail.com", "secret1", "secret1")).toEqual({
      title: "Access Restricted",
      description: "Only @newsela.com email addresses are allowed.",
    });
    expect(signUp("a@newsela.com", "secret1", "secret1", ["a.org", "b.org"])?.description).toBe(
      "Only @a.org or @b.org email addresses are allowed.",
    );
  });

  it("checks required fields, domain, match, then length", () => {
    expect(signUp("", "x", "x")).toEqual({ title: "Missing Information", description: "Please fill in all fields." });
    expect(signUp("a@newsela.com", "abcdef", "")?.title).toBe("Missing Information");
    expect(signUp("a@gmail.com", "abc", "xyz")?.title).toBe("Access Restricted");
    expect(signUp("a@newsela.com", "abc", "xyz")).toEqual({
      title: "Password Mismatch",
      description: "Passwords do not match.",
    });
    expect(signUp("a@newsela.com", "abcde", "abcde")).toEqual({
      title: "Password Too Short",
      description: "Password must be at least 6 characters long.",
    });
    expect(signUp(" a@newsela.com ", "abcdef", "abcdef")).toBeNull();
  });

  it("shows any other field message under the form's own title", () => {
    const long = "x".repeat(129);
    expect(signUp("a@newsela.com", long, long)).toEqual({
      title: "Sign Up Failed",
      description: "Password must be at most 128 characters long.",
    });
  });

  it("sign-in needs both fields and the company domain", () => {
    const signIn = (email: string, password: string) =>
      ruleFailure(errorsOf(signInFormSchema(domains).safeParse({ email, password })), domains, "Sign In Failed");
    expect(signIn("a@newsela.com", "")?.title).toBe("Missing Information");
    expect(signIn("a@x.com", "p")?.title).toBe("Access Restricted");
    expect(signIn("a@newsela.com", "p")).toBeNull();
  });
});
