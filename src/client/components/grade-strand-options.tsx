import { GRADES, gradeLabel } from "@shared/schemas/grade";
import { STRAND_NAMES, STRANDS } from "@shared/schemas/coverage";

/**
 * The options of a grade select: "Kindergarten", "Grade 1" … "Grade 5", after an optional first option with the
 * empty value (a filter's "All grades" / "Any grade").
 */
export function GradeOptions({ anyLabel }: { anyLabel?: string }) {
  return (
    <>
      {anyLabel ? <option value="">{anyLabel}</option> : null}
      {GRADES.map((g) => (
        <option key={g} value={g}>
          {gradeLabel(g)}
        </option>
      ))}
    </>
  );
}

/** The options of a strand select, "Reading: Literature (RL)" …, after an optional empty-valued first option. */
export function StrandOptions({ anyLabel }: { anyLabel?: string }) {
  return (
    <>
      {anyLabel ? <option value="">{anyLabel}</option> : null}
      {STRANDS.map((s) => (
        <option key={s} value={s}>
          {STRAND_NAMES[s]} ({s})
        </option>
      ))}
    </>
  );
}
