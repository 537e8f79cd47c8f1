import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { starterCast } from "../../src/server/db/seed-characters";
import { serverPaths } from "../../src/server/paths";
import { ensureServerBuild, startServerProcess, type ServerProcess } from "../support/server-process";
import { startTestSmtp, verificationParts, type TestSmtp } from "../support/smtp";

/**
 * ADR 0016: two server PROCESSES (the compiled server, as `npm start` runs it) on one PostgreSQL
 * database of their own, behind one public address (APP_URL), with different data directories and no
 * AUTH_SECRET. Runs when TEST_DATABASE_URL names a PostgreSQL server (CI's second pass).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const APP_URL = "http://nova.example.test";
const journal = JSON.parse(readFileSync(path.join(serverPaths.migrations, "meta/_journal.json"), "utf8")) as {
  entries: unknown[];
};

describe.skipIf(!serverUrl)("two instances on one PostgreSQL", () => {
  const dbName = `nova_two_${randomBytes(5).toString("hex")}`;
  let admin: pg.Client;
  let smtp: TestSmtp;
  let a: ServerProcess;
  let b: ServerProcess;
  const dirs: string[] = [];

  /** A JSON request to one instance, as the browser behind the load balancer sends it. */
  async function call(
    to: ServerProcess,
    route: string,
    init: { method?: string; body?: unknown; cookie?: string } = {},
  ) {
    const res = await fetch(to.url + route, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: {
        origin: APP_URL,
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...(init.cookie ? { cookie: init.cookie } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0] ?? "")
      .filter((c) => !c.endsWith("="))
      .join("; ");
    return { status: res.status, body: (await res.json().catch(() => null)) as any, cookie };
  }

  beforeAll(async () => {
    await ensureServerBuild();
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${dbName}`;
    smtp = await startTestSmtp();
    const env = () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "nova-two-"));
      dirs.push(dir);
      return {
        DATABASE_URL: url.toString(),
        DATA_DIR: dir,
        APP_URL,
        SMTP_URL: smtp.url,
        ADMIN_EMAILS: "two.admin@newsela.com",
      };
    };
    // Both start at once on an empty database: both try to migrate and seed.
    [a, b] = await Promise.all([
      startServerProcess(env(), { timeoutMs: 180_000 }),
      startServerProcess(env(), { timeoutMs: 180_000 }),
    ]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await admin?.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin?.end();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("runs the migrations once when both start together, and seeds once", async () => {
    const applied = [a, b].map((s) => s.logs.find((l) => typeof l.migrationsApplied === "number")?.migrationsApplied);
    expect(applied.sort()).toEqual([0, journal.entries.length]);
    const db = new pg.Client({ connectionString: new URL(`/${dbName}`, serverUrl).toString() });
    await db.connect();
    try {
      expect((await db.query("SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations")).rows[0].n).toBe(
        journal.entries.length,
      );
      expect((await db.query("SELECT count(*)::int AS n FROM characters")).rows[0].n).toBe(starterCast.length);
      expect((await db.query("SELECT count(*)::int AS n FROM app_secrets WHERE name = 'auth'")).rows[0].n).toBe(1);
    } finally {
      await db.end();
    }
  });

  it("a session made on one is valid on the other, and a logout on either ends it on both", async () => {
    const email = "two.sessions@newsela.com";
    const before = smtp.messages.length;
    expect(
      (await call(a, "/api/auth/sign-up/email", { body: { email, password: "secret123", name: "two" } })).status,
    ).toBe(200);
    const { code } = verificationParts(await smtp.waitFor(email, { after: before }));
    const verified = await call(b, "/api/auth/email-otp/verify-email", {
      body: { email, otp: code, password: "secret123" },
    });
    expect(verified.body.signedIn).toBe(true);
    const cookie = verified.cookie;
    expect((await call(a, "/api/auth/me", { cookie })).body.user.email).toBe(email);
    expect((await call(b, "/api/auth/me", { cookie })).status).toBe(200);

    expect((await call(a, "/api/auth/sign-out", { body: {}, cookie })).status).toBe(200);
    expect((await call(a, "/api/auth/me", { cookie })).status).toBe(401);
    // B has the session cached; the database's notification reaches it within milliseconds (ADR 0015).
    const started = Date.now();
    let status = 0;
    while (Date.now() - started < 1000 && (status = (await call(b, "/api/auth/me", { cookie })).status) !== 401)
      await new Promise((r) => setTimeout(r, 10));
    expect(status).toBe(401);
  });

  it("rate limits count requests to both instances together", async () => {
    const wrong = { email: "limits@newsela.com", password: "not-the-password" };
    // Sign-in allows 10 attempts per (address, account) in 5 minutes: 5 on each instance, then both refuse.
    for (let i = 0; i < 5; i++) {
      expect((await call(a, "/api/auth/sign-in/email", { body: wrong })).status).not.toBe(429);
      expect((await call(b, "/api/auth/sign-in/email", { body: wrong })).status).not.toBe(429);
    }
    expect((await call(a, "/api/auth/sign-in/email", { body: wrong })).status).toBe(429);
    expect((await call(b, "/api/auth/sign-in/email", { body: wrong })).status).toBe(429);
  });

  it("a stale save on one instance against a save on the other is a 409", async () => {
    const email = "two.saves@newsela.com";
    const before = smtp.messages.length;
    await call(b, "/api/auth/sign-up/email", { body: { email, password: "secret123", name: "saves" } });
    const { code } = verificationParts(await smtp.waitFor(email, { after: before }));
    const { cookie } = await call(a, "/api/auth/email-otp/verify-email", {
      body: { email, otp: code, password: "secret123" },
    });
    const script = {
      topic: "Fables",
      standards: [{ code: "RL.2.2", description: "Recount stories" }],
      characters: [{ name: "Penny Page", label: "Curious Host" }],
      concept: "Moral Detectives",
      scriptContent: "TITLE: Moral Detectives\n\nPENNY PAGE: Every fable hides a lesson.",
    };
    const created = await call(a, "/api/scripts", { body: script, cookie });
    expect(created.status).toBe(201);
    const { id, version } = created.body.script;
    const first = await call(b, `/api/scripts/${id}`, {
      method: "PUT",
      body: { ...script, scriptContent: "B's edit", version },
      cookie,
    });
    expect(first.status).toBe(200);
    const stale = await call(a, `/api/scripts/${id}`, {
      method: "PUT",
      body: { ...script, scriptContent: "A's edit", version },
      cookie,
    });
    expect(stale.status).toBe(409);
    expect((await call(a, `/api/scripts/${id}`, { cookie })).body.script.scriptContent).toBe("B's edit");
  });

  it("a list one instance has cached shows a change made on the other once the database announces it", async () => {
    const email = "two.lists@newsela.com";
    const before = smtp.messages.length;
    await call(a, "/api/auth/sign-up/email", { body: { email, password: "secret123", name: "lists" } });
    const { code } = verificationParts(await smtp.waitFor(email, { after: before }));
    const { cookie } = await call(a, "/api/auth/email-otp/verify-email", {
      body: { email, otp: code, password: "secret123" },
    });
    const script = {
      topic: "Fables",
      standards: ["RL.2.2"],
      characters: [{ name: "Penny Page", label: "Curious Host" }],
      concept: "First",
      scriptContent: "PENNY PAGE: One.",
    };
    const created = await call(a, "/api/scripts", { body: script, cookie });
    // A reads the list twice (the second from its cache), then B changes the script and adds another.
    for (let i = 0; i < 2; i++)
      expect((await call(a, "/api/scripts?limit=20", { cookie })).body.scripts.map((s: any) => s.concept)).toEqual([
        "First",
      ]);
    const { id, version } = created.body.script;
    expect(
      (
        await call(b, `/api/scripts/${id}`, {
          method: "PUT",
          body: { ...script, concept: "Renamed on B", version },
          cookie,
        })
      ).status,
    ).toBe(200);
    expect((await call(b, "/api/scripts", { body: { ...script, concept: "Added on B" }, cookie })).status).toBe(201);
    // B's own next list shows both at once; A's within the notification's delivery (milliseconds here).
    expect((await call(b, "/api/scripts?limit=20", { cookie })).body.scripts.map((s: any) => s.concept)).toEqual([
      "Added on B",
      "Renamed on B",
    ]);
    let seen: string[] = [];
    for (const deadline = Date.now() + 3000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) {
      seen = (await call(a, "/api/scripts?limit=20", { cookie })).body.scripts.map((s: any) => s.concept);
      if (seen.length === 2) break;
    }
    expect(seen).toEqual(["Added on B", "Renamed on B"]);
    // A delete on A: A's next list no longer has it.
    expect((await call(a, `/api/scripts/${id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await call(a, "/api/scripts?limit=20", { cookie })).body.scripts.map((s: any) => s.concept)).toEqual([
      "Added on B",
    ]);
  });

  it("deactivating an account on one instance ends its session on the other within a second", async () => {
    const signUp = async (email: string) => {
      const before = smtp.messages.length;
      await call(a, "/api/auth/sign-up/email", { body: { email, password: "secret123", name: "x" } });
      const { code } = verificationParts(await smtp.waitFor(email, { after: before }));
      return (await call(a, "/api/auth/email-otp/verify-email", { body: { email, otp: code, password: "secret123" } }))
        .cookie;
    };
    const adminCookie = await signUp("two.admin@newsela.com");
    const cookie = await signUp("two.leaver@newsela.com");
    // B checks the leaver's session now, so it is in B's session cache when A deactivates the account.
    const me = await call(b, "/api/auth/me", { cookie });
    expect(me.status).toBe(200);
    expect(
      (
        await call(a, `/api/admin/users/${me.body.user.id}`, {
          method: "PATCH",
          body: { active: false },
          cookie: adminCookie,
        })
      ).body.active,
    ).toBe(false);
    const started = Date.now();
    let status = 0;
    while (Date.now() - started < 1000 && (status = (await call(b, "/api/auth/me", { cookie })).status) !== 401)
      await new Promise((r) => setTimeout(r, 10));
    expect(status).toBe(401);
    const again = await call(b, "/api/auth/sign-in/email", {
      body: { email: "two.leaver@newsela.com", password: "secret123" },
    });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe("Your account has been deactivated. Contact an administrator.");
    // Two sign-ups and verifications through the compiled servers: slower than the default 30 s on a loaded machine.
  }, 120_000);
});
