import { randomBytes } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { user, verification } from "../db/schema/index";
import type { Auth } from "./auth";

/**
 * Accounts whose e-mail was never verified are claims, not accounts (ADR 0009): a later
 * sign-up for the same address replaces them, verification never signs anyone in, and they expire.
 */

/** An unverified account older than this (ms) is deleted and its address is free again. */
export const UNVERIFIED_ACCOUNT_TTL_MS = 24 * 60 * 60 * 1000;

/** Marks an address that more than one sign-up claimed before it was verified (kept in better-auth's table). */
const contestedId = (email: string) => `contested-sign-up:${email}`;

/** Deletes unverified accounts older than the TTL (their sessions, credentials and app user cascade). */
export async function deleteExpiredUnverifiedAccounts(db: Db, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - UNVERIFIED_ACCOUNT_TTL_MS);
  const gone = await db
    .delete(user)
    .where(and(eq(user.emailVerified, false), lt(user.createdAt, cutoff)))
    .returning({ id: user.id });
  await db
    .delete(verification)
    .where(
      and(
        sql`(${verification.identifier} like 'contested-sign-up:%' or ${verification.identifier} like 'failed-codes:%')`,
        lt(verification.expiresAt, new Date(now)),
      ),
    );
  return gone.length;
}

/** The auth user for an address, or undefined; an expired unverified one is deleted first. */
export async function findAccount(db: Db, email: string): Promise<{ id: string; emailVerified: boolean } | undefined> {
  const [row] = await db
    .select({ id: user.id, emailVerified: user.emailVerified, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.email, email));
  if (row && !row.emailVerified && row.createdAt.getTime() < Date.now() - UNVERIFIED_ACCOUNT_TTL_MS) {
    await db.delete(user).where(eq(user.id, row.id));
    return undefined;
  }
  return row;
}

/**
 * A new sign-up for an address whose account is still unverified: the old claim is deleted (so the new
 * sign-up gets its own password and a fresh verification mail) and the address is marked contested, so a
 * link that verifies it later cannot activate a password the mailbox owner may not have chosen.
 */
export async function replaceUnverifiedAccount(db: Db, userId: string, email: string): Promise<void> {
  await db.delete(user).where(and(eq(user.id, userId), eq(user.emailVerified, false)));
  await db.delete(verification).where(eq(verification.identifier, contestedId(email)));
  await db.insert(verification).values({
    id: randomBytes(16).toString("hex"),
    identifier: contestedId(email),
    value: "1",
    expiresAt: new Date(Date.now() + UNVERIFIED_ACCOUNT_TTL_MS),
  });
}

/** Whether the address was claimed by more than one sign-up; `consume` removes the mark. */
export async function takeContestedMark(db: Db, email: string, consume: boolean): Promise<boolean> {
  const rows = consume
    ? await db
        .delete(verification)
        .where(eq(verification.identifier, contestedId(email)))
        .returning({ id: verification.id })
    : await db
        .select({ id: verification.id })
        .from(verification)
        .where(eq(verification.identifier, contestedId(email)));
  return rows.length > 0;
}

/**
 * Sets the account's password (`null`: an unusable random one, so no earlier password works) and ends every
 * session of the account.
 */
export async function setPassword(auth: Auth, userId: string, password: string | null): Promise<void> {
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(password ?? randomBytes(32).toString("base64url"));
  await ctx.internalAdapter.updatePassword(userId, hash);
  await ctx.internalAdapter.deleteUserSessions(userId);
}

/** Failed verification codes an unverified account may take in all before it is deleted. */
export const MAX_FAILED_CODES = 10;

const failedCodesId = (email: string) => `failed-codes:${email}`;

/**
 * Counts one wrong verification code for `email` (docs/product/security.md, "Verification"): the count lives
 * in better-auth's verification table, across codes and resends; at MAX_FAILED_CODES the still unverified
 * account is deleted (its address is free again) and the count starts over. Returns whether it was deleted.
 */
export async function recordFailedCode(db: Db, email: string): Promise<boolean> {
  const id = failedCodesId(email);
  const [row] = await db
    .select({ id: verification.id, value: verification.value })
    .from(verification)
    .where(eq(verification.identifier, id));
  const count = (Number(row?.value) || 0) + 1;
  if (count >= MAX_FAILED_CODES) {
    await db.delete(verification).where(eq(verification.identifier, id));
    const gone = await db
      .delete(user)
      .where(and(eq(user.email, email), eq(user.emailVerified, false)))
      .returning({ id: user.id });
    return gone.length > 0;
  }
  if (row)
    await db
      .update(verification)
      .set({ value: String(count) })
      .where(eq(verification.id, row.id));
  else
    await db.insert(verification).values({
      id: randomBytes(16).toString("hex"),
      identifier: id,
      value: String(count),
      expiresAt: new Date(Date.now() + UNVERIFIED_ACCOUNT_TTL_MS),
    });
  return false;
}

/** Forgets the wrong codes counted for `email` (it was verified). */
export async function clearFailedCodes(db: Db, email: string): Promise<void> {
  await db.delete(verification).where(eq(verification.identifier, failedCodesId(email)));
}

/** A hash of a random password: checked against when an address has no account, so both take the same time. */
let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a password check for an address without an account (docs/product/security.md,
 * "Answers that reveal accounts"): a sign-in answers as slowly whether or not the account exists.
 */
export async function checkDummyPassword(auth: Auth, password: string): Promise<void> {
  const ctx = await auth.$context;
  dummyHash ??= ctx.password.hash(randomBytes(16).toString("hex"));
  await ctx.password.verify({ hash: await dummyHash, password });
}

/**
 * After a successful reset, the reset mail's other credential stops working too (docs/product/security.md,
 * "Verification"): its 6-digit code and every reset link of the account.
 */
export async function voidResetCredentials(db: Db, email: string): Promise<void> {
  const account = await findAccount(db, email);
  await db.delete(verification).where(eq(verification.identifier, `forget-password-otp-${email}`));
  if (account)
    await db
      .delete(verification)
      .where(and(sql`${verification.identifier} like 'reset-password:%'`, eq(verification.value, account.id)));
}

/** The address a reset link's token belongs to, or undefined (unknown or used token). */
export async function resetTokenEmail(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: user.email })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(eq(verification.identifier, `reset-password:${token}`));
  return row?.email;
}
