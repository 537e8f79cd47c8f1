import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { appSecrets } from "../db/schema/index";

/**
 * The session-signing secret every instance on one PostgreSQL uses when AUTH_SECRET is unset (ADR 0016):
 * the row app_secrets "auth", written once by whichever instance starts first. `adopt` (the DATA_DIR/auth-secret
 * of an instance that ran alone before) becomes that row if there is none yet, so its sessions stay valid.
 */
export async function sharedAuthSecret(db: Db, adopt?: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: "auth", value: adopt ?? randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, "auth"));
  return row!.value;
}
