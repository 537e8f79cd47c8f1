import { Link } from "react-router";
import { gradeLabel } from "@shared/schemas/grade";
import type { ScriptSummary } from "@client/api/scripts";
import { StatusBadge } from "@client/components/workflow/status-badge";
import { formatDateTime } from "@client/lib/format";
import { paths } from "@client/lib/paths";

/**
 * One shared script in Team scripts (docs/product/team-workflow.md "Sharing"): title (the concept, else the
 * topic) linking to the editor, topic, author, grade, status and when it was last updated.
 */
export function TeamScriptRow({ script }: { script: ScriptSummary }) {
  return (
    <article className="relative grid gap-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-shadow hover:shadow-md sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-4">
      <div className="min-w-0">
        <h2 className="text-base leading-tight font-semibold break-words">
          <Link
            to={paths.editor(script.id)}
            className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:underline focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {script.concept || script.topic}
            {script.concept ? <span className="sr-only"> — {script.topic}</span> : null}
          </Link>
        </h2>
        {script.concept ? (
          <p aria-hidden="true" className="text-sm break-words text-muted-foreground">
            {script.topic}
          </p>
        ) : null}
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted-foreground">
          <span className="break-all">
            <span className="sr-only">Author: </span>
            {script.author ?? "—"}
          </span>
          {script.grade ? <span>{gradeLabel(script.grade)}</span> : null}
          <span>
            Updated <time dateTime={script.updatedAt}>{formatDateTime(script.updatedAt)}</time>
          </span>
        </p>
      </div>
      <div className="flex items-start sm:justify-end">
        {script.status ? <StatusBadge status={script.status} /> : null}
      </div>
    </article>
  );
}
