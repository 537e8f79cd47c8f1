import type { Logger } from "pino";
import { ChangeFedCache, feedFromDatabase } from "../../db/change-feed";
import type { Database } from "../../db/client";

/** Longest a list is served without a word from the database (ms): the bound if notifications stall unseen. */
export const LIST_CACHE_TTL_MS = 60_000;
/** Default memory for cached lists (bytes; LIST_CACHE_MB). */
export const LIST_CACHE_DEFAULT_BYTES = 32 * 1024 * 1024;

interface Entry {
  userId: number;
  /** The reply body (JSON text) as sent. */
  body: string;
  /** Bytes counted against the budget (2 per UTF-16 code unit: what the string holds in memory). */
  bytes: number;
  storedAt: number;
}

/**
 * Script-list replies this instance has built, by user and query shape, so an unchanged list is sent again
 * without a database query, row mapping or JSON serialisation (ADR 0025). Kept right by:
 * - the database, which announces every insert, update and delete of a script with its owner's id (migration
 *   0007, channel nova_script_changes), whoever made it: this instance, another, a cascade or psql;
 *   `dropUser` forgets that user's lists;
 * - the route, which drops the caller's lists itself after its own write, so the next list on this instance
 *   shows the write even before the notification arrives;
 * - `generation`, read before a list is queried and passed to `set`: a list queried while anything changed is
 *   not stored (it may predate the change);
 * - the feed: while it is not live nothing is served or stored; and a TTL as the last bound.
 * On another instance a change shows once its notification arrives (milliseconds on one network).
 */
export class ScriptListCache extends ChangeFedCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByUser = new Map<number, Set<string>>();
  private bytes = 0;

  /** `maxBytes` 0 turns the cache off. */
  constructor(private readonly options: { maxBytes?: number; ttlMs?: number; now?: () => number } = {}) {
    super();
  }

  private get maxBytes() {
    return this.options.maxBytes ?? LIST_CACHE_DEFAULT_BYTES;
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held (see Entry.bytes). */
  get heldBytes(): number {
    return this.bytes;
  }

  /** The cached reply for this user and query shape, if fresh and the feed is live. */
  get(userId: number, shape: string): string | undefined {
    if (!this.live) return undefined;
    const key = `${userId}|${shape}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > (this.options.ttlMs ?? LIST_CACHE_TTL_MS)) {
      this.remove(key);
      return undefined;
    }
    return entry.body;
  }

  /** Stores a reply queried when `generation` was `seenGeneration`; ignored if anything changed since. */
  set(userId: number, shape: string, body: string, seenGeneration: number): void {
    const bytes = body.length * 2;
    if (!this.live || seenGeneration !== this.changes || bytes > this.maxBytes / 16) return;
    const key = `${userId}|${shape}`;
    this.remove(key);
    // Oldest first (a Map iterates in insertion order).
    for (const oldest of this.entries.keys()) {
      if (this.bytes + bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    this.entries.set(key, { userId, body, bytes, storedAt: this.now() });
    this.bytes += bytes;
    let keys = this.keysByUser.get(userId);
    if (!keys) this.keysByUser.set(userId, (keys = new Set()));
    keys.add(key);
  }

  /** Forgets every list of this user (a script of theirs changed). */
  dropUser(userId: number): void {
    this.changes++;
    for (const key of this.keysByUser.get(userId) ?? []) this.remove(key);
  }

  /** A change notification: the owner's id; anything else drops every list. */
  handleChange(payload: string): void {
    const userId = Number(payload);
    if (Number.isSafeInteger(userId) && payload.trim() !== "") this.dropUser(userId);
    else this.clear();
  }

  /** Live only with memory to use (LIST_CACHE_MB 0: never). */
  override setLive(isLive: boolean): void {
    super.setLive(isLive && this.maxBytes > 0);
  }

  clear(): void {
    this.changes++;
    this.entries.clear();
    this.keysByUser.clear();
    this.bytes = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    const keys = this.keysByUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(entry.userId);
  }
}

/** The channel the database announces script changes on (see migration 0007): payload = the owner's user id. */
export const SCRIPT_CHANGES_CHANNEL = "nova_script_changes";

/**
 * A ScriptListCache fed by the database's change notifications (PGlite: within the query that made the change;
 * PostgreSQL: a LISTEN connection of its own). `maxBytes` 0: no feed, nothing cached. `stop` ends the feed.
 */
export async function startScriptListCache(
  database: { listen: Database["listen"] },
  logger: Logger,
  maxBytes = LIST_CACHE_DEFAULT_BYTES,
): Promise<{ lists: ScriptListCache; stop(): Promise<void> }> {
  const lists = new ScriptListCache({ maxBytes });
  if (maxBytes <= 0) return { lists, stop: async () => {} };
  const stop = await feedFromDatabase(
    database,
    SCRIPT_CHANGES_CHANNEL,
    lists,
    logger,
    "script change feed lost: every list is read from the database until it is back",
  );
  return { lists, stop };
}
