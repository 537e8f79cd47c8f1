// `npm start`: builds the client and the server when their sources changed (scripts/build.mjs), then runs the
// compiled server (dist/server/main.js) in this process: API + SPA on PORT.
import { ensureBuilds, serverEntry } from "./build.mjs";
import { pathToFileURL } from "node:url";

ensureBuilds();
await import(pathToFileURL(serverEntry).href);
