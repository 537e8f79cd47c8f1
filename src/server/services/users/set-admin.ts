import { eq } from "drizzle-orm";
import { AppError } from "@shared/errors";
import { storedEmailSchema } from "@shared/schemas/user";
import type { Db } from "../../db/client";
import { appUsers } from "../../db/schema/index";

/**
 * Grants or revokes admin rights by e-mail (used by `npm run admin`). Throws VALIDATION_ERROR
 * 'Invalid email format' (docs/product/rules.md#validation) for a malformed address and NOT_FOUND when no account has it. Note: an address listed in ADMIN_EMAILS becomes admin again at its next sign-in.
 */
export async function setAdmin(db: Db, email: string, isAdmin: boolean): Promise<void> {
  const parsed = storedEmailSchema.safeParse(email.trim());
  if (!parsed.success) throw new AppError("VALIDATION_ERROR", "Invalid email format");
  const rows = await db
    .update(appUsers)
    .set({ isAdmin })
    .where(eq(appUsers.email, parsed.data))
    .returning({ id: appUsers.id });
  if (rows.length === 0)
    throw new AppError("NOT_FOUND", `No account with the e-mail ${email}. Sign up first, then grant.`);
}
