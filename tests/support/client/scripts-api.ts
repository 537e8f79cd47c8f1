/**
 * An in-memory /api/scripts for editor tests: GET and PUT (with the server's version check: a stale version
 * answers 409 and writes nothing) and POST (new id 42). `scripts` holds the server's copies, so a test can
 * change one "elsewhere"; `fail` forces a status for a key such as "PUT /api/scripts/7".
 */
import type { ScriptDto } from "@shared/schemas/script";
import { apiError, mockApi } from "./api";
import { buildScript } from "./fixtures";

export function mockScriptsApi({
  scripts = [buildScript()],
  fail = {},
}: { scripts?: ScriptDto[]; fail?: Record<string, number> } = {}) {
  const stored = new Map(scripts.map((s) => [s.id, s]));
  const failed = (key: string) => (fail[key] ? apiError(fail[key], "INTERNAL", "Something went wrong") : null);
  const find = (path: string) => stored.get(Number(path.split("/").pop()));
  const notFound = () => apiError(404, "NOT_FOUND", "Script not found");
  mockApi({
    "POST /api/scripts": ({ body }) => {
      const created = buildScript({ ...body, id: 42, version: 1 });
      stored.set(created.id, created);
      return failed("POST /api/scripts") ?? { script: created };
    },
    "GET /api/scripts/*": ({ method, path }) => {
      const current = find(path);
      return failed(`${method} ${path}`) ?? (current ? { script: current } : notFound());
    },
    "PUT /api/scripts/*": ({ method, path, body }) => {
      const current = find(path);
      const failure = failed(`${method} ${path}`);
      if (failure) return failure;
      if (!current) return notFound();
      if (body.version !== current.version) return apiError(409, "CONFLICT", "The script was changed elsewhere.");
      const { version: _version, ...fields } = body as Partial<ScriptDto>;
      const saved = { ...current, ...fields, version: current.version + 1, updatedAt: new Date().toISOString() };
      stored.set(current.id, saved);
      return { script: saved };
    },
  });
  return { scripts: stored };
}
