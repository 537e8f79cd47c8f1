import { Hono } from "hono";
import { PRODUCT_NAME } from "@shared/constants";
import type { Engine } from "@shared/schemas/generation";
import type { AppConfig } from "../config";
import type { AppEnv } from "../http/context";

/**
 * GET /api/config (public): what the client needs before sign-in — product name, allowed domains, AI engine,
 * and how people sign in (ADR 0042): `oidcProviderName` (null without company sign-in) and `passwordSignIn`.
 */
export function configRoutes(config: AppConfig) {
  const aiEngine: Engine = config.ai.apiKey ? "model" : "offline";
  return new Hono<AppEnv>().get("/", (c) =>
    c.json({
      productName: PRODUCT_NAME,
      allowedDomains: config.allowedDomains,
      aiEngine,
      oidcProviderName: config.oidc?.providerName ?? null,
      passwordSignIn: config.passwordSignIn,
    }),
  );
}
