import { Hono } from "hono";
import { requireUser, type SessionDeps } from "../auth/session";
import type { AppEnv } from "../http/context";
import { listActiveCharacters } from "../services/characters/list-characters";

/** GET /api/characters (signed-in users) → the active characters, as a list (docs/product/api.md). */
export function characterRoutes(deps: SessionDeps) {
  return new Hono<AppEnv>()
    .use("*", requireUser(deps))
    .get("/", async (c) => c.json(await listActiveCharacters(deps.db)));
}
