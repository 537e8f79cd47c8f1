import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, startE2E, type E2E } from "../support/e2e";
import { verificationParts } from "../support/smtp";

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe("accounts in a real browser", () => {
  it("signs up, verifies by link, signs in, uses the header menu and logs out", async () => {
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
    await page.getByText("Only @newsela.com email addresses are allowed.", { exact: true }).waitFor();

    const before = e2e.smtp.messages.length;
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByRole("heading", { name: "Check Your Email" }).waitFor();
    await expectNoAxeViolations(page, "check your email");

    const { url } = verificationParts(await e2e.smtp.waitFor(email, { after: before }));
    expect(new URL(url).origin).toBe(e2e.server.url.replace("localhost", "localhost"));

    // A new context: the link works from the mail client's browser too, and signs that browser in.
    const { page: mailPage } = await e2e.newPage();
    await mailPage.goto(url);
    await mailPage.waitForURL(/\/(dashboard)?$/);
    await mailPage.getByRole("button", { name: email }).waitFor();

    // Back in the first tab: sign in with the password.
    await page.getByRole("button", { name: "Back to Login" }).click();
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("secret123");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: "Welcome to Nova Writer" }).waitFor();
    await expectNoAxeViolations(page, "dashboard");

    await page.getByRole("button", { name: email }).click();
    await page.getByRole("menuitem", { name: "My Scripts" }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Admin" }).count()).toBe(0);
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
    await fetch(`${e2e.server.url}/api/auth/sign-up/email`, { method: "POST", headers, body: JSON.stringify({ email, password: "secret123", name: "code.user" }) });
    const { page } = await e2e.newPage();
    await page.goto("/login");
    const before = e2e.smtp.messages.length;
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("secret123");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByRole("heading", { name: "Check Your Email" }).waitFor();
    const { code } = verificationParts(await e2e.smtp.waitFor(email, { after: before }));
    await page.getByLabel("Verification code").fill(code);
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
});
