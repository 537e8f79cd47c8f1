import type { Logger } from "pino";
import type { AppUser } from "@shared/schemas/user";
import { ChangeFedCache, feedFromDatabase } from "../db/change-feed";
import type { Database } from "../db/client";

/** A session this instance has checked against the database, and its app user. Times in ms since the epoch. */
export interface CachedSession {
  sessionId: string;
  authUserId: string;
  user: AppUser;
  /** The session's own expiry. */
  expiresAt: number;
  /** From then on better-auth must extend the session (its daily refresh), so the entry is not used. */
  refreshAt: number;
}

interface Entry extends CachedSession {
  storedAt: number;
}

/** Longest an entry is trusted without a word from the database (ms): the bound if notifications stall unseen. */
export const SESSION_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

/**
 * The sessions this instance has checked, keyed by the signed cookie value, so a signed-in request needs no
 * database lookup (ADR 0015). The database announces every change to a session, user or app
 * user (migration 0005, channel nova_auth_changes) and `handleChange` drops what it names; while that feed is
 * not live nothing is served from or stored in the cache. `generation` guards against a lookup that raced a
 * change: read it before the query and pass it to `set`, which then stores nothing if a change arrived.
 */
export class SessionCache extends ChangeFedCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly options: { ttlMs?: number; now?: () => number } = {}) {
    super();
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached session for this cookie value, if still valid and the change feed is live. */
  get(cookieValue: string): CachedSession | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(cookieValue);
    if (!entry) return undefined;
    const now = this.now();
    if (
      now - entry.storedAt > (this.options.ttlMs ?? SESSION_CACHE_TTL_MS) ||
      now >= entry.expiresAt ||
      now >= entry.refreshAt
    ) {
      this.entries.delete(cookieValue);
      return undefined;
    }
    return entry;
  }

  /** Stores a session looked up when `generation` was `seenGeneration`; ignored if anything changed since. */
  set(cookieValue: string, session: CachedSession, seenGeneration: number): void {
    if (!this.live || seenGeneration !== this.changes) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(cookieValue, { ...session, storedAt: this.now() });
  }

  /** A change notification: "s:<session id>" or "u:<auth user id>" drops the matching entries; anything else drops all. */
  handleChange(payload: string): void {
    this.changes++;
    const [kind, id] = [payload.slice(0, 2), payload.slice(2)];
    if (kind !== "s:" && kind !== "u:") return this.clear();
    for (const [key, entry] of this.entries) {
      if (kind === "s:" ? entry.sessionId === id : entry.authUserId === id) this.entries.delete(key);
    }
  }

  clear(): void {
    this.changes++;
    this.entries.clear();
  }
}

/** The channel the database announces auth changes on (see migration 0005). */
export const AUTH_CHANGES_CHANNEL = "nova_auth_changes";

/**
 * A SessionCache fed by the database's change notifications (PGlite: within the query that made the change;
 * PostgreSQL: a LISTEN connection of its own). `stop` ends the feed.
 */
export async function startSessionCache(
  database: { listen: Database["listen"] },
  logger: Logger,
): Promise<{ sessions: SessionCache; stop(): Promise<void> }> {
  const sessions = new SessionCache();
  const stop = await feedFromDatabase(
    database,
    AUTH_CHANGES_CHANNEL,
    sessions,
    logger,
    "session change feed lost: every request checks its session in the database until it is back",
  );
  return { sessions, stop };
}
