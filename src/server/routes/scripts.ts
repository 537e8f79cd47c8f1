import { Hono } from "hono";
import { topicParamsSchema, scriptListQuerySchema } from "@shared/schemas/requests";
import { saveScriptRequestSchema } from "@shared/schemas/script";
import { requireUser, type SessionDeps } from "../auth/session";
import type { AppEnv } from "../http/context";
import { idParams } from "../http/params";
import { jsonBody, params, query } from "../http/validate";
import { checkSavedScriptWithDocument } from "../services/scripts/check-saved-script";
import { getScriptVersion, listScriptVersions } from "../services/scripts/script-versions";
import { createScript } from "../services/scripts/create-script";
import { deleteScript } from "../services/scripts/delete-script";
import { getScript } from "../services/scripts/get-script";
import { listRelatedScripts } from "../services/scripts/list-related-scripts";
import type { ScriptListCache } from "../services/scripts/list-cache";
import { listScripts } from "../services/scripts/list-scripts";
import { updateScript } from "../services/scripts/update-script";

/** A script id in the path; a malformed one is 404 "No script with id …" like an unknown one. */
const scriptId = idParams({ id: "script" });
const saveBody = jsonBody(saveScriptRequestSchema);
const JSON_TYPE = { "content-type": "application/json" };

/**
 * /api/scripts (signed-in users; each call applies the script policy, src/server/policies/scripts.ts: the owner
 * does everything, co-editors read and save, reviewers and the team (shared scripts) read):
 * GET / (?q, limit 1–100 default 20, cursor, drafts=1 for drafts, scope=mine|team, status, grade, standard)
 *   → {scripts: ScriptSummary[], nextCursor, total};
 * GET /related/:topic → RelatedScriptDto[] (other authors); GET /:id → {script, checks};
 * POST / → 201 {script, checks}; PUT /:id (body.version for optimistic concurrency; 409 when stale) → {script, checks};
 * GET /:id/versions → {versions: [{version, savedAt, chars}]} (earlier versions, newest first);
 * GET /:id/versions/:version → {version: {version, savedAt, chars, topic, concept, scriptContent}};
 * DELETE /:id → {ok: true} (owner). A script the caller may not open answers 404; one they may open but not
 * change, 403.
 */
export function scriptRoutes(deps: SessionDeps & { lists: ScriptListCache }) {
  const { db, lists } = deps;
  return new Hono<AppEnv>()
    .use("*", requireUser(deps))
    .get("/", query(scriptListQuerySchema), async (c) => {
      const listQuery = c.req.valid("query");
      const user = c.get("user");
      const userId = user.id;
      // The first page of an unsearched list (the dashboard's, the library's) is kept; searches and later pages are not.
      // Team lists and filtered ones are not kept: another author's change would not drop them (ADR 0025).
      const isPlain = listQuery.scope === "mine" && !listQuery.status && !listQuery.grade && !listQuery.standard;
      const shape =
        listQuery.q?.trim() || listQuery.cursor || !isPlain
          ? null
          : `${listQuery.drafts ? "drafts" : "saved"}:${listQuery.limit}`;
      const cached = shape ? lists.get(userId, shape) : undefined;
      if (cached !== undefined) return c.body(cached, 200, JSON_TYPE);
      const generation = lists.generation;
      const body = JSON.stringify(await listScripts(db, user, listQuery));
      if (shape) lists.set(userId, shape, body, generation);
      return c.body(body, 200, JSON_TYPE);
    })
    .get("/related/:topic", params(topicParamsSchema(200)), async (c) =>
      c.json(await listRelatedScripts(db, c.var.user, c.req.valid("param").topic)),
    )
    .get("/:id/versions", scriptId, async (c) =>
      c.json({ versions: await listScriptVersions(db, c.var.user, c.req.valid("param").id) }),
    )
    .get("/:id/versions/:version", idParams({ id: "script", version: "version" }), async (c) => {
      const { id, version } = c.req.valid("param");
      return c.json({ version: await getScriptVersion(db, c.var.user, id, version) });
    })
    .get("/:id", scriptId, async (c) => {
      const script = await getScript(db, c.var.user, c.req.valid("param").id);
      return c.json({ script, checks: await checkSavedScriptWithDocument(db, script) });
    })
    .post("/", saveBody, async (c) => {
      const script = await createScript(db, c.var.user, c.req.valid("json"));
      // This instance's next list shows the write at once; other instances hear of it from the database.
      lists.dropUser(c.var.user.id);
      return c.json({ script, checks: await checkSavedScriptWithDocument(db, script) }, 201);
    })
    .put("/:id", scriptId, saveBody, async (c) => {
      // 428 without the version the edit started from (a save could silently overwrite another tab's).
      const script = await updateScript(db, c.var.user, c.req.valid("param").id, c.req.valid("json"));
      // The owner's lists (a co-editor may have saved); other instances hear of it from the database.
      lists.dropUser(script.userId);
      return c.json({ script, checks: await checkSavedScriptWithDocument(db, script) });
    })
    .delete("/:id", scriptId, async (c) => {
      await deleteScript(db, c.var.user, c.req.valid("param").id);
      lists.dropUser(c.var.user.id);
      return c.json({ ok: true });
    });
}
