import * as z from "zod/mini";
import { scriptChecksSchema } from "../script/check-script";

/** Which engine wrote a script: the configured model or the built-in offline drafting engine. */
export const engineSchema = z.enum(["model", "offline"]);
export type Engine = z.infer<typeof engineSchema>;

/**
 * NDJSON events of a streamed generation (`POST /api/generate-script` with `Accept: application/x-ndjson`),
 * one JSON object per line (docs/product/api.md#common-behaviour): `start`, any number of `delta`, then `done` (the whole
 * text, its Script check and the seed that reproduces it offline) or `error`. The client parses each line
 * with this schema as it arrives.
 */
export const scriptStreamEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("start"), engine: engineSchema }),
  z.object({ type: z.literal("delta"), text: z.string() }),
  z.object({
    type: z.literal("done"),
    scriptContent: z.string(),
    engine: engineSchema,
    checks: scriptChecksSchema,
    seed: z.int(),
    /**
     * Scenes replaced by the one repair request after the Script check found errors in them (ADR 0056): the
     * `delta`s were the first draft; `scriptContent` is the repaired script, which replaces it.
     */
    repairedScenes: z.optional(z.array(z.int())),
  }),
  z.object({ type: z.literal("error"), error: z.string(), message: z.string() }),
]);
export type ScriptStreamEvent = z.infer<typeof scriptStreamEventSchema>;
