import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { apiError, mockApi, sentBodies, signInAs, type ApiHandlers } from "@tests/support/client/api";
import { verifiedUser } from "@tests/support/client/fixtures";
import { renderRoutes } from "@tests/support/client/render";
import { AuthGuard } from "./auth-guard";
import { LoginPage } from "./login-page";

const routes = [
  { path: "/login", element: <LoginPage /> },
  {
    element: <AuthGuard />,
    children: [
      { path: "/", element: <p>Home screen</p> },
      { path: "/dashboard", element: <p>Dashboard screen</p> },
    ],
  },
];

async function openLogin(handlers: ApiHandlers = {}, path = "/login") {
  mockApi(handlers);
  const utils = renderRoutes(routes, path);
  await screen.findByRole("heading", { name: "Nova Writer", level: 1 });
  return utils;
}

async function openSignUp(handlers: ApiHandlers = {}) {
  const utils = await openLogin(handlers);
  await utils.user.click(screen.getByRole("button", { name: "Create an account" }));
  await screen.findByRole("heading", { name: "Create account" });
  return utils;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: "input" }) as HTMLInputElement;
/** The toast area (a rule's message also shows under its field). */
const toasts = () => within(screen.getByRole("region", { name: /Notifications/ }));

async function fillSignUp(
  user: Awaited<ReturnType<typeof openLogin>>["user"],
  email: string,
  password: string,
  confirm: string,
) {
  if (email) await user.type(field("Email"), email);
  if (password) await user.type(field("Password"), password);
  if (confirm) await user.type(field("Confirm Password"), confirm);
  await user.click(screen.getByRole("button", { name: "Create Account" }));
}

