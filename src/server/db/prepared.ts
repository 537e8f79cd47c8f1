import type { Db } from "./client";

const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/**
 * A prepared statement (or any value built from the query builder) made once per database and `name`, not
 * per request: building a query costs more than a small request's other work, and on
 * PostgreSQL a named statement is also parsed and planned once per connection. `name` must identify the
 * query's shape; `build` runs on the first call for this database only.
 */
export function preparedOnce<T>(db: Db, name: string, build: () => T): T {
  let cache = byDatabase.get(db);
  if (!cache) byDatabase.set(db, (cache = new Map()));
  if (!cache.has(name)) cache.set(name, build());
  return cache.get(name) as T;
}
