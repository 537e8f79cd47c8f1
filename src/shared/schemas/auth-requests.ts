import * as z from "zod/mini";
import { emailSchema, passwordSchema, verificationCodeSchema } from "./user";

/**
 * Bodies of the /api/auth endpoints the app checks before better-auth sees them (docs/product/rules.md#errors). Loose
 * objects: better-auth's own fields (name, callbackURL, rememberMe…) pass through untouched.
 */

/** POST /api/auth/sign-in/email. */
export const credentialsSchema = z.looseObject({ email: emailSchema, password: z.string() });
/** POST /api/auth/sign-up/email. */
export const signUpSchema = z.looseObject({ email: emailSchema, password: passwordSchema });
/** POST /api/auth/send-verification-email and /request-password-reset. */
export const emailOnlySchema = z.looseObject({ email: emailSchema });
/**
 * POST /api/auth/email-otp/verify-email. `password`: the one the verifier typed at sign-up (or sign-in); it
 * becomes the account's password.
 */
export const verifyCodeSchema = z.looseObject({
  email: emailSchema,
  otp: verificationCodeSchema,
  password: z.optional(passwordSchema),
});
/** POST /api/auth/email-otp/reset-password: the code from the reset e-mail and the new password. */
export const resetByCodeSchema = z.looseObject({
  email: emailSchema,
  otp: verificationCodeSchema,
  password: passwordSchema,
});
/** POST /api/auth/reset-password: the token from the reset link and the new password. */
export const resetByLinkSchema = z.looseObject({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  newPassword: passwordSchema,
});
/** POST /api/auth/change-password. */
export const changePasswordSchema = z.looseObject({
  currentPassword: z.string().check(z.maxLength(128)),
  newPassword: passwordSchema,
});
/**
 * POST /api/auth/update-user: a display name and a photo URL, each a string (or a null photo), nothing else —
 * a clear 400 rather than a database error (better-auth answered `name: null` with a 500).
 */
export const updateUserSchema = z.strictObject({
  name: z.optional(z.string().check(z.trim(), z.minLength(1, "Name must not be empty."), z.maxLength(100))),
  image: z.nullish(z.string().check(z.maxLength(2000))),
});

/** POST /api/auth/email-otp/verify-email reply. */
export const verifyCodeResultSchema = z.object({
  status: z.boolean(),
  /** True when a password was sent with the code: the browser is now signed in. */
  signedIn: z.boolean(),
  /** The address was claimed by more than one sign-up: choose a password with "Forgot password?". */
  passwordResetRequired: z.boolean(),
});
export type VerifyCodeResult = z.infer<typeof verifyCodeResultSchema>;
