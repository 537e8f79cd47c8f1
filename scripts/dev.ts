/** `npm run dev`: the API server (restarted on change by tsx watch) plus Vite with hot reload on :5173. */
import { spawn } from "node:child_process";

const env = { ...process.env, NODE_ENV: "development" };
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], { stdio: "inherit", env }),
  spawn("npx", ["vite", "--host", "localhost"], { stdio: "inherit", env }),
];
const stop = () => {
  for (const c of children) c.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children) c.on("exit", (code) => code && stop());
