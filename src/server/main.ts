import { loadEnv } from "./env";
import { startServer } from "./server";

const env = loadEnv();
const server = await startServer(env);
server.logger.info(
  { url: server.url, database: server.database.kind, dataDir: env.DATA_DIR, ai: env.OPENAI_API_KEY ? env.AI_MODEL ?? "default model" : "offline drafting engine" },
  `Nova Writer is running at ${server.config.appUrl}`,
);

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
