import { Hono } from "hono";
import {
  coverageQuerySchema,
  episodeScriptSchema,
  planCreateSchema,
  planProposalRequestSchema,
  planUpdateSchema,
  standardScriptsQuerySchema,
} from "@shared/schemas/coverage";
import { standardCodeParamsSchema } from "@shared/schemas/requests";
import { requireUser, type SessionDeps } from "../auth/session";
import type { AppEnv } from "../http/context";
import { idParams } from "../http/params";
import { jsonBody, params, query } from "../http/validate";
import { getCoverage, getStandardScripts } from "../services/coverage/get-coverage";
import {
  createPlan,
  deletePlan,
  getPlan,
  linkEpisodeScript,
  listPlans,
  proposePlan,
  updatePlan,
} from "../services/coverage/plans";

const planId = idParams({ id: "plan" });
const episodeIds = idParams({ id: "plan", episodeId: "episode" });

/**
 * The coverage map and series plans (docs/product/coverage.md, ADR 0060; signed-in users; permissions are the plan
 * policy's, src/server/policies/plans.ts, and the script policy's for the scripts counted):
 * GET /coverage?grade=&strand= → {standards: [{code, grade, strand, description, topic, status, scripts, scriptCount}]}
 * (the first ten scripts of each standard);
 * GET /coverage/standards/:code/scripts?cursor=&limit= → {code, scriptCount, scripts, nextCursor} (all of them, keyset pages);
 * GET /plans → {plans}; POST /plans {name, grade, strand?, episodes} → 201 {plan};
 * POST /plans/proposal {grade, strand} → {episodes} ("Plan a season", nothing stored);
 * GET /plans/:id → {plan}; PUT /plans/:id {name, grade, strand?, version, episodes} → {plan} (owner; 409 when stale);
 * DELETE /plans/:id → {ok: true} (owner);
 * POST /plans/:id/episodes/:episodeId/script {scriptId} → {plan} (owner or the episode's assignee).
 */
export function coverageRoutes(deps: SessionDeps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  return new Hono<AppEnv>()
    .get("/coverage", signedIn, query(coverageQuerySchema), async (c) =>
      c.json(await getCoverage(db, c.var.user, c.req.valid("query"))),
    )
    .get(
      "/coverage/standards/:code/scripts",
      signedIn,
      params(standardCodeParamsSchema),
      query(standardScriptsQuerySchema),
      async (c) => c.json(await getStandardScripts(db, c.var.user, c.req.valid("param").code, c.req.valid("query"))),
    )
    .get("/plans", signedIn, async (c) => c.json({ plans: await listPlans(db, c.var.user) }))
    .post("/plans/proposal", signedIn, jsonBody(planProposalRequestSchema), async (c) => {
      const { grade, strand } = c.req.valid("json");
      return c.json({ episodes: await proposePlan(db, c.var.user, grade, strand) });
    })
    .post("/plans", signedIn, jsonBody(planCreateSchema), async (c) =>
      c.json({ plan: await createPlan(db, c.var.user, c.req.valid("json")) }, 201),
    )
    .get("/plans/:id", signedIn, planId, async (c) =>
      c.json({ plan: await getPlan(db, c.var.user, c.req.valid("param").id) }),
    )
    .put("/plans/:id", signedIn, planId, jsonBody(planUpdateSchema), async (c) =>
      c.json({ plan: await updatePlan(db, c.var.user, c.req.valid("param").id, c.req.valid("json")) }),
    )
    .delete("/plans/:id", signedIn, planId, async (c) => {
      await deletePlan(db, c.var.user, c.req.valid("param").id);
      return c.json({ ok: true as const });
    })
    .post("/plans/:id/episodes/:episodeId/script", signedIn, episodeIds, jsonBody(episodeScriptSchema), async (c) => {
      const { id, episodeId } = c.req.valid("param");
      return c.json({
        plan: await linkEpisodeScript(db, c.var.user, id, episodeId, c.req.valid("json").scriptId),
      });
    });
}
