import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { Spinner } from "@client/components/ui/spinner";
import { errorMessage } from "@client/lib/api-client";
import { formatDateTime } from "@client/lib/format";
import { useQueryClient } from "@tanstack/react-query";
import { useScript } from "@client/api/scripts";
import { approvedExportOf } from "@client/lib/approved-export";
import type { ScriptSummary } from "@client/api/scripts";
import { ScriptExportMenu, type ExportScript } from "@client/components/script-export-menu";
import { characterCountLabel, scriptFileName } from "../script-file";
import { paths } from "@client/lib/paths";

export interface ScriptViewDialogProps {
  /** The list row to show; the dialog is open while this is not null. */
  script: ScriptSummary | null;
  onClose: () => void;
  /** Loads the saved script for the Download menu (the same cached GET the dialog shows). */
  loadExport: (id: number) => Promise<ExportScript>;
}

/**
 * The saved list's View (docs/product/screens.md#saved-scripts): loads the full script and shows its details and
 * preformatted text.
 */
export function ScriptViewDialog({ script, onClose, loadExport }: ScriptViewDialogProps) {
  // The Download menu opens inside the dialog, so it stays in the dialog's focus and accessibility tree.
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const queryClient = useQueryClient();
  // The same cached GET the body shows: with an approved version, the menu offers it too (ADR 0058).
  const full = useScript(script?.id ?? null).data;
  const approved = full && full.id === script?.id ? approvedExportOf(queryClient, full, full.scriptContent) : null;
  return (
    <Dialog open={script !== null} onOpenChange={(open) => !open && onClose()}>
      {/* One Close: the footer's (an icon Close beside it had the same name). */}
      {script && (
        <DialogContent className="sm:max-w-3xl" ref={setContent} showCloseButton={false}>
          <DialogHeader>
            <DialogTitle>{script.topic}</DialogTitle>
            <DialogDescription>
              Created {formatDateTime(script.createdAt)} · {characterCountLabel(script.characters.length)}
            </DialogDescription>
          </DialogHeader>
          <ScriptViewBody id={script.id} />
          <DialogFooter>
            <ScriptExportMenu
              topic={script.topic}
              script={() => loadExport(script.id)}
              approved={approved}
              textFileName={scriptFileName(script.topic)}
              container={content}
            />
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Close
              </Button>
            </DialogClose>
            <Button asChild>
              <Link to={paths.editor(script.id)}>Edit</Link>
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}

function ScriptViewBody({ id }: { id: number }) {
  const { data: script, isPending, isError, error } = useScript(id);

  if (isPending) return <Spinner aria-label="Loading script" className="py-8" />;
  if (isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Failed to load script. {errorMessage(error)}
      </p>
    );
  }

  return (
    <div className="grid gap-4">
      <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        {script.concept && (
          <>
            <dt className="font-medium">Concept</dt>
            <dd>
              {script.concept}
              {script.conceptDescription && (
                <span className="block text-muted-foreground">{script.conceptDescription}</span>
              )}
            </dd>
          </>
        )}
        <dt className="font-medium">Characters</dt>
        <dd>{script.characters.length ? script.characters.map((c) => `${c.name} (${c.label})`).join(", ") : "None"}</dd>
        <dt className="font-medium">Standards</dt>
        <dd>
          {script.standards.length ? (
            <ul className="grid gap-1">
              {script.standards.map((s) => (
                <li key={s.code}>
                  <span className="font-mono font-medium">{s.code}</span>
                  {s.description && `: ${s.description}`}
                </li>
              ))}
            </ul>
          ) : (
            "None"
          )}
        </dd>
        {script.engine === "offline" && (
          <>
            <dt className="font-medium">Engine</dt>
            <dd>
              <Badge variant="outline">Offline draft</Badge>
            </dd>
          </>
        )}
      </dl>
      <pre
        tabIndex={0}
        role="region"
        aria-label="Script text"
        className="max-h-[50vh] overflow-auto rounded-md border bg-muted p-4 font-mono text-sm whitespace-pre-wrap"
      >
        {script.scriptContent}
      </pre>
    </div>
  );
}
