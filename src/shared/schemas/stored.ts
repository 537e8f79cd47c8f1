import { z } from "zod";
import { WIZARD_STEPS } from "../constants";
import { scriptChecksSchema } from "../script/check-script";
import { engineSchema } from "./generation";
import { gradeSchema } from "./grade";
import { targetMinutesSchema } from "./script-length";
import { scriptCharacterDtoSchema, scriptCharacterSchema } from "./script";
import { conceptSchema, standardSchema } from "./standard";

/**
 * What the browser keeps between pages (issue 13 item 1): parsed where it is read, so a value written by an
 * older version, edited by hand or cut short reads as nothing (or as a default) instead of breaking a screen.
 */

/** Text, or null when missing, blank or not text. */
const textOrNull = z.string().nullish().catch(null).transform((v) => v || null);

/**
 * The wizard → editor hand-off (spec §2, §9: sessionStorage key `tempScript`): the wizard's script and inputs
 * for a script not yet on the server. Only `scriptContent` is required; any other field that is missing or
 * malformed reads as empty.
 */
export const tempScriptSchema = z.object({
  scriptContent: z.string(),
  topic: z.string().catch(""),
  standards: z.array(z.object({ code: z.string(), description: z.string().optional() })).catch([]),
  characters: z.array(scriptCharacterDtoSchema).catch([]),
  concept: z.string().catch(""),
  conceptDescription: textOrNull,
  contentConsiderations: textOrNull,
  attachmentUrl: textOrNull,
  attachmentName: textOrNull,
  engine: engineSchema.optional().catch(undefined),
  /** The grade and target length it was written for, kept when the editor saves it (null when unknown). */
  grade: gradeSchema.nullish().catch(null).transform((v) => v ?? null),
  targetMinutes: targetMinutesSchema.nullish().catch(null).transform((v) => v ?? null),
});
export type TempScript = z.infer<typeof tempScriptSchema>;
/** What the wizard writes under `tempScript` (its save payload fits). */
export type TempScriptInput = z.input<typeof tempScriptSchema>;

/**
 * The wizard's state as kept in localStorage (`nova-writer-state`, spec §3 'Wizard state'), checked when a page
 * loads: a field that is missing or malformed (edited by hand, written by an older version, cut short) reads as
 * its starting value, the others are kept, so no step breaks on what the browser kept.
 */
export const persistedWizardStateSchema = z.object({
  currentStep: z.number().int().min(1).max(WIZARD_STEPS).catch(1),
  topic: z.string().catch(""),
  grade: gradeSchema.nullable().catch(null),
  standards: z.array(standardSchema).catch([]),
  standardsTopic: z.string().catch(""),
  characters: z.array(scriptCharacterSchema).catch([]),
  localCharacters: z.array(scriptCharacterSchema).catch([]),
  concept: conceptSchema.nullable().catch(null),
  conceptVariant: z.number().int().min(0).catch(0),
  contextScripts: z.array(z.object({ id: z.number().int(), topic: z.string(), concept: z.string() })).catch([]),
  targetMinutes: z.number().int().min(1).max(10).nullable().catch(null), // issue 10: 1–10 minutes
  script: z.string().catch(""),
  scriptEngine: engineSchema.nullable().catch(null),
  scriptChecks: scriptChecksSchema.nullable().catch(null),
  savedScriptId: z.number().int().nullable().catch(null),
  draft: z.object({ id: z.number().int(), version: z.number().int() }).nullable().catch(null),
  contentConsiderations: z.string().catch(""),
  attachmentUrl: z.string().nullable().catch(null),
  attachmentName: z.string().nullable().catch(null),
});
export type PersistedWizardState = z.infer<typeof persistedWizardStateSchema>;

/** An editor's local unsaved draft (localStorage `nova-writer-draft:{id|temp}`); a malformed one is ignored. */
export const scriptDraftSchema = z.object({
  topic: z.string(),
  concept: z.string(),
  scriptContent: z.string(),
  /** The server version the edit started from; null for a script not saved yet. */
  baseVersion: z.number().nullable(),
  /** When the draft was written (epoch ms). */
  savedAt: z.number(),
});
export type ScriptDraft = z.infer<typeof scriptDraftSchema>;

/**
 * `raw` (a stored JSON string) parsed with `schema`, or null when it is missing, not JSON or not of that shape.
 * Never throws.
 */
export function parseStored<S extends z.ZodType>(schema: S, raw: string | null): z.infer<S> | null {
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
