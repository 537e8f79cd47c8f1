import { Hono } from "hono";
import { PRODUCT_NAME } from "@shared/constants";
import type { AppConfig } from "../config";
import type { AppEnv } from "../http/context";

/** GET /api/config (public): what the client needs before sign-in — product name, allowed domains, AI engine. */
export function configRoutes(config: AppConfig) {
  return new Hono<AppEnv>().get("/", (c) =>
    c.json({
      productName: PRODUCT_NAME,
      allowedDomains: config.allowedDomains,
      aiEngine: config.ai.apiKey ? "model" : "offline",
    }),
  );
}
