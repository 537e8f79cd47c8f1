import type { ScriptDto } from "@shared/schemas/script";
import { checkScript, type ScriptChecks } from "@shared/script/check-script";
import { and, eq } from "drizzle-orm";
import { hasStandard } from "../../curriculum/standards-catalogue";
import type { Db } from "../../db/client";
import { uploads } from "../../db/schema/content";
import { uploadIdFromUrl } from "../uploads/get-upload";

/** Scripts whose last check is kept (a few MB at most: one text and its findings each). */
export const CHECK_CACHE_ENTRIES = 1000;

/** The last check of each recently checked script, least recently used first (Map order). */
const recent = new Map<number, { inputs: string; text: string; checks: ScriptChecks }>();

/**
 * The Script check of a saved script (ADR 0007: run on every save and returned by the API):
 * against its own standards, grade and target length (the script's TARGET LENGTH when none is stored).
 * A script checked again with the same text, standards, grade and length (opening the editor right after a
 * save) gets the findings already made: the check parses the whole script, and was a tenth of what the server
 * allocated per request under the bench's load. The findings are shared: never mutate them.
 */
export function checkSavedScript(script: ScriptDto, documentText: string | null = null): ScriptChecks {
  const codes = script.standards.map((s) => s.code);
  const considerations = script.contentConsiderations ?? null;
  const inputs = `${script.grade ?? ""}|${script.targetMinutes ?? ""}|${codes.join(",")}|${considerations ?? ""}|${documentText ?? ""}`;
  const kept = recent.get(script.id);
  recent.delete(script.id);
  if (kept && kept.inputs === inputs && kept.text === script.scriptContent) {
    recent.set(script.id, kept);
    return kept.checks;
  }
  const checks = checkScript(script.scriptContent, {
    selectedCodes: codes,
    grade: script.grade,
    ...(script.targetMinutes ? { targetSec: script.targetMinutes * 60 } : {}),
    isOfficialCode: hasStandard,
    considerations,
    documentText,
  });
  recent.set(script.id, { inputs, text: script.scriptContent, checks });
  if (recent.size > CHECK_CACHE_ENTRIES) recent.delete(recent.keys().next().value!);
  return checks;
}

/**
 * The Script check of a saved script with its attached PDF's text (ADR 0056): the document checks — a spoken line
 * repeating a sentence the document addressed to its reader, a lesson that ignores its attachment — apply to saved
 * scripts too, not only at generation. The text is the one extracted when the script's author uploaded the PDF;
 * it is read here for the check only and never returned.
 */
export async function checkSavedScriptWithDocument(db: Db, script: ScriptDto): Promise<ScriptChecks> {
  const id = script.attachmentUrl ? uploadIdFromUrl(script.attachmentUrl) : null;
  if (!id) return checkSavedScript(script);
  const [row] = await db
    .select({ text: uploads.extractedText })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, script.userId), eq(uploads.kind, "pdf")));
  return checkSavedScript(script, row?.text || null);
}
