import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The session token inside better-auth's signed cookie value ("<token>.<base64 HMAC-SHA256 of token>", as
 * better-call signs it), or null when the value is malformed or the signature is not the secret's.
 */
export function verifySessionCookie(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
