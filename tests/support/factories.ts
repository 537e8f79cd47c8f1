/**
 * Server-side test data, made directly in the database (in the style of Outline's `server/test/factories.ts`):
 * a verified user with a signed-in client, and saved scripts. API tests that are not about signing up use these
 * instead of the real sign-up → e-mail → code flow, which costs a round of SMTP and two password hashes per user.
 * Tests about accounts (tests of sign-up, verification, password reset, sign-in) keep using `ctx.signedIn`.
 *
 *   const alice = await createUser(ctx, { email: "alice@newsela.com" });
 *   const script = await createScript(ctx, alice, { topic: "Rhyming" });
 *   await alice.client.json(`/api/scripts/${script.id}`);
 *
 * Both go through better-auth's own internal adapter and the app's own services, so the database hooks run
 * (the app_users row, ADMIN_EMAILS) and the rows look exactly like ones the API made.
 */
import { eq } from "drizzle-orm";
import { makeSignature } from "better-auth/crypto";
import type { SaveScriptRequest, ScriptDto } from "../../src/shared/schemas/script";
import { saveScriptRequestSchema } from "../../src/shared/schemas/script";
import type { AppUser } from "../../src/shared/schemas/user";
import { appUsers } from "../../src/server/db/schema/index";
import { createScript as createScriptRow } from "../../src/server/services/scripts/create-script";
import { TestClient, type TestContext } from "./test-app";

export interface TestUser {
  /** The app user (`app_users` row) as the services see it. */
  user: AppUser;
  /** better-auth's user id. */
  authUserId: string;
  email: string;
  password: string;
  /** A client holding this user's session cookie. */
  client: TestClient;
}

let sequence = 0;

/**
 * A verified user with a credential account (so signing in with `password` works too) and a session, signed in
 * on the returned client. `email` defaults to a unique address on the allowed domain; `admin` makes an admin.
 * `verified: false` makes an unverified account (no session is usable then: the API answers 403).
 */
export async function createUser(
  ctx: TestContext,
  opts: { email?: string; admin?: boolean; password?: string; verified?: boolean; name?: string } = {},
): Promise<TestUser> {
  const email = (opts.email ?? `user${++sequence}.${Date.now().toString(36)}@newsela.com`).toLowerCase();
  const password = opts.password ?? "secret123";
  const auth = await ctx.auth.$context;
  const created = await auth.internalAdapter.createUser(
    {
      email,
      name: opts.name ?? email.split("@")[0]!,
      emailVerified: opts.verified ?? true,
    },
    { method: "email-password" },
  );
  await auth.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: await auth.password.hash(password),
  });
  if (opts.admin)
    await ctx.database.db.update(appUsers).set({ isAdmin: true }).where(eq(appUsers.authUserId, created.id));
  const session = await auth.internalAdapter.createSession(created.id);
  const client = new TestClient(ctx);
  // The cookie as better-auth sets it: the token, ".", its HMAC-SHA256 signature, URI-encoded.
  const signed = `${session.token}.${await makeSignature(session.token, auth.secret)}`;
  client.cookies.set(auth.authCookies.sessionToken.name, encodeURIComponent(signed));
  const [row] = await ctx.database.db.select().from(appUsers).where(eq(appUsers.authUserId, created.id));
  if (!row) throw new Error(`createUser: no app_users row for ${email} (the auth hook did not run)`);
  const user: AppUser = {
    id: row.id,
    email: row.email,
    isAdmin: row.isAdmin,
    isVerified: row.isVerified,
    createdAt: row.createdAt.toISOString(),
  };
  return { user, authUserId: created.id, email, password, client };
}

/**
 * A saved script owned by `owner`, through the same service as `POST /api/scripts`. Every field has a valid
 * default (one standard, one character, a short script); pass any field of the request to override it.
 */
export async function createScript(
  ctx: TestContext,
  owner: TestUser | AppUser,
  fields: Partial<SaveScriptRequest> = {},
): Promise<ScriptDto> {
  const input = saveScriptRequestSchema.parse({
    topic: "Rhyming Words",
    standards: [{ code: "RF.K.2.a", description: "Recognize and produce rhyming words." }],
    characters: [{ name: "Penny Page", label: "Host", personality: "Cheerful" }],
    scriptContent: "# Rhyming Words\n\nPENNY PAGE: Cat and hat rhyme!",
    ...fields,
  });
  return createScriptRow(ctx.database.db, "user" in owner ? owner.user : owner, input);
}

/** `createUser`'s client alone: a drop-in for `ctx.signedIn(email, opts)` in tests that are not about accounts. */
export async function signedInClient(
  ctx: TestContext,
  email: string,
  opts: { admin?: boolean; password?: string } = {},
): Promise<TestClient> {
  return (await createUser(ctx, { email, ...opts })).client;
}
