import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, startE2E, type E2E } from "../support/e2e";
import { resetParts, verificationParts } from "../support/smtp";

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe("accounts in a real browser", () => {
  it("signs up, verifies by link (which does not sign in), signs in, uses the header menu and logs out", async () => {
    const { page } = await e2e.newPage();
    const email = "new.user@newsela.com";

    await page.goto("/");
    await page.waitForURL("**/login");
    await page.getByRole("heading", { name: "Nova Writer", level: 1 }).waitFor();
    await expectNoAxeViolations(page, "login");

    // The domain rule, as the user sees it.
    await page.getByRole("button", { name: "Create an account" }).click();
    await page.getByLabel("Email", { exact: true }).fill("other@gmail.com");
    await page.getByLabel("Password", { exact: true }).fill("secret123");
    await page.getByLabel("Confirm Password").fill("secret123");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Only @newsela.com email addresses are allowed.", { exact: true }).first().waitFor();
    await expectNoAxeViolations(page, "sign-up with a refused address");

    const before = e2e.smtp.messages.length;
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByRole("heading", { name: "Check Your Email" }).waitFor();
    await expectNoAxeViolations(page, "check your email");

    const { url } = verificationParts(await e2e.smtp.waitFor(email, { after: before }));
    expect(new URL(url).origin).toBe(e2e.server.url.replace("localhost", "localhost"));

    // A new context: the link works from the mail client's browser too; it verifies and never signs anyone in
    // (ADR 0009). A password chosen before the mailbox was proved is never activated by a link
    // (docs/product/security.md): the mailbox's owner chooses one with the reset code mailed at once.
    const beforeLink = e2e.smtp.messages.length;
    const { page: mailPage } = await e2e.newPage();
    await mailPage.goto(url);
    await mailPage.waitForURL("**/login?verified=choose-password*");
    await mailPage.getByText(/Your email is verified\. Choose your password now/).waitFor();
    await expectNoAxeViolations(mailPage, "login after the verification link (choose a password)");
    const { code } = resetParts(await e2e.smtp.waitFor(email, { after: beforeLink }));
    await mailPage.getByLabel("Reset code").fill(code);
    await mailPage.getByLabel("New Password", { exact: true }).fill("chosen-secret");
    await mailPage.getByLabel("Confirm New Password").fill("chosen-secret");
    await mailPage.getByRole("button", { name: "Reset Password" }).click();
    await mailPage.getByLabel("Password", { exact: true }).waitFor();

    // Back in the first tab: sign in with the password chosen after the mailbox was proved.
    await page.getByRole("button", { name: "Back to Login" }).click();
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("chosen-secret");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: "Welcome to Nova Writer" }).waitFor();
    await expectNoAxeViolations(page, "dashboard");

    await page.getByRole("button", { name: email }).click();
    await page.getByRole("menuitem", { name: "My Scripts" }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Admin" }).count()).toBe(0);
    await expectNoAxeViolations(page, "header menu open");
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL("**/login");
    await page.getByText("Logged out successfully", { exact: true }).waitFor();

    // The session is revoked: the dashboard sends us back to /login.
    await page.goto("/dashboard");
    await page.waitForURL("**/login");
  });

  it("verifies by typed code after an unverified sign-in attempt", async () => {
    const email = "code.user@newsela.com";
    const headers = { "content-type": "application/json", origin: e2e.server.url };
    await fetch(`${e2e.server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password: "secret123", name: "code.user" }),
    });
    const { page } = await e2e.newPage();
    await page.goto("/login");
    const before = e2e.smtp.messages.length;
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("secret123");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByRole("heading", { name: "Check Your Email" }).waitFor();
    const { code } = verificationParts(await e2e.smtp.waitFor(email, { after: before }));
    // A wrong code: the refusal shows under the field (docs/product/sign-in-messages.md), not only in a toast.
    const codeField = page.getByLabel("Verification code");
    await codeField.fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect.poll(() => codeField.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await codeField.getAttribute("aria-describedby")) ?? "";
    const description = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" "),
      describedBy.split(" "),
    );
    expect(description).toMatch(/code/i);
    await expectNoAxeViolations(page, "check your email with a wrong code");
    await codeField.fill(code);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("button", { name: email }).waitFor();
  });

  it("shows the Admin item to admins and the 404 page for unknown paths", async () => {
    await e2e.createVerifiedUser("admin.user@newsela.com", "secret123", { admin: true });
    const { page } = await e2e.newPage();
    await e2e.signIn(page, "admin.user@newsela.com");
    await page.getByRole("button", { name: "admin.user@newsela.com" }).click();
    await page.getByRole("menuitem", { name: "Admin" }).waitFor();
    await page.keyboard.press("Escape");
    await page.goto("/no-such-page");
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
    await expectNoAxeViolations(page, "404");
  });

  it("resets a forgotten password from the login screen (code), signs in with the new one, and the mail's link is then void", async () => {
    const email = "forgetful.user@newsela.com";
    await e2e.createVerifiedUser(email, "old-secret");
    const { page } = await e2e.newPage();
    await page.goto("/login");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByRole("heading", { name: "Reset Password" }).waitFor();
    await expectNoAxeViolations(page, "forgot password");
    const before = e2e.smtp.messages.length;
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send Reset Email" }).click();
    const { code, url } = resetParts(await e2e.smtp.waitFor(email, { after: before }));
    await page.getByLabel("Reset code").fill(code);
    await page.getByLabel("New Password", { exact: true }).fill("new-secret");
    await page.getByLabel("Confirm New Password").fill("new-secret");
    await expectNoAxeViolations(page, "reset by code");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    await page.getByLabel("Password", { exact: true }).fill("old-secret");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText("Incorrect email or password. Please try again.", { exact: true }).first().waitFor();
    // Under the password field too, and the same words an address with no account gets.
    const password = page.getByLabel("Password", { exact: true });
    await expect.poll(() => password.getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page, "login with a refused password");
    await page.getByLabel("Password", { exact: true }).fill("new-secret");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL("**/dashboard");

    // Any successful reset voids the mail's other credential (docs/product/security.md): its link is refused.
    const { page: mailPage } = await e2e.newPage();
    await mailPage.goto(url);
    await mailPage.waitForURL("**/reset-password?error=INVALID_TOKEN");
    await mailPage.getByText("This reset link is invalid or has expired.", { exact: false }).waitFor();
    await expectNoAxeViolations(mailPage, "reset link refused");
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "Welcome to Nova Writer" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/dashboard");
  });
});
