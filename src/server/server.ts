import path from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import type { Logger } from "pino";
import { createApp } from "./app";
import { createAuth } from "./auth/auth";
import { startSessionCache } from "./auth/session-cache";
import { startScriptListCache } from "./services/scripts/list-cache";
import { startSearchIndexer } from "./services/scripts/search-indexer";
import { startMailFolding } from "./services/collaboration/notify";
import { sharedAuthSecret } from "./auth/shared-secret";
import { configFromEnv, readAuthSecretFile, resolveAuthSecret, type AppConfig } from "./config";
import { startHousekeeping } from "./housekeeping";
import { openDatabase, type Database } from "./db/client";
import { seedDatabase } from "./db/seed";
import type { Env } from "./env";
import { createLogger } from "./logger";
import { serverPaths } from "./paths";
import { createMailer } from "./mail/mailer";
import { backfillTrace } from "./services/coverage/backfill-trace";

export const defaultClientDir = serverPaths.clientDist;

export interface RunningServer {
  url: string;
  port: number;
  config: AppConfig;
  database: Database;
  logger: Logger;
  /** Where mail goes: "smtp://host:port" or the outbox folder. */
  mail: string;
  close(): Promise<void>;
}

/**
 * Opens the database (PGlite under DATA_DIR, or DATABASE_URL), applies migrations, seeds first-start data,
 * and listens on env.PORT (0 = any free port). `overrides` lets tests adjust the derived config; `notify` gets a
 * readable line for each message written to the outbox (without SMTP_URL; main.ts: the terminal).
 */
export async function startServer(
  env: Env,
  options: {
    clientDir?: string;
    overrides?: (config: AppConfig) => AppConfig;
    logger?: Logger;
    notify?: (line: string) => void;
  } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.DATA_DIR, "outbox"),
    logger,
    notify: options.notify,
  });
  const database = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL, onIdleError: (err) => logger.warn({ err }, "database connection lost") }
      : { dataDir: path.join(env.DATA_DIR, "pglite") },
  );
  const migrationsApplied = await database.migrate(seedDatabase);
  logger.info(
    { migrationsApplied },
    migrationsApplied ? `applied ${migrationsApplied} database migrations` : "database schema up to date",
  );
  // Scripts saved before line-to-standard tracing are traced once (ADR 0059).
  const traced = await backfillTrace(database.db);
  if (traced) logger.info({ traced }, `traced the standards of ${traced} earlier scripts`);
  const sessionFeed = await startSessionCache(database, logger);
  const listFeed = await startScriptListCache(database, logger, env.LIST_CACHE_MB * 1024 * 1024);
  // Several instances on one PostgreSQL must sign sessions alike: AUTH_SECRET, else one kept in the database.
  const authSecret =
    env.AUTH_SECRET ??
    (database.kind === "postgres"
      ? await sharedAuthSecret(database.db, readAuthSecretFile(env.DATA_DIR))
      : resolveAuthSecret(env));
  const housekeeping = startHousekeeping(database.db, logger, { analyze: database.kind === "pglite" });
  const searchIndexer = startSearchIndexer(database.db, logger);

  let server: ServerType | undefined;
  let mailFolding: { stop(): void } | undefined;
  let resolvedConfig!: AppConfig;
  const port = await new Promise<number>((resolve, reject) => {
    // The config needs the real port for APP_URL's default, so the app is built once the port is known.
    // The Node bindings (env.incoming) travel with each request so the socket's address is known
    // (docs/product/security.md#client-address).
    const holder = { fetch: (req: Request, bindings?: unknown) => app.fetch(req, bindings) };
    let app: ReturnType<typeof createApp>;
    server = serve(
      { fetch: (req, bindings) => holder.fetch(req, bindings), port: env.PORT, hostname: "0.0.0.0" },
      (info) => {
        let config = configFromEnv(env, info.port, authSecret);
        if (options.overrides) config = options.overrides(config);
        const auth = createAuth({ config, db: database.db, mailer, logger });
        app = createApp({
          config,
          db: database.db,
          auth,
          mailer,
          logger,
          clientDir: options.clientDir ?? defaultClientDir,
          sessions: sessionFeed.sessions,
          lists: listFeed.lists,
          sharedRateLimits: database.kind === "postgres",
        });
        resolvedConfig = config;
        mailFolding = startMailFolding({ db: database.db, mailer, appUrl: config.appUrl, logger });
        resolve(info.port);
      },
    );
    server.on("error", reject);
  });
  return {
    url: `http://localhost:${port}`,
    port,
    get config() {
      return resolvedConfig;
    },
    database,
    logger,
    mail: mailer.describe(),
    async close() {
      housekeeping.stop();
      mailFolding?.stop();
      await searchIndexer.stop();
      await sessionFeed.stop();
      await listFeed.stop();
      await new Promise<void>((r) => {
        server?.close(() => r());
        (server as { closeAllConnections?: () => void } | undefined)?.closeAllConnections?.();
      });
      await database.close();
    },
  };
}
