import cluster from "node:cluster";
import { describeDatabase, describeEngine, describeMail, startBanner } from "./banner";
import { loadEnv } from "./env";
import { createLogger, logFormatFor } from "./logger";
import { runServerProcesses } from "./processes";
import { startServer } from "./server";

const env = loadEnv();
// A person at a terminal gets a banner and each outbox message as a readable line (npm run dev: readable logs
// too); a service manager or a file gets JSON lines only.
const isTerminal = Boolean(process.stdout.isTTY);
const logger = createLogger(env.LOG_LEVEL, logFormatFor(env.NODE_ENV, isTerminal));
if (env.SERVER_PROCESSES > 1 && cluster.isPrimary) {
  // SERVER_PROCESSES (ADR 0026): this process only starts and watches the server processes.
  await runServerProcesses(env.SERVER_PROCESSES, logger);
} else {
  await serve();
}

async function serve() {
  // One banner per start, from the first server process when there are several.
  const say =
    isTerminal && (cluster.worker?.id ?? 1) === 1
      ? (text: string) => void process.stdout.write(`${text}\n`)
      : undefined;
  const server = await startServer(env, { logger, notify: say });
  // `npm run dev`: the page to open is Vite's (hot reload), the one origin config trusts besides APP_URL.
  const devClient = env.NODE_ENV === "development" ? server.config.trustedOrigins[0] : undefined;
  const start = {
    url: devClient
      ? `${devClient} (npm run dev's client, hot reload; API at ${server.config.appUrl})`
      : server.config.appUrl,
    database: describeDatabase(env),
    engine: describeEngine(env),
    mail: describeMail(env, server.mail),
  };
  server.logger.info(
    {
      url: server.url,
      database: server.database.kind,
      dataDir: env.DATA_DIR,
      ai: env.OPENAI_API_KEY ? (env.AI_MODEL ?? "default model") : "offline drafting engine",
      mail: server.mail,
    },
    `Nova Writer is running at ${server.config.appUrl}`,
  );
  say?.(startBanner(start));

  let closing = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, async () => {
      if (closing) return;
      closing = true;
      server.logger.info("shutting down");
      await server.close();
      server.logger.flush();
      process.exit(0);
    });
  }
}
