import { AlertCircle, AlertTriangle, CheckCircle2, Info } from "lucide-react";
import type { ScriptChecks } from "@shared/script/check-script";
import { formatDuration } from "@shared/script-format";
import { cn } from "@client/lib/utils";

const SEVERITY = {
  error: { icon: AlertCircle, label: "Must fix", className: "text-destructive" },
  warning: { icon: AlertTriangle, label: "Check", className: "text-amber-700 dark:text-amber-400" },
  info: { icon: Info, label: "Note", className: "text-muted-foreground" },
} as const;

interface ScriptCheckPanelProps {
  checks: ScriptChecks;
  /** Target length, seconds, shown beside the runtime when known. */
  targetSec?: number | null;
  className?: string;
}

/**
 * The "Script check" panel (docs/product/screens.md#step-5-script): runtime, words, listening level and answered questions, then
 * each finding with its scene and what to fix. Shown on step 5 and in the editor.
 */
export function ScriptCheckPanel({ checks, targetSec, className }: ScriptCheckPanelProps) {
  const { metrics, findings } = checks;
  const order = { error: 0, warning: 1, info: 2 } as const;
  const sorted = [...findings].sort((a, b) => order[a.severity] - order[b.severity] || (a.scene ?? 0) - (b.scene ?? 0));
  return (
    <section
      aria-labelledby="script-check-heading"
      className={cn("space-y-3 rounded-xl border bg-card p-4 text-sm", className)}
    >
      <h2 id="script-check-heading" className="text-base font-semibold">
        Script check
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Runtime</dt>
          <dd className="font-medium">
            {formatDuration(metrics.runtimeSec)}
            {targetSec ? <span className="text-muted-foreground"> of {formatDuration(targetSec)}</span> : null}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Spoken words</dt>
          <dd className="font-medium">{metrics.words}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Listening level</dt>
          <dd className="font-medium">Grade {Math.max(0, metrics.listeningGrade).toFixed(1)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Questions answered</dt>
          <dd className="font-medium">
            {metrics.answeredQuestions} of {metrics.questions}
          </dd>
        </div>
      </dl>
      {sorted.length === 0 ? (
        <p className="flex items-center gap-2 text-emerald-700 dark:text-emerald-400">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          No problems found.
        </p>
      ) : (
        <ul className="space-y-2" aria-label="Findings">
          {sorted.map((f, i) => {
            const s = SEVERITY[f.severity];
            const Icon = s.icon;
            return (
              <li key={i} className="flex items-start gap-2">
                <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", s.className)} />
                <span>
                  <span className={cn("font-medium", s.className)}>{s.label}</span>
                  {f.scene ? <span className="text-muted-foreground"> · Scene {f.scene}</span> : null}: {f.message}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
