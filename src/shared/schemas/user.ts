import { z } from "zod";
import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from "../constants";

/** The app user returned by GET /api/auth/me (spec §3 "Stored user record"; createdAt as ISO 8601). */
export const appUserSchema = z.object({
  id: z.number().int(),
  email: z.email("Invalid email format"),
  isAdmin: z.boolean(),
  isVerified: z.boolean(),
  createdAt: z.string(),
});
export type AppUser = z.infer<typeof appUserSchema>;

/** Spec §5 rule for a stored user's e-mail (used where an address is given outside the sign-up form). */
export const storedEmailSchema = z.email("Invalid email format").trim().toLowerCase();

export const emailSchema = z.email("Invalid email address format.").trim().toLowerCase();
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
  .max(128, "Password must be at most 128 characters long.");
export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), `Enter the ${VERIFICATION_CODE_LENGTH}-digit code from the e-mail.`);
