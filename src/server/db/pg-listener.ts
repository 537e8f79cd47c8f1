import pg from "pg";

/** What a change feed tells its subscriber. */
export interface ChangeHandlers {
  /** One NOTIFY payload on the channel. */
  onMessage(payload: string): void;
  /**
   * `false` when notifications may be missed from now on (connection lost, not yet listening); `true` once
   * listening again. Anything learned while not live must not be trusted after it.
   */
  onLive(isLive: boolean): void;
}

/** How often the listening connection is checked (ms), and how long a check may take. */
const HEARTBEAT_MS = 10_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;
const RECONNECT_MS = 1_000;

/**
 * LISTEN on a dedicated PostgreSQL connection (not from the pool: a pooled client would be handed to other
 * queries). On any error, a failed heartbeat or the end of the connection it reports not live and reconnects
 * every second until it listens again. Returns a function that stops it.
 */
export async function listenPg(url: string, channel: string, handlers: ChangeHandlers): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;

  const drop = () => {
    handlers.onLive(false);
    clearInterval(heartbeat);
    const old = client;
    client = undefined;
    old?.removeAllListeners();
    old?.on("error", () => {});
    void old?.end().catch(() => {});
    if (!stopped && !retry) {
      retry = setTimeout(() => ((retry = undefined), void connect()), RECONNECT_MS);
      retry.unref();
    }
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString: url, keepAlive: true, application_name: "nova-writer listener" });
    client = c;
    c.on("notification", (n) => n.channel === channel && n.payload !== undefined && handlers.onMessage(n.payload));
    c.on("error", () => client === c && drop());
    c.on("end", () => client === c && drop());
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      if (client === c) drop();
      return;
    }
    if (stopped || client !== c) return;
    handlers.onLive(true);
    heartbeat = setInterval(() => {
      const timer = setTimeout(() => client === c && drop(), HEARTBEAT_TIMEOUT_MS);
      c.query("SELECT 1").then(
        () => clearTimeout(timer),
        () => (clearTimeout(timer), client === c && drop()),
      );
    }, HEARTBEAT_MS);
    heartbeat.unref();
  };

  handlers.onLive(false);
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(heartbeat);
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  };
}
