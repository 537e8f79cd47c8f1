import type { Logger } from "pino";
import type { AppUser } from "@shared/schemas/user";

/** Hono environment of the app: per-request logger and id; `user` is set by requireUser. */
export interface AppEnv {
  Variables: {
    log: Logger;
    requestId: string;
    user: AppUser;
    /** The client's address: the socket's, or X-Forwarded-For's n-th from the right behind n proxies (createApp). */
    clientIp: string;
  };
}
