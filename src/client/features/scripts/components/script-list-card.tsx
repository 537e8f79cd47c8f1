import type { ReactNode } from "react";
import { Link } from "react-router";
import { Copy, Eye, Pencil, Trash2 } from "lucide-react";
import { SAVED_LIST_STANDARDS } from "@shared/constants";
import { Badge, badgeVariants } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@client/components/ui/tooltip";
import { formatDateTime } from "@client/lib/format";
import type { ScriptSummary } from "@client/api/scripts";
import type { ApprovalLine } from "@shared/script/export-meta";
import { ScriptExportMenu, type ExportScript } from "@client/components/script-export-menu";
import { characterCountLabel, scriptFileName } from "../script-file";
import { paths } from "@client/lib/paths";

export interface ScriptListCardProps {
  script: ScriptSummary;
  /** What the row's actions add to their names ("View Fables"): unique in the list (scriptRowNames). */
  rowName: string;
  onView: (script: ScriptSummary) => void;
  onCopy: (script: ScriptSummary) => void;
  /** Loads the full script for the Download menu (the row holds only a preview). */
  loadExport: (id: number) => Promise<ExportScript>;
  /** Loads the approved version and its line, for a script that has one. */
  loadApproved?: (id: number) => Promise<ExportScript & { approval: ApprovalLine }>;
  onDelete: (script: ScriptSummary) => void;
}

/**
 * One saved script (docs/product/screens.md#saved-scripts): topic, date, character count, concept, characters, up to 5
 * standards plus '+n more', the 300-character preview, and the actions. The whole card opens the editor
 * through a stretched link on the topic; the action buttons sit above it (no nested interactive elements).
 */
export function ScriptListCard({
  script,
  rowName,
  onView,
  onCopy,
  loadExport,
  loadApproved,
  onDelete,
}: ScriptListCardProps) {
  const editorPath = paths.editor(script.id);
  const shownStandards = script.standards.slice(0, SAVED_LIST_STANDARDS);
  const moreStandards = script.standards.length - shownStandards.length;
  const isTruncated = script.textLength > script.preview.length;

  return (
    <article className="relative flex flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow hover:shadow-md">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {/* The concept is the script's title, the topic under it. */}
          <h2 className="text-lg leading-tight font-semibold break-words">
            <Link
              to={editorPath}
              className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:underline focus-visible:after:ring-2 focus-visible:after:ring-ring"
            >
              {script.concept || script.topic}
              {script.concept ? <span className="sr-only"> — {rowName}</span> : null}
            </Link>
          </h2>
          {script.concept ? (
            <p aria-hidden="true" className="mt-1 text-sm font-medium break-words text-muted-foreground">
              {script.topic}
            </p>
          ) : null}
        </div>
        {script.engine === "offline" && <Badge variant="outline">Offline draft</Badge>}
      </div>

      <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
        <time dateTime={script.createdAt}>{formatDateTime(script.createdAt)}</time>
        <span>{characterCountLabel(script.characters.length)}</span>
      </p>

      {script.characters.length > 0 && (
        <p className="text-sm">
          <span className="font-medium">Characters: </span>
          {script.characters.map((c) => c.name).join(", ")}
        </p>
      )}

      {shownStandards.length > 0 && (
        <ul className="flex flex-wrap items-center gap-1.5" aria-label="Standards">
          {shownStandards.map((standard) => (
            <li key={standard.code}>
              <Tooltip>
                <TooltipTrigger
                  className={badgeVariants({ variant: "secondary", className: "relative z-10 cursor-help" })}
                >
                  {standard.code}
                  {/* Every card may list this code: the row's name keeps each button's name unique. */}
                  <span className="sr-only"> in {rowName}</span>
                </TooltipTrigger>
                <TooltipContent className="max-w-xs">{standard.description}</TooltipContent>
              </Tooltip>
            </li>
          ))}
          {moreStandards > 0 && (
            <li>
              <Badge variant="outline">+{moreStandards} more</Badge>
            </li>
          )}
        </ul>
      )}

      <p className="text-sm whitespace-pre-line text-muted-foreground">
        {script.preview}
        {isTruncated && "…"}
      </p>

      <div className="relative z-10 flex flex-wrap gap-2 self-start">
        <Button asChild size="sm" variant="outline">
          <Link to={editorPath}>
            <Pencil aria-hidden="true" />
            Edit<span className="sr-only"> {rowName}</span>
          </Link>
        </Button>
        <ActionButton label="View" rowName={rowName} onClick={() => onView(script)} icon={<Eye aria-hidden="true" />} />
        <ActionButton
          label="Copy"
          rowName={rowName}
          onClick={() => onCopy(script)}
          icon={<Copy aria-hidden="true" />}
        />
        <ScriptExportMenu
          topic={script.topic}
          script={() => loadExport(script.id)}
          approved={
            script.approvedVersion && loadApproved
              ? {
                  version: script.approvedVersion,
                  isCurrent: script.approvedVersion === script.version,
                  script: () => loadApproved(script.id),
                }
              : null
          }
          textFileName={scriptFileName(script.topic)}
          rowName={rowName}
          size="sm"
        />
        <ActionButton
          label="Delete"
          rowName={rowName}
          onClick={() => onDelete(script)}
          icon={<Trash2 aria-hidden="true" />}
          className="text-destructive hover:text-destructive"
        />
      </div>
    </article>
  );
}

interface ActionButtonProps {
  label: string;
  rowName: string;
  icon: ReactNode;
  onClick: () => void;
  className?: string;
}

/** A card action whose accessible name also names the script ("Copy Fractions"). */
function ActionButton({ label, rowName, icon, onClick, className }: ActionButtonProps) {
  return (
    <Button type="button" size="sm" variant="outline" onClick={onClick} className={className}>
      {icon}
      {label}
      <span className="sr-only"> {rowName}</span>
    </Button>
  );
}
