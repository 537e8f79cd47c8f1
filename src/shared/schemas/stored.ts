import * as z from "zod/mini";
import { WIZARD_STEPS } from "../constants";
import { scriptChecksSchema } from "../script/check-script";
import { engineSchema } from "./generation";
import { gradeSchema } from "./grade";
import { targetMinutesSchema } from "./script-length";
import { scriptCharacterDtoSchema, scriptCharacterSchema } from "./script";
import { conceptSchema, standardSchema } from "./standard";

/**
 * What the browser keeps between pages (ADR 0019): parsed where it is read, so a value written by an
 * older version, edited by hand or cut short reads as nothing (or as a default) instead of breaking a screen.
 */

/** Text, or null when missing, blank or not text. */
const textOrNull = z.pipe(
  z.catch(z.nullish(z.string()), null),
  z.transform((v) => v || null),
);
/** A value of `schema`, or `fallback` when missing or malformed. */
const orElse = <S extends z.ZodMiniType>(schema: S, fallback: z.output<S>) => z.catch(schema, fallback);

/**
 * The wizard → editor hand-off (docs/product/screens.md#script-editor, docs/product/rules.md#limits: sessionStorage key
 * `tempScript`): the wizard's script and inputs for a script not yet on the server. Only `scriptContent` is required;
 * any other field that is missing or malformed reads as empty.
 */
export const tempScriptSchema = z.object({
  scriptContent: z.string(),
  topic: orElse(z.string(), ""),
  standards: orElse(z.array(z.object({ code: z.string(), description: z.optional(z.string()) })), []),
  characters: orElse(z.array(scriptCharacterDtoSchema), []),
  concept: orElse(z.string(), ""),
  conceptDescription: textOrNull,
  contentConsiderations: textOrNull,
  attachmentUrl: textOrNull,
  attachmentName: textOrNull,
  engine: z.catch(z.optional(engineSchema), undefined),
  /** The grade and target length it was written for, kept when the editor saves it (null when unknown). */
  grade: z.pipe(
    z.catch(z.nullish(gradeSchema), null),
    z.transform((v) => v ?? null),
  ),
  targetMinutes: z.pipe(
    z.catch(z.nullish(targetMinutesSchema), null),
    z.transform((v) => v ?? null),
  ),
});
export type TempScript = z.infer<typeof tempScriptSchema>;
/** What the wizard writes under `tempScript` (its save payload fits). */
export type TempScriptInput = z.input<typeof tempScriptSchema>;

/**
 * The wizard's state as kept in localStorage (`nova-writer-state`, docs/product/rules.md#data 'Wizard state'), checked
 * when a page loads: a field that is missing or malformed (edited by hand, written by an older version, cut short)
 * reads as its starting value, the others are kept, so no step breaks on what the browser kept.
 */
export const persistedWizardStateSchema = z.object({
  currentStep: orElse(z.int().check(z.gte(1), z.lte(WIZARD_STEPS)), 1),
  topic: orElse(z.string(), ""),
  grade: orElse(z.nullable(gradeSchema), null),
  standards: orElse(z.array(standardSchema), []),
  standardsTopic: orElse(z.string(), ""),
  planEpisode: orElse(z.nullable(z.object({ planId: z.int(), episodeId: z.int() })), null),
  characters: orElse(z.array(scriptCharacterSchema), []),
  localCharacters: orElse(z.array(scriptCharacterSchema), []),
  concept: orElse(z.nullable(conceptSchema), null),
  conceptVariant: orElse(z.int().check(z.gte(0)), 0),
  contextScripts: orElse(z.array(z.object({ id: z.int(), topic: z.string(), concept: z.string() })), []),
  targetMinutes: orElse(z.nullable(z.int().check(z.gte(1), z.lte(10))), null), // 1–10 minutes (ADR 0007)
  script: orElse(z.string(), ""),
  scriptEngine: orElse(z.nullable(engineSchema), null),
  scriptChecks: orElse(z.nullable(scriptChecksSchema), null),
  savedScriptId: orElse(z.nullable(z.int()), null),
  draft: orElse(z.nullable(z.object({ id: z.int(), version: z.int() })), null),
  contentConsiderations: orElse(z.string(), ""),
  attachmentUrl: orElse(z.nullable(z.string()), null),
  attachmentName: orElse(z.nullable(z.string()), null),
});

/** An editor's local unsaved draft (localStorage `nova-writer-draft:{id|temp}`); a malformed one is ignored. */
export const scriptDraftSchema = z.object({
  topic: z.string(),
  concept: z.string(),
  scriptContent: z.string(),
  /** The server version the edit started from; null for a script not saved yet. */
  baseVersion: z.nullable(z.number()),
  /** When the draft was written (epoch ms). */
  savedAt: z.number(),
});
export type ScriptDraft = z.infer<typeof scriptDraftSchema>;

/**
 * `raw` (a stored JSON string) parsed with `schema`, or null when it is missing, not JSON or not of that shape.
 * Never throws.
 */
export function parseStored<S extends z.ZodMiniType>(schema: S, raw: string | null): z.infer<S> | null {
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