describe("LoginPage", () => {
  it("shows the sign-in form with the product name and tagline", async () => {
    await openLogin();
    expect(screen.getByText("Create engaging educational scripts with the help of AI")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(field("Email")).toHaveAttribute("type", "email");
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
  });

  it("clears the password fields when toggling between the forms, keeping the e-mail", async () => {
    const { user } = await openLogin();
    await user.type(field("Email"), "ana@newsela.com");
    await user.type(field("Password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Create an account" }));
    expect(field("Email").value).toBe("ana@newsela.com");
    expect(field("Password").value).toBe("");
    await user.type(field("Password"), "abcdef");
    await user.type(field("Confirm Password"), "abcdef");
    await user.click(screen.getByRole("button", { name: "Sign in instead" }));
    expect(field("Password").value).toBe("");
    await user.click(screen.getByRole("button", { name: "Create an account" }));
    expect(field("Password").value).toBe("");
    expect(field("Confirm Password").value).toBe("");
  });

  it("requires all three sign-up fields", async () => {
    const { user } = await openSignUp();
    await fillSignUp(user, "ana@newsela.com", "secret123", "");
    expect(await screen.findByText("Missing Information")).toBeInTheDocument();
    expect(sentBodies("POST /api/auth/sign-up/email")).toHaveLength(0);
  });

  it("restricts sign-up to the company domain given by the server", async () => {
    const { user } = await openSignUp();
    await fillSignUp(user, "ana@gmail.com", "secret123", "secret123");
    expect(await screen.findByText("Access Restricted")).toBeInTheDocument();
    expect(screen.getByText("Only @newsela.com email addresses are allowed.")).toBeInTheDocument();
    expect(sentBodies("POST /api/auth/sign-up/email")).toHaveLength(0);
  });

  it("uses the allowed domains from /api/config", async () => {
    const { user } = await openSignUp({
      "GET /api/config": () => ({ allowedDomains: ["example.org"], productName: "Nova Writer", aiEngine: "offline" }),
    });
    await screen.findByText("Use your @example.org work address.");
    await fillSignUp(user, "ana@newsela.com", "secret123", "secret123");
    expect(await screen.findByText("Only @example.org email addresses are allowed.")).toBeInTheDocument();
  });

  it("rejects mismatched passwords", async () => {
    const { user } = await openSignUp();
    await fillSignUp(user, "ana@newsela.com", "secret123", "secret124");
    expect(await screen.findByText("Password Mismatch")).toBeInTheDocument();
    expect(toasts().getByText("Passwords do not match.")).toBeInTheDocument();
  });

  it("rejects passwords shorter than 6 characters", async () => {
    const { user } = await openSignUp();
    await fillSignUp(user, "ana@newsela.com", "abc", "abc");
    expect(await screen.findByText("Password Too Short")).toBeInTheDocument();
    expect(toasts().getByText("Password must be at least 6 characters long.")).toBeInTheDocument();
  });

  it("shows each failed rule under its field, marks it invalid and focuses the first one", async () => {
    const { user } = await openSignUp();
    await fillSignUp(user, "ana@gmail.com", "abc", "abd");
    expect(await screen.findByText("Access Restricted")).toBeInTheDocument();
    expect(field("Email")).toHaveAttribute("aria-invalid", "true");
    expect(field("Email")).toHaveAccessibleDescription(
      "Use your @newsela.com work address. Only @newsela.com email addresses are allowed",
    );
    expect(field("Password")).toHaveAttribute("aria-invalid", "true");
    expect(field("Password")).toHaveAccessibleDescription(
      "At least 6 characters. Password must be at least 6 characters long.",
    );
    expect(field("Confirm Password")).toHaveAccessibleDescription("Passwords do not match.");
    expect(field("Email")).toHaveFocus();

    await user.clear(field("Email"));
    await user.type(field("Email"), "ana@newsela.com");
    expect(field("Email")).not.toHaveAttribute("aria-invalid");
    expect(field("Email")).toHaveAccessibleDescription("Use your @newsela.com work address.");
  });

  it("marks blank sign-in fields as required", async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Missing Information")).toBeInTheDocument();
    expect(field("Email")).toHaveAccessibleDescription("Email is required");
    expect(field("Password")).toHaveAccessibleDescription("Password is required");
    expect(field("Email")).toHaveFocus();
    expect(sentBodies("POST /api/auth/sign-in/email")).toHaveLength(0);
  });

  it("creates the account and shows the Check Your Email view", async () => {
    const { user } = await openSignUp({ "POST /api/auth/sign-up/email": () => ({ token: null, user: {} }) });
    await fillSignUp(user, " ana@newsela.com ", "secret123", "secret123");
    expect(await screen.findByRole("heading", { name: "Check Your Email" })).toBeInTheDocument();
    expect(screen.getByText("Account Created")).toBeInTheDocument();
    expect(screen.getByText("Please check your email for verification link.")).toBeInTheDocument();
    expect(screen.getByText("ana@newsela.com")).toBeInTheDocument();
    expect(sentBodies("POST /api/auth/sign-up/email")).toEqual([
      { email: "ana@newsela.com", password: "secret123", name: "ana", callbackURL: "/login?verified=1" },
    ]);
  });

  it("shows the server's message when sign-up fails", async () => {
    const { user } = await openSignUp({
      "POST /api/auth/sign-up/email": () =>
        apiError(422, "USER_ALREADY_EXISTS", "An account with this email already exists. Please sign in instead."),
    });
    await fillSignUp(user, "ana@newsela.com", "secret123", "secret123");
    expect(await screen.findByText("Sign Up Failed")).toBeInTheDocument();
    // Under the field, not only in the toast.
    expect(field("Email")).toHaveAccessibleDescription(
      expect.stringContaining("An account with this email already exists. Please sign in instead."),
    );
  });

  it("shows the server's sign-in error", async () => {
    const { user } = await openLogin({
      "POST /api/auth/sign-in/email": () =>
        apiError(401, "INVALID_EMAIL_OR_PASSWORD", "Incorrect email or password. Please try again."),
    });
    await user.type(field("Email"), "ana@newsela.com");
    await user.type(field("Password"), "wrong-pass");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Sign In Failed")).toBeInTheDocument();
    await waitFor(() =>
      expect(field("Password")).toHaveAccessibleDescription(
        expect.stringContaining("Incorrect email or password. Please try again."),
      ),
    );
    expect(field("Password")).toHaveFocus();
    expect(screen.getByTestId("location")).toHaveTextContent("/login");
  });

  it("shows the status and body when the server's error has no message", async () => {
    const { user } = await openLogin({ "POST /api/auth/sign-in/email": () => HttpResponse.json({}, { status: 500 }) });
    await user.type(field("Email"), "ana@newsela.com");
    await user.type(field("Password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Sign In Failed")).toBeInTheDocument();
    // In the toast and under the password field.
    expect(screen.getAllByText("500: {}")).toHaveLength(2);
  });

  it("shows the verification view when the account is not verified, and can resend", async () => {
    const { user } = await openLogin({
      "POST /api/auth/sign-in/email": () =>
        apiError(
          403,
          "EMAIL_NOT_VERIFIED",
          "Please verify your email before signing in. Check your inbox for the verification link.",
        ),
      "POST /api/auth/send-verification-email": () =>
        apiError(
          429,
          "RATE_LIMITED",
          "A verification email was just sent. Please wait a minute before asking for another.",
        ),
    });
    await user.type(field("Email"), "ana@newsela.com");
    await user.type(field("Password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("heading", { name: "Check Your Email" })).toBeInTheDocument();
    expect(
      screen.getByText("Please verify your email before signing in. Check your inbox for the verification link."),
    ).toBeInTheDocument();
    expect(screen.getByText("ana@newsela.com")).toBeInTheDocument();
    expect(screen.getByLabelText("Verification code")).toHaveAttribute("inputmode", "numeric");

    await user.click(screen.getByRole("button", { name: "Resend Verification Email" }));
    expect(await screen.findByText("Failed to Send Email")).toBeInTheDocument();
    expect(
      screen.getByText("A verification email was just sent. Please wait a minute before asking for another."),
    ).toBeInTheDocument();
    expect(sentBodies("POST /api/auth/send-verification-email")).toEqual([
      { email: "ana@newsela.com", callbackURL: "/login?verified=1" },
    ]);

    await user.click(screen.getByRole("button", { name: "Back to Login" }));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(field("Email").value).toBe("ana@newsela.com");
    expect(field("Password").value).toBe("");
  });

  it("verifies with the 6-digit code and goes to the dashboard", async () => {
    let isVerified = false;
    const { user } = await openLogin({
      "GET /api/auth/me": () =>
        isVerified ? { user: verifiedUser } : apiError(401, "UNAUTHENTICATED", "Please sign in."),
      "POST /api/auth/sign-up/email": () => ({}),
      "POST /api/auth/email-otp/verify-email": ({ body }) => {
        if (body.otp !== "123456")
          return apiError(400, "INVALID_OTP", "That code is not correct. Check the e-mail and try again.");
        isVerified = true;
        return { status: true, signedIn: true, passwordResetRequired: false };
      },
    });
    await user.click(screen.getByRole("button", { name: "Create an account" }));
    await fillSignUp(user, "ana@newsela.com", "secret123", "secret123");
    const code = await screen.findByLabelText("Verification code");
    await user.type(code, "111111");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    // Under the code field, not only in the toast.
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining("That code is not correct. Check the e-mail and try again."),
      ),
    );
    await user.clear(code);
    await user.type(code, "12a3456");
    expect(code).toHaveValue("123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Dashboard screen")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard");
    expect(sentBodies("POST /api/auth/email-otp/verify-email")).toContainEqual({
      email: "ana@newsela.com",
      otp: "123456",
      password: "secret123",
    });
  });

  it("signs in, toasts, and goes to /dashboard", async () => {
    let hasSession = false;
    const { user } = await openLogin({
      "GET /api/auth/me": () =>
        hasSession ? { user: verifiedUser } : apiError(401, "UNAUTHENTICATED", "Please sign in."),
      "POST /api/auth/sign-in/email": () => {
        hasSession = true;
        return { redirect: false };
      },
    });
    await user.type(field("Email"), "ana@newsela.com");
    await user.type(field("Password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Signed In Successfully")).toBeInTheDocument();
    expect(screen.getByText("Welcome back!")).toBeInTheDocument();
    expect(await screen.findByText("Dashboard screen")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard$/);
    expect(sentBodies("POST /api/auth/sign-in/email")).toEqual([
      { email: "ana@newsela.com", password: "secret123", callbackURL: "/login?verified=1" },
    ]);
  });

  it("sends an already signed-in user to '/'", async () => {
    signInAs("user");
    renderRoutes(routes, "/login");
    expect(await screen.findByText("Home screen")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
  });

  it("explains an invalid verification link (?error=)", async () => {
    await openLogin({}, "/login?error=INVALID_TOKEN");
    const alert = screen.getByRole("alert");
    expect(
      within(alert).getByText("This verification link is invalid or has expired. Sign in to get a new one."),
    ).toBeInTheDocument();
  });

  it("restricts sign-in to the company domain", async () => {
    const { user } = await openLogin();
    await user.type(field("Email"), "ana@gmail.com");
    await user.type(field("Password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Access Restricted")).toBeInTheDocument();
    await waitFor(() => expect(sentBodies("POST /api/auth/sign-in/email")).toHaveLength(0));
  });
});

