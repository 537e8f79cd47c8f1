import { useId } from "react";
import { gradeLabel } from "@shared/schemas/grade";
import { defaultTargetMinutes, TARGET_MINUTE_CHOICES } from "@shared/schemas/script-length";
import { NARRATION_WPM, DEFAULT_WPM } from "@shared/script/contract";
import { guardScriptDrop } from "../stores/script-drop-guard";
import { useWizardStore } from "../stores/wizard-store";
import { LengthFitWarning } from "./length-fit-warning";
import { NativeSelect } from "@client/components/ui/native-select";

/**
 * The target video length (docs/product/rules.md#limits): 1–10 minutes, defaulting by grade (3 for K–1, 4 for 2–3, 5 for 4–5).
 * Says how many spoken words that is at the grade's narration rate, and when the chosen standards do not fit it
 * (docs/decisions/0063-standards-fit-the-length.md).
 */
export function LengthPicker() {
  const id = useId();
  const hintId = useId();
  const grade = useWizardStore((s) => s.grade);
  const stored = useWizardStore((s) => s.targetMinutes);
  const setTargetMinutes = useWizardStore((s) => s.setTargetMinutes);
  const minutes = stored ?? defaultTargetMinutes(grade);
  const wpm = grade ? NARRATION_WPM[grade] : DEFAULT_WPM;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2 rounded-xl border bg-card p-5">
      <h2 id={`${id}-heading`} className="text-sm font-semibold tracking-wide uppercase">
        Video length
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={id} className="text-sm font-medium">
          Target length
        </label>
        <NativeSelect
          id={id}
          className="w-auto"
          aria-describedby={hintId}
          value={minutes}
          onChange={(e) => {
            const next = Number(e.target.value);
            guardScriptDrop(() => setTargetMinutes(next));
          }}
        >
          {TARGET_MINUTE_CHOICES.map((m) => (
            <option key={m} value={m}>
              {m} {m === 1 ? "minute" : "minutes"}
            </option>
          ))}
        </NativeSelect>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        About {Math.round(minutes * wpm * 0.85)} spoken words plus pauses, read at {wpm} words a minute
        {grade ? ` for ${gradeLabel(grade)}` : ""}.
      </p>
      <LengthFitWarning />
    </section>
  );
}
