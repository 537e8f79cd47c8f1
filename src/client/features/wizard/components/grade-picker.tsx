import { useId } from "react";
import { GRADES, gradeLabel, type Grade } from "@shared/schemas/grade";
import { cn } from "@client/lib/utils";

interface GradePickerProps {
  value: Grade | null;
  onChange: (grade: Grade) => void;
  className?: string;
}

/**
 * The grade a video is for (ADR 0008): K and 1–5 as a radio group (arrow keys move between grades),
 * drawn as a row of segmented buttons.
 */
export function GradePicker({ value, onChange, className }: GradePickerProps) {
  const name = useId();
  const legendId = useId();
  return (
    <fieldset aria-labelledby={legendId} className={cn("space-y-2", className)}>
      <legend id={legendId} className="text-sm font-medium">
        Grade
      </legend>
      <div className="inline-flex flex-wrap gap-2">
        {GRADES.map((grade) => (
          <label
            key={grade}
            className={cn(
              "relative flex h-10 min-w-12 cursor-pointer items-center justify-center rounded-md border px-3 text-sm font-medium transition-colors",
              "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2",
              value === grade ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:border-primary/60",
            )}
          >
            <input
              type="radio"
              name={name}
              value={grade}
              checked={value === grade}
              onChange={() => onChange(grade)}
              className="sr-only"
              aria-label={gradeLabel(grade)}
            />
            <span aria-hidden="true">{grade}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
