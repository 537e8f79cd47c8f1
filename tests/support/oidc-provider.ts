import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/**
 * A real OpenID Connect provider for tests: panva's `oidc-provider` on loopback, with its development login and
 * consent pages (any password; the login names an account below). One confidential client whose token-endpoint
 * authentication matches what better-auth sends ("client_secret_post").
 */

/** A person known to the test provider, by the login typed on its sign-in page. */
export interface TestOidcAccount {
  email: string;
  email_verified: boolean;
  name: string;
  groups: string[];
}

export const TEST_OIDC_ADMIN_GROUP = "nova-admins";
export const TEST_OIDC_CLIENT_ID = "nova-writer";
export const TEST_OIDC_CLIENT_SECRET = "nova-writer-test-client-secret";

/** The test accounts: a verified company user, an unverified one, one from another domain, an admin-group member. */
export const testOidcAccounts: Record<string, TestOidcAccount> = {
  ada: { email: "ada@newsela.com", email_verified: true, name: "Ada Lovelace", groups: ["staff"] },
  una: { email: "una@newsela.com", email_verified: false, name: "Una Verified-Not", groups: ["staff"] },
  otto: { email: "otto@example.org", email_verified: true, name: "Otto Outsider", groups: ["staff"] },
  root: {
    email: "root@newsela.com",
    email_verified: true,
    name: "Ruth Root",
    groups: ["staff", TEST_OIDC_ADMIN_GROUP],
  },
};

export interface TestOidcProvider {
  /** The issuer (http://127.0.0.1:PORT), OIDC_ISSUER for the app. */
  issuer: string;
  /** Extra accounts a test adds by login name (they take precedence over testOidcAccounts). */
  accounts: Map<string, TestOidcAccount>;
  /** Stops answering (the provider is "down"); `start` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /**
   * Follows an authorization URL through the provider's own pages as a browser would (login with `login`, then
   * consent, or Cancel on the consent page with `deny`) and returns the URL the provider sends the browser back
   * to (the app's callback with `code` and `state`, or `error`).
   */
  authorize(authorizationUrl: string, login: string, opts?: { deny?: boolean }): Promise<URL>;
}

/** Starts the provider for an app whose callback is `redirectUri` (e.g. http://localhost:3000/api/auth/callback/oidc). */
export async function startTestOidcProvider(redirectUris: string[]): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestOidcAccount>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_OIDC_CLIENT_ID,
        client_secret: TEST_OIDC_CLIENT_SECRET,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    async findAccount(_ctx, sub) {
      const person = accounts.get(sub) ?? testOidcAccounts[sub];
      if (!person) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...person }) };
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"], groups: ["groups"] },
    scopes: ["openid", "email", "profile", "groups"],
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["test-oidc-cookie-key-0123456789"] },
    // Lifetimes in seconds (set, so the provider does not print a notice for each default).
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
  });
  server.on("request", provider.callback());
  const sockets = new Set<import("node:net").Socket>();
  server.on("connection", (s) => (sockets.add(s), s.on("close", () => sockets.delete(s))));

  async function authorize(authorizationUrl: string, login: string, opts: { deny?: boolean } = {}): Promise<URL> {
    const jar = new Map<string, string>();
    const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    let url = new URL(authorizationUrl);
    let init: RequestInit = {};
    for (let step = 0; step < 20; step++) {
      const res = await fetch(url, {
        ...init,
        redirect: "manual",
        headers: { ...init.headers, cookie: cookieHeader() },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const [name, ...value] = pair!.split("=");
        jar.set(name!.trim(), value.join("="));
      }
      const location = res.headers.get("location");
      if (location) {
        const next = new URL(location, url);
        if (next.origin !== issuer) return next;
        url = next;
        init = {};
        continue;
      }
      const html = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`no form on ${url.pathname} (${res.status}): ${html.slice(0, 300)}`);
      const isLogin = html.includes('name="login"');
      if (!isLogin && opts.deny) {
        url = new URL(`${url.pathname.replace(/\/$/, "")}/abort`, url);
        init = {};
        continue;
      }
      const form = new URLSearchParams(
        isLogin ? { prompt: "login", login, password: "any-password" } : { prompt: "consent" },
      );
      url = new URL(action, url);
      init = { method: "POST", body: form, headers: { "content-type": "application/x-www-form-urlencoded" } };
    }
    throw new Error("the provider's pages did not send the browser back");
  }

  return {
    issuer,
    accounts,
    authorize,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
    start: () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)),
  };
}
