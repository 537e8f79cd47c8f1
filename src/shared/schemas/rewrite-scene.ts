import * as z from "zod/mini";
import { scriptChecksSchema } from "../script/check-script";
import { engineSchema } from "./generation";
import { gradeSchema } from "./grade";
import { targetMinutesSchema } from "./script-length";
import { conceptInputSchema, scriptCharacterSchema, standardRefSchema } from "./script";

/**
 * POST /api/rewrite-scene (docs/product/scene-operations.md): redo one scene of a script and keep the rest.
 * Stateless like POST /api/generate-script: the caller sends the whole script and the choices it was written
 * from. `scene` is 1-based; `note` is the writer's wish ("shorter", "simpler words", "another example");
 * `seed` picks another offline draft (absent → derived from the script). `topic` absent → the script's
 * TOPIC line.
 */
export const rewriteSceneRequestSchema = z.object({
  scriptContent: z.string().check(z.minLength(1, "There is no script to rewrite a scene of."), z.maxLength(500_000)),
  scene: z.int({ error: "Say which scene to rewrite (1 is the first)." }).check(z.gte(1), z.lte(100)),
  note: z.optional(z.string().check(z.trim(), z.maxLength(300, "Keep the note under 300 characters."))),
  seed: z.optional(z.int().check(z.gte(0), z.lte(4_294_967_295))),
  topic: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  grade: z.nullish(gradeSchema),
  targetMinutes: z.nullish(targetMinutesSchema),
  standards: z.array(standardRefSchema).check(z.minLength(1, "Select at least one standard."), z.maxLength(30)),
  characters: z.array(scriptCharacterSchema).check(z.minLength(1, "Select at least one character."), z.maxLength(12)),
  concept: conceptInputSchema,
  contentConsiderations: z.nullish(z.string().check(z.trim(), z.maxLength(5000))),
});
export type RewriteSceneRequest = z.infer<typeof rewriteSceneRequestSchema>;

/** The whole script with the one scene redone, its Script check recomputed, and which engine wrote the scene. */
export const rewriteSceneResponseSchema = z.object({
  scriptContent: z.string(),
  checks: scriptChecksSchema,
  engine: engineSchema,
});
export type RewriteSceneResponse = z.infer<typeof rewriteSceneResponseSchema>;
