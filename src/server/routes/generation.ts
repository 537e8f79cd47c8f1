import { Hono } from "hono";
import type { LanguageModel } from "ai";
import { AppError, type ErrorCode } from "@shared/errors";
import { gradeParamsSchema, standardCodeParamsSchema, standardsSearchQuerySchema } from "@shared/schemas/requests";
import {
  conceptsRequestSchema,
  generateScriptRequestSchema,
  topicStandardsRequestSchema,
} from "@shared/schemas/script";
import type { GenerationInput } from "../ai/generation-input";
import { requireUser, type SessionDeps } from "../auth/session";
import type { AppEnv } from "../http/context";
import { limitRequests, type RateLimitStoreFactory } from "../http/rate-limit";
import { jsonBody, params, query } from "../http/validate";
import { getStandardWithCard, offerStandardsForTopic } from "../services/curriculum/offer-standards";
import { searchStandards } from "../curriculum/standards-catalogue";
import { standardsByStrand } from "../curriculum/topic-standards";
import { buildGenerationInput } from "../services/generation/build-generation-input";
import { generateScriptEvents } from "../services/generation/generate-script";
import { suggestConcepts } from "../services/generation/suggest-concepts";
import { rewriteScene } from "../services/generation/rewrite-scene";
import { rewriteSceneRequestSchema } from "@shared/schemas/rewrite-scene";

export interface GenerationDeps extends SessionDeps {
  model: LanguageModel | null;
  rateLimitStore?: RateLimitStoreFactory;
}

/**
 * Generation endpoints (signed-in users, rate-limited per user):
 * POST /api/standards {topic, grade?} → TopicStandards; GET /api/standards/search?q → {standards};
 * GET /api/standards/grade/{grade} → the grade's standards by strand (ADR 0057);
 * GET /api/standards/{code} → {standard: {code, grade, strand, domain, description}, teaching: card} (404 unknown);
 * POST /api/subtopics → {concepts: exactly 3, engine}; POST /api/generate-script → {script, scriptContent,
 * engine}, or with `Accept: application/x-ndjson` a stream of ScriptStreamEvent lines.
 * POST /api/rewrite-scene → {scriptContent, checks, engine} (one scene redone, the rest byte for byte; same rate
 * limit and counter as generation; docs/product/scene-operations.md).
 * Model failures answer 502 UPSTREAM_AI_ERROR with a plain message (provider text is only logged).
 */
export function generationRoutes(deps: GenerationDeps) {
  const { db, config, model } = deps;
  const routes = new Hono<AppEnv>();
  const signedIn = requireUser(deps);
  const limited = limitRequests(
    config.rateLimits.generation,
    (c) => `gen:${c.var.user.id}`,
    "You are generating very quickly. Please wait a few minutes and try again.",
    deps.rateLimitStore,
  );

  const standardsLimited = limitRequests(
    config.rateLimits.standards,
    (c) => `standards:${c.var.user.id}`,
    "You are asking for standards very quickly. Please wait a few minutes and try again.",
    deps.rateLimitStore,
  );

  routes.post("/standards", signedIn, standardsLimited, jsonBody(topicStandardsRequestSchema), async (c) => {
    const { topic, grade } = c.req.valid("json");
    return c.json(
      await offerStandardsForTopic({ db, model, timeoutMs: config.ai.structuredTimeoutMs }, topic, grade ?? null),
    );
  });

  routes.get("/standards/search", signedIn, query(standardsSearchQuerySchema), (c) => {
    const { q, limit } = c.req.valid("query");
    return c.json({ standards: q ? searchStandards(q, limit) : [] });
  });

  routes.get("/standards/grade/:grade", signedIn, params(gradeParamsSchema), (c) =>
    c.json(standardsByStrand(c.req.valid("param").grade)),
  );

  routes.get("/standards/:code", signedIn, params(standardCodeParamsSchema), (c) => {
    const found = getStandardWithCard(c.req.valid("param").code);
    if (!found) throw new AppError("NOT_FOUND", "No CCSS ELA K–5 standard has that code.");
    return c.json(found);
  });

  routes.post("/subtopics", signedIn, limited, jsonBody(conceptsRequestSchema), async (c) => {
    const request = c.req.valid("json");
    const input = await buildGenerationInput(db, c.var.user, request);
    const deps = { db, model, timeoutMs: config.ai.structuredTimeoutMs };
    const onError = (error: unknown) =>
      c.get("log").warn({ err: error, userId: c.get("user").id }, "concept generation failed");
    return c.json(await suggestConcepts(deps, input, request.variant, onError));
  });

  routes.post("/rewrite-scene", signedIn, limited, jsonBody(rewriteSceneRequestSchema), async (c) => {
    const request = c.req.valid("json");
    const onError = (err: unknown) =>
      c.get("log").warn({ err, userId: c.get("user").id, scene: request.scene }, "scene rewrite failed");
    return c.json(await rewriteScene({ model, timeoutMs: config.ai.timeoutMs }, request, onError));
  });

  routes.post("/generate-script", signedIn, limited, jsonBody(generateScriptRequestSchema), async (c) => {
    const request = c.req.valid("json");
    const input = (await buildGenerationInput(db, c.var.user, request)) as GenerationInput;
    const deps = { db, model, timeoutMs: config.ai.timeoutMs, stallMs: config.ai.stallMs };
    const events = generateScriptEvents(deps, input, c.req.raw.signal, (err, chars) =>
      c.get("log").warn({ err, chars, userId: c.get("user").id }, "script generation failed"),
    );

    if (!c.req.header("accept")?.includes("application/x-ndjson")) {
      for await (const event of events) {
        if (event.type === "error") throw new AppError(event.error as ErrorCode, event.message);
        if (event.type === "done") {
          const script = {
            topic: input.topic,
            concept: input.concept.title,
            standards: input.standards,
            characters: input.characters,
            scriptContent: event.scriptContent,
            engine: event.engine,
            grade: input.grade,
            targetMinutes: input.targetMinutes,
          };
          return c.json({
            script,
            scriptContent: event.scriptContent,
            engine: event.engine,
            checks: event.checks,
            seed: event.seed,
          });
        }
      }
      throw new AppError("UPSTREAM_AI_ERROR", "Failed to generate script. Please try again.");
    }

    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        for await (const event of events) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        controller.close();
      },
    });
    return new Response(body, {
      headers: {
        "content-type": "application/x-ndjson; charset=utf-8",
        "cache-control": "no-store",
        "x-accel-buffering": "no",
      },
    });
  });

  return routes;
}
