import type { Grade } from "@shared/schemas/grade";
import { defaultTargetMinutes } from "@shared/schemas/script-length";
import { checkScript, type ScriptChecks } from "@shared/script/check-script";
import { citedStandardCodes } from "@shared/script-format";

/**
 * The Script check of a script changed in the browser (a scene moved, duplicated or deleted;
 * docs/product/scene-operations.md). The browser has no CCSS list: a code counts as official when it was
 * selected, or when the previous check (made by the server) did not call it unknown.
 */
export function recheckScript(
  text: string,
  options: {
    selectedCodes: string[];
    grade: Grade | null;
    targetMinutes: number | null;
    previous: ScriptChecks | null;
  },
): ScriptChecks {
  const unknown = new Set(
    (options.previous?.findings ?? []).flatMap((f) => (f.kind === "unknown-code" ? citedStandardCodes(f.message) : [])),
  );
  const selected = new Set(options.selectedCodes);
  return checkScript(text, {
    selectedCodes: options.selectedCodes,
    grade: options.grade,
    targetSec: (options.targetMinutes ?? defaultTargetMinutes(options.grade)) * 60,
    isOfficialCode: (code) => selected.has(code) || !unknown.has(code),
  });
}
