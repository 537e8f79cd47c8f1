/**
 * The part of `oidc-provider` (panva, 9.x; it ships no type declarations) that tests/support/oidc-provider.ts
 * uses: a Provider built from an issuer and a configuration, whose `callback()` serves HTTP requests.
 */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>>;
  }

  interface Configuration {
    clients?: Record<string, unknown>[];
    findAccount?: (ctx: unknown, sub: string) => Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    scopes?: string[];
    features?: Record<string, { enabled: boolean }>;
    cookies?: { keys?: string[] };
    ttl?: Record<string, number>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
