import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { PDF_MAX_BYTES } from "@shared/constants";
import { AppError } from "@shared/errors";
import { largeBodyBudget } from "./http/body-budget";
import { cleanInput } from "./http/clean-input";
import { compressJson } from "./http/compress-json";
import { PgRateLimitStore } from "./http/pg-rate-limit-store";
import { resolveClientAddress } from "./http/rate-limit";
import { sameOriginGuard } from "./http/same-origin";
import { spaPages } from "./http/spa-pages";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";
import { verifySessionCookie } from "./auth/session-cookie";
import { secureHeaders } from "hono/secure-headers";
import type { LanguageModel } from "ai";
import type { Logger } from "pino";
import type { Auth } from "./auth/auth";
import { SessionCache } from "./auth/session-cache";
import { ScriptListCache } from "./services/scripts/list-cache";
import type { AppConfig } from "./config";
import type { Db } from "./db/client";
import type { AppEnv } from "./http/context";
import { errorJson, handleError } from "./http/errors";
import type { Mailer } from "./mail/mailer";
import { adminRoutes } from "./routes/admin";
import { adminAccountRoutes } from "./routes/admin-accounts";
import { authRoutes } from "./routes/auth";
import { configRoutes } from "./routes/config";
import { characterRoutes } from "./routes/characters";
import { generationRoutes } from "./routes/generation";
import { oidcRoutes } from "./routes/oidc";
import { scriptRoutes } from "./routes/scripts";
import { collaborationRoutes } from "./routes/collaboration";
import { coverageRoutes } from "./routes/coverage";
import { uploadRoutes } from "./routes/uploads";
import { topicTextRoutes } from "./routes/topic-texts";
import { uploadLimits } from "./services/uploads/check-upload";
import { createLanguageModel } from "./ai/model";

export interface AppDeps {
  config: AppConfig;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  /** The chat model; undefined = from config.ai (null when no OPENAI_API_KEY: offline engine). */
  model?: LanguageModel | null;
  /** Folder of the built single-page app (index.html + assets); omitted in API-only tests. */
  clientDir?: string;
  /** Sessions this instance has checked (see startSessionCache); default: an empty one that never caches. */
  sessions?: SessionCache;
  /** Script lists this instance has built (see startScriptListCache); default: an empty one that never caches. */
  lists?: ScriptListCache;
  /** The clock of team-workflow mail folding (tests move it on); default the real one. */
  notifyNow?: () => Date;
  /** true on PostgreSQL: rate-limit counters in the database, shared by every instance; else in memory. */
  sharedRateLimits?: boolean;
}

/**
 * Each route's body limit is what it needs (docs/product/security.md, "Request bodies"): a script save 2 MB
 * (its text is at most 500,000 characters), a file upload its file's limit plus the multipart overhead (PDFs
 * travel only as uploads), every other JSON body config.maxJsonBytes (1 MB).
 */
const SAVE_BODY_BYTES = 2 * 1024 * 1024;
const UPLOAD_BODY_BYTES = PDF_MAX_BYTES + 64 * 1024;

