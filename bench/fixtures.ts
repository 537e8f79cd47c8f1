import { createHmac, randomBytes } from "node:crypto";
import { appUsers, session, user } from "../src/server/db/schema/auth";
import { scripts } from "../src/server/db/schema/content";
import type { Db } from "../src/server/db/client";

/** The AUTH_SECRET of every bench server (fixtures sign their session cookies with it). */
export const BENCH_SECRET = "bench-secret-bench-secret-bench-secret-1234";

export interface BenchUser {
  email: string;
  /** Cookie header carrying a signed, valid session. */
  cookie: string;
  scriptIds: number[];
}

/** A script of about 4,000 characters (a three-minute video), as the list and the editor see them. */
export const scriptBody = (n: number) =>
  `TITLE: Fable Detectives ${n}\n\n` +
  Array.from(
    { length: 50 },
    (_, l) => `PENNY PAGE: Line ${l} of script ${n}: every fable hides a lesson, and we find it together.`,
  ).join("\n");

export const scriptFields = (n: number) => ({
  topic: `Fables and Folktales ${n % 7}`,
  concept: `Moral Detectives ${n}`,
  standards: [{ code: "RL.2.2", description: "Recount stories, including fables and folktales" }],
  characters: [{ name: "Penny Page", label: "Curious Host" }],
});

/**
 * Verified users with a live session each and `scriptsPerUser` saved scripts, written straight into the
 * database (signing up through the API would spend minutes hashing passwords). Cookies are signed as
 * better-auth signs them, with BENCH_SECRET.
 */
export async function seedBenchUsers(
  db: Db,
  count: number,
  scriptsPerUser: number,
  prefix = "bench",
): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomBytes(12).toString("hex");
    const email = `${prefix}.${i}@newsela.com`;
    const token = randomBytes(24).toString("base64url");
    await db.insert(user).values({ id, name: prefix, email, emailVerified: true });
    const [app] = await db
      .insert(appUsers)
      .values({ authUserId: id, email, isVerified: true })
      .returning({ id: appUsers.id });
    await db.insert(session).values({
      id: randomBytes(12).toString("hex"),
      token,
      userId: id,
      expiresAt: new Date(Date.now() + 6 * 86_400_000),
    });
    const rows = await db
      .insert(scripts)
      .values(
        Array.from({ length: scriptsPerUser }, (_, k) => ({
          userId: app!.id,
          ...scriptFields(k),
          scriptContent: scriptBody(k),
          createdAt: new Date(Date.UTC(2026, 0, 1) + k * 60_000),
        })),
      )
      .returning({ id: scripts.id });
    const signature = createHmac("sha256", BENCH_SECRET).update(token).digest("base64");
    users.push({
      email,
      cookie: `nova.session_token=${encodeURIComponent(`${token}.${signature}`)}`,
      scriptIds: rows.map((r) => r.id),
    });
  }
  return users;
}
