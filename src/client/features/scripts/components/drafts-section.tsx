import { Link } from "react-router";
import { Trash2 } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { useDrafts, type ScriptSummary } from "@client/api/scripts";
import { paths } from "@client/lib/paths";
import { ScriptExportMenu, type ExportScript } from "@client/components/script-export-menu";
import { scriptFileName } from "../script-file";
import { formatDateTime as when } from "@client/lib/format";

/**
 * "Drafts" on the saved-scripts screen (ADR 0012): every generated script is kept here until it is saved
 * (Save Script promotes it) or 30 days pass untouched. Hidden when there are none.
 */
export function DraftsSection({
  onDelete,
  loadExport,
}: {
  onDelete: (script: ScriptSummary) => void;
  /** Loads a draft's full text for its Download menu. */
  loadExport: (id: number) => Promise<ExportScript>;
}) {
  const drafts = useDrafts();
  const list = drafts.data?.scripts ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="drafts-heading" className="space-y-3 rounded-xl border border-dashed p-4">
      <div>
        <h2 id="drafts-heading" className="text-lg font-semibold">
          Drafts
        </h2>
        <p className="text-sm text-muted-foreground">
          Generated scripts you have not saved yet. Drafts are kept for 30 days.
        </p>
      </div>
      <ul className="divide-y">
        {list.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <p className="truncate font-medium">{d.concept || "Untitled Script"}</p>
              <p className="truncate text-sm text-muted-foreground">
                {d.topic} · {when(d.createdAt)}
              </p>
            </div>
            <div className="flex gap-2">
              <Button asChild variant="outline" size="sm">
                <Link to={paths.editor(d.id)}>
                  Open<span className="sr-only"> draft {d.concept || d.topic}</span>
                </Link>
              </Button>
              <ScriptExportMenu
                topic={d.topic}
                script={() => loadExport(d.id)}
                textFileName={scriptFileName(d.topic)}
                rowName={`draft ${d.concept || d.topic}`}
                size="sm"
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Delete draft ${d.concept || d.topic}`}
                onClick={() => onDelete(d)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