/** Builds the HTTP app: the API under /api and the built SPA for every other path. Used by main and tests. */
export function createApp(appDeps: AppDeps) {
  const deps = {
    ...appDeps,
    sessions: appDeps.sessions ?? new SessionCache(),
    lists: appDeps.lists ?? new ScriptListCache(),
    rateLimitStore: appDeps.sharedRateLimits ? () => new PgRateLimitStore(appDeps.db) : undefined,
  };
  const { config, logger } = deps;
  const app = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    c.set("requestId", requestId);
    c.set("log", logger.child({ reqId: requestId }));
    c.set("clientIp", resolveClientAddress(c, config.trustProxy));
    const started = performance.now();
    // Built files (/assets/…, named by content) carry no id: nobody reports one, and every header is paid
    // for on each file of the first page (ADR 0023).
    const isAsset = c.req.path.startsWith("/assets/");
    // Set before the reply exists: a header added to a finished reply makes Hono copy it into a streamed
    // Response, which costs more than the rest of a small request.
    if (!isAsset) c.header("x-request-id", requestId);
    await next();
    // A reply made without the context (better-auth's, static files) gets it here, on its headers object.
    if (!isAsset && !c.res.headers.has("x-request-id")) {
      try {
        c.res.headers.set("x-request-id", requestId);
      } catch {
        /* immutable headers (a fetched response): sent without the id */
      }
    }
    if (c.req.path.startsWith("/api/")) {
      // c.get, not c.var: c.var copies every variable into a new object on each read.
      c.get("log").info(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
          userId: c.get("user")?.id,
        },
        "request",
      );
    }
  });

  // Document headers (CSP, framing, referrer, cross-origin isolation…) on every reply but the built files
  // under /assets/, where they do nothing: a script or stylesheet keeps what applies to it (nosniff and the
  // same-origin resource policy), so the first page's files carry ~600 bytes less each (ADR 0023).
  const documentHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
    // A route may set its own policy (uploaded PDFs are served with `sandbox`).
    overwrite: false,
  });
  app.use("*", async (c, next) => {
    if (!c.req.path.startsWith("/assets/")) return documentHeaders(c, next);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Cross-Origin-Resource-Policy", "same-origin");
    return next();
  });

  app.use("/api/*", sameOriginGuard([config.appUrl, ...config.trustedOrigins]));

  // Built once, not per request. A body that states its length (every browser's JSON) is
  // judged by that header alone: Node's parser never delivers more than it states, and Hono's bodyLimit would
  // first turn the request into a full web Request with a stream (a fifth of a save's server time). A chunked
  // body, whose length is known only once read, is counted by bodyLimit as it arrives.
  const sizeLimit = (maxSize: number, message?: string): MiddlewareHandler<AppEnv> => {
    const tooLarge = (c: Context<AppEnv>) => {
      // The rest of the body is never read, so the connection cannot carry another request: closed after this reply.
      c.header("Connection", "close");
      return errorJson(
        c,
        new AppError(
          "PAYLOAD_TOO_LARGE",
          message ?? `The request body is larger than ${Math.round(maxSize / 1024 / 1024)} MB.`,
        ),
      );
    };
    const counted = bodyLimit({ maxSize, onError: tooLarge });
    return async (c, next) => {
      const length = c.req.header("content-length");
      // No length stated: chunked, or a Request made in process (tests), which states none.
      if (c.req.header("transfer-encoding") !== undefined || length === undefined) return counted(c, next);
      return Number(length) > maxSize ? tooLarge(c) : next();
    };
  };
  // An upload too large to read says so in the words of its kind (the PDF message on the PDF route).
  const pdfUploadLimit = sizeLimit(UPLOAD_BODY_BYTES, uploadLimits.pdf.tooLarge);
  const uploadLimit = sizeLimit(UPLOAD_BODY_BYTES);
  const saveLimit = sizeLimit(SAVE_BODY_BYTES);
  const jsonLimit = sizeLimit(config.maxJsonBytes);
  app.use("/api/*", async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const path = c.req.path;
    if (path === "/api/uploads/pdf") return pdfUploadLimit(c, next);
    if (path.startsWith("/api/uploads/")) return uploadLimit(c, next);
    return (path === "/api/scripts" || path.startsWith("/api/scripts/") ? saveLimit : jsonLimit)(c, next);
  });
  // Large bodies count against their sender's budget before they are read.
  const sessionOf = (c: Context<AppEnv>) => {
    for (const name of ["__Secure-nova.session_token", "nova.session_token"]) {
      const value = getCookie(c, name);
      const token = value ? verifySessionCookie(value, config.authSecret) : null;
      if (token) return token;
    }
    return null;
  };
  app.use("/api/*", largeBodyBudget(sessionOf, config.bodyBudget));

  // After the size limit, so an oversized body is refused before it is read.
  app.use("/api/*", cleanInput());

  // JSON replies of 1 kB or more are gzipped for clients that accept it (ADR 0023); streamed NDJSON is not,
  // so script text is never held back.
  app.use("/api/*", compressJson(1024));

  // Company sign-in and the PASSWORD_SIGN_IN switch, ahead of the auth routes (ADR 0042).
  app.route("/api/auth", oidcRoutes(deps));
  app.route("/api/auth", authRoutes(deps));
  app.route("/api/config", configRoutes(config));
  app.route("/api/scripts", scriptRoutes(deps));
  app.route("/api", collaborationRoutes(deps));
  app.route("/api", coverageRoutes(deps));
  app.route("/api/characters", characterRoutes(deps));
  app.route("/api/uploads", uploadRoutes(deps));
  app.route("/api/topic-text", topicTextRoutes(deps));
  app.route("/api/admin", adminRoutes(deps));
  app.route("/api/admin", adminAccountRoutes(deps));
  app.route(
    "/api",
    generationRoutes({ ...deps, model: deps.model === undefined ? createLanguageModel(config.ai) : deps.model }),
  );

  app.all("/api/*", (c) =>
    errorJson(c, new AppError("NOT_FOUND", `No API endpoint at ${c.req.method} ${c.req.path}.`)),
  );

  if (deps.clientDir && existsSync(path.join(deps.clientDir, "index.html"))) {
    const root = path.relative(process.cwd(), deps.clientDir) || ".";
    const pageFor = spaPages(deps.clientDir);
    app.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
    });
    // Precompressed .br/.gz files written at build are sent by Accept-Encoding (ADR 0023).
    app.use("*", serveStatic({ root, precompressed: true }));
    // A built file that is not there (a tab open across a deploy asks for an old chunk) is a plain 404, not
    // the app's HTML under a script's name.
    app.get("/assets/*", (c) => errorJson(c, new AppError("NOT_FOUND", `No file at ${c.req.path}.`)));
    app.get("*", (c) => {
      const page = pageFor(c.req.path);
      c.header("Cache-Control", "no-cache");
      c.header("Vary", "Accept-Encoding");
      const accepted = c.req.header("accept-encoding") ?? "";
      const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
      if (!encoding) return c.html(page.html);
      c.header("Content-Encoding", encoding);
      c.header("Content-Type", "text/html; charset=UTF-8");
      return c.body(new Uint8Array(encoding === "br" ? page.br : page.gzip));
    });
  }

  app.notFound((c) => errorJson(c, new AppError("NOT_FOUND", "Not found.")));
  app.onError(handleError);
  return app;
}
