import { z } from "zod";
import { engineSchema } from "./generation";
import { gradeSchema } from "./grade";
import { targetMinutesSchema } from "./script-length";
import { scriptCharacterDtoSchema } from "./script";

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
