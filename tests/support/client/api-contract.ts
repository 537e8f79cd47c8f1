/**
 * What each endpoint the client calls answers with, keyed "METHOD /path" as the client sends it, so a test's
 * fake reply is checked against the same schemas the screens parse replies with. Derived from the API's one
 * contract (src/shared/api-contract.ts, ADR 0019): an endpoint added there can be faked here at once, and a
 * reply shape changed there changes what a fake must answer.
 *
 * Keys: each `:name` part of the contract's path becomes a template part that tests fill with a concrete value
 * ("GET /api/scripts/7"): `:id` and `:version` a number, `:code` a CCSS code (it always has a dot, so it never
 * matches "search"), any other name any text. An endpoint whose path ends in its only parameter also has a key
 * ending in "*" that answers every value ("GET /api/scripts/*": any id).
 * Values: the reply as sent on the wire (the schema's input: fields with defaults may be left out), or `never` for a streamed (NDJSON) endpoint, whose
 * handler returns a `Response`.
 */
import type * as z from "zod/mini";
import type { ApiContract as SharedContract, Endpoint } from "@shared/api-contract";

/** The template a `:name` path part stands for in a concrete path. */
type ParamPattern<Name extends string> = Name extends "id" | "version"
  ? `${number}`
  : Name extends "code"
    ? `${string}.${string}`
    : string;

/** "/api/scripts/:id/versions/:version" → `/api/scripts/${number}/versions/${number}`. */
type ConcretePath<Path extends string> = Path extends `${infer Head}:${infer Name}/${infer Rest}`
  ? `${Head}${ParamPattern<Name>}/${ConcretePath<Rest>}`
  : Path extends `${infer Head}:${infer Name}`
    ? `${Head}${ParamPattern<Name>}`
    : Path;

/** "GET /api/scripts/:id" → "GET /api/scripts/*"; never for other endpoints. */
type WildcardKey<E extends string> = E extends `${infer Head}:${infer Name}`
  ? Head extends `${string}:${string}`
    ? never
    : Name extends `${string}/${string}`
      ? never
      : `${Head}*`
  : never;

type ConcreteKey<E extends string> = E extends `${infer Method} ${infer Path}` ? `${Method} ${ConcretePath<Path>}` : E;

type Reply<E extends Endpoint> = SharedContract[E] extends { stream: z.ZodMiniType }
  ? never
  : z.input<SharedContract[E]["response"]>;

export type ApiContract = { [E in Endpoint as ConcreteKey<E>]: Reply<E> } & {
  [E in Endpoint as WildcardKey<E>]: Reply<E>;
};

export type ApiKey = keyof ApiContract & string;
