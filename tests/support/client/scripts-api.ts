/**
 * An in-memory /api/scripts for editor tests: GET and PUT (with the server's version check: a stale version
 * answers 409 and writes nothing) and POST (new id 42). `scripts` holds the server's copies, so a test can
 * change one "elsewhere"; `fail` forces a status for a key such as "PUT /api/scripts/7". Each script's comments
 * (`comments`, by script id) and activity answer too: GET lists them; POST adds a comment (new ids from 1000),
 * PATCH resolves/edits it, DELETE removes it.
 */
import type { ActivityEntry, CommentDto } from "@shared/schemas/collaboration";
import type { ScriptDto } from "@shared/schemas/script";
import { apiError, mockApi, type ApiHandlers, type ApiRequest } from "./api";
import { buildComment } from "./team-fixtures";
import { buildScript } from "./fixtures";

export function mockScriptsApi({
  scripts = [buildScript()],
  fail = {},
  comments = {},
  activity = {},
}: {
  scripts?: ScriptDto[];
  fail?: Record<string, number>;
  comments?: Record<number, CommentDto[]>;
  activity?: Record<number, ActivityEntry[]>;
} = {}) {
  const stored = new Map(scripts.map((s) => [s.id, s]));
  const threads = new Map(Object.entries(comments).map(([id, list]) => [Number(id), [...list]]));
  let nextCommentId = 1000;
  const failed = (key: string) => (fail[key] ? apiError(fail[key], "INTERNAL", "Something went wrong") : null);
  /** "/api/scripts/7/comments/3" → ["7", "comments", "3"]. */
  const parts = (path: string) => path.split("/").slice(3);
  const find = (path: string) => stored.get(Number(parts(path)[0]));
  const notFound = () => apiError(404, "NOT_FOUND", "Script not found");
  const commentsOf = (path: string) => {
    const id = Number(parts(path)[0]);
    if (!threads.has(id)) threads.set(id, []);
    return threads.get(id)!;
  };
  // One wildcard per method answers a script and its comments and activity (`*` matches any rest of the path),
  // so the replies are not one endpoint's type.
  const handlers: Record<string, (request: ApiRequest) => unknown> = {
    "POST /api/scripts": ({ body }) => {
      const created = buildScript({ ...body, id: 42, version: 1 });
      stored.set(created.id, created);
      return failed("POST /api/scripts") ?? { script: created };
    },
    "GET /api/scripts/*": ({ method, path }) => {
      const failure = failed(`${method} ${path}`);
      if (failure) return failure;
      const [, sub] = parts(path);
      if (sub === "comments") return { comments: commentsOf(path) };
      if (sub === "activity") return { activity: activity[Number(parts(path)[0])] ?? [] };
      if (sub !== undefined) return notFound();
      const current = find(path);
      return current ? { script: current } : notFound();
    },
    "POST /api/scripts/*": ({ path, body }) => {
      const list = commentsOf(path);
      const comment = buildComment({ ...body, id: nextCommentId++, anchor: body.anchor ?? null });
      list.push(comment);
      return { comment };
    },
    "PATCH /api/scripts/*": ({ path, body }) => {
      const list = commentsOf(path);
      const at = list.findIndex((c) => c.id === Number(parts(path)[2]));
      if (at < 0) return apiError(404, "NOT_FOUND", "Comment not found");
      const comment: CommentDto = { ...list[at]!, ...body, edited: list[at]!.edited || body.body !== undefined };
      list[at] = comment;
      return { comment };
    },
    "DELETE /api/scripts/*": ({ path }) => {
      const list = commentsOf(path);
      const at = list.findIndex((c) => c.id === Number(parts(path)[2]));
      if (at >= 0) list.splice(at, 1);
      return { ok: true } as const;
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
  };
  mockApi(handlers as ApiHandlers);
  return { scripts: stored, comments: threads };
}
