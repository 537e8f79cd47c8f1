import { Hono } from "hono";
import { AppError } from "@shared/errors";
import { z } from "zod";
import { saveScriptRequestSchema } from "@shared/schemas/script";
import { requireUser, type SessionDeps } from "../auth/session";
import type { AppEnv } from "../http/context";
import { idParam } from "../http/params";
import { parseWith, readJson } from "../http/validate";
import { checkSavedScript } from "../services/scripts/check-saved-script";
import { getScriptVersion, listScriptVersions } from "../services/scripts/script-versions";
import { createScript } from "../services/scripts/create-script";
import { deleteScript } from "../services/scripts/delete-script";
import { getScript } from "../services/scripts/get-script";
import { listRelatedScripts } from "../services/scripts/list-related-scripts";
import { listScripts } from "../services/scripts/list-scripts";
import { updateScript } from "../services/scripts/update-script";

const listQuerySchema = z.object({
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
  /** "1": drafts (generated, not saved yet) instead of saved scripts (issue 11). */
  drafts: z.enum(["0", "1"]).optional().transform((v) => v === "1"),
});

/**
 * /api/scripts (signed-in users; every call is limited to the caller's own scripts):
 * GET / (?q, limit 1–100 default 20, cursor, drafts=1 for drafts) → {scripts: ScriptSummary[], nextCursor, total};
 * GET /related/:topic → RelatedScriptDto[] (other authors); GET /:id → {script, checks};
 * POST / → 201 {script, checks}; PUT /:id (body.version for optimistic concurrency; 409 when stale) → {script, checks};
 * GET /:id/versions → {versions: [{version, savedAt, chars}]} (earlier versions, newest first);
 * GET /:id/versions/:version → {version: {version, savedAt, chars, topic, concept, scriptContent}};
 * DELETE /:id → {ok: true}. Another user's id answers 404.
 */
export function scriptRoutes(deps: SessionDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use("*", requireUser(deps))
    .get("/", async (c) => c.json(await listScripts(db, c.var.user, parseWith(listQuerySchema, c.req.query()))))
    .get("/related/:topic", async (c) => c.json(await listRelatedScripts(db, c.var.user, c.req.param("topic").slice(0, 200))))
    .get("/:id/versions", async (c) => c.json({ versions: await listScriptVersions(db, c.var.user, idParam(c.req.param("id"))) }))
    .get("/:id/versions/:version", async (c) =>
      c.json({ version: await getScriptVersion(db, c.var.user, idParam(c.req.param("id")), idParam(c.req.param("version"), "version")) }),
    )
    .get("/:id", async (c) => {
      const script = await getScript(db, c.var.user, idParam(c.req.param("id")));
      return c.json({ script, checks: checkSavedScript(script) });
    })
    .post("/", async (c) => {
      const input = await readJson(c, saveScriptRequestSchema);
      const script = await createScript(db, c.var.user, input);
      return c.json({ script, checks: checkSavedScript(script) }, 201);
    })
    .put("/:id", async (c) => {
      const id = idParam(c.req.param("id"));
      const input = await readJson(c, saveScriptRequestSchema);
      // Without the version the edit started from, a save could silently overwrite another tab's (issue 8).
      if (input.version === undefined) {
        throw new AppError("PRECONDITION_REQUIRED", "Send the version you edited (the script's \"version\") so a newer save is never overwritten.");
      }
      const script = await updateScript(db, c.var.user, id, input);
      return c.json({ script, checks: checkSavedScript(script) });
    })
    .delete("/:id", async (c) => {
      await deleteScript(db, c.var.user, idParam(c.req.param("id")));
      return c.json({ ok: true });
    });
}
