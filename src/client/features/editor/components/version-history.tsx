import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { diffLines } from "diff";
import { Button } from "@client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { errorMessage } from "@client/lib/api-client";
import { cn } from "@client/lib/utils";
import { scriptVersionQueryOptions, useScriptVersions } from "@client/api/scripts";
import { formatDateTime as when } from "@client/lib/format";

interface VersionHistoryProps {
  scriptId: number;
  /** The text in the editor now (the diff's "after"). */
  current: string;
  /** Puts an earlier text back in the editor; saving it makes it the newest version. */
  onRestore: (text: string, version: number) => void;
}

/**
 * Version history (docs/product/screens.md#script-editor): every save keeps the text it replaced. Lists versions (date, size), shows the
 * difference to the current text line by line, and restores one into the editor.
 */
export function VersionHistory({ scriptId, current, onRestore }: VersionHistoryProps) {
  const versions = useScriptVersions(scriptId);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section aria-labelledby="versions-heading" className="border-b pb-3">
      <h3 id="versions-heading" className="py-1 text-sm font-semibold">
        Versions
      </h3>
      {versions.isPending ? (
        <p className="text-sm text-muted-foreground">Loading versions…</p>
      ) : versions.isError ? (
        <p className="text-sm text-destructive">Could not load versions: {errorMessage(versions.error)}</p>
      ) : versions.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Earlier versions appear here after you save changes.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {versions.data.map((v) => (
            <li key={v.version} className="flex items-center justify-between gap-2">
              <span>
                Version {v.version} · {when(v.savedAt)} · {v.chars.toLocaleString("en-US")} characters
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setOpen(v.version)}
                aria-label={`Compare version ${v.version}`}
              >
                Compare
              </Button>
            </li>
          ))}
        </ul>
      )}
      {open !== null ? (
        <VersionDiffDialog
          scriptId={scriptId}
          version={open}
          current={current}
          onClose={() => setOpen(null)}
          onRestore={onRestore}
        />
      ) : null}
    </section>
  );
}

function VersionDiffDialog({
  scriptId,
  version,
  current,
  onClose,
  onRestore,
}: {
  scriptId: number;
  version: number;
  current: string;
  onClose: () => void;
  onRestore: VersionHistoryProps["onRestore"];
}) {
  const detail = useQuery(scriptVersionQueryOptions(scriptId, version));
  const parts = detail.data ? diffLines(detail.data.scriptContent, current) : [];
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      {/* One Close: the footer's (an icon Close beside it had the same name). */}
      <DialogContent className="max-h-[85vh] max-w-3xl overflow-hidden" showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>Version {version} compared with the editor</DialogTitle>
          <DialogDescription>
            Lines marked − are only in version {version}; lines marked + are only in the editor now.
          </DialogDescription>
        </DialogHeader>
        <div
          className="max-h-[55vh] overflow-auto rounded-md border font-mono text-xs"
          tabIndex={0}
          aria-label="Differences"
        >
          {detail.isPending ? (
            <p className="p-3">Loading…</p>
          ) : detail.isError ? (
            <p className="p-3 text-destructive">{errorMessage(detail.error)}</p>
          ) : parts.every((p) => !p.added && !p.removed) ? (
            <p className="p-3">No differences.</p>
          ) : (
            parts.map((p, i) => (
              <pre
                key={i}
                className={cn(
                  "px-3 whitespace-pre-wrap",
                  p.added && "bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
                  p.removed && "bg-rose-50 text-rose-900 dark:bg-rose-950 dark:text-rose-100",
                  !p.added && !p.removed && "text-muted-foreground",
                )}
              >
                {p.value
                  .replace(/\n$/, "")
                  .split("\n")
                  .map((line) => `${p.added ? "+ " : p.removed ? "− " : "  "}${line}`)
                  .join("\n")}
              </pre>
            ))
          )}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button
            type="button"
            disabled={!detail.data}
            onClick={() => {
              if (detail.data) onRestore(detail.data.scriptContent, version);
              onClose();
            }}
          >
            Restore this version
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
