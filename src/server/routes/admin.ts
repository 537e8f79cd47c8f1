import { Hono } from "hono";
import { characterFormSchema, promptFormSchema, topicRenameBodySchema, topicRenameSchema } from "@shared/schemas/admin";
import { topicParamsSchema, weeklyStatsQuerySchema } from "@shared/schemas/requests";
import { requireAdmin, requireUser, type SessionDeps } from "../auth/session";
import type { AppEnv } from "../http/context";
import { idParams } from "../http/params";
import { jsonBody, params, query } from "../http/validate";
import { createCharacter } from "../services/admin/create-character";
import { createPrompt } from "../services/admin/create-prompt";
import { deactivateCharacter } from "../services/admin/deactivate-character";
import { deletePrompt } from "../services/admin/delete-prompt";
import { listAllCharacters } from "../services/admin/list-all-characters";
import { listPromptUsage } from "../services/admin/list-prompt-usage";
import { listPrompts } from "../services/admin/list-prompts";
import { listTopicScripts } from "../services/admin/list-topic-scripts";
import { listTopicSummaries } from "../services/admin/list-topic-summaries";
import { renameTopic } from "../services/admin/rename-topic";
import type { ScriptListCache } from "../services/scripts/list-cache";
import { scriptsPerWeek } from "../services/admin/scripts-per-week";
import { updateCharacter } from "../services/admin/update-character";
import { updatePrompt } from "../services/admin/update-prompt";
import { listPromptVersions, restorePromptVersion } from "../services/admin/prompt-versions";

/** Ids in the path; a malformed one is 404 "No prompt with id …" like an unknown one. */
const promptId = idParams({ id: "prompt" });
const characterId = idParams({ id: "character" });
const promptVersionId = idParams({ id: "prompt", versionId: "prompt version" });
/** A topic from the (URL-decoded) path, up to 1000 characters. */
const topicInPath = params(topicParamsSchema(1000));

/**
 * /api/admin (verified session → 401 UNAUTHENTICATED; not an admin → 403 FORBIDDEN, on every route):
 * prompts — GET /prompts → AdminPromptDto[] (with inUse, purpose); GET /prompts/usage → PromptUsageDto[];
 *   POST /prompts → 201 AdminPromptDto (409 on a duplicate name); PUT /prompts/:id → AdminPromptDto;
 *   DELETE /prompts/:id → {ok: true}; a template that does not parse or names an unknown variable → 400 naming
 *   the line; GET /prompts/:id/versions → {versions: PromptVersionDto[]} (newest first);
 *   POST /prompts/:id/versions/:versionId/restore → AdminPromptDto (docs/product/admin-prompts.md).
 * characters — GET /characters → AdminCharacterDto[] (active and inactive); POST → 201 AdminCharacterDto;
 *   PUT /characters/:id → AdminCharacterDto; DELETE /characters/:id → {ok: true} (deactivates).
 * topics — GET /topics → TopicSummaryDto[]; GET /topics/stats/weekly (?weeks, default 12) → WeeklyCountDto[];
 *   GET /topics/:topic/scripts → TopicScriptDto[]; PUT /topics/:topic {newTopicName | newName} and
 *   PUT /topics {oldName, newName} → {topic, updated} (404 when no script has the old topic).
 */
export function adminRoutes(deps: SessionDeps & { lists: ScriptListCache }) {
  const { db, lists } = deps;
  // A rename changes many people's scripts: this instance forgets every cached list at once (the others hear of
  // each owner from the database).
  const rename = async (oldName: string, newName: string, actor: string) => {
    const result = await renameTopic(db, oldName, newName, actor);
    lists.clear();
    return result;
  };
  return (
    new Hono<AppEnv>()
      .use("*", requireUser(deps))
      .use("*", requireAdmin)
      // Prompts
      .get("/prompts", async (c) => c.json(await listPrompts(db)))
      .get("/prompts/usage", async (c) => c.json(await listPromptUsage(db)))
      .post("/prompts", jsonBody(promptFormSchema), async (c) =>
        c.json(await createPrompt(db, c.req.valid("json"), c.var.user.email), 201),
      )
      .put("/prompts/:id", promptId, jsonBody(promptFormSchema), async (c) =>
        c.json(await updatePrompt(db, c.req.valid("param").id, c.req.valid("json"), c.var.user.email)),
      )
      .get("/prompts/:id/versions", promptId, async (c) =>
        c.json({ versions: await listPromptVersions(db, c.req.valid("param").id) }),
      )
      .post("/prompts/:id/versions/:versionId/restore", promptVersionId, async (c) => {
        const { id, versionId } = c.req.valid("param");
        return c.json(await restorePromptVersion(db, id, versionId, c.var.user.email));
      })
      .delete("/prompts/:id", promptId, async (c) => {
        await deletePrompt(db, c.req.valid("param").id, c.var.user.email);
        return c.json({ ok: true });
      })
      // Characters
      .get("/characters", async (c) => c.json(await listAllCharacters(db)))
      .post("/characters", jsonBody(characterFormSchema), async (c) =>
        c.json(await createCharacter(db, c.req.valid("json"), c.var.user.email), 201),
      )
      .put("/characters/:id", characterId, jsonBody(characterFormSchema), async (c) =>
        c.json(await updateCharacter(db, c.req.valid("param").id, c.req.valid("json"), c.var.user.email)),
      )
      .delete("/characters/:id", characterId, async (c) => {
        await deactivateCharacter(db, c.req.valid("param").id, c.var.user.email);
        return c.json({ ok: true });
      })
      // Topics
      .get("/topics", async (c) => c.json(await listTopicSummaries(db)))
      .get("/topics/stats/weekly", query(weeklyStatsQuerySchema), async (c) =>
        c.json(await scriptsPerWeek(db, c.req.valid("query").weeks)),
      )
      .get("/topics/:topic/scripts", topicInPath, async (c) =>
        c.json(await listTopicScripts(db, c.req.valid("param").topic)),
      )
      .put("/topics/:topic", topicInPath, jsonBody(topicRenameSchema), async (c) =>
        c.json(await rename(c.req.valid("param").topic, c.req.valid("json").newName, c.var.user.email)),
      )
      .put("/topics", jsonBody(topicRenameBodySchema), async (c) => {
        const { oldName, newName } = c.req.valid("json");
        return c.json(await rename(oldName, newName, c.var.user.email));
      })
  );
}
