import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ssoErrorMessage } from "../../src/shared/sso";
import { expectNoAxeViolations, startE2E, type E2E } from "../support/e2e";
import {
  startTestOidcProvider,
  TEST_OIDC_CLIENT_ID,
  TEST_OIDC_CLIENT_SECRET,
  type TestOidcProvider,
} from "../support/oidc-provider";

/**
 * Company sign-in (OpenID Connect, ADR 0042; docs/product/accounts.md) in a real browser, against a real provider
 * (oidc-provider on loopback, with its own development login and consent pages).
 */
const PROVIDER_NAME = "Okta";
const DOMAINS = ["newsela.com"];

/** A port free right now: the provider must know the app's callback URL before the app starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const callbackUrl = (port: number) => `http://localhost:${port}/api/auth/callback/oidc`;

const oidcEnv = (provider: TestOidcProvider, port: number, extra: Record<string, string> = {}) => ({
  PORT: String(port),
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: TEST_OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT_SECRET,
  OIDC_PROVIDER_NAME: PROVIDER_NAME,
  ...extra,
});

let provider: TestOidcProvider;
let ports: { withPasswords: number; ssoOnly: number };

beforeAll(async () => {
  ports = { withPasswords: await freePort(), ssoOnly: await freePort() };
  provider = await startTestOidcProvider([callbackUrl(ports.withPasswords), callbackUrl(ports.ssoOnly)]);
});
afterAll(() => provider?.stop());

const ssoButton = (page: Page) => page.getByRole("link", { name: `Sign in with ${PROVIDER_NAME}`, exact: true });

/**
 * From /login: clicks "Sign in with …", signs in on the provider's own login page as `login` (any password), agrees
 * on its consent page if it shows one, and waits until the provider sends the browser back to the app.
 */
async function signInAtProvider(page: Page, appOrigin: string, login: string) {
  await ssoButton(page).click();
  await page.waitForURL((url) => url.origin === provider.issuer);
  await page.locator("input[name=login]").fill(login);
  await page.locator("input[name=password]").fill("any-password");
  await page.locator("button[type=submit]").click();
  const consent = page.getByRole("button", { name: "Continue" });
  const backInApp = page.waitForURL((url) => url.origin === appOrigin);
  const first = await Promise.race([
    backInApp.then(() => "app" as const),
    consent.waitFor().then(
      () => "consent" as const,
      () => "app" as const,
    ),
  ]);
  if (first === "consent") await consent.click();
  await backInApp;
}

describe("company sign-in in a real browser (passwords also allowed)", () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E(oidcEnv(provider, ports.withPasswords));
  });
  afterAll(() => e2e?.close());

  it("offers 'Sign in with Okta' on /login; the provider's login page signs a verified company user in to /dashboard", async () => {
    const { page } = await e2e.newPage();
    await page.goto("/login");
    await ssoButton(page).waitFor();
    // The password form is still there, below the provider's button.
    await page.getByLabel("Password", { exact: true }).waitFor();
    await expectNoAxeViolations(page, "login with company sign-in");

    await signInAtProvider(page, e2e.server.url, "ada");
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: "Welcome to Nova Writer" }).waitFor();
    await page.getByRole("button", { name: "ada@newsela.com" }).waitFor();
    const me = await page.evaluate(async () => (await fetch("/api/auth/me")).json());
    expect(me.user).toMatchObject({ email: "ada@newsela.com", isVerified: true });
  });

  it("refuses a user of another domain with the message on /login", async () => {
    const { page } = await e2e.newPage();
    await page.goto("/login");
    await signInAtProvider(page, e2e.server.url, "otto");
    await page.waitForURL((url) => url.pathname === "/login");
    const message = ssoErrorMessage("EMAIL_DOMAIN", {
      provider: PROVIDER_NAME,
      domains: DOMAINS,
      email: "otto@example.org",
    });
    const alert = page.getByRole("alert").filter({ hasText: message });
    await alert.waitFor();
    expect(await alert.innerText()).toBe(message);
    expect(new URL(page.url()).searchParams.get("sso_error")).toBe("EMAIL_DOMAIN");
    await expectNoAxeViolations(page, "login after an other-domain refusal");
  });

  it("refuses a user whose e-mail the provider has not verified with the message on /login", async () => {
    const { page } = await e2e.newPage();
    await page.goto("/login");
    await signInAtProvider(page, e2e.server.url, "una");
    await page.waitForURL((url) => url.pathname === "/login");
    const message = ssoErrorMessage("EMAIL_UNVERIFIED", {
      provider: PROVIDER_NAME,
      domains: DOMAINS,
      email: "una@newsela.com",
    });
    const alert = page.getByRole("alert").filter({ hasText: message });
    await alert.waitFor();
    expect(await alert.innerText()).toBe(message);
    expect(new URL(page.url()).searchParams.get("sso_error")).toBe("EMAIL_UNVERIFIED");
    await expectNoAxeViolations(page, "login after an unverified-email refusal");
  });
});

describe("company sign-in only (PASSWORD_SIGN_IN=false)", () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E(oidcEnv(provider, ports.ssoOnly, { PASSWORD_SIGN_IN: "false" }));
  });
  afterAll(() => e2e?.close());

  it("shows only the provider's button on /login, no password fields", async () => {
    const { page } = await e2e.newPage();
    await page.goto("/login");
    await ssoButton(page).waitFor();
    expect(await page.locator("input[type=password]").count()).toBe(0);
    expect(await page.getByLabel("Email", { exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Sign In", exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Create an account" }).count()).toBe(0);
    await expectNoAxeViolations(page, "login with company sign-in only");
  });
});
