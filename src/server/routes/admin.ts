import { Hono } from "hono";
import { z } from "zod";
import { characterFormSchema, promptFormSchema, topicRenameBodySchema, topicRenameSchema } from "@shared/schemas/admin";
import { requireAdmin, requireUser, type SessionDeps } from "../auth/session";
import type { AppEnv } from "../http/context";
import { idParam } from "../http/params";
import { parseWith, readJson } from "../http/validate";
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
import { scriptsPerWeek } from "../services/admin/scripts-per-week";
import { updateCharacter } from "../services/admin/update-character";
import { updatePrompt } from "../services/admin/update-prompt";

const weeklyQuerySchema = z.object({ weeks: z.coerce.number().int().min(1).max(104).default(12) });

/** A topic from the (URL-decoded) path; Hono decodes `:topic`, so "a%2Fb" arrives as "a/b". */
const topicParam = (value: string | undefined) => (value ?? "").slice(0, 1000);

/**
 * /api/admin (verified session → 401 UNAUTHENTICATED; not an admin → 403 FORBIDDEN, on every route):
 * prompts — GET /prompts → AdminPromptDto[] (with inUse, purpose); GET /prompts/usage → PromptUsageDto[];
 *   POST /prompts → 201 AdminPromptDto (409 on a duplicate name); PUT /prompts/:id → AdminPromptDto;
 *   DELETE /prompts/:id → {ok: true}.
 * characters — GET /characters → AdminCharacterDto[] (active and inactive); POST → 201 AdminCharacterDto;
 *   PUT /characters/:id → AdminCharacterDto; DELETE /characters/:id → {ok: true} (deactivates).
 * topics — GET /topics → TopicSummaryDto[]; GET /topics/stats/weekly (?weeks, default 12) → WeeklyCountDto[];
 *   GET /topics/:topic/scripts → TopicScriptDto[]; PUT /topics/:topic {newTopicName | newName} and
 *   PUT /topics {oldName, newName} → {topic, updated} (404 when no script has the old topic).
 */
export function adminRoutes(deps: SessionDeps) {
  const { db } = deps;
  return (
    new Hono<AppEnv>()
      .use("*", requireUser(deps))
      .use("*", requireAdmin)
      // Prompts
      .get("/prompts", async (c) => c.json(await listPrompts(db)))
      .get("/prompts/usage", async (c) => c.json(await listPromptUsage(db)))
      .post("/prompts", async (c) => c.json(await createPrompt(db, await readJson(c, promptFormSchema)), 201))
      .put("/prompts/:id", async (c) => {
        const id = idParam(c.req.param("id"), "prompt");
        return c.json(await updatePrompt(db, id, await readJson(c, promptFormSchema)));
      })
      .delete("/prompts/:id", async (c) => {
        await deletePrompt(db, idParam(c.req.param("id"), "prompt"));
        return c.json({ ok: true });
      })
      // Characters
      .get("/characters", async (c) => c.json(await listAllCharacters(db)))
      .post("/characters", async (c) => c.json(await createCharacter(db, await readJson(c, characterFormSchema)), 201))
      .put("/characters/:id", async (c) => {
        const id = idParam(c.req.param("id"), "character");
        return c.json(await updateCharacter(db, id, await readJson(c, characterFormSchema)));
      })
      .delete("/characters/:id", async (c) => {
        await deactivateCharacter(db, idParam(c.req.param("id"), "character"));
        return c.json({ ok: true });
      })
      // Topics
      .get("/topics", async (c) => c.json(await listTopicSummaries(db)))
      .get("/topics/stats/weekly", async (c) => {
        const { weeks } = parseWith(weeklyQuerySchema, c.req.query());
        return c.json(await scriptsPerWeek(db, weeks));
      })
      .get("/topics/:topic/scripts", async (c) => c.json(await listTopicScripts(db, topicParam(c.req.param("topic")))))
      .put("/topics/:topic", async (c) => {
        const { newName } = await readJson(c, topicRenameSchema);
        return c.json(await renameTopic(db, topicParam(c.req.param("topic")), newName));
      })
      .put("/topics", async (c) => {
        const { oldName, newName } = await readJson(c, topicRenameBodySchema);
        return c.json(await renameTopic(db, oldName, newName));
      })
  );
}
