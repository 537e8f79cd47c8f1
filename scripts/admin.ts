/**
 * `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL`: admin rights for an existing account,
 * in the database named by DATABASE_URL or DATA_DIR (stop `npm start` first when using embedded PGlite:
 * one process per data directory).
 */
import path from "node:path";
import { openDatabase } from "../src/server/db/client";
import { loadEnv } from "../src/server/env";
import { setAdmin } from "../src/server/services/users/set-admin";

const [action, email] = process.argv.slice(2);
if ((action !== "grant" && action !== "revoke") || !email) {
  console.error("Usage: npm run admin -- grant EMAIL | revoke EMAIL");
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, "pglite") },
);
try {
  await database.migrate();
  await setAdmin(database.db, email, action === "grant");
  console.log(`${email}: admin ${action === "grant" ? "granted" : "revoked"}.`);
  if (action === "revoke" && env.ADMIN_EMAILS.includes(email.toLowerCase())) {
    console.log("Note: this address is in ADMIN_EMAILS, so it becomes admin again at its next sign-in.");
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
