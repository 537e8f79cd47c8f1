// The bare Hono hello-world that `npm run bench` measures beside the app (README "Performance"): same framework and server
// adapter, no middleware, no database. Logs its address as one JSON line, like the app.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono().get("/", (c) => c.text("Hello World!"));
serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
  console.log(JSON.stringify({ url: `http://127.0.0.1:${info.port}` })),
);
