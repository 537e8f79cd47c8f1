import { traceStandards } from "@shared/script/trace-standards";
import { cn } from "@client/lib/utils";

/**
 * "Where each standard is taught" (docs/product/coverage.md "Line-to-standard tracing"): per listed standard, the
 * scenes that teach it and the questions that practise it, read from the text as the server traces it on save. A
 * listed standard taught nowhere says so (the Script check reports it as an error). Shown on step 5 and in the editor.
 */
export function StandardsTracePanel({
  text,
  codes,
  className,
}: {
  text: string;
  codes: readonly string[];
  className?: string;
}) {
  const trace = traceStandards(text, codes);
  const listed = trace.standards.filter((s) => s.listed);
  if (listed.length === 0) return null;
  return (
    <section
      aria-labelledby="standards-trace-heading"
      className={cn("space-y-2 rounded-xl border bg-card p-4 text-sm", className)}
    >
      <h2 id="standards-trace-heading" className="text-base font-semibold">
        Where each standard is taught
      </h2>
      <ul className="space-y-1">
        {listed.map((s) => {
          const questions = trace.questions.filter((q) => q.code === s.code);
          return (
            <li key={s.code}>
              <span className="font-medium">{s.code}</span>
              {s.role ? <span className="text-muted-foreground"> ({s.role})</span> : null}:{" "}
              {s.taught ? (
                <span>
                  taught in scene{s.scenes.length === 1 ? "" : "s"} {s.scenes.join(", ")}
                  {questions.length > 0
                    ? `; ${questions.length} question${questions.length === 1 ? "" : "s"} (scene${
                        new Set(questions.map((q) => q.scene)).size === 1 ? "" : "s"
                      } ${[...new Set(questions.map((q) => q.scene))].join(", ")})`
                    : ""}
                </span>
              ) : (
                <span className="text-destructive">taught in no scene</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
