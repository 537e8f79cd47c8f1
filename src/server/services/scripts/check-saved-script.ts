import type { ScriptDto } from "@shared/schemas/script";
import { checkScript, type ScriptChecks } from "@shared/script/check-script";
import { hasStandard } from "../../curriculum/standards-catalogue";

/**
 * The Script check of a saved script (issue 10 item 6: run on every save and returned by the API):
 * against its own standards, grade and target length (the script's TARGET LENGTH when none is stored).
 */
export function checkSavedScript(script: ScriptDto): ScriptChecks {
  return checkScript(script.scriptContent, {
    selectedCodes: script.standards.map((s) => s.code),
    grade: script.grade,
    ...(script.targetMinutes ? { targetSec: script.targetMinutes * 60 } : {}),
    isOfficialCode: hasStandard,
  });
}
