/** `npm start`: builds the client when needed, then starts the one server (API + SPA) on PORT. */
import { ensureClientBuild } from "./client-build";

await ensureClientBuild();
await import("../src/server/main");
