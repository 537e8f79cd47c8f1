import path from "node:path";
import type { Env } from "./env";

/** What `npm start` tells the person who started it; every value already readable (no secrets). */
export interface StartInfo {
  /** The address to open. */
  url: string;
  database: string;
  engine: string;
  mail: string;
}

/** The database in use: PostgreSQL's host and database name (never its credentials), or PGlite's folder. */
export function describeDatabase(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">): string {
  if (!env.DATABASE_URL) return `PGlite (embedded PostgreSQL) in ${path.resolve(env.DATA_DIR, "pglite")}`;
  const url = new URL(env.DATABASE_URL);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

/** The drafting engine: the model and its endpoint (the defaults of ai/model.ts when unset), or offline. */
export function describeEngine(env: Pick<Env, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "AI_MODEL">): string {
  if (!env.OPENAI_API_KEY) return "offline drafting engine (set OPENAI_API_KEY to use a model)";
  return `model ${env.AI_MODEL ?? "gpt-4o-mini"} at ${env.OPENAI_BASE_URL ?? "https://api.openai.com/v1"}`;
}

/** Where mail goes, from the mailer's own description: an SMTP server, or the outbox folder and this terminal. */
export function describeMail(env: Pick<Env, "SMTP_URL">, mailerDescription: string): string {
  if (env.SMTP_URL) return `SMTP server ${mailerDescription}`;
  return `no SMTP_URL: each message is printed here (recipient, code, link) and saved in ${path.resolve(mailerDescription)}`;
}

/** The plain banner `npm start` prints in a terminal, after the server listens. */
export function startBanner(info: StartInfo): string {
  const rows: [string, string][] = [
    ["Open", info.url],
    ["Database", info.database],
    ["Engine", info.engine],
    ["Mail", info.mail],
    ["Stop", "Ctrl+C"],
  ];
  return ["", "  Nova Writer is running", ...rows.map(([label, value]) => `  ${label.padEnd(9)} ${value}`), ""].join(
    "\n",
  );
}