describe("Forgot password? (ADR 0009)", () => {
  it("mails a code, then sets the new password with the sign-up rules and returns to sign-in", async () => {
    const { user } = await openLogin({
      "GET /api/auth/me": () => apiError(401, "UNAUTHENTICATED", "Please sign in."),
      "POST /api/auth/request-password-reset": () => ({ status: true }),
      "POST /api/auth/email-otp/reset-password": () => ({ success: true }),
    });
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    await screen.findByRole("heading", { name: "Reset Password" });
    await user.type(field("Email"), "ana@newsela.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Email" }));
    await user.type(await screen.findByLabelText("Reset code"), "123456");
    await user.type(field("New Password"), "newpass1");
    await user.type(field("Confirm New Password"), "newpass2");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await toasts().findByText("Passwords do not match.")).toBeInTheDocument();
    expect(field("Confirm New Password")).toHaveAccessibleDescription("Passwords do not match.");
    await user.clear(field("Confirm New Password"));
    await user.type(field("Confirm New Password"), "newpass1");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    await screen.findByRole("heading", { name: "Sign in" });
    expect(field("Email").value).toBe("ana@newsela.com");
    expect(sentBodies("POST /api/auth/request-password-reset")).toEqual([{ email: "ana@newsela.com" }]);
    expect(sentBodies("POST /api/auth/email-otp/reset-password")).toEqual([
      { email: "ana@newsela.com", otp: "123456", password: "newpass1" },
    ]);
  });

  it("after a verification link, says the address is verified and asks to sign in", async () => {
    await openLogin(
      { "GET /api/auth/me": () => apiError(401, "UNAUTHENTICATED", "Please sign in.") },
      "/login?verified=1",
    );
    expect(screen.getByText("Your email is verified. Please sign in.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeInTheDocument();
  });

  it("on a contested address, opens the reset form at the code step", async () => {
    await openLogin(
      { "GET /api/auth/me": () => apiError(401, "UNAUTHENTICATED", "Please sign in.") },
      "/login?verified=choose-password&email=ana%40newsela.com",
    );
    expect(screen.getByText(/Choose your password now: we sent you a reset code/)).toBeInTheDocument();
    expect(screen.getByLabelText("Reset code")).toBeInTheDocument();
  });
});
